// The one place a game's clocks are worked out: which side's clock runs, how much time each side
// has at a given moment, main time and then the byo-yomi periods one after another. Counted from
// when the server's figures arrived (the server's own `now_ms` stamps them), never from the
// browser's idea of the time of day; the page only says how long ago that was.
import type { Side } from '../rules/rules';
import type { TimeControl } from '../lobby/time_control';

// One side's clock as the server sends it (docs/api.md, Objects: Game).
export interface ServerClock {
  main_ms: number;
  periods: number; // byo-yomi periods left, the one running included
  period_left_ms: number;
  in_byoyomi: boolean;
  flagged: boolean;
}

export interface ServerClocks {
  black: ServerClock;
  white: ServerClock;
  running: Side | null;
  now_ms: number;
}

// A clock at a moment: what is left of main time, of the period running and how many periods.
export interface ClockReading {
  mainMs: number;
  periodMs: number; // what is left of the period (in main time: a whole period)
  periods: number;
  inByoyomi: boolean;
  flagged: boolean;
  running: boolean;
}

// What a game says about its clocks: the server's figures, the control and whether it is on.
export interface ClockedGame {
  clocks: ServerClocks | null;
  time: TimeControl;
  active: boolean;
}

// The side whose clock runs: the server's word, while the game is on.
export function runningSide(game: ClockedGame): Side | null {
  return game.active && game.clocks ? game.clocks.running : null;
}

// A byo-yomi period's length; 0 when the control has none.
export function periodLength(time: TimeControl): number {
  return time && time.kind === 'byoyomi' ? time.period_ms : 0;
}

// The clock `elapsedMs` after the server sent it, were it running all that time: main time
// first, then each period in turn (a period used up starts the next, while one is left).
export function clockAt(clock: ServerClock, elapsedMs: number, periodMs: number): Omit<ClockReading, 'running'> {
  if (clock.flagged)
    return { mainMs: 0, periodMs: 0, periods: 0, inByoyomi: clock.in_byoyomi, flagged: true };
  const main = clock.main_ms - elapsedMs;
  if (main >= 0 && !clock.in_byoyomi)
    return { mainMs: main, periodMs: clock.period_left_ms, periods: clock.periods, inByoyomi: false, flagged: false };
  const over = clock.in_byoyomi ? elapsedMs : -main;
  let period = clock.period_left_ms - over;
  let periods = clock.periods;
  while (period <= 0 && periods > 1 && periodMs > 0) {
    periods -= 1;
    period += periodMs;
  }
  return { mainMs: 0, periodMs: Math.max(0, period), periods, inByoyomi: true, flagged: false };
}

// Both clocks `elapsedMs` after the game's figures came; only the running one has moved.
export function readClocks(game: ClockedGame, elapsedMs: number): Record<Side, ClockReading> | null {
  if (!game.clocks) return null;
  const running = runningSide(game);
  const length = periodLength(game.time);
  const read = (side: Side): ClockReading => ({
    ...clockAt(game.clocks![side], side === running ? elapsedMs : 0, length),
    running: side === running,
  });
  return { black: read('black'), white: read('white') };
}

// The time before the flag falls or the next period starts: what the countdown counts.
export function timeToNextStep(reading: ClockReading): number {
  return reading.inByoyomi ? reading.periodMs : reading.mainMs;
}
