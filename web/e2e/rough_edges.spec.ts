// The rough edges a new user met in the trial of issue 64 (item 5), each held here: what a
// player must see next to the board at 1440x900, the move list following the move shown, the
// create-game dialog's custom fields, a resignation out of turn, "not found" for what is not
// there, the seeker taken to her game, what a spectator is offered, the page on a phone, the
// impasse claim only when it could apply, the favicon, the texts, a game against the computer
// with a clock and a colour, a declined offer said to its maker, and a challenge announced.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiCall, closeContexts, newPage, playMove, player, signUp } from './board';

test.afterEach(closeContexts);

const MATE: string[] = JSON.parse(readFileSync(new URL('./tori_mate_game.json', import.meta.url), 'utf8')).moves;

// A Tori game (casual unless `rated`) between two new players, its first `plies` moves of
// tori_mate_game.json sent to the API (all 59: Black mates).
async function gameOf(browser: Browser, black: string, white: string, plies: number, rated = false) {
  const alice = await player(browser, black);
  const bob = await player(browser, white);
  const { game } = await apiCall(alice, 'POST', '/api/games', { variant: 'torishogi', opponent: white, rated });
  const api = `/api/games/${game.variant}/${game.number}`;
  await apiCall(bob, 'POST', `${api}/accept`);
  for (let i = 0; i < plies; i++) await apiCall(i % 2 === 0 ? alice : bob, 'POST', `${api}/moves`, { move: MATE[i] });
  return { alice, bob, path: `/game/${game.variant}/${game.number}` };
}

const fullyInView = async (page: Page, selector: string) => expect(page.locator(selector)).toBeInViewport({ ratio: 1 });

test('at 1440x900 the refused move\'s reason and the status stand in view beside the board', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, 'viewtori');
  for (const variant of ['torishogi', 'yarishogi']) {
    await page.goto('/');
    await page.selectOption('.computer select[name=variant]', variant);
    await page.click('.computer button');
    await expect(page).toHaveURL(new RegExp(`/game/${variant}/\\d+$`));
    await page.locator('.typed input').fill('9z9y');
    await page.locator('.typed button').click();
    await expect(page.locator('.refusal')).not.toBeEmpty();
    await fullyInView(page, '.refusal');
    await fullyInView(page, '.status');
  }
});

