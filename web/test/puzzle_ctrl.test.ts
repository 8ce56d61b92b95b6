// The puzzle page's controller with the real rules (WebAssembly) and a clock played by the test:
// the solution's move is right and the reply follows after a pause, any other move is wrong and
// ends the attempt (told once), a mate at the last step is right whichever it is (a stalemate,
// which also wins in Tori, is not), hints point at the piece or the hand, and the solution is
// stepped through. Streak mode's count, best and rising rating.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRules, Rules } from '../src/rules/rules';
import { PuzzleCtrl, REPLY_MS, type Outcome } from '../src/puzzles/puzzle_ctrl';
import type { Puzzle } from '../src/puzzles/puzzle_data';
import { Streak, STREAK_START_RATING, STREAK_STEP } from '../src/puzzles/streak';

const here = new URL('.', import.meta.url).pathname;
let rules: Rules;
beforeAll(async () => {
  rules = await loadRules(readFileSync(here + '../src/rules/tori_rules.wasm'));
});

// Black's phoenix-hunt in the corner: a swallow drop drives the phoenix out, a crane drop mates
// (C*2b; C*3b mates as well; C*4b leaves White no move, a win but no mate).
const TSUME: Puzzle = {
  id: '0123456789',
  variant: 'torishogi',
  sfen: '6k/7/5F1/7/7/7/3K3 b CS 1',
  solution: ['S*1b', '1a2a', 'C*2b'],
  themes: ['drop', 'mateIn2', 'tsume'],
  kind: 'tsume',
  rating: 1500,
  plays: 0,
};
// The same turned round: White solves.
const WHITE_TSUME: Puzzle = { ...TSUME, sfen: '3k3/7/7/7/1f5/7/K6 w cs 1', solution: ['S*7f', '7g6g', 'C*6f'] };

// A clock the test moves by hand.
class Clock {
  time = 0;
  private queue: { at: number; action: () => void }[] = [];
  later = (action: () => void, ms: number) => {
    const item = { at: this.time + ms, action };
    this.queue.push(item);
    return () => (this.queue = this.queue.filter((i) => i !== item));
  };
  now = () => this.time;
  pass(ms: number): void {
    this.time += ms;
    for (;;) {
      const due = this.queue.filter((i) => i.at <= this.time).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.queue = this.queue.filter((i) => i !== due);
      due.action();
    }
  }
}

function make(puzzle: Puzzle = TSUME) {
  const clock = new Clock();
  const outcomes: Outcome[] = [];
  let redraws = 0;
  const ctrl = new PuzzleCtrl(rules, puzzle, () => redraws++, (o) => outcomes.push(o), clock.later, clock.now);
  return { ctrl, clock, outcomes, redraws: () => redraws };
}

