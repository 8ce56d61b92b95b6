// What the profile page knows, apart from drawing it: the address of a page of a player's games
// under the chosen filters, each game as a row from the player's side, and a rating in words.
import { resultFor, resultText, type GameResult } from '../i18n/result_words';
import { gamePath, sideOf, type GameSummary } from '../lobby/game_summary';
import type { Side, Variant } from '../rules/rules';
import { PROFILE_WORDS as W } from './profile_words';

export interface RatingRecord {
  rating: number;
  deviation: number;
  wins: number;
  losses: number;
  draws: number;
}

export interface GameFilters {
  variant: Variant | 'all';
  rated: 'all' | 'rated' | 'casual';
  result: 'all' | 'win' | 'loss' | 'draw';
}

export const NO_FILTERS: GameFilters = { variant: 'all', rated: 'all', result: 'all' };
export const PAGE_SIZE = 50;

type Summary = Omit<GameSummary, 'result'> & { result: GameResult | null; ended?: number | null };

// The server filters (docs/api.md, /api/users/{id}/games); `before` pages through one variant's
// games (game numbers count per variant).
export function gamesQuery(user: string, filters: GameFilters, before: number | null): string {
  const query = new URLSearchParams({ which: 'all', limit: String(PAGE_SIZE) });
  if (filters.variant !== 'all') query.set('variant', filters.variant);
  if (filters.rated !== 'all') query.set('rated', String(filters.rated === 'rated'));
  if (filters.result !== 'all') query.set('result', filters.result);
  if (before !== null && filters.variant !== 'all') query.set('before', String(before));
  return `/api/users/${encodeURIComponent(user)}/games?${query}`;
}

export interface GameRow {
  path: string;
  variant: Variant;
  number: number;
  date: Date; // when it began
  side: Side;
  opponent: string;
  rated: boolean;
  plies: number;
  outcome: 'active' | 'win' | 'loss' | 'draw' | 'aborted';
  resultText: string; // how it ended, in the page's language; empty while it goes on
}

export function gameRow(g: Summary, user: string): GameRow | null {
  const side = sideOf(g as GameSummary, user);
  if (!side) return null;
  return {
    path: gamePath(g),
    variant: g.variant,
    number: g.number,
    date: new Date(g.created * 1000),
    side,
    opponent: side === 'black' ? g.players.white : g.players.black,
    rated: g.rated,
    plies: g.move_number - 1,
    outcome: g.active || !g.result ? 'active' : resultFor(g.result, side),
    resultText: g.result ? resultText(g.result) : '',
  };
}

// The filters hold on the page as well: a server that does not know one still shows only what
// was asked for.
export function rowMatches(row: GameRow, filters: GameFilters): boolean {
  if (filters.variant !== 'all' && row.variant !== filters.variant) return false;
  if (filters.rated !== 'all' && row.rated !== (filters.rated === 'rated')) return false;
  return filters.result === 'all' || row.outcome === filters.result;
}

// A rating still uncertain reads as provisional, "1432?" as on lichess, not "1500 ± 700"; a
// player with no game yet is unrated.
const PROVISIONAL_DEVIATION = 110;
export function ratingText(r: RatingRecord | undefined): { text: string; provisional: boolean } {
  if (!r || r.wins + r.losses + r.draws === 0) return { text: W.unrated, provisional: false };
  const rating = Math.round(r.rating);
  const provisional = r.deviation > PROVISIONAL_DEVIATION;
  return { text: provisional ? `${rating}?` : String(rating), provisional };
}
