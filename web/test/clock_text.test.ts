import { describe, expect, it } from 'vitest';
import { clockText, seconds } from '../src/game/clock_text';

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
