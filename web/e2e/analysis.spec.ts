// The analysis board, without an account: a finished game opened from its page with the engine's
// lines and the evaluation bar; a side line played, promoted and deleted; a KIF with a variation
// imported and exported again; the mate search on a three-ply tsume; the page on a phone; the
// page in Japanese.
// With TORI_SCREENSHOTS set, the desktop and phone views are saved into docs/screenshots.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { clickSquare, closeContexts, signUp } from './board';

test.afterEach(closeContexts);

const SCORE = /^(?:[+-]?\d+\.\d\d|#-?\d+) \S/;
const screenshots = process.env.TORI_SCREENSHOTS ? '../docs/screenshots/' : null;

async function play(page: Page, from: string, to: string, ranks = 7): Promise<void> {
  await clickSquare(page, from, ranks);
  await clickSquare(page, to, ranks);
}

// The page as a player sees it, once the pieces have finished moving.
async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshots) return;
  await expect(page.locator('piece.anim')).toHaveCount(0);
  await page.waitForTimeout(800); // a few more engine lines, for a fuller picture
  await page.screenshot({ path: screenshots + name, fullPage: true });
}

async function engineOn(page: Page): Promise<void> {
  await page.getByLabel('Engine', { exact: true }).check();
  await expect(page.getByLabel('engine line 1')).toHaveText(SCORE, { timeout: 30_000 });
}

