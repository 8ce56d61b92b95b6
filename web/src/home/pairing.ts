// Quick pairing: a grid of common clocks per variant. A tile joins the oldest open seek of
// someone else at its variant and clock (an even, rated game), or, when there is none, makes one;
// a seek of the player's own at that clock shows the tile as waiting, with a cancel.
import type { TimeControl } from '../lobby/time_control';
import type { Variant } from '../rules/rules';
import type { Speed } from './home_words';

export interface Seek {
  id: number;
  variant: Variant;
  user: string;
  handicap: string;
  time: TimeControl;
  rated: boolean;
  first: boolean;
  created?: number;
}

export interface Tile {
  variant: Variant;
  time: TimeControl;
  speed: Speed;
}

const MINUTE = 60_000;
const byoyomi = (minutes: number, seconds: number): TimeControl => ({
  kind: 'byoyomi',
  main_ms: minutes * MINUTE,
  periods: 1,
  period_ms: seconds * 1000,
});

// Byo-yomi clocks as shogi servers offer them, then correspondence.
const CLOCKS: { time: TimeControl; speed: Speed }[] = [
  { time: byoyomi(3, 10), speed: 'blitz' },
  { time: byoyomi(5, 10), speed: 'blitz' },
  { time: byoyomi(10, 30), speed: 'rapid' },
  { time: byoyomi(15, 30), speed: 'rapid' },
  { time: byoyomi(30, 30), speed: 'classical' },
  { time: { kind: 'correspondence', days: 3 }, speed: 'correspondence' },
];

export const VARIANTS: Variant[] = ['torishogi', 'yarishogi'];
export const TILES: Tile[] = VARIANTS.flatMap((variant) => CLOCKS.map((c) => ({ variant, ...c })));

export function sameTime(a: TimeControl, b: TimeControl): boolean {
  if (!a || !b) return a === b;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'byoyomi':
      return b.kind === 'byoyomi' && a.main_ms === b.main_ms && a.periods === b.periods && a.period_ms === b.period_ms;
    case 'fischer':
      return b.kind === 'fischer' && a.main_ms === b.main_ms && a.increment_ms === b.increment_ms;
    case 'correspondence':
      return b.kind === 'correspondence' && a.days === b.days;
  }
}

// A seek a tile stands for: its variant and clock, even and rated (what a tile makes).
export const fitsTile = (tile: Tile, seek: Seek) =>
  seek.variant === tile.variant && sameTime(seek.time, tile.time) && !seek.handicap && seek.rated;

export type TileState =
  | { kind: 'open' } // nobody waits: a click makes a seek
  | { kind: 'waiting'; seek: Seek } // the player's own seek: a click cancels it
  | { kind: 'join'; seek: Seek; others: number }; // someone waits: a click accepts the oldest

// `seeks` oldest first, as the lobby sends them; `me` null for a guest.
export function tileState(tile: Tile, seeks: Iterable<Seek>, me: string | null): TileState {
  const fitting = [...seeks].filter((s) => fitsTile(tile, s));
  const mine = fitting.find((s) => s.user === me);
  if (mine) return { kind: 'waiting', seek: mine };
  const others = fitting.filter((s) => s.user !== me);
  return others.length ? { kind: 'join', seek: others[0], others: others.length } : { kind: 'open' };
}

// The body of POST /api/seeks a tile makes: the seeker's colour left to the server's default.
export const tileSeekBody = (tile: Tile) => ({ variant: tile.variant, time: tile.time, rated: true });
