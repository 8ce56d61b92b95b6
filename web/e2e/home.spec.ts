// The home page for everyone (issue 64, item 1): a guest sees what the games are, the quick-
// pairing tiles and a live game on the TV, which follows the game's moves, opens it as a
// spectator and shows the next game when it ends; a guest who clicks a tile signs up in a
// dialog, the tile's seek is then made and joined from another player's tile, both landing in
// the game; a phone without sideways overflow; the page in Japanese. The TV shows the strongest
// game going on, so these tests run on a `tori serve` of their own (a fresh database: no game
// of another test to feature). With TORI_SCREENSHOTS set, the guest's and the player's home,
// desktop and phone, are saved into docs/screenshots.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCall, fillSignUp, signUp } from './board';

const MATE: string[] = JSON.parse(readFileSync(new URL('./tori_mate_game.json', import.meta.url), 'utf8')).moves;
const PORT = Number(process.env.TORI_E2E_PORT ?? 5281) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const screenshots = process.env.TORI_SCREENSHOTS ? '../docs/screenshots/' : null;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: ChildProcess;

test.beforeAll(async () => {
  const tori = process.env.TORI_BINARY ?? '../build/release/src/cli/tori';
  const database = join(process.env.TORI_E2E_DIR!, `home-${Date.now()}.db`);
  server = spawn(tori, ['serve', '--db', database, '--listen', '127.0.0.1:0', '--http', `127.0.0.1:${PORT}`, '--web-root', 'dist',
    '--signups-per-hour', '1000', '--rate', '1000', '--burst', '1000', '--address-rate', '10000', '--address-burst', '10000', '--max-connections-per-address', '256',
    '--puzzles', '../tests/data/puzzles/tori-sample.jsonl', '--puzzles', '../tests/data/puzzles/yari-sample.jsonl'], { stdio: 'ignore' });
  // Ready once it answers (as Playwright's own webServer waits for the main server).
  await expect.poll(() => fetch(`${BASE}/api/lobby`).then((r) => r.ok, () => false), { timeout: 30_000 }).toBe(true);
});

test.afterAll(() => {
  server.kill();
});

const pages: Page[] = [];
async function open(browser: Browser, viewport = DESKTOP, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport, locale });
  const page = await context.newPage();
  pages.push(page);
  return page;
}
test.afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshots) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: screenshots + name, fullPage: true });
}

const tile = (page: Page, variant: string, time: string) => page.locator(`button.tile[data-variant=${variant}][data-time="${time}"]`);

test('a guest sees the games, the tiles and a live game; watches it; signs up from a tile and is paired', async ({ browser }) => {
  test.setTimeout(120_000);
  const guest = await open(browser);
  await guest.goto('/');
  await expect(guest.locator('.home-intro h1')).toHaveText('Tori Shogi and Yari Shogi');
  await expect(guest.locator('.intro-board sg-board')).toHaveCount(2);
  await expect(guest.locator('button.tile')).toHaveCount(12);
  await expect(tile(guest, 'torishogi', '3 | 10s')).toContainText('Blitz');
  await expect(guest.locator('.tv .empty')).toBeVisible();
  await expect(guest.locator('.daily-puzzle')).toBeVisible();
  await expect(guest.locator('#who button.signup')).toBeVisible();
  await shoot(guest, 'home-guest-desktop-empty.png');

  // Two others start a game and make a move: the TV shows it, and follows.
  const alice = await open(browser);
  await signUp(alice, 'hometvalice');
  const bob = await open(browser);
  await signUp(bob, 'hometvbob');
  const time = { kind: 'byoyomi', main_ms: 600_000, periods: 1, period_ms: 30_000 };
  const { game } = await apiCall(alice, 'POST', '/api/games', { variant: 'torishogi', opponent: 'hometvbob', time });
  const api = `/api/games/torishogi/${game.number}`;
  await apiCall(bob, 'POST', `${api}/accept`);
  const tv = guest.locator('.tv');
  await expect(tv.locator('.tv-link')).toHaveAttribute('href', `/game/torishogi/${game.number}`);
  await expect(tv.locator('.tv-black')).toContainText('hometvalice');
  await expect(tv.locator('.tv-white')).toContainText('hometvbob');
  await expect(tv.locator('sq.last-dest')).toHaveCount(0);
  await apiCall(alice, 'POST', `${api}/moves`, { move: MATE[0] });
  await expect(tv.locator('.tv-status')).toHaveText('move 2');
  await expect(tv.locator('.tv-link')).toHaveAttribute('data-plies', '1');
  await expect(tv.locator('sq.last-dest')).toHaveCount(2);
  await apiCall(bob, 'POST', `${api}/moves`, { move: MATE[1] });
  await expect(tv.locator('.tv-status')).toHaveText('move 3');
  // The lists: the game being played, with both names.
  await expect(guest.locator('.home-lists .games li')).toContainText('hometvalice');
  await shoot(guest, 'home-guest-desktop.png');

  // The TV opens the game, watched: no move box, no chat box.
  await tv.locator('.tv-link').click();
  await expect(guest).toHaveURL(`/game/torishogi/${game.number}`);
  await expect(guest.locator('.moves li')).toHaveCount(2);
  await expect(guest.locator('.typed')).toBeHidden();
  await expect(guest.locator('.chat-form')).toBeHidden();

  // Back home, the guest clicks a tile: asked to sign up, and the tile's seek is made.
  await guest.goto('/');
  await tile(guest, 'torishogi', '3 | 10s').click();
  await expect(guest.locator('dialog.auth-dialog .auth-why')).toBeVisible();
  await fillSignUp(guest, 'homeguest');
  await expect(tile(guest, 'torishogi', '3 | 10s')).toHaveClass(/waiting/);
  await expect(guest.locator('#who')).toContainText('homeguest');
  await expect(guest.locator('.home-page .lobby')).toBeVisible(); // the player's panel, at once
  await expect(guest.locator('.seeks li')).toContainText('homeguest');

  // Another player's same tile joins it: both land in the game.
  const carol = await open(browser);
  await signUp(carol, 'homecarol');
  await expect(tile(carol, 'torishogi', '3 | 10s')).toContainText('Play homeguest');
  await tile(carol, 'torishogi', '3 | 10s').click();
  await expect(carol).toHaveURL(/\/game\/torishogi\/\d+$/);
  await expect(guest).toHaveURL(carol.url());
  await expect(guest.locator('.bottom-player')).toContainText('homeguest');

  // The TV features the newest of equals (the new game); when it ends, the next one.
  const watcher = await open(browser);
  await watcher.goto('/');
  const paired = new URL(carol.url()).pathname;
  await expect(watcher.locator('.tv .tv-link')).toHaveAttribute('href', paired);
  await apiCall(carol, 'POST', `/api${paired.replace('/game/', '/games/')}/resign`);
  await expect(watcher.locator('.tv .tv-link')).toHaveAttribute('href', `/game/torishogi/${game.number}`);
  await expect(watcher.locator('.tv .tv-status')).toHaveText('move 3');
});

