// The lobby's own logic: time controls from the dialog's fields and as the lobby writes them, and
// the order and state of "your games" (your move first; who may still decline or abort).
import { loadInLanguage } from './in_language';
import { describe, expect, it } from 'vitest';
import { myGamesInOrder, type GameSummary } from '../src/lobby/game_summary';
import { customTime, describeTime, PRESETS } from '../src/lobby/time_control';

const fields = { minutes: 10, periods: 3, periodSeconds: 30, incrementSeconds: 5, days: 3 };

describe('time controls', () => {
  it('builds each kind from the custom fields', () => {
    expect(customTime({ ...fields, kind: 'byoyomi' })).toEqual({ kind: 'byoyomi', main_ms: 600_000, periods: 3, period_ms: 30_000 });
    expect(customTime({ ...fields, kind: 'fischer' })).toEqual({ kind: 'fischer', main_ms: 600_000, increment_ms: 5_000 });
    expect(customTime({ ...fields, kind: 'correspondence' })).toEqual({ kind: 'correspondence', days: 3 });
    expect(customTime({ ...fields, kind: 'untimed' })).toBeNull();
    // Byo-yomi alone, no main time.
    expect(customTime({ ...fields, kind: 'byoyomi', minutes: 0, periods: 1 })).toEqual({ kind: 'byoyomi', main_ms: 0, periods: 1, period_ms: 30_000 });
  });

  it('says what is wrong with fields that make no clock', () => {
    expect(customTime({ ...fields, kind: 'byoyomi', minutes: 0, periods: 0 })).toBe('a clock needs some time');
    expect(customTime({ ...fields, kind: 'byoyomi', periodSeconds: 0 })).toBe('a byo-yomi period needs some seconds');
    expect(customTime({ ...fields, kind: 'byoyomi', periods: 1.5 })).toMatch(/cannot be negative/);
    expect(customTime({ ...fields, kind: 'fischer', minutes: -1 })).toMatch(/cannot be negative/);
    expect(customTime({ ...fields, kind: 'correspondence', days: 0 })).toMatch(/days, 1 or more/);
    expect(customTime({ ...fields, kind: 'fischer', minutes: Number.NaN })).toMatch(/cannot be negative/);
  });

  it('writes a control as the lobby shows it', () => {
    expect(describeTime({ kind: 'byoyomi', main_ms: 300_000, periods: 3, period_ms: 30_000 })).toBe('5 min | 30s x3');
    expect(describeTime({ kind: 'byoyomi', main_ms: 600_000, periods: 1, period_ms: 30_000 })).toBe('10 min | 30s');
    expect(describeTime({ kind: 'byoyomi', main_ms: 0, periods: 1, period_ms: 10_000 })).toBe('10s');
    expect(describeTime({ kind: 'byoyomi', main_ms: 90_000, periods: 0, period_ms: 0 })).toBe('1:30');
    expect(describeTime({ kind: 'fischer', main_ms: 180_000, increment_ms: 2_000 })).toBe('3 min + 2s');
    expect(describeTime({ kind: 'correspondence', days: 1 })).toBe('1 day a move');
    expect(describeTime(null)).toBe('untimed');
    // The presets are named by describeTime, each differently.
    expect(new Set(PRESETS.map((p) => describeTime(p.time))).size).toBe(PRESETS.length);
  });
});

function game(number: number, fields: Partial<GameSummary>): GameSummary {
  return {
    variant: 'torishogi', number, players: { black: 'bob', white: 'wanda' }, handicap: '', rated: true,
    move_number: 1, to_move: 'black', active: true, result: null, created: 1000 + number, ...fields,
  };
}

describe('my games', () => {
  it('puts my move first, then the newest, and leaves out finished games and others\' games', () => {
    const list = myGamesInOrder(
      [
        game(101, { move_number: 5, to_move: 'black' }),
        game(102, { move_number: 4, to_move: 'white' }),
        game(103, { move_number: 3, to_move: 'black' }),
        game(104, { active: false, to_move: null }),
        game(105, { players: { black: 'carol', white: 'bob' } }),
      ],
      'wanda',
    );
    expect(list.map((m) => m.game.number)).toEqual([102, 103, 101]);
    expect(list[0]).toMatchObject({ side: 'white', opponent: 'bob', myMove: true, moved: true });
  });

  it('knows who has not moved yet, with a handicap too (the giver, White, moves first)', () => {
    const [fresh] = myGamesInOrder([game(101, { move_number: 2, to_move: 'white' })], 'wanda');
    expect(fresh).toMatchObject({ moved: false, myMove: true });
    const [mover] = myGamesInOrder([game(101, { move_number: 2, to_move: 'white' })], 'bob');
    expect(mover).toMatchObject({ moved: true, myMove: false });
    const [giver] = myGamesInOrder([game(101, { handicap: 'lq', move_number: 1, to_move: 'white' })], 'wanda');
    expect(giver).toMatchObject({ moved: false, myMove: true });
    const [taker] = myGamesInOrder([game(101, { handicap: 'lq', move_number: 2, to_move: 'black' })], 'bob');
    expect(taker).toMatchObject({ moved: false, myMove: true });
  });
});

describe('a time control in Japanese', () => {
  it('reads as a Japanese site writes it', async () => {
    const { describeTime } = await loadInLanguage('ja', () => import('../src/lobby/time_control'));
    expect(describeTime({ kind: 'byoyomi', main_ms: 300_000, periods: 3, period_ms: 30_000 })).toBe('5分 | 30秒×3');
    expect(describeTime({ kind: 'correspondence', days: 3 })).toBe('1手3日');
    expect(describeTime(null)).toBe('持ち時間なし');
  });
});
