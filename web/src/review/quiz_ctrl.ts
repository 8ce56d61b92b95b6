// "Learn from your mistakes": the quiz's controller (state and actions, no DOM). Each of the
// player's mistakes and blunders is a question: the position before it, the move they played
// shown as what not to do. The engine's best move is right at once; any other move is judged by
// the engine in the page, which searches the position after it and the position after the best
// move alike, and compares the mover's winning chances (learn_logic.ts).
import type { Score } from '../analysis/engine_info';
import type { EngineLike } from '../analysis/analysis_ctrl';
import type { Rules, Side, Variant } from '../rules/rules';
import { CHANCES_SCALE, finalScore, judgeAnswer, questionPlies } from './learn_logic';
import { plyOf, type GameAnalysis, type Judgement } from './review_data';

// Enough for a judgement in a second or two in the browser, and the same for both positions.
export const JUDGE_NODES = 150000;

export type QuizPhase = 'asking' | 'checking' | 'right' | 'wrong' | 'revealed' | 'done';

export interface QuizSetup {
  variant: Variant;
  start: string; // SFEN
  moves: string[]; // the whole game, USI
  analysis: GameAnalysis;
  side: Side; // the player whose mistakes these are
  first: Side; // who moved first
}

export interface Question {
  ply: number;
  played: string; // USI
  best: string;
  judgement: Judgement;
  before: string[]; // the moves up to the position of the question
}

export class QuizCtrl {
  readonly questions: Question[];
  index = 0;
  phase: QuizPhase = 'asking';
  found = 0; // questions answered right before the answer was shown
  tried: string | null = null; // the last move tried (USI)
  repeated = false; // the move tried was the one played in the game
  engineFailed = false;

  private engine: Promise<EngineLike> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private bestScores = new Map<number, Promise<Score | null>>();
  private solved = false; // this question counted already

  constructor(
    private readonly rules: Rules,
    private readonly setup: QuizSetup,
    private readonly loadEngine: () => Promise<EngineLike>,
    private readonly redraw: () => void,
  ) {
    this.questions = questionPlies(setup.analysis, setup.side, setup.first).map((ply) => ({
      ply,
      played: setup.moves[ply - 1],
      best: plyOf(setup.analysis, ply)!.best!,
      judgement: plyOf(setup.analysis, ply)!.judgement!,
      before: setup.moves.slice(0, ply - 1),
    }));
    if (this.questions.length === 0) this.phase = 'done';
  }

  question(): Question | null {
    return this.questions[this.index] ?? null;
  }

  // The moves the board shows: the question's position, and the move found once it is right.
  boardMoves(): string[] {
    const q = this.question();
    if (!q) return this.setup.moves;
    if (this.phase === 'right' && this.tried) return [...q.before, this.tried];
    return q.before;
  }

  // Whether the board takes a move now.
  asking(): boolean {
    return this.phase === 'asking' || this.phase === 'wrong';
  }

  tryMove(usi: string): void {
    const q = this.question();
    if (!q || !this.asking()) return;
    this.tried = usi;
    this.repeated = usi === q.played;
    if (this.repeated) {
      this.phase = 'wrong';
      return this.redraw();
    }
    if (usi === q.best) return this.answered(true);
    this.phase = 'checking';
    this.redraw();
    const asked = this.index;
    void this.judge(q, usi).then(
      (right) => {
        if (this.index === asked && this.phase === 'checking') this.answered(right);
      },
      () => {
        this.engineFailed = true;
        if (this.index === asked && this.phase === 'checking') this.answered(false);
      },
    );
  }

  showAnswer(): void {
    if (!this.question() || this.phase === 'done') return;
    this.phase = 'revealed';
    this.redraw();
  }

  next(): void {
    this.index++;
    this.tried = null;
    this.repeated = false;
    this.solved = false;
    this.phase = this.index < this.questions.length ? 'asking' : 'done';
    this.redraw();
  }

  stop(): void {
    void this.engine?.then((engine) => engine.terminate()).catch(() => undefined);
    this.engine = null;
  }

  private answered(right: boolean): void {
    if (right && !this.solved) this.found++;
    this.solved ||= right;
    this.phase = right ? 'right' : 'wrong';
    this.redraw();
  }

  private async judge(q: Question, usi: string): Promise<boolean> {
    if (!this.bestScores.has(q.ply)) this.bestScores.set(q.ply, this.scoreAfter([...q.before, q.best]));
    const afterBest = await this.bestScores.get(q.ply)!;
    const afterMove = await this.scoreAfter([...q.before, usi]);
    if (!afterBest || !afterMove) return false;
    const mover = this.rules.state(this.game(q.before)).turn;
    return judgeAnswer(afterBest, afterMove, mover, CHANCES_SCALE[this.setup.variant]).right;
  }

  private game(moves: string[]) {
    return { variant: this.setup.variant, start: this.setup.start, moves };
  }

  // The position after `moves` as a score from sente's view: its result where the game is over
  // there, else the engine's search of it.
  private scoreAfter(moves: string[]): Promise<Score | null> {
    const state = this.rules.state(this.game(moves));
    if (state.result) {
      const outcome = state.result.outcome;
      return Promise.resolve(outcome === 'draw' ? { kind: 'cp', value: 0 } : { kind: 'mate', value: outcome === 'black' ? 1 : -1 });
    }
    // One search at a time: each listens to the lines up to its own bestmove.
    const searched = this.queue.then(() => this.search(moves, state.turn));
    this.queue = searched.catch(() => undefined);
    return searched;
  }

  private async search(moves: string[], turn: Side): Promise<Score | null> {
    const engine = await this.withEngine();
    return new Promise((resolve) => {
      const lines: string[] = [];
      const off = engine.onLine((line) => {
        if (line.startsWith('info')) lines.push(line);
        if (!line.startsWith('bestmove')) return;
        off();
        resolve(finalScore(lines, turn));
      });
      engine.send(`position sfen ${this.setup.start}${moves.length > 0 ? ' moves ' + moves.join(' ') : ''}`);
      engine.send(`go nodes ${JUDGE_NODES}`);
    });
  }

  private withEngine(): Promise<EngineLike> {
    this.engine ??= this.loadEngine().then((engine) => {
      engine.send(`setoption name USI_Variant value ${this.setup.variant}`);
      engine.send('usinewgame');
      return engine;
    });
    return this.engine;
  }
}
