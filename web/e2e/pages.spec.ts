// The pages around the game: the pieces and rules page draws each piece's moves from the rules
// core; the settings page keeps its choices in the browser and applies them at once; a profile;
// word of a game that waits for the player, on any page.
import { expect, test } from '@playwright/test';
import { apiCall, clickSquare, closeContexts, player, signUp } from './board';

test.afterEach(closeContexts);

test('the pieces page shows each piece\'s moves as the core allows them', async ({ page }) => {
  await page.goto('/pieces');
  const tori = page.locator('section').first();
  const card = (name: string) =>
    tori.locator('figure').filter({ has: page.locator('b', { hasText: new RegExp(`^${name}$`) }) }).locator('.move-diagram');
  await expect(card('swallow')).toHaveAttribute('aria-label', 'from 4d it moves to 4c');
  await expect(card('phoenix').locator('span.reach')).toHaveCount(8);
  const yari = page.locator('section').nth(1);
  // A yari knight: straight forward to the edge, and the knight's two jumps.
  const knight = yari.locator('figure').filter({ has: page.locator('b', { hasText: /^yari knight$/ }) });
  await expect(knight.locator('span.reach')).toHaveCount(6);
  await expect(tori.locator('.handicaps li')).toHaveCount(4);
  await expect(yari.locator('.handicaps li')).toHaveCount(5);
});

test('settings are kept in the browser and applied at once', async ({ page }) => {
  await page.goto('/settings');
  await page.selectOption('select[name=pieces]', 'international');
  await page.selectOption('select[name=board]', 'green');
  await expect(page.locator('body')).toHaveAttribute('data-pieces', 'international');
  await page.reload();
  await expect(page.locator('select[name=pieces]')).toHaveValue('international');
  await expect(page.locator('body')).toHaveAttribute('data-board', 'green');
});

test('a profile shows the ratings and the games, a page at a time', async ({ page }) => {
  await signUp(page, 'profiled');
  await page.click('.computer button');
  await expect(page).toHaveURL(/\/game\/torishogi\/\d+$/);
  await page.click('.bottom-player a');
  await expect(page).toHaveURL('/user/profiled');
  await expect(page.locator('.profile h1')).toHaveText('profiled');
  await expect(page.locator('.rating-card')).toHaveCount(2);
  await expect(page.locator('.rating-card').first()).toContainText('unrated');
  await expect(page.locator('.profile .games tbody tr')).toHaveCount(1);
  await expect(page.locator('.profile .games tbody tr')).toContainText('in play');
  await page.selectOption('.game-filters select[name=variant]', 'yarishogi');
  await expect(page.locator('.profile .games tbody tr')).toHaveCount(0);
  await expect(page.locator('.profile-games .empty')).toHaveText('No game matches these filters.');
});

test('a rated game that ends is a point on the profile\'s rating chart', async ({ browser }) => {
  // Two people (a game against the computer is casual): each moves once, then one resigns.
  const page = await player(browser, 'charted');
  const rival = await player(browser, 'chartrival');
  const { game } = await apiCall(page, 'POST', '/api/games', { variant: 'torishogi', opponent: 'chartrival' });
  const path = `/game/${game.variant}/${game.number}`;
  await page.goto(path);
  await clickSquare(page, '3d');
  await clickSquare(page, '3c');
  await expect(page.locator('.moves li')).toHaveCount(1);
  await apiCall(rival, 'POST', `/api${path.replace('/game/', '/games/')}/moves`, { move: '4b-3c' });
  await expect(page.locator('.moves li')).toHaveCount(2);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.click('button.resign');
  await expect(page.locator('.status')).toHaveText(/wins/);
  await page.click('.bottom-player a');
  // One game: the rating is provisional ("1432?").
  const rating = (await page.locator('.rating-card.torishogi .rating-value').textContent())!.replace(/\?$/, '');
  expect(Number(rating)).toBeLessThan(1500);
  const tori = page.locator('.rating-chart.torishogi');
  await expect(tori).toHaveAttribute('aria-label', `Tori Shogi rating after 1 rated game: from ${rating} to ${rating}`);
  await expect(tori.locator('canvas')).toBeVisible();
  await expect(page.locator('.rating-chart.yarishogi')).toHaveText('Yari Shogi: no rated game yet');
  // From the loser's side, in the games' table, with the game's result in its title.
  await expect(page.locator('.profile .games tbody tr.loss .outcome')).toHaveText('lost');
  await page.selectOption('.game-filters select[name=result]', 'win');
  await expect(page.locator('.profile .games tbody tr')).toHaveCount(0);
  await page.selectOption('.game-filters select[name=result]', 'loss');
  await expect(page.locator('.profile .games tbody tr')).toHaveCount(1);
});

test('a challenge that waits for the player is announced on whatever page they are', async ({ browser }) => {
  const alice = await player(browser, 'alicenote');
  const bob = await player(browser, 'bobnote');
  await bob.goto('/settings');
  await alice.click('button.create');
  const dialog = alice.locator('dialog.new-game');
  await dialog.locator('input[name=opponent]').fill('bobnote');
  await dialog.locator('select[name=colour]').selectOption('second');
  await dialog.locator('button[value=make]').click();
  await expect(alice).toHaveURL(/\/game\/torishogi\/\d+$/);
  const notice = bob.locator('#notices .notice a');
  await expect(notice).toContainText('Your move in Tori');
  await notice.click();
  await expect(bob).toHaveURL(alice.url());
  await expect(bob.locator('#notices .notice')).toHaveCount(0);
  await expect(bob.locator('.bottom-player')).toHaveText('☗ bobnote');
});
