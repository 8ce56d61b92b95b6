// A puzzle being solved: the state (the moves on the board, how far along the solution, right or
// wrong) and the actions (a move tried, a hint, the solution viewed), with no DOM. A move is
// judged at once against the solution; at the last step of a mate puzzle any move that mates is
// right too, as the server judges it (the rules core says what mates). The opponent's reply comes
// after a short pause, so that the player sees their own move land first.
import type { Rules, Side } from '../rules/rules';
import type { Puzzle } from './puzzle_data';

export type PuzzlePhase =
  | 'play' // the solver to move
  | 'reply' // a right move made: the opponent's reply is coming
  | 'wrong' // a wrong move on the board, marked
  | 'solved'
  | 'solution'; // the solution shown, a step at a time

// What the hint points at: a square of the board, or a piece in the solver's hand.
export type Hint = { square: string } | { hand: string }; // hand: the SFEN letter, upper case

// The end of an attempt: what the server is told (the moves up to and including the wrong one).
export interface Outcome {
  solved: boolean;
  moves: string[];
  seconds: number;
}

export const REPLY_MS = 500;
export const SOLUTION_STEP_MS = 900;

export type Later = (action: () => void, ms: number) => () => void;
export const defaultLater: Later = (action, ms) => {
  const timer = setTimeout(action, ms);
  return () => clearTimeout(timer);
};

export class PuzzleCtrl {
  readonly solver: Side;
  phase: PuzzlePhase = 'play';
  line: string[] = []; // the moves on the board, from the puzzle's position
  progress = 0; // the solution's moves made so far (the replies included)
  wrongMove: string | null = null;
  hint: Hint | null = null;
  outcome: Outcome | null = null; // set once: the first wrong move, or the solution found
  shown = 0; // in the solution: how many of its moves the board shows

  private readonly started: number;
  private cancel: (() => void) | null = null;

  constructor(
    private readonly rules: Rules,
    readonly puzzle: Puzzle,
    private readonly redraw: () => void,
    private readonly onOutcome: (outcome: Outcome) => void = () => undefined,
    private readonly later: Later = defaultLater,
    private readonly now: () => number = Date.now,
  ) {
    this.solver = rules.state({ variant: puzzle.variant, start: puzzle.sfen, moves: [] }).turn;
    this.started = now();
  }

  // The moves the board shows now.
  boardMoves(): string[] {
    return this.phase === 'solution' ? this.puzzle.solution.slice(0, this.shown) : this.line;
  }

  // Whether the board takes a move from the player.
  playing(): boolean {
    return this.phase === 'play';
  }

  isMate(): boolean {
    return this.puzzle.kind !== 'tactic';
  }

  // The solver's moves in the solution: what "mate in N" counts.
  solverMoves(): number {
    return (this.puzzle.solution.length + 1) / 2;
  }

  tryMove(usi: string): void {
    if (!this.playing()) return;
    const solution = this.puzzle.solution;
    const last = this.progress === solution.length - 1;
    const right = usi === solution[this.progress] || (last && this.isMate() && this.mates([...this.line, usi]));
    this.line = [...this.line, usi];
    this.hint = null;
    if (!right) {
      this.wrongMove = usi;
      this.phase = 'wrong';
      this.finish(false);
      return this.redraw();
    }
    this.progress++;
    if (this.progress === solution.length) {
      this.phase = 'solved';
      this.finish(true);
      return this.redraw();
    }
    this.phase = 'reply';
    this.redraw();
    this.cancel = this.later(() => {
      this.cancel = null;
      this.line = [...this.line, solution[this.progress]];
      this.progress++;
      this.phase = 'play';
      this.redraw();
    }, REPLY_MS);
  }

  // After a wrong move: take it back and try again (the attempt stays failed).
  retry(): void {
    if (this.phase !== 'wrong') return;
    this.line = this.line.slice(0, -1);
    this.wrongMove = null;
    this.phase = 'play';
    this.redraw();
  }

  // The piece the next move of the solution moves, or the piece in hand it drops.
  showHint(): void {
    if (!this.playing()) return;
    const move = this.puzzle.solution[this.progress];
    this.hint = move[1] === '*' ? { hand: move[0].toUpperCase() } : { square: move.slice(0, 2) };
    this.redraw();
  }

  // The solution from where the player left it, played a step at a time; then ← → step through
  // it. Viewing it before finishing counts as not solved.
  viewSolution(): void {
    if (this.phase === 'solution' || this.phase === 'solved') return;
    this.stopTimer();
    this.finish(false);
    this.phase = 'solution';
    this.hint = null;
    this.shown = Math.min(this.progress, this.puzzle.solution.length);
    this.redraw();
    this.autoStep();
  }

  step(by: number): void {
    if (this.phase !== 'solution') return;
    this.stopTimer();
    this.shown = Math.max(0, Math.min(this.puzzle.solution.length, this.shown + by));
    this.redraw();
  }

  // A key of the solution's replay; true when it was one.
  key(key: string): boolean {
    if (this.phase !== 'solution') return false;
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
    if (!(key in steps)) return false;
    this.step(steps[key]);
    return true;
  }

  destroy(): void {
    this.stopTimer();
  }

  private autoStep(): void {
    if (this.shown >= this.puzzle.solution.length) return;
    this.cancel = this.later(() => {
      this.cancel = null;
      this.shown++;
      this.redraw();
      this.autoStep();
    }, SOLUTION_STEP_MS);
  }

  private stopTimer(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private mates(moves: string[]): boolean {
    const state = this.rules.state({ variant: this.puzzle.variant, start: this.puzzle.sfen, moves });
    // A win by the opponent having no move is not a mate unless they are in check.
    return state.check && state.result?.outcome === this.solver;
  }

  private finish(solved: boolean): void {
    if (this.outcome) return;
    const seconds = Math.max(0, Math.round((this.now() - this.started) / 1000));
    this.outcome = { solved, moves: [...this.line], seconds };
    this.onOutcome(this.outcome);
  }
}
