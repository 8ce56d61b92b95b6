// The review of a finished game on its page: two players finish a whole Tori game, one asks for
// the computer's analysis (the server analyses at 3,000 nodes a position in these tests), and
// both see the evaluation chart (a click shows that move), the judgements as glyphs in the move
// list with the best move's arrow and comment, and each player's summary; "learn from your
// mistakes" answered with the engine's best move (right) and with a clearly bad move (judged by
// the engine in the page: wrong); the review on a phone; the review in Japanese. With
// TORI_SCREENSHOTS set, the views are saved into docs/screenshots.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { closeContexts, newPage, playMove, player } from './board';
import { worstMove } from './native_engine';
import { loadRules, type Rules } from '../src/rules/rules';

test.afterEach(closeContexts);

const MATE: string[] = JSON.parse(readFileSync(new URL('./tori_mate_game.json', import.meta.url), 'utf8')).moves;
const screenshots = process.env.TORI_SCREENSHOTS ? '../docs/screenshots/' : null;

interface Ply { ply: number; move: string; best: string | null; judgement: string | null }
interface Analysis { status: string; plies: Ply[]; players: Record<'black' | 'white', { accuracy: number; mistakes: number; blunders: number; inaccuracies: number }> }

let rules: Rules;
test.beforeAll(async () => {
  rules = await loadRules(readFileSync(new URL('../src/rules/tori_rules.wasm', import.meta.url)));
});

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('tori.session')!).token as string);

async function call(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const response = method === 'GET' ? await page.request.get(path, { headers }) : await page.request.post(path, { headers, data: data ?? {} });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response.json();
}

// Two players and the whole game of tori_mate_game.json between them, its moves sent to the API
// (the clicking of moves is two_players.spec.ts's): Black mates on move 59.
async function finishedGame(browser: Browser, black: string, white: string): Promise<{ alice: Page; bob: Page; path: string }> {
  const alice = await player(browser, black);
  const bob = await player(browser, white);
  const { game } = await call(alice, 'POST', '/api/games', { variant: 'torishogi', opponent: white, rated: false });
  const api = `/api/games/${game.variant}/${game.number}`;
  await call(bob, 'POST', `${api}/accept`);
  for (let i = 0; i < MATE.length; i++) await call(i % 2 === 0 ? alice : bob, 'POST', `${api}/moves`, { move: MATE[i] });
  return { alice, bob, path: `/game/${game.variant}/${game.number}` };
}

// A USI move in the server's notation, as the board helper plays it.
const HAND: Record<string, string> = { S: 'Sw', P: 'Pt', C: 'Cr', F: 'Fa', L: 'LQ', R: 'RQ' };
function serverMove(usi: string): string {
  if (usi[1] === '*') return `${HAND[usi[0]]}*${usi.slice(2, 4)}`;
  return `${usi.slice(0, 2)}-${usi.slice(2, 4)}${usi.endsWith('+') ? '+' : ''}`;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshots) return;
  await expect(page.locator('piece.anim')).toHaveCount(0);
  await page.screenshot({ path: screenshots + name, fullPage: true });
}

