// Time controls as the API takes them (docs/api.md, Objects: `time`): the presets the create-game
// dialog offers, the custom ones it builds from its fields, and how a control reads in the lobby.

export type TimeControl =
  | null // untimed
  | { kind: 'byoyomi'; main_ms: number; periods: number; period_ms: number }
  | { kind: 'fischer'; main_ms: number; increment_ms: number }
  | { kind: 'correspondence'; days: number };

export interface Preset {
  name: string;
  time: TimeControl;
}

const MINUTE = 60_000;

// Live games as pychess-variants and the shogi servers offer them, then correspondence.
export const PRESETS: Preset[] = [
  { name: '3 min | 10s', time: { kind: 'byoyomi', main_ms: 3 * MINUTE, periods: 1, period_ms: 10_000 } },
  { name: '5 min | 30s x3', time: { kind: 'byoyomi', main_ms: 5 * MINUTE, periods: 3, period_ms: 30_000 } },
  { name: '10 min | 30s', time: { kind: 'byoyomi', main_ms: 10 * MINUTE, periods: 1, period_ms: 30_000 } },
  { name: '15 min | 60s', time: { kind: 'byoyomi', main_ms: 15 * MINUTE, periods: 1, period_ms: 60_000 } },
  { name: '5 min + 5s', time: { kind: 'fischer', main_ms: 5 * MINUTE, increment_ms: 5_000 } },
  { name: '1 day a move', time: { kind: 'correspondence', days: 1 } },
  { name: '3 days a move', time: { kind: 'correspondence', days: 3 } },
  { name: 'untimed', time: null },
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
      if (!Number.isInteger(c.days) || c.days < 1) return 'correspondence needs a whole number of days, 1 or more';
      return { kind: 'correspondence', days: c.days };
    case 'fischer':
      if (!whole(c.minutes) || !whole(c.incrementSeconds)) return 'minutes and increment cannot be negative';
      if (c.minutes === 0 && c.incrementSeconds === 0) return 'a clock needs some time';
      return { kind: 'fischer', main_ms: Math.round(c.minutes * MINUTE), increment_ms: Math.round(c.incrementSeconds * 1000) };
    case 'byoyomi':
      if (!whole(c.minutes) || !whole(c.periodSeconds) || !Number.isInteger(c.periods) || c.periods < 0)
        return 'minutes, periods and seconds cannot be negative';
      if (c.periods > 0 && c.periodSeconds === 0) return 'a byo-yomi period needs some seconds';
      if (c.minutes === 0 && c.periods === 0) return 'a clock needs some time';
      return {
        kind: 'byoyomi',
        main_ms: Math.round(c.minutes * MINUTE),
        periods: c.periods,
        period_ms: c.periods > 0 ? Math.round(c.periodSeconds * 1000) : 0,
      };
  }
}

function duration(ms: number): string {
  if (ms % MINUTE === 0) return `${ms / MINUTE} min`;
  return ms >= MINUTE ? `${Math.floor(ms / MINUTE)}:${String((ms % MINUTE) / 1000).padStart(2, '0')}` : `${ms / 1000}s`;
}

// "5 min | 30s x3", "5 min + 5s", "3 days a move", "untimed".
export function describeTime(time: TimeControl): string {
  if (!time) return 'untimed';
  switch (time.kind) {
    case 'correspondence':
      return time.days === 1 ? '1 day a move' : `${time.days} days a move`;
    case 'fischer':
      return `${duration(time.main_ms)} + ${time.increment_ms / 1000}s`;
    case 'byoyomi': {
      if (time.periods === 0) return duration(time.main_ms);
      const period = `${time.period_ms / 1000}s${time.periods > 1 ? ` x${time.periods}` : ''}`;
      return time.main_ms === 0 ? period : `${duration(time.main_ms)} | ${period}`;
    }
  }
}
