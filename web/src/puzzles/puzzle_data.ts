// Puzzles as the server's API gives them (docs/api.md, "Puzzles"), and the calls the pages make.
// The server chooses and judges; the page only asks and shows.
import { api } from '../api';
import type { Variant } from '../rules/rules';

export type PuzzleKind = 'tsume' | 'mate' | 'tactic';

export interface Puzzle {
  id: string;
  variant: Variant;
  sfen: string; // the solver to move
  solution: string[]; // USI: the solver's moves and the replies, the solver's first and last
  themes: string[];
  kind: PuzzleKind;
  rating: number;
  plays: number;
}

export interface AttemptAnswer {
  solved: boolean;
  rated: boolean;
  rating: { before: number; after: number; deviation: number };
  puzzle: { rating: number; plays: number };
}

export interface PuzzleRating {
  rating: number;
  deviation: number;
  attempts: number;
}

export interface PastAttempt {
  puzzle: string;
  variant: Variant;
  solved: boolean;
  seconds: number;
  rated: boolean;
  rating_after: number;
  at: number | string;
}

export interface PuzzleHistory {
  ratings: Partial<Record<Variant, PuzzleRating>>;
  attempts: PastAttempt[];
}

// The themes a player may choose, in the order the page lists them (the miner's names); those
// the server names beside them come after, in its order.
export const THEMES = [
  'tsume', 'mateIn1', 'mateIn2', 'mateIn3', 'mateIn4', 'mateIn5', 'mateIn6', 'mate',
  'tactic', 'drop', 'promotion', 'sacrifice', 'defence', 'endgame', 'handicap',
] as const;

export interface NextQuery {
  variant: Variant;
  theme?: string;
  rating?: number;
}

export function nextPuzzle(query: NextQuery): Promise<Puzzle> {
  const params = new URLSearchParams({ variant: query.variant });
  if (query.theme) params.set('theme', query.theme);
  if (query.rating !== undefined) params.set('rating', String(Math.round(query.rating)));
  return api<{ puzzle: Puzzle }>('GET', `/api/puzzles/next?${params}`).then((a) => a.puzzle);
}

export function puzzleById(id: string): Promise<Puzzle> {
  return api<{ puzzle: Puzzle }>('GET', `/api/puzzles/${encodeURIComponent(id)}`).then((a) => a.puzzle);
}

export function dailyPuzzle(variant: Variant): Promise<{ puzzle: Puzzle; date: string }> {
  return api('GET', `/api/puzzles/daily?variant=${variant}`);
}

// `rated` false: recorded unrated (the streak mode), and so not served to the player again soon.
export function postAttempt(id: string, moves: string[], seconds: number, rated = true): Promise<AttemptAnswer> {
  return api('POST', `/api/puzzles/${encodeURIComponent(id)}/attempt`, { moves, seconds, rated });
}

// The themes the server holds puzzles of in a variant, with how many.
export function puzzleThemes(variant: Variant): Promise<{ theme: string; count: number }[]> {
  return api<{ themes: { theme: string; count: number }[] }>('GET', `/api/puzzles/themes?variant=${variant}`).then((a) => a.themes);
}

export function puzzleHistory(): Promise<PuzzleHistory> {
  return api('GET', '/api/puzzles/history');
}
