// The quiz of "learn from your mistakes" with the real rules and an engine played by the test:
// the best move is right without a search, the move played is refused as such, any other move
// is searched after it and after the best move alike and judged by the winning chances given up.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineLike } from '../src/analysis/analysis_ctrl';
import { loadRules, Rules } from '../src/rules/rules';
import { QuizCtrl } from '../src/review/quiz_ctrl';
import type { AnalysedPly, GameAnalysis } from '../src/review/review_data';

const here = new URL('.', import.meta.url).pathname;
let rules: Rules;
beforeAll(async () => {
  rules = await loadRules(readFileSync(here + '../src/rules/tori_rules.wasm'));
});

// Answers each `go` with the score the test gives the last position sent (from the side to
// move's view, as USI says it), then bestmove.
class ScriptedEngine implements EngineLike {
  sent: string[] = [];
  private listeners = new Set<(line: string) => void>();
  private position = '';
  constructor(private readonly scores: Map<string, number>) {}
  send(line: string): void {
    this.sent.push(line);
    if (line.startsWith('position')) this.position = line;
    if (!line.startsWith('go')) return;
    const last = this.position.split(' ').at(-1)!;
    queueMicrotask(() => {
      for (const l of [...this.listeners]) l(`info depth 8 score cp ${this.scores.get(last) ?? 0} nodes 1000 pv 1a1b`);
      for (const l of [...this.listeners]) l('bestmove 1a1b');
    });
  }
  onLine(listener: (line: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  terminate(): void {}
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function quizWith(engine: ScriptedEngine, side: 'black' | 'white' = 'black') {
  const moves = ['3d3c', '4b3c', '5e5d', '3c3d'];
  const ply = (n: number, judgement: AnalysedPly['judgement'], best: string): AnalysedPly => ({
    ply: n, move: moves[n - 1], eval: { cp: 0 }, best, line: [best], judgement,
  });
  const analysis: GameAnalysis = {
    status: 'done', done_plies: 4, moves: 4,
    plies: [ply(1, null, '3d3c'), ply(2, null, '4b3c'), ply(3, 'mistake', '4e4d'), ply(4, 'blunder', '5c5d')],
  };
  let redraws = 0;
  const start = rules.state({ variant: 'torishogi', moves: [] }).sfen;
  const ctrl = new QuizCtrl(rules, { variant: 'torishogi', start, moves, analysis, side, first: 'black' }, () => Promise.resolve(engine), () => redraws++);
  return { ctrl, redraws: () => redraws };
}

describe('the mistakes quiz', () => {
  it('asks about the player’s mistakes at the position before them', () => {
    const { ctrl } = quizWith(new ScriptedEngine(new Map()));
    expect(ctrl.questions.map((q) => q.ply)).toEqual([3]);
    expect(ctrl.boardMoves()).toEqual(['3d3c', '4b3c']);
    expect(ctrl.question()!.played).toBe('5e5d');
  });

  it('takes the best move at once, and counts it found', () => {
    const engine = new ScriptedEngine(new Map());
    const { ctrl } = quizWith(engine);
    ctrl.tryMove('4e4d');
    expect(ctrl.phase).toBe('right');
    expect(ctrl.found).toBe(1);
    expect(ctrl.boardMoves()).toEqual(['3d3c', '4b3c', '4e4d']);
    expect(engine.sent).toEqual([]);
    ctrl.next();
    expect(ctrl.phase).toBe('done');
  });

  it('refuses the move played again without asking the engine', () => {
    const engine = new ScriptedEngine(new Map());
    const { ctrl } = quizWith(engine);
    ctrl.tryMove('5e5d');
    expect(ctrl.phase).toBe('wrong');
    expect(ctrl.repeated).toBe(true);
    expect(engine.sent).toEqual([]);
  });

  it('judges another move by searching after it and after the best alike', async () => {
    // Scores are the side to move's (White's) after Black's move: the best leaves White -100.
    const engine = new ScriptedEngine(new Map([['4e4d', -100], ['2e2d', -20], ['1e1d', 300]]));
    const { ctrl } = quizWith(engine);
    ctrl.tryMove('1e1d'); // White +300 after it: about 0.23 of Black's chances given up
    expect(ctrl.phase).toBe('checking');
    await settle();
    await settle();
    expect(ctrl.phase).toBe('wrong');
    expect(ctrl.repeated).toBe(false);
    expect(engine.sent).toContain('setoption name USI_Variant value torishogi');
    expect(engine.sent.filter((l) => l.startsWith('go'))).toEqual(['go nodes 150000', 'go nodes 150000']);
    ctrl.tryMove('2e2d'); // White -20: within an inaccuracy of the best's -100
    await settle();
    await settle();
    expect(ctrl.phase).toBe('right');
    expect(ctrl.found).toBe(1);
    // The best move's position was searched once.
    expect(engine.sent.filter((l) => l.endsWith(' 4e4d'))).toHaveLength(1);
  });

  it('shows the answer, which does not count as found', () => {
    const { ctrl } = quizWith(new ScriptedEngine(new Map()));
    ctrl.tryMove('5e5d');
    ctrl.showAnswer();
    expect(ctrl.phase).toBe('revealed');
    ctrl.next();
    expect(ctrl.phase).toBe('done');
    expect(ctrl.found).toBe(0);
  });

  it('asks White about White’s blunders', () => {
    const { ctrl } = quizWith(new ScriptedEngine(new Map()), 'white');
    expect(ctrl.questions.map((q) => q.ply)).toEqual([4]);
  });
});