describe('PuzzleCtrl', () => {
  it('takes the solver from the position', () => {
    expect(make().ctrl.solver).toBe('black');
    expect(make(WHITE_TSUME).ctrl.solver).toBe('white');
  });

  it('plays the reply after a pause when the move is right, and is solved by the last', () => {
    const { ctrl, clock, outcomes } = make();
    ctrl.tryMove('S*1b');
    expect(ctrl.phase).toBe('reply');
    expect(ctrl.boardMoves()).toEqual(['S*1b']);
    expect(ctrl.playing()).toBe(false);
    ctrl.tryMove('C*2b'); // no move while the reply is coming
    expect(ctrl.boardMoves()).toEqual(['S*1b']);
    clock.pass(REPLY_MS - 1);
    expect(ctrl.phase).toBe('reply');
    clock.pass(1);
    expect(ctrl.phase).toBe('play');
    expect(ctrl.boardMoves()).toEqual(['S*1b', '1a2a']);
    clock.pass(4000);
    ctrl.tryMove('C*2b');
    expect(ctrl.phase).toBe('solved');
    expect(outcomes).toEqual([{ solved: true, moves: ['S*1b', '1a2a', 'C*2b'], seconds: 5 }]);
  });

  it('marks a wrong move, keeps it on the board, and tells the outcome once', () => {
    const { ctrl, outcomes } = make();
    ctrl.tryMove('S*2b');
    expect(ctrl.phase).toBe('wrong');
    expect(ctrl.wrongMove).toBe('S*2b');
    expect(ctrl.boardMoves()).toEqual(['S*2b']);
    expect(outcomes).toEqual([{ solved: false, moves: ['S*2b'], seconds: 0 }]);
    ctrl.retry();
    expect(ctrl.phase).toBe('play');
    expect(ctrl.boardMoves()).toEqual([]);
    expect(ctrl.wrongMove).toBeNull();
    ctrl.tryMove('S*1b');
    expect(outcomes).toHaveLength(1); // failed already: solving it now changes nothing
  });

  it('accepts any mate at the last step of a mate puzzle, but not a stalemate', () => {
    const other = make();
    other.ctrl.tryMove('S*1b');
    other.clock.pass(REPLY_MS);
    other.ctrl.tryMove('C*3b');
    expect(other.ctrl.phase).toBe('solved');
    expect(other.outcomes[0]).toMatchObject({ solved: true, moves: ['S*1b', '1a2a', 'C*3b'] });

    const stalemate = make();
    stalemate.ctrl.tryMove('S*1b');
    stalemate.clock.pass(REPLY_MS);
    stalemate.ctrl.tryMove('C*4b');
    expect(stalemate.ctrl.phase).toBe('wrong');
  });

  it('accepts only the solution\'s move before the last step, and only it in a tactic', () => {
    const early = make();
    early.ctrl.tryMove('C*2b'); // mates at once, but the puzzle asks for its line (the server too)
    expect(early.ctrl.phase).toBe('wrong');

    const tactic = make({ ...TSUME, kind: 'tactic' });
    tactic.ctrl.tryMove('S*1b');
    tactic.clock.pass(REPLY_MS);
    tactic.ctrl.tryMove('C*3b');
    expect(tactic.ctrl.phase).toBe('wrong');
  });

  it('solves for White as for Black', () => {
    const { ctrl, clock } = make(WHITE_TSUME);
    ctrl.tryMove('S*7f');
    clock.pass(REPLY_MS);
    expect(ctrl.boardMoves()).toEqual(['S*7f', '7g6g']);
    ctrl.tryMove('C*5f');
    expect(ctrl.phase).toBe('solved');
  });

  it('hints at the hand piece of a drop and the square of a move', () => {
    const { ctrl } = make({ ...TSUME, solution: ['3c2b', '1a1b', 'C*2a'] });
    ctrl.showHint();
    expect(ctrl.hint).toEqual({ square: '3c' });
    const drop = make();
    drop.ctrl.showHint();
    expect(drop.ctrl.hint).toEqual({ hand: 'S' });
    drop.ctrl.tryMove('S*1b');
    expect(drop.ctrl.hint).toBeNull();
    drop.clock.pass(REPLY_MS);
    drop.ctrl.showHint();
    expect(drop.ctrl.hint).toEqual({ hand: 'C' });
  });

  it('steps through the solution from where the player went wrong', () => {
    const { ctrl, clock, outcomes } = make();
    ctrl.tryMove('S*1b');
    clock.pass(REPLY_MS);
    ctrl.tryMove('C*5b');
    ctrl.viewSolution();
    expect(ctrl.phase).toBe('solution');
    expect(ctrl.boardMoves()).toEqual(['S*1b', '1a2a']);
    clock.pass(5000);
    expect(ctrl.boardMoves()).toEqual(TSUME.solution);
    expect(ctrl.key('ArrowLeft')).toBe(true);
    expect(ctrl.boardMoves()).toEqual(['S*1b', '1a2a']);
    ctrl.key('Home');
    expect(ctrl.boardMoves()).toEqual([]);
    ctrl.key('End');
    expect(ctrl.boardMoves()).toHaveLength(3);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0].solved).toBe(false);
  });

  it('counts viewing the solution first as not solved, and stops a reply on the way', () => {
    const { ctrl, clock, outcomes } = make();
    ctrl.tryMove('S*1b');
    ctrl.viewSolution(); // the reply was coming: it is the solution's now
    expect(outcomes).toEqual([{ solved: false, moves: ['S*1b'], seconds: 0 }]);
    expect(ctrl.boardMoves()).toEqual(['S*1b']);
    clock.pass(REPLY_MS);
    expect(ctrl.phase).toBe('solution');
    ctrl.destroy();
    clock.pass(10000);
    expect(ctrl.boardMoves()).toEqual(['S*1b']); // destroyed: no more steps
  });
});

describe('Streak', () => {
  const memory = () => {
    const stored = new Map<string, string>();
    return { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
  };

  it('asks for harder puzzles as it goes, ends at the first miss, keeps the best per variant', () => {
    const storage = memory();
    const streak = new Streak('torishogi', storage);
    expect(streak.nextRating()).toBe(STREAK_START_RATING);
    streak.started('a');
    streak.solved();
    streak.solved();
    expect(streak.count).toBe(2);
    expect(streak.nextRating()).toBe(STREAK_START_RATING + 2 * STREAK_STEP);
    expect(streak.seenBefore('a')).toBe(true);
    expect(streak.seenBefore('b')).toBe(false);
    streak.failed();
    streak.solved();
    expect(streak.over).toBe(true);
    expect(streak.count).toBe(2);
    expect(new Streak('torishogi', storage).best).toBe(2);
    expect(new Streak('yarishogi', storage).best).toBe(0);
    const shorter = new Streak('torishogi', storage);
    shorter.solved();
    expect(new Streak('torishogi', storage).best).toBe(2);
  });

  it('starts from nothing when what is stored is not its own', () => {
    const storage = memory();
    storage.setItem('tori.puzzles.streak', 'not json');
    expect(new Streak('torishogi', storage).best).toBe(0);
  });
});
