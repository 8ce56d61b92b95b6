// The puzzles against a real `tori serve` holding the test sets (tests/data/puzzles, given with
// --puzzles in playwright.config.ts): a tsume solved with clicks, a drop among them; a wrong move
// marked and the solution stepped through, the rating moved and kept on the profile; a hint; a
// streak; the puzzle of the day on the home page; a phone. The puzzles are taken from the set
// file by what the test needs (a drop, a board move first), so a remade set serves as well.
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { PIECES } from '../src/game/pieces';
import type { Puzzle } from '../src/puzzles/puzzle_data';
import { loadRules, type Rules } from '../src/rules/rules';
import { clickSquare, closeContexts, signUp } from './board';

const SET = new URL('../../tests/data/puzzles/tori-sample.jsonl', import.meta.url);
const PUZZLES: Puzzle[] = existsSync(SET) ? readFileSync(SET, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l)) : [];
test.skip(PUZZLES.length === 0, `no test set at ${SET.pathname}`);

const solverMoves = (p: Puzzle) => p.solution.filter((_, i) => i % 2 === 0);
const isDrop = (usi: string) => usi[1] === '*';
// The shortest tsume with a drop among the solver's moves, and one with a board move first.
const byLength = (a: Puzzle, b: Puzzle) => a.solution.length - b.solution.length;
const DROP_TSUME = PUZZLES.filter((p) => p.kind === 'tsume' && p.solution.length >= 3 && solverMoves(p).some(isDrop)).sort(byLength)[0];
const DROP_FIRST = PUZZLES.filter((p) => isDrop(p.solution[0])).sort(byLength)[0];
const MOVE_FIRST = PUZZLES.filter((p) => !isDrop(p.solution[0])).sort(byLength)[0];

let rules: Rules;
test.beforeAll(async () => {
  rules = await loadRules(readFileSync(new URL('../src/rules/tori_rules.wasm', import.meta.url)));
});
test.afterEach(closeContexts);

const ranksOf = (p: Puzzle) => (p.variant === 'yarishogi' ? 9 : 7);

// A USI move made by clicks: a drop from the solver's stand (below the board), a promotion
// chosen in the board's dialog when it asks.
async function playUsi(page: Page, p: Puzzle, usi: string): Promise<void> {
  const ranks = ranksOf(p);
  if (isDrop(usi)) {
    await page.locator('sg-hand-wrap >> nth=-1').locator(`piece.${PIECES[p.variant].roles[usi[0].toLowerCase()]}`).click();
    return clickSquare(page, usi.slice(2, 4), ranks);
  }
  await clickSquare(page, usi.slice(0, 2), ranks);
  await clickSquare(page, usi.slice(2, 4), ranks);
  const choices = page.locator('sg-promotion-choices piece');
  if (await choices.count()) await choices.nth(usi.endsWith('+') ? 0 : 1).click();
}

// The solver's moves of the solution, each reply awaited.
async function solve(page: Page, p: Puzzle): Promise<void> {
  for (let i = 0; i < p.solution.length; i += 2) {
    await playUsi(page, p, p.solution[i]);
    await expect(page.locator('.puzzle-move')).toHaveCount(Math.min(i + 2, p.solution.length));
  }
}

// A legal move of the solver's first turn that is not the solution's and mates nothing, a board
// move without a promotion to choose (the simplest to click).
function wrongMove(p: Puzzle): string {
  const state = rules.state({ variant: p.variant, start: p.sfen, moves: [] });
  return state.legal.find((usi) => {
    if (usi === p.solution[0] || isDrop(usi) || usi.endsWith('+') || state.legal.includes(usi + '+')) return false;
    return !rules.state({ variant: p.variant, start: p.sfen, moves: [usi] }).result;
  })!;
}

test('the sets hold what these tests need', () => {
  expect(DROP_TSUME, 'a tsume with a drop').toBeDefined();
  expect(DROP_FIRST, 'a puzzle whose first move is a drop').toBeDefined();
  expect(MOVE_FIRST, 'a puzzle whose first move is a board move').toBeDefined();
});

