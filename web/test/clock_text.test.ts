import { describe, expect, it } from 'vitest';
import { readClocks, runningSide, timeToNextStep } from '../src/game/clock';
import { clockText, seconds } from '../src/game/clock_text';
import { GAME_WORDS } from '../src/game/game_words';

const clock = (main_ms: number, periods = 3, period_left_ms = 30_000, in_byoyomi = false) => ({
  main_ms, periods, period_left_ms, in_byoyomi, flagged: false,
});

describe('clock text', () => {
  it('shows minutes and seconds, tenths only in the last ten seconds', () => {
    expect(seconds(300_000)).toBe('5:00');
    expect(seconds(65_400)).toBe('1:05');
    expect(seconds(42_900)).toBe('42');
    expect(seconds(9_440)).toBe('9.4');
  });
  it('reads main time with the byo-yomi after it', () => {
    expect(clockText(clock(300_000), 0, 30_000)).toBe('5:00 | 30s x3');
    expect(clockText(clock(300_000), 1_000, 30_000)).toBe('4:59 | 30s x3');
    // One period is not counted out, and seconds of main time say they are seconds.
    expect(clockText(clock(600_000, 1), 0, 30_000)).toBe('10:00 | 30s');
    expect(clockText(clock(15_000, 2, 5_000), 0, 5_000)).toBe('15s | 5s x2');
    expect(clockText(clock(45_000, 0, 0), 0, 0)).toBe('45s');
    expect(clockText(clock(5_000, 0, 0), 0, 0)).toBe('5.0s');
  });
  it('counts down the periods once main time is spent', () => {
    expect(clockText(clock(1_000), 6_000, 30_000)).toBe('25s (3 left)');
    expect(clockText(clock(0, 3, 30_000, true), 35_000, 30_000)).toBe('25s (2 left)');
    expect(clockText(clock(0, 1, 5_000, true), 1_000, 30_000)).toBe('4.0s (1 left)');
  });
  it('says when the flag fell', () => {
    expect(clockText({ ...clock(0), flagged: true }, 0, 30_000)).toBe('flag fell');
  });
});

describe('the clocks of a game', () => {
  const game = (running: 'black' | 'white' | null, active = true) => ({
    active,
    time: { kind: 'byoyomi' as const, main_ms: 60_000, periods: 2, period_ms: 10_000 },
    clocks: { black: clock(5_000, 2, 10_000), white: clock(0, 2, 4_000, true), running, now_ms: 0 },
  });

  it('runs only the side the server says runs, and only while the game is on', () => {
    expect(runningSide(game('white'))).toBe('white');
    expect(runningSide(game('white', false))).toBe(null);
    const later = readClocks(game('black'), 3_000)!;
    expect(later.black).toMatchObject({ mainMs: 2_000, running: true, inByoyomi: false });
    expect(later.white).toMatchObject({ periodMs: 4_000, periods: 2, running: false });
    expect(readClocks({ ...game('black'), clocks: null }, 0)).toBe(null);
    expect(readClocks(game('black', false), 3_000)!.black.mainMs).toBe(5_000);
  });

  it('moves from main time into the periods, one after another, the last one never renewed', () => {
    const black = (elapsed: number) => readClocks(game('black'), elapsed)!.black;
    expect(black(8_000)).toMatchObject({ mainMs: 0, inByoyomi: true, periodMs: 7_000, periods: 2 });
    expect(black(16_000)).toMatchObject({ periodMs: 9_000, periods: 1 });
    expect(black(40_000)).toMatchObject({ periodMs: 0, periods: 1 });
    const white = (elapsed: number) => readClocks(game('white'), elapsed)!.white;
    expect(white(5_000)).toMatchObject({ periodMs: 9_000, periods: 1 });
    expect(timeToNextStep(white(5_000))).toBe(9_000);
    expect(timeToNextStep(black(1_000))).toBe(4_000);
  });

  it('reads in Japanese', () => {
    const ja = GAME_WORDS.ja;
    expect(clockText(clock(300_000), 0, 30_000, ja)).toBe('5:00 | 秒読み30秒 ×3');
    expect(clockText(clock(0, 2, 28_000, true), 0, 30_000, ja)).toBe('28秒(残り2回)');
    expect(clockText({ ...clock(0), flagged: true }, 0, 30_000, ja)).toBe('時間切れ');
  });
});
