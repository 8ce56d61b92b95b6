// How a clock reads on the page: "5:00 | 30s x3" in main time, "28s (2 left)" in byo-yomi,
// tenths only in the last ten seconds. Counted from the server's `now_ms`, never the browser's
// idea of the time of day.
export interface ServerClock {
  main_ms: number;
  periods: number;
  period_left_ms: number;
  in_byoyomi: boolean;
  flagged: boolean;
}

export function seconds(ms: number): string {
  if (ms < 10_000) return (Math.max(0, ms) / 1000).toFixed(1);
  const total = Math.floor(ms / 1000);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return minutes > 0 ? `${minutes}:${String(rest).padStart(2, '0')}` : `${rest}`;
}

// The clock as it reads `elapsed_ms` after the server sent it (elapsed only if it runs).
export function clockText(clock: ServerClock, elapsed_ms: number, periodMs: number): string {
  if (clock.flagged) return 'flag fell';
  let main = clock.main_ms - elapsed_ms;
  let period = clock.period_left_ms;
  let periods = clock.periods;
  if (main < 0 || clock.in_byoyomi) {
    const over = clock.in_byoyomi ? elapsed_ms : -main;
    main = 0;
    period = clock.period_left_ms - over;
    while (period <= 0 && periods > 1 && periodMs > 0) {
      periods -= 1;
      period += periodMs;
    }
    return `${seconds(period)}s${periods > 0 ? ` (${periods} left)` : ''}`;
  }
  // Under a minute main time says it is seconds ("45s | 10s", never a bare "45 | 10s"); one
  // period left is not counted out ("10:00 | 30s", as the lobby names the control).
  const mainText = main < 60_000 ? `${seconds(main)}s` : seconds(main);
  if (periods === 0) return mainText;
  return `${mainText} | ${Math.round(period / 1000)}s${periods > 1 ? ` x${periods}` : ''}`;
}