test('a tsume is solved with clicks, a drop among them; logged out it is unrated', async ({ page }) => {
  await page.goto(`/puzzles/${DROP_TSUME.id}`);
  await expect(page.locator('.puzzle-verdict')).toHaveText('Your turn');
  await expect(page.locator('.puzzle-task')).toContainText(`mate in ${solverMoves(DROP_TSUME).length}`);
  await expect(page.locator('.puzzle-rating')).toContainText('Not rated');
  await expect(page.locator('.puzzle-rating a')).toHaveText('Sign in');
  const drops = PUZZLES.filter((p) => p.themes.includes('drop')).length;
  await expect(page.locator('select[name=theme] option[value=drop]')).toHaveText(`Drop (${drops})`);
  await solve(page, DROP_TSUME);
  await expect(page.locator('.puzzle-verdict')).toHaveText('Solved!');
  await expect(page.locator('.puzzle-themes')).toContainText('Drop');
  await expect(page.locator('.puzzle-next')).toBeVisible();
});

test('a wrong move is marked, the solution stepped through; the rating moves and shows on the profile', async ({ page }) => {
  await signUp(page, 'puzzler');
  const p = MOVE_FIRST;
  await page.goto(`/puzzles/${p.id}`);
  await expect(page.locator('.puzzle-verdict')).toHaveText('Your turn');
  await expect(page.locator('.puzzle-rating')).toBeEmpty();
  await playUsi(page, p, wrongMove(p));
  await expect(page.locator('.puzzle-verdict')).toHaveText(/not the move/);
  await expect(page.locator('.puzzle-move.wrong')).toHaveCount(1);
  await expect(page.locator('svg.sg-shapes g.wrong')).toHaveCount(1);
  await expect(page.locator('.puzzle-rating')).toHaveText(/^Your puzzle rating: \d+ \(−\d+\)$/);
  await page.click('.puzzle-solution');
  await expect(page.locator('.puzzle-verdict')).toHaveText('The solution');
  await expect(page.locator('.puzzle-move')).toHaveCount(p.solution.length, { timeout: 15_000 });
  await page.click('.to-back');
  await expect(page.locator('.puzzle-move')).toHaveCount(p.solution.length - 1);
  await page.click('.to-first');
  await expect(page.locator('.puzzle-move')).toHaveCount(0);

  await page.goto('/user/puzzler');
  await expect(page.locator('.puzzle-ratings tr.torishogi td').nth(2)).toHaveText('1 puzzle');
  await expect(page.locator('.puzzle-ratings tr.yarishogi td').nth(1)).toHaveText('unrated');
  await expect(page.locator('.puzzle-history li')).toHaveCount(1);
  await expect(page.locator('.puzzle-history li.failed a')).toHaveText(p.id);
});

test('a hint circles the piece to move, or the piece in hand to drop', async ({ page }) => {
  await page.goto(`/puzzles/${DROP_FIRST.id}`);
  await page.click('.puzzle-hint');
  const role = PIECES.torishogi.roles[DROP_FIRST.solution[0][0].toLowerCase()];
  await expect(page.locator('sg-hp-wrap.hint')).toHaveCount(1);
  await expect(page.locator('sg-hand-wrap >> nth=-1').locator(`sg-hp-wrap.hint piece.${role}`)).toHaveCount(1);
  await expect(page.locator('.puzzle-task')).toHaveText('The piece to move is circled.');

  await page.goto(`/puzzles/${MOVE_FIRST.id}`);
  await page.click('.puzzle-hint');
  await expect(page.locator('svg.sg-shapes g.hint')).toHaveCount(1);
  await expect(page.locator('sg-hp-wrap.hint')).toHaveCount(0);
});