test('a long game\'s move list shows its last move, and the move replayed', async ({ browser }) => {
  test.setTimeout(120_000);
  const { alice, path } = await gameOf(browser, 'alicelong', 'boblong', MATE.length);
  await alice.setViewportSize({ width: 1440, height: 900 });
  await alice.goto(path);
  await expect(alice.locator('.status')).toHaveText(/checkmate/i);
  const items = alice.locator('.moves li');
  await expect(items).toHaveCount(MATE.length);
  await fullyInView(alice, '.status');
  await expect(items.last()).toBeInViewport({ ratio: 1 });
  await alice.keyboard.press('Home');
  await alice.keyboard.press('ArrowRight');
  await expect(items.first()).toBeInViewport({ ratio: 1 });
  await alice.keyboard.press('End');
  await alice.keyboard.press('ArrowLeft');
  await expect(items.nth(MATE.length - 2)).toBeInViewport({ ratio: 1 });
  // Two moves a row, never a third column.
  const list = (await alice.locator('.moves').boundingBox())!;
  const last = (await items.last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(list.x + list.width + 1);
});

test('replaying a finished game says which move is shown', async ({ browser }) => {
  const { alice, path } = await gameOf(browser, 'alicereplay', 'bobreplay', MATE.length);
  await alice.goto(path);
  await expect(alice.locator('.status')).toHaveText(/checkmate/i);
  await alice.keyboard.press('Home');
  await alice.keyboard.press('ArrowRight');
  await expect(alice.locator('.status')).toContainText(`Move 1 of ${MATE.length}`);
  await alice.keyboard.press('End');
  await expect(alice.locator('.status')).toHaveText(/checkmate/i);
});

test('the create-game dialog shows the custom time fields only for a custom time', async ({ page }) => {
  await signUp(page, 'customtime');
  await page.click('button.create');
  const dialog = page.locator('dialog.new-game');
  await expect(dialog.locator('fieldset.custom')).toBeHidden();
  await dialog.locator('select[name=preset]').selectOption('custom');
  await expect(dialog.locator('fieldset.custom')).toBeVisible();
  await expect(dialog.locator('input[name=days]')).toBeHidden();
  await dialog.locator('select[name=kind]').selectOption('correspondence');
  await expect(dialog.locator('input[name=days]')).toBeVisible();
  await expect(dialog.locator('input[name=minutes]')).toBeHidden();
});

test('a resignation out of turn is said to both players at once, and may be cancelled', async ({ browser }) => {
  const { alice, bob, path } = await gameOf(browser, 'aliceresign', 'bobresign', 3);
  await alice.goto(path);
  await bob.goto(path);
  await expect(alice.locator('.moves li')).toHaveCount(3);
  alice.once('dialog', (dialog) => void dialog.accept());
  await alice.click('button.resign');
  await expect(alice.locator('.proposal')).toHaveText('You resign when your turn comes');
  await expect(bob.locator('.proposal')).toHaveText('aliceresign resigns when their turn comes');
  await expect(alice.locator('button.resign')).toBeHidden();
  // Cancelled before the turn came: the game goes on; then resigned again, it takes effect.
  await alice.click('button.withdraw-resign');
  await expect(bob.locator('.proposal')).toHaveText('');
  await expect(alice.locator('button.resign')).toBeVisible();
  alice.once('dialog', (dialog) => void dialog.accept());
  await alice.click('button.resign');
  await expect(bob.locator('.proposal')).toHaveText('aliceresign resigns when their turn comes');
  await playMove(bob, MATE[3]);
  await expect(bob.locator('.status')).toHaveText(/resign/i);
});

test('a game, a page or a player that does not exist is "not found"', async ({ page }) => {
  await page.goto('/game/torishogi/99999');
  await expect(page.locator('.not-found')).toContainText('No game torishogi 99999');
  await expect(page.locator('button.resign')).toHaveCount(0);
  await page.goto('/no/such/page');
  await expect(page.locator('.not-found')).toContainText('Page not found');
  await page.goto('/user/nosuchplayer');
  await expect(page.locator('.not-found')).toContainText('No player nosuchplayer');
});

test('a seeker is taken to her game when her seek is accepted', async ({ browser }) => {
  const alice = await player(browser, 'aliceseeker');
  const bob = await player(browser, 'bobtaker');
  await alice.click('button.create');
  await alice.locator('dialog.new-game button[value=make]').click();
  await expect(alice.locator('.seeks li')).toContainText('aliceseeker');
  await bob.locator('.seeks li', { hasText: 'aliceseeker' }).locator('button', { hasText: 'Accept' }).click();
  await expect(bob).toHaveURL(/\/game\/torishogi\/\d+$/);
  await expect(alice).toHaveURL(bob.url());
});

test('a spectator is offered neither a move box nor a chat box', async ({ browser }) => {
  const { alice, path } = await gameOf(browser, 'alicewatched', 'bobwatched', 2);
  await alice.goto(path);
  await expect(alice.locator('.typed')).toBeVisible();
  await expect(alice.locator('.chat-form')).toBeVisible();
  const guest = await newPage(browser);
  await guest.goto(path);
  await expect(guest.locator('.moves li')).toHaveCount(2);
  await expect(guest.locator('.typed')).toBeHidden();
  await expect(guest.locator('.chat-form')).toBeHidden();
  const carol = await player(browser, 'carolwatches');
  await carol.goto(path);
  await expect(carol.locator('.moves li')).toHaveCount(2);
  await expect(carol.locator('.typed')).toBeHidden();
  await expect(carol.locator('.chat-form')).toBeHidden();
});

test('on a phone the game page fits its width, its buttons a finger\'s size, the header one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'phonefit');
  await page.click('.computer button');
  await expect(page.locator('sg-board piece').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const heights = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.actions button, .typed button, header button')]
      .filter((b) => b.offsetParent !== null)
      .map((b) => `${b.textContent}: ${b.getBoundingClientRect().height}`));
  expect(heights.length).toBeGreaterThan(3);
  for (const height of heights) expect(Number(height.split(': ')[1]), height).toBeGreaterThanOrEqual(44);
  expect((await page.locator('header').boundingBox())!.height).toBeLessThanOrEqual(60);
  // The rank letters beside the board are inside the page.
  const ranks = (await page.locator('coords.ranks').boundingBox())!;
  expect(ranks.x + ranks.width).toBeLessThanOrEqual(390);
});