test('a waiting tile cancels its seek; a guest who closes the sign-up makes nothing', async ({ browser }) => {
  const dana = await open(browser);
  await signUp(dana, 'homedana');
  await tile(dana, 'yarishogi', '5 | 10s').click();
  await expect(tile(dana, 'yarishogi', '5 | 10s')).toHaveClass(/waiting/);
  await tile(dana, 'yarishogi', '5 | 10s').click();
  await expect(tile(dana, 'yarishogi', '5 | 10s')).not.toHaveClass(/waiting/);
  await expect(dana.locator('.seeks li')).toHaveClass('empty');

  const guest = await open(browser);
  await guest.goto('/');
  await tile(guest, 'yarishogi', '5 | 10s').click();
  await guest.locator('dialog.auth-dialog .auth-close').click();
  await expect(guest.locator('dialog.auth-dialog')).toHaveCount(0);
  await expect(guest.locator('.seeks li')).toHaveClass('empty');
  await expect(guest.locator('#who button.login')).toBeVisible();
});

test('on a phone the home page fits its width, guest and player', async ({ browser }) => {
  const guest = await open(browser, PHONE);
  await guest.goto('/');
  await expect(guest.locator('button.tile')).toHaveCount(12);
  await expect(guest.locator('.intro-board sg-board')).toHaveCount(2);
  await expect(guest.locator('.daily-puzzle')).toBeVisible();
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Polled: the tiles are drawn again when the lobby's counts arrive, and a box asked for
  // between the old tile and its successor is null.
  await expect.poll(async () => (await tile(guest, 'torishogi', '3 | 10s').boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await shoot(guest, 'home-guest-phone.png');

  await signUp(guest, 'homephone');
  await expect(guest.locator('.home-page .lobby')).toBeVisible();
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(guest, 'home-player-phone.png');

  const player = await open(browser);
  await signUp(player, 'homedesk');
  await expect(player.locator('.daily-puzzle')).toBeVisible();
  await shoot(player, 'home-player-desktop.png');
});

test('in Japanese: the intro, the tiles and the sign-up dialog', async ({ browser }) => {
  const guest = await open(browser, DESKTOP, 'ja-JP');
  await guest.goto('/');
  await expect(guest.locator('.home-intro h1')).toHaveText('禽将棋と槍将棋');
  await expect(tile(guest, 'torishogi', '3分|10秒')).toContainText('早指し');
  await expect(guest.locator('.quick-pairing h2')).toHaveText('クイック対局');
  await shoot(guest, 'home-guest-desktop-ja.png');
  await tile(guest, 'yarishogi', '3日').click();
  await expect(guest.locator('dialog.auth-dialog h2')).toHaveText('アカウントを作る');
  await expect(guest.locator('dialog.auth-dialog button[name=signup]')).toHaveText('新規登録');
});