test('a theme chosen brings puzzles of it, and is kept', async ({ page }) => {
  await page.goto(`/puzzles/${MOVE_FIRST.id}`);
  // a theme of the set that this puzzle has not, so that the next is another
  const theme = [...new Set(PUZZLES.flatMap((p) => p.themes))].find((t) => !MOVE_FIRST.themes.includes(t))!;
  const asked = page.waitForRequest((r) => r.url().includes('/api/puzzles/next') && r.url().includes(`theme=${theme}`));
  await page.selectOption('select[name=theme]', theme);
  await asked;
  const shown = await shownPuzzle(page, MOVE_FIRST.id);
  expect(shown.themes).toContain(theme);
  await expect(page).toHaveURL(`/puzzles/${shown.id}`);
  await page.goto('/puzzles');
  await expect(page.locator('select[name=theme]')).toHaveValue(theme);
});

// The puzzle the page shows, from the set, by the id it names; `not` waits for another than that.
async function shownPuzzle(page: Page, not?: string): Promise<Puzzle> {
  const info = page.locator('.puzzle-info');
  await expect(info).toHaveText(/^Puzzle [0-9a-f]{10} /);
  if (not) await expect(info).not.toContainText(not);
  const id = (await info.textContent())!.match(/^Puzzle ([0-9a-f]{10})/)![1];
  return PUZZLES.find((p) => p.id === id)!;
}

test('a streak goes on by itself after a solve and ends at the first wrong move; its best is kept', async ({ page }) => {
  await page.goto('/puzzles/streak');
  const one = await shownPuzzle(page);
  await expect(page.locator('.puzzle-streak')).toHaveText('Streak: 0 · best 0');
  await expect(page.locator('.puzzle-rating')).toHaveText('Streaks are unrated.');
  await expect(page.locator('.puzzle-hint')).toBeHidden();
  await solve(page, one);
  await expect(page.locator('.puzzle-streak')).toHaveText('Streak: 1 · best 1');
  // The next comes by itself; logged out, the server may answer the same one again (one of the
  // ten nearest the rating asked), which the page asks past.
  const two = await shownPuzzle(page, one.id);
  await expect(page.locator('.puzzle-verdict')).toHaveText('Your turn');
  await playUsi(page, two, wrongMove(two));
  await expect(page.locator('.puzzle-verdict')).toHaveText('Streak over: 1 puzzle solved.');
  await expect(page.locator('.puzzle-new-streak')).toBeVisible();
  await expect(page.locator('.puzzle-next')).toBeHidden();
  await page.reload();
  await expect(page.locator('.puzzle-streak')).toHaveText('Streak: 0 · best 1');
});

test('the puzzle of the day is on the home page, logged out and in', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('.daily-puzzle');
  await expect(card.locator('h2')).toHaveText('Puzzle of the day');
  await expect(card.locator('sg-board piece')).not.toHaveCount(0);
  await expect(card.locator('.daily-other')).toHaveText('Yari Shogi: puzzle of the day');
  await card.locator('.daily-solve').click();
  await expect(page).toHaveURL(/\/puzzles\/[0-9a-f]{10}$/);
  await expect(page.locator('.puzzle-verdict')).toHaveText('Your turn');
  await signUp(page, 'dailyplayer');
  await expect(page.locator('.home-page .lobby')).toBeVisible();
  await expect(page.locator('.home-page .daily-puzzle .daily-solve')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the board fills the width, the panel is under it, and a tsume is solved with taps', async ({ page }) => {
    await page.goto(`/puzzles/${DROP_TSUME.id}`);
    await expect(page.locator('.puzzle-verdict')).toHaveText('Your turn');
    const board = (await page.locator('sg-board').boundingBox())!;
    expect(board.width).toBeGreaterThan(330);
    expect(board.x + board.width).toBeLessThanOrEqual(390);
    const panel = (await page.locator('.puzzle-feedback').boundingBox())!;
    expect(panel.y).toBeGreaterThan(board.y + board.height);
    const hint = (await page.locator('.puzzle-hint').boundingBox())!;
    expect(hint.height).toBeGreaterThanOrEqual(44);
    await solve(page, DROP_TSUME);
    await expect(page.locator('.puzzle-verdict')).toHaveText('Solved!');
  });
});