test('"Claim impasse" is offered only once both generals stand in their zones', async ({ page }) => {
  await signUp(page, 'impassenot');
  await page.selectOption('.computer select[name=variant]', 'yarishogi');
  await page.click('.computer button');
  await expect(page).toHaveURL(/\/game\/yarishogi\/\d+$/);
  await expect(page.locator('button.resign')).toBeVisible();
  await expect(page.locator('button.offer-impasse')).toBeHidden();
});

test('every page has its icon: no request of the page fails', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/');
  await expect(page.locator('.home-intro')).toBeVisible();
  await expect(page.locator('link[rel=icon]')).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(failed).toEqual([]);
});

test('the texts: the login asks for a name, a typed move\'s error, a provisional rating, the handicaps and the yari gold', async ({ browser }) => {
  const guest = await newPage(browser);
  await guest.goto('/');
  await guest.click('#who button.login');
  await expect(guest.locator('dialog.auth-dialog label').first()).toHaveText(/^Name/);
  const { alice: page, path } = await gameOf(browser, 'newrating', 'newrival', 2, true);
  await page.goto(path);
  await page.locator('.typed input').fill('9z9y');
  await page.locator('.typed button').click();
  await expect(page.locator('.refusal')).toHaveText('expected a square like 4e (file 1-7, rank a-g)');
  await apiCall(page, 'POST', `/api${path.replace('/game/', '/games/')}/resign`);
  await expect(page.locator('.game-messages .status')).toHaveText(/wins/);
  await page.goto('/user/newrating');
  await expect(page.locator('.rating-card.torishogi .rating-value')).toHaveText(/^\d+\?$/);
  await page.goto('/pieces');
  await expect(page.locator('.handicaps li', { hasText: '4p:' })).toHaveText('4p: White plays without both yari rooks and both yari bishops');
  const gold = page.locator('figure').filter({ has: page.locator('b', { hasText: /^yari gold$/ }) });
  await expect(gold.locator('small')).toContainText('(USI +B, +N)');
});

test('a game against the computer with a clock, the computer moving first, casual', async ({ page }) => {
  await signUp(page, 'computerclock');
  await page.selectOption('.computer select[name=time]', { label: '5 min | 30s x3' });
  await page.selectOption('.computer select[name=colour]', 'second');
  await page.click('.computer button');
  await expect(page).toHaveURL(/\/game\/torishogi\/\d+$/);
  await expect(page.locator('.moves li')).toHaveCount(1); // the computer's first move
  await expect(page.locator('.bottom-player')).toHaveText('☖ computerclock');
  await expect(page.locator('.bottom-clock')).toHaveText(/^[45]:\d\d \| 30s x3$/);
  const { game } = await apiCall(page, 'GET', `/api${new URL(page.url()).pathname.replace('/game/', '/games/')}`);
  expect(game.rated).toBe(false);
});

test('a declined draw offer is said to its maker', async ({ browser }) => {
  const { alice, bob, path } = await gameOf(browser, 'aliceoffer', 'boboffer', 2);
  await alice.goto(path);
  await bob.goto(path);
  await alice.click('button.offer-draw');
  await expect(bob.locator('.proposal')).toHaveText('aliceoffer offers a draw');
  await bob.click('button.decline-offer');
  await expect(alice.locator('.offer-answer')).toContainText('boboffer rejects');
  await expect(alice.locator('.offer-answer')).toBeInViewport();
});

test('a challenge is announced to the challenged player, wherever they are', async ({ browser }) => {
  const alice = await player(browser, 'alicechallenger');
  const bob = await player(browser, 'bobchallenged');
  await bob.goto('/settings');
  await alice.click('button.create');
  const dialog = alice.locator('dialog.new-game');
  await dialog.locator('input[name=opponent]').fill('bobchallenged');
  await dialog.locator('button[value=make]').click(); // alice moves first
  await expect(alice).toHaveURL(/\/game\/torishogi\/\d+$/);
  const notice = bob.locator('#notices .notice a');
  await expect(notice).toContainText('A challenge to you in Tori');
  await notice.click();
  await expect(bob).toHaveURL(alice.url());
  await expect(bob.locator('#notices .notice')).toHaveCount(0);
  await expect(alice.locator('#notices .notice')).toHaveCount(0);
});

