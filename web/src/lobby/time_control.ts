// Time controls as the API takes them (docs/api.md, Objects: `time`): the presets the create-game
// dialog offers, the custom ones it builds from its fields, and how a control reads in the lobby.
import { LOBBY_WORDS as W } from './lobby_words';

export type TimeControl =
  | null // untimed
  | { kind: 'byoyomi'; main_ms: number; periods: number; period_ms: number }
  | { kind: 'fischer'; main_ms: number; increment_ms: number }
  | { kind: 'correspondence'; days: number };

export interface Preset {
  time: TimeControl; // its name is describeTime's
}

const MINUTE = 60_000;

// Live games as pychess-variants and the shogi servers offer them, then correspondence.
export const PRESETS: Preset[] = [
  { time: { kind: 'byoyomi', main_ms: 3 * MINUTE, periods: 1, period_ms: 10_000 } },
  { time: { kind: 'byoyomi', main_ms: 5 * MINUTE, periods: 3, period_ms: 30_000 } },
  { time: { kind: 'byoyomi', main_ms: 10 * MINUTE, periods: 1, period_ms: 30_000 } },
  { time: { kind: 'byoyomi', main_ms: 15 * MINUTE, periods: 1, period_ms: 60_000 } },
  { time: { kind: 'fischer', main_ms: 5 * MINUTE, increment_ms: 5_000 } },
  { time: { kind: 'correspondence', days: 1 } },
  { time: { kind: 'correspondence', days: 3 } },
  { time: null },
];

// The dialog's custom fields, as typed (minutes, seconds, days).
export interface CustomTime {
  kind: 'byoyomi' | 'fischer' | 'correspondence' | 'untimed';
  minutes: number;
  periods: number;
  periodSeconds: number;
  incrementSeconds: number;
  days: number;
}

// The control the fields describe, or why they describe none. The server checks it again.
export function customTime(c: CustomTime): TimeControl | string {
  const whole = (n: number) => Number.isFinite(n) && n >= 0;
  switch (c.kind) {
    case 'untimed':
      return null;
    case 'correspondence':
      if (!Number.isInteger(c.days) || c.days < 1) return W.needDays;
      return { kind: 'correspondence', days: c.days };
    case 'fischer':
      if (!whole(c.minutes) || !whole(c.incrementSeconds)) return W.negativeFischer;
      if (c.minutes === 0 && c.incrementSeconds === 0) return W.needTime;
      return { kind: 'fischer', main_ms: Math.round(c.minutes * MINUTE), increment_ms: Math.round(c.incrementSeconds * 1000) };
    case 'byoyomi':
      if (!whole(c.minutes) || !whole(c.periodSeconds) || !Number.isInteger(c.periods) || c.periods < 0)
        return W.negativeByoyomi;
      if (c.periods > 0 && c.periodSeconds === 0) return W.needPeriodSeconds;
      if (c.minutes === 0 && c.periods === 0) return W.needTime;
      return {
        kind: 'byoyomi',
        main_ms: Math.round(c.minutes * MINUTE),
        periods: c.periods,
        period_ms: c.periods > 0 ? Math.round(c.periodSeconds * 1000) : 0,
      };
  }
}

function duration(ms: number): string {
  if (ms % MINUTE === 0) return W.minutes(ms / MINUTE);
  return ms >= MINUTE ? `${Math.floor(ms / MINUTE)}:${String((ms % MINUTE) / 1000).padStart(2, '0')}` : W.seconds(ms / 1000);
}

// "5 min | 30s x3", "5 min + 5s", "3 days a move", "untimed".
export function describeTime(time: TimeControl): string {
  if (!time) return W.untimed;
  switch (time.kind) {
    case 'correspondence':
      return W.days(time.days);
    case 'fischer':
      return `${duration(time.main_ms)} + ${W.seconds(time.increment_ms / 1000)}`;
    case 'byoyomi': {
      if (time.periods === 0) return duration(time.main_ms);
      const period = `${W.seconds(time.period_ms / 1000)}${time.periods > 1 ? W.times(time.periods) : ''}`;
      return time.main_ms === 0 ? period : `${duration(time.main_ms)} | ${period}`;
    }
  }
}