test('a finished game opens on the analysis board with the engine\'s lines and the bar', async ({ page }) => {
  await signUp(page, 'analyst');
  await page.click('.computer button');
  await expect(page).toHaveURL(/\/game\/torishogi\/\d+$/);
  await play(page, '3d', '3c');
  await expect(page.locator('.moves li')).toHaveCount(2);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.click('button.resign');
  await expect(page.locator('.status')).toHaveText(/wins/);
  const game = page.url();
  // Logged out, the analysis still opens: it needs no account.
  await page.evaluate(() => localStorage.removeItem('tori.session'));
  await page.getByRole('link', { name: 'Analysis board' }).last().click();
  await expect(page).toHaveURL(`${game}/analysis`);
  await expect(page.locator('.analysis-title')).toContainText('analyst');
  await expect(page.locator('.tree-move')).toHaveCount(2);
  await expect(page.locator('.tree-move.current')).toHaveText(/^2\. /);

  await page.getByLabel('Lines').selectOption('2');
  await engineOn(page);
  await expect(page.getByLabel('engine line 2')).toHaveText(SCORE, { timeout: 30_000 });
  await expect(page.locator('.engine-status')).toHaveText(/depth \d+ · \d+ knps/);
  const bar = page.getByRole('meter');
  await expect(bar).toHaveAttribute('aria-label', /^evaluation [+-]?[\d.#-]+ for Black$/);
  await expect(page.locator('svg.sg-shapes g.primary line')).toHaveCount(1); // the best move's arrow
  await expect(page.locator('svg.sg-shapes g.alternative0 line')).toHaveCount(1); // line 2's
  // Back a move: the engine follows the board.
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.tree-move.current')).toHaveText(/^1\. /);
  await expect(page.getByLabel('engine line 1')).toHaveText(SCORE, { timeout: 30_000 });
  // The record keeps the game's end while its main line is the game's.
  await page.getByText('Import and export').click();
  await page.getByRole('button', { name: 'Export KIF' }).click();
  await expect(page.getByLabel('Exported record')).toHaveValue(/ {3}3 投了\nまで2手で後手の勝ち/);
  // A move of the engine's line is played by a click.
  await page.getByLabel('engine line 1').locator('.pv-move').first().click();
  await expect(page.locator('.tree-move.current')).toHaveText(/^2\. /);
});

test('a side line is played, promoted to the main line, and deleted', async ({ page }) => {
  await page.goto('/analysis');
  await play(page, '3d', '3c');
  await play(page, '4b', '3c');
  await expect(page.locator('.tree-move')).toHaveText(['1. Swx3c', '2. Fax3c']);
  await page.keyboard.press('ArrowLeft');
  await play(page, '4b', '3b'); // another second move: a side line
  await expect(page.locator('.tree-move.current')).toHaveText('2. Fa-3b');
  await expect(page.locator('.side-lines .side-line')).toHaveText(['2. Fax3c']);
  await expect(page.locator('.tree-move.current')).not.toHaveClass(/main/);

  await page.getByRole('button', { name: 'Promote to main line' }).click();
  await expect(page.locator('.tree-move.current')).toHaveClass(/main/);
  await expect(page.getByRole('button', { name: 'Promote to main line' })).toBeDisabled();

  await page.getByRole('button', { name: 'Delete from here' }).click();
  await expect(page.locator('.tree-move.current')).toHaveText('1. Swx3c');
  // 2. Fax3c remains, the main line again, and no side line is left.
  await expect(page.locator('.tree-move')).toHaveText(['1. Swx3c', '2. Fax3c']);
  await expect(page.locator('.side-lines')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.tree-move.current')).toHaveText('2. Fax3c');
  // The side line's link opens the same line again.
  const link = await page.getByLabel('Link to this position').inputValue();
  await page.goto(link);
  await expect(page.locator('.tree-move')).toHaveText(['1. Swx3c', '2. Fax3c']);
});

test('a KIF with variations is imported, and exported with them', async ({ page }) => {
  await page.goto('/analysis');
  await page.getByText('Import and export').click();
  const kif = readFileSync('../tests/data/records/variations.kif', 'utf8');
  await page.getByLabel('Paste a KIF, PGN, USI or SFEN').fill('this is no record');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.locator('.analysis-notice')).toHaveText(/^Not imported: line 1/);
  await page.getByLabel('Paste a KIF, PGN, USI or SFEN').fill(kif);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.locator('.analysis-notice')).toHaveText('Imported 3 moves with variations.');
  await page.keyboard.press('End');
  await expect(page.locator('.tree-move.main:not(.side-line)')).toHaveCount(3);
  await expect(page.locator('.side-line')).toHaveCount(3); // after moves 1 and 2 (two there)
  await page.locator('.side-line', { hasText: /^1\. / }).click();
  await expect(page.locator('.tree-move.current')).toHaveText(/^1\. Sw-7d/);
  await expect(page.locator('.move-comment')).toHaveText('端の燕を突く手もある。');
  // The picture for the docs: a side line of the record and three engine lines.
  await page.locator('.side-line', { hasText: /^1\. Swx3c/ }).click(); // back on the main line
  await page.locator('.side-line', { hasText: /^2\. Cr-5b/ }).click();
  await page.getByLabel('Lines').selectOption('3');
  await engineOn(page);
  await expect(page.getByLabel('engine line 3')).toHaveText(SCORE, { timeout: 30_000 });
  await shoot(page, 'analysis-desktop.png');

  await page.getByRole('button', { name: 'Export KIF' }).click();
  const exported = page.getByLabel('Exported record');
  await expect(exported).toHaveValue(/変化：2手[\s\S]*変化：3手[\s\S]*変化：2手[\s\S]*変化：1手/);
  await expect(exported).toHaveValue(/ {3}1 ７四燕\(75\)/);
  await page.getByRole('button', { name: 'Export PGN' }).click();
  await expect(exported).toHaveValue(/\(1\. S-74/);
  await expect(page.locator('a.download')).toHaveAttribute('download', 'analysis.pgn');
});

test('find mate shows the mating line of a three-ply tsume', async ({ page }) => {
  const tsume = '7/k1C4/7/7/+S6/7/4K2 b FSs 1';
  await page.goto(`/analysis/torishogi?sfen=${encodeURIComponent(tsume)}`);
  await page.getByRole('button', { name: 'Find mate' }).click();
  await expect(page.locator('.mate-result')).toHaveText(/^Mate in 3 \(3手詰\): \S+ \S+ \S+$/, { timeout: 30_000 });
  // The mating line plays out on the board: mate, and no legal move left.
  await page.locator('.mate-result .pv-move').last().click();
  await expect(page.locator('.status')).toHaveText(/checkmate/i);
  // A position without a mate says so.
  await page.goto('/analysis');
  await page.getByRole('button', { name: 'Find mate' }).click();
  await expect(page.locator('.mate-result')).toHaveText(/^No forced mate found/, { timeout: 30_000 });
});

test('Yari Shogi on its 7x9 board, from the link the page writes', async ({ page }) => {
  await page.goto('/analysis');
  await page.getByRole('link', { name: 'Yari Shogi' }).click();
  await expect(page).toHaveURL('/analysis/yarishogi');
  await expect(page.locator('sg-board sq')).toHaveCount(63);
  await play(page, '3g', '3f', 9);
  await expect(page.locator('.tree-move')).toHaveText(['1. P-3f']);
  await engineOn(page);
  const link = await page.getByLabel('Link to this position').inputValue();
  expect(link).toContain('/analysis/yarishogi?sfen=');
  await page.goto(link);
  await expect(page.locator('.tree-move.current')).toHaveText('1. P-3f');
});

test('the analysis board on a phone: the board on top, the panel below, fingers\' buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/analysis');
  await play(page, '3d', '3c');
  await engineOn(page);
  const board = (await page.locator('sg-board').boundingBox())!;
  const panel = (await page.locator('.engine-panel').boundingBox())!;
  expect(board.x).toBeGreaterThanOrEqual(0);
  expect(board.x + board.width).toBeLessThanOrEqual(390);
  expect(panel.y).toBeGreaterThan(board.y + board.height);
  for (const name of ['Previous move', 'Next move', 'Find mate', 'Delete from here']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await shoot(page, 'analysis-phone.png');
});

test('the analysis board in Japanese: its buttons, the engine, the mate search and the result', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const tsume = '7/k1C4/7/7/+S6/7/4K2 b FSs 1';
  await page.goto(`/analysis/torishogi?sfen=${encodeURIComponent(tsume)}`);
  await expect(page.locator('.analysis-title')).toHaveText('検討盤・禽将棋');
  await expect(page.locator('.status')).toHaveText('開始局面：先手の手番');
  await expect(page.getByRole('button', { name: '1手戻る' })).toBeVisible();
  await expect(page.getByRole('button', { name: '本譜にする' })).toBeDisabled();
  await page.getByLabel('エンジン', { exact: true }).check();
  await expect(page.getByLabel('読み筋 1')).toHaveText(SCORE, { timeout: 30_000 });
  await expect(page.locator('.engine-status')).toHaveText(/^深さ \d+・毎秒\d+千局面$/);
  await expect(page.getByRole('meter')).toHaveAttribute('aria-label', /^評価値 \S+（先手から見て）$/);
  await page.getByRole('button', { name: '詰みを探す' }).click();
  await expect(page.locator('.mate-result')).toHaveText(/^3手詰め：\S+ \S+ \S+$/, { timeout: 30_000 });
  await shoot(page, 'analysis-desktop-ja.png');
  await page.locator('.mate-result .pv-move').last().click();
  await expect(page.locator('.status')).toHaveText('先手の勝ち（詰み）');
  await expect(page.locator('.engine-status')).toHaveText('終局');
  await page.getByText('棋譜の読み込みと書き出し').click();
  await page.getByLabel('KIF・PGN・USI・SFEN を貼り付け').fill('position startpos moves 7e7d 3c3d');
  await page.getByRole('button', { name: '読み込む' }).click();
  await expect(page.locator('.analysis-notice')).toHaveText('2手を読み込みました。');
  await context.close();
});
