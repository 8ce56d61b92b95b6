// A player signs up, plays the computer by clicking on the board, sees its reply, and is told in
// the core's words why a move the rules forbid is refused; a whole game against computer1 to
// its end; the same page on a phone keeps both hands in view, whatever notices stand above it.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PIECES } from '../src/game/pieces';
import { loadRules, type Rules } from '../src/rules/rules';
import { apiCall, clickSquare, closeContexts, player, signUp } from './board';

test.afterEach(closeContexts);

test('a game against computer1: a move by clicks, the reply, a refused move explained', async ({ page }) => {
  await signUp(page, 'alice');
  await page.click('.computer button');
  await expect(page).toHaveURL(/\/game\/torishogi\/\d+$/);
  await expect(page.locator('.status')).toHaveText('Black to move');

  await clickSquare(page, '3d');
  await expect(page.locator('sq.dest')).toHaveCount(1);
  await clickSquare(page, '3c');
  // The computer answers at once: two moves in the list, and Black to move again.
  await expect(page.locator('.moves li')).toHaveCount(2);
  await expect(page.locator('.moves li').first()).toHaveText('Swx3c');
  await expect(page.locator('.status')).toHaveText(/^Black to move/);
  // A captured swallow is in Black's hand.
  const blackHand = page.locator('sg-hand-wrap').last();
  await expect(blackHand.locator('sg-hp-wrap[data-nb="1"] piece.swallow')).toBeVisible();

  await clickSquare(page, '4g');
  await clickSquare(page, '4e');
  await expect(page.locator('.refusal')).toHaveText('a phoenix cannot move from 4g to 4e');
  await expect(page.locator('.moves li')).toHaveCount(2);

  // A reload shows the same game.
  await page.reload();
  await expect(page.locator('.moves li')).toHaveCount(2);
});

test('the game page on a phone: the board and both hands in view, whatever the notices above', async ({ page, browser }) => {
  const fan = await player(browser, 'phoebesfan');
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page, 'phoebe');
  // Word of other games (a challenge each) stands at the top of every page: on the game page it
  // takes two lines at most, however many there are, and never pushes the hands out of view.
  for (let i = 0; i < 6; i++) await apiCall(fan, 'POST', '/api/games', { variant: 'torishogi', opponent: 'phoebe', time: null, rated: false });
  await expect(page.locator('#notices .notice')).toHaveCount(6);
  await page.click('.computer button');
  await expect(page).toHaveURL(/\/game\/torishogi\/\d+$/);
  await expect(page.locator('sg-board piece').first()).toBeVisible();
  await expect(page.locator('#notices .notice')).toHaveCount(6);
  const hands = page.locator('sg-hand');
  await expect(hands).toHaveCount(2);
  for (const hand of await hands.all()) {
    const box = (await hand.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0); // the home page's scroll is not kept
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.height).toBeGreaterThan(30); // pieces at a size a finger can take
  }
});

// Any legal move, chosen with the rules core (the same WebAssembly the page runs) and made on the
// board by clicks: a move from square to square, or a drop from the player's stand.
async function playAnyMove(page: Page, rules: Rules, path: string): Promise<void> {
  const response = await page.request.get(`/api${path.replace('/game/', '/games/')}`);
  expect(response.status()).toBe(200);
  const game = (await response.json()).game;
  const moves = game.moves.map((m: { usi: string }) => m.usi);
  const legal = rules.state({ variant: 'torishogi', start: game.start_sfen, moves }).legal;
  const usi = legal[Math.floor(Math.random() * legal.length)];
  if (usi[1] === '*') {
    await page.locator('sg-hand-wrap >> nth=-1').locator(`piece.${PIECES.torishogi.roles[usi[0].toLowerCase()]}`).click();
    return clickSquare(page, usi.slice(2, 4));
  }
  await clickSquare(page, usi.slice(0, 2));
  await clickSquare(page, usi.slice(2, 4));
}

test('a game against computer1 played to its end', async ({ page }) => {
  test.setTimeout(180_000);
  const rules = await loadRules(readFileSync(new URL('../src/rules/tori_rules.wasm', import.meta.url)));
  await signUp(page, `endgamer${Date.now() % 100_000}`);
  await page.click('.computer button');
  await expect(page).toHaveURL(/\/game\/torishogi\/\d+$/);
  await expect(page.locator('.status')).toHaveText('Black to move');
  for (let plies = 0; plies < 400; plies += 2) {
    const status = (await page.locator('.status').textContent()) ?? '';
    if (!status.includes('to move')) break;
    await playAnyMove(page, rules, new URL(page.url()).pathname);
    // The computer's answer (the list grows by two), or the end of the game.
    await expect
      .poll(async () => (await page.locator('.moves li').count()) >= plies + 2 || !(await page.locator('.status').textContent())?.includes('to move'))
      .toBe(true);
  }
  await expect(page.locator('.status')).toHaveText(/wins|draw|repetition|stalemate/i);
  await expect(page.locator('button.rematch')).toBeVisible();
  await expect(page.locator('button.resign')).toBeHidden();
});
