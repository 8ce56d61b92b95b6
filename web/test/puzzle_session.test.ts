// The puzzle page's sequence of puzzles with the real rules and a server played by the test: a
// logged-in player's attempt is told to the server and its rating change kept, a logged-out one's
// is not; a streak asks for rising ratings, skips a puzzle it has had, goes on by itself after a
// solve and ends at the first wrong move, unrated; the choice of variant and theme is kept.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/api';
import { loadRules, Rules } from '../src/rules/rules';
import type { Later } from '../src/puzzles/puzzle_ctrl';
import type { AttemptAnswer, NextQuery, Puzzle } from '../src/puzzles/puzzle_data';
import { loadChoice, PuzzleSession, type PuzzleServer } from '../src/puzzles/puzzle_session';
import { STREAK_START_RATING, STREAK_STEP } from '../src/puzzles/streak';

const here = new URL('.', import.meta.url).pathname;
let rules: Rules;
beforeAll(async () => {
  rules = await loadRules(readFileSync(here + '../src/rules/tori_rules.wasm'));
});

const TSUME: Puzzle = {
  id: 'aaaaaaaaaa',
  variant: 'torishogi',
  sfen: '6k/7/5F1/7/7/7/3K3 b CS 1',
  solution: ['S*1b', '1a2a', 'C*2b'],
  themes: ['drop', 'tsume'],
  kind: 'tsume',
  rating: 1500,
  plays: 3,
};

class FakeServer implements PuzzleServer {
  asked: NextQuery[] = [];
  attempts: { id: string; moves: string[]; rated: boolean }[] = [];
  ids: string[] = [];
  constructor(public logged = false) {}
  next(query: NextQuery): Promise<Puzzle> {
    this.asked.push(query);
    const id = this.ids.shift();
    if (!id) return Promise.reject(new ApiError(404, 'not_found', 'no puzzle'));
    return Promise.resolve({ ...TSUME, id });
  }
  themes(): Promise<{ theme: string; count: number }[]> {
    return Promise.resolve([{ theme: 'drop', count: 3 }]);
  }
  byId(id: string): Promise<Puzzle> {
    return Promise.resolve({ ...TSUME, id });
  }
  attempt(id: string, moves: string[], _seconds: number, rated: boolean): Promise<AttemptAnswer> {
    this.attempts.push({ id, moves, rated });
    return Promise.resolve({ solved: true, rated: true, rating: { before: 1500, after: 1520, deviation: 200 }, puzzle: { rating: 1490, plays: 4 } });
  }
  loggedIn(): boolean {
    return this.logged;
  }
}

function memory() {
  const stored = new Map<string, string>();
  return { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
}

// Timers the test runs by hand.
function manualTimers() {
  let queue: (() => void)[] = [];
  const later: Later = (action) => {
    queue.push(action);
    return () => (queue = queue.filter((a) => a !== action));
  };
  const run = () => {
    const due = queue;
    queue = [];
    for (const action of due) action();
  };
  return { later, run, pending: () => queue.length };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PuzzleSession', () => {
  it('tells the server a logged-in player\'s attempt and keeps the rating change', async () => {
    const server = new FakeServer(true);
    server.ids = ['bbbbbbbbbb'];
    const timers = manualTimers();
    const session = new PuzzleSession(rules, server, 'puzzles', { variant: 'torishogi', theme: 'drop' }, () => undefined, undefined, timers.later, memory());
    await session.next();
    expect(server.asked).toEqual([{ variant: 'torishogi', theme: 'drop' }]);
    session.ctrl!.tryMove('S*2b');
    expect(session.attempt).toBe('posting');
    await flush();
    expect(server.attempts).toEqual([{ id: 'bbbbbbbbbb', moves: ['S*2b'], rated: true }]);
    expect(session.answer?.rating.after).toBe(1520);
  });

  it('tells the server nothing for a player who is not logged in', async () => {
    const server = new FakeServer(false);
    const session = new PuzzleSession(rules, server, 'puzzles', { variant: 'torishogi', theme: '' }, () => undefined, undefined, manualTimers().later, memory());
    await session.open('cccccccccc');
    expect(session.rated()).toBe(false);
    session.ctrl!.tryMove('S*2b');
    await flush();
    expect(server.attempts).toEqual([]);
    expect(session.attempt).toBe('none');
  });

  it('says so when no puzzle of the choice is left', async () => {
    const session = new PuzzleSession(rules, new FakeServer(), 'puzzles', { variant: 'yarishogi', theme: 'handicap' }, () => undefined, undefined, manualTimers().later, memory());
    await session.next();
    expect(session.ctrl).toBeNull();
    expect(session.error).toMatch(/No puzzle/);
  });

  it('runs a streak: rising ratings, no puzzle twice, on by itself, over at a wrong move, unrated', async () => {
    const server = new FakeServer(true);
    server.ids = ['1111111111', '1111111111', '2222222222'];
    const timers = manualTimers();
    const storage = memory();
    const session = new PuzzleSession(rules, server, 'streak', { variant: 'torishogi', theme: 'drop' }, () => undefined, undefined, timers.later, storage);
    await session.next();
    expect(server.asked).toEqual([{ variant: 'torishogi', rating: STREAK_START_RATING }]);
    const ctrl = session.ctrl!;
    ctrl.tryMove('S*1b');
    timers.run(); // the reply
    ctrl.tryMove('C*2b');
    expect(session.streak!.count).toBe(1);
    expect(timers.pending()).toBe(1); // the next puzzle, after STREAK_NEXT_MS
    timers.run();
    await flush();
    // 1111111111 again: asked once more, a little higher
    expect(server.asked.slice(1).map((q) => q.rating)).toEqual([STREAK_START_RATING + STREAK_STEP, STREAK_START_RATING + STREAK_STEP + 25]);
    expect(session.ctrl!.puzzle.id).toBe('2222222222');
    session.ctrl!.tryMove('S*2b');
    expect(session.streak!.over).toBe(true);
    expect(timers.pending()).toBe(0);
    // recorded unrated, so that the server knows they were seen
    expect(server.attempts.map((a) => [a.id, a.rated])).toEqual([['1111111111', false], ['2222222222', false]]);
    expect(session.rated()).toBe(false);
    expect(storage.getItem('tori.puzzles.streak')).toBe('{"torishogi":1}');
  });

  it('keeps the choice of variant and theme, and asks for the themes\' counts', async () => {
    const storage = memory();
    const server = new FakeServer();
    server.ids = ['dddddddddd'];
    const session = new PuzzleSession(rules, server, 'puzzles', loadChoice(storage), () => undefined, undefined, manualTimers().later, storage);
    expect(session.choice).toEqual({ variant: 'torishogi', theme: '' });
    await session.choose({ variant: 'torishogi', theme: 'mateIn2' });
    expect(loadChoice(storage)).toEqual({ variant: 'torishogi', theme: 'mateIn2' });
    session.loadThemes();
    await flush();
    expect(session.themes).toEqual([{ theme: 'drop', count: 3 }]);
    expect(loadChoice({ getItem: () => '{"variant":"chess"}' })).toEqual({ variant: 'torishogi', theme: '' });
  });
});