test('a finished game analysed: chart, glyphs, best moves, summary; learn from your mistakes', async ({ browser }) => {
  test.setTimeout(180_000);
  const { alice, bob, path } = await finishedGame(browser, 'alicerv', 'bobrv');
  await alice.setViewportSize({ width: 1280, height: 900 });
  await alice.goto(path);
  await bob.goto(path);
  await expect(alice.locator('.status')).toHaveText(/checkmate/i);

  // Nobody asked yet: the button; then the analysis arrives on both pages.
  await alice.getByRole('button', { name: 'Request computer analysis' }).click();
  for (const page of [alice, bob]) await expect(page.locator('.review-summary')).toBeVisible({ timeout: 30_000 });
  await expect(alice.getByRole('button', { name: 'Request computer analysis' })).toBeHidden();
  const analysis: Analysis = await call(alice, 'GET', `/api${path.replace('/game/', '/games/')}/analysis`);
  expect(analysis.status).toBe('done');

  // The summary: each player's judgements and accuracy as the server counted them.
  const summary = alice.locator('.review-summary');
  await expect(summary.locator('thead')).toContainText('alicerv');
  await expect(summary.locator('tr.mistake td').first()).toHaveText(String(analysis.players.black.mistakes));
  await expect(summary.locator('tr.blunder td').last()).toHaveText(String(analysis.players.white.blunders));
  await expect(summary.locator('tr.accuracy td').first()).toHaveText(`${Math.round(analysis.players.black.accuracy)}%`);

  // Glyphs in the move list, one per judged move, named for screen readers.
  const judged = analysis.plies.filter((p) => p.judgement);
  await expect(alice.locator('.moves .glyph')).toHaveCount(judged.length);
  const mistake = alice.locator('.moves .glyph[aria-label=mistake]').first();
  await expect(mistake).toHaveText('?');
  await expect(alice.locator('.moves .glyph[aria-label=blunder]').first()).toHaveText('??');

  // A judged move clicked: its comment with the best move, and the best move's arrow.
  await mistake.locator('xpath=..').click();
  await expect(alice.locator('.review-comment')).toContainText(/Mistake\. Best was \S+\./);
  await expect(alice.locator('svg.sg-shapes g.primary line')).toHaveCount(1);
  // An unjudged move has no arrow.
  await alice.locator('.moves li').first().click();
  await expect(alice.locator('.moves li').first()).toHaveClass(/shown/);
  await expect(alice.locator('svg.sg-shapes g.primary line')).toHaveCount(0);

  // The chart: a click at its middle shows a move near the middle of the game.
  const chart = alice.locator('.eval-chart');
  await expect(chart).toHaveAttribute('aria-label', /Evaluation for sente over 59 moves/);
  const over = chart.locator('.u-over');
  const box = (await over.boundingBox())!;
  await alice.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(chart.locator('.chart-hover')).toHaveText(/^Move \d+: \S+ ([+-]?\d+\.\d\d|#-?\d+)$/);
  await alice.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const shown = alice.locator('.moves li.shown');
  await expect(shown).toHaveCount(1);
  const index = await shown.evaluate((li) => [...li.parentElement!.children].indexOf(li));
  expect(index).toBeGreaterThan(20);
  expect(index).toBeLessThan(38);
  await mistake.locator('xpath=..').click();
  await shoot(alice, 'review-desktop.png');

  // Each player is offered their own mistakes and blunders; a spectator none. A game analysed
  // before shows its review at once, to anyone.
  const isQuestion = (p: Ply) => p.judgement === 'mistake' || p.judgement === 'blunder';
  const questions = analysis.plies.filter((p) => p.ply % 2 === 1 && isQuestion(p));
  expect(questions.length).toBeGreaterThan(1);
  const bobs = analysis.plies.filter((p) => p.ply % 2 === 0 && isQuestion(p)).length;
  await bob.reload();
  await expect(bob.locator('.review-summary')).toBeVisible();
  await expect(bob.getByRole('button', { name: `Learn from your mistakes (${bobs})` })).toBeVisible();
  const carol = await newPage(browser);
  await carol.goto(path);
  await expect(carol.locator('.review-summary')).toBeVisible();
  await expect(carol.locator('.moves .glyph')).toHaveCount(judged.length);
  await expect(carol.getByRole('button', { name: /Learn from your mistakes|Request computer analysis/ })).toHaveCount(0);
  const learn = alice.getByRole('button', { name: `Learn from your mistakes (${questions.length})` });
  await learn.click();
  const quiz = alice.locator('.quiz');
  await expect(quiz.locator('.quiz-question')).toContainText(`Question 1 of ${questions.length}. Move ${questions[0].ply}: you played`);
  await expect(quiz.locator('.quiz-ask')).toHaveText('Find a better move for Black.');
  await expect(alice.locator('svg.sg-shapes g.played line')).toHaveCount(1); // what not to do
  await shoot(alice, 'learn-desktop.png');

  // Right: the engine's best move.
  await playMove(alice, serverMove(questions[0].best!));
  await expect(quiz.locator('.quiz-right')).toContainText('Right');
  await expect(quiz.locator('.quiz-count')).toHaveText(`Found so far: 1 of ${questions.length}`);
  await quiz.getByRole('button', { name: 'Next' }).click();

  // Wrong: the move after which the native engine likes the opponent's position best, judged by
  // the engine in the page.
  const q2 = questions[1];
  const usiBefore = analysis.plies.filter((p) => p.ply < q2.ply).map((p) => p.move);
  const state = rules.state({ variant: 'torishogi', moves: usiBefore });
  // Moves that ask no promotion question, other than the best and the one played.
  const candidates = state.legal.filter(
    (m) => !m.endsWith('+') && !state.legal.includes(m + '+') && m !== q2.best && m !== q2.move,
  );
  const bad = await worstMove('torishogi', state.sfen, [], candidates);
  await expect(quiz.locator('.quiz-question')).toContainText(`Question 2 of ${questions.length}. Move ${q2.ply}`);
  await playMove(alice, serverMove(bad));
  await expect(quiz.locator('.quiz-wrong')).toContainText('Not quite', { timeout: 30_000 });
  await quiz.getByRole('button', { name: 'Show the answer' }).click();
  await expect(quiz.locator('.quiz-answer')).toContainText('The best move was');
  await expect(alice.locator('svg.sg-shapes g.primary line')).toHaveCount(1);
  await quiz.getByRole('button', { name: 'Next' }).click();
  for (let i = 2; i < questions.length; i++) await quiz.getByRole('button', { name: 'Skip' }).click();
  await expect(quiz.locator('.quiz-result')).toHaveText(`You found 1 of ${questions.length} better moves.`);
  await quiz.getByRole('button', { name: 'Close' }).click();
  await expect(quiz).toHaveCount(0);
});

test('the review on a phone: the chart under the board, full width; touch-sized buttons', async ({ browser }) => {
  test.setTimeout(120_000);
  const { alice, path } = await finishedGame(browser, 'alicerp', 'bobrp');
  await alice.setViewportSize({ width: 390, height: 844 });
  await alice.goto(path);
  // Someone not logged in is told why there is no button.
  const stranger = await newPage(browser);
  await stranger.goto(path);
  await expect(stranger.locator('.review-note')).toHaveText('Log in to request a computer analysis of this game.');
  await expect(stranger.getByRole('button', { name: 'Request computer analysis' })).toHaveCount(0);
  const request = alice.getByRole('button', { name: 'Request computer analysis' });
  expect((await request.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await request.click();
  await expect(alice.locator('.review-summary')).toBeVisible({ timeout: 30_000 });
  const board = (await alice.locator('sg-board').boundingBox())!;
  const chart = (await alice.locator('.eval-chart').boundingBox())!;
  expect(chart.y).toBeGreaterThan(board.y + board.height);
  expect(chart.width).toBeGreaterThan(340);
  expect(chart.x + chart.width).toBeLessThanOrEqual(390);
  const learn = alice.getByRole('button', { name: /Learn from your mistakes/ });
  expect((await learn.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await alice.locator('.moves .glyph[aria-label=blunder]').first().locator('xpath=..').click();
  await expect(alice.locator('.review-comment')).toContainText(/Blunder\. Best was/);
  await alice.locator('.eval-chart').scrollIntoViewIfNeeded();
  await shoot(alice, 'review-phone.png');
});

// Japanese chosen in the settings, as the settings page keeps them: in this browser and with the
// account (whose settings replace this browser's when a page loads).
async function speakJapanese(page: Page): Promise<void> {
  const settings = await page.evaluate(() => {
    const chosen = { ...JSON.parse(localStorage.getItem('tori.settings') ?? '{}'), language: 'ja' };
    localStorage.setItem('tori.settings', JSON.stringify(chosen));
    return chosen;
  });
  const response = await page.request.put('/api/me/settings', { headers: { Authorization: `Bearer ${await tokenOf(page)}` }, data: settings });
  expect(response.ok()).toBe(true);
}

test('the review in Japanese: the request, the summary, the chart, the comment and the quiz', async ({ browser }) => {
  test.setTimeout(120_000);
  const { alice, path } = await finishedGame(browser, 'aliceja', 'bobja');
  await speakJapanese(alice);
  await alice.goto(path);
  await expect(alice.locator('.review h2')).toHaveText('コンピュータ解析');
  await alice.getByRole('button', { name: 'コンピュータ解析を依頼する' }).click();
  const summary = alice.locator('.review-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.locator('tr.mistake th')).toHaveText('? 悪手');
  await expect(summary.locator('tr.accuracy th')).toHaveText('精度');
  const chart = alice.locator('.eval-chart');
  await expect(chart).toHaveAttribute('aria-label', /^先手から見た評価値の推移（59手、判定のある手は\d+手）$/);
  await expect(chart.locator('.u-title')).toHaveText('評価値の推移');
  await alice.locator('.moves .glyph[aria-label="大悪手"]').first().locator('xpath=..').click();
  await expect(alice.locator('.review-comment')).toContainText(/大悪手。最善手は \S+。評価値 /);
  await shoot(alice, 'review-desktop-ja.png');
  await alice.getByRole('button', { name: /^悪手から学ぶ（\d+問）$/ }).click();
  const quiz = alice.locator('.quiz');
  await expect(quiz.locator('h3')).toHaveText('悪手から学ぶ');
  await expect(quiz.locator('.quiz-question')).toContainText(/^第1問／全\d+問：\d+手目にあなたが指した \S+ は(悪手|大悪手)でした（赤い矢印）。$/);
  await expect(quiz.locator('.quiz-ask')).toHaveText('先手のより良い手を探してください。');
  await quiz.getByRole('button', { name: 'やめる' }).click();
  await expect(quiz).toHaveCount(0);
});
