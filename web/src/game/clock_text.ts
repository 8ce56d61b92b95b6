// How a clock reads on the page: "5:00 | 30s x3" in main time, "28s (2 left)" in byo-yomi,
// tenths only in the last ten seconds, in the page's language. The arithmetic is clock.ts's.
import { clockAt, type ClockReading, type ServerClock } from './clock';
import { WORDS, type GameWords } from './game_words';

export type { ServerClock } from './clock';

export function seconds(ms: number): string {
  if (ms < 10_000) return (Math.max(0, ms) / 1000).toFixed(1);
  const total = Math.floor(ms / 1000);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return minutes > 0 ? `${minutes}:${String(rest).padStart(2, '0')}` : `${rest}`;
}

export function readingText(clock: Omit<ClockReading, 'running'>, words: GameWords = WORDS): string {
  if (clock.flagged) return words.flagFell;
  if (clock.inByoyomi) return words.periodsLeft(seconds(clock.periodMs), clock.periods);
  // Under a minute main time says it is seconds ("45s | 10s", never a bare "45 | 10s"); one
  // period left is not counted out ("10:00 | 30s", as the lobby names the control).
  const main = clock.mainMs < 60_000 ? words.seconds(seconds(clock.mainMs)) : seconds(clock.mainMs);
  if (clock.periods === 0) return main;
  return words.mainThenPeriods(main, Math.round(clock.periodMs / 1000), clock.periods);
}

// The clock as it reads `elapsed_ms` after the server sent it (elapsed only if it runs).
export function clockText(clock: ServerClock, elapsed_ms: number, periodMs: number, words: GameWords = WORDS): string {
  return readingText(clockAt(clock, elapsed_ms, periodMs), words);
}
