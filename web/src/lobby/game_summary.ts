// A game as lists show it (the API's game summary), and what a list needs to know about the
// logged-in player's place in it: their side, whether it is their move, whether they have
// moved yet (until then they may decline or abort it, unrated), and the order of "my games".
import type { Side, Variant } from '../rules/rules';

export interface GameSummary {
  variant: Variant;
  number: number;
  players: { black: string; white: string };
  handicap: string;
  rated: boolean;
  move_number: number; // of the move to be played next: the plies made so far plus one
  to_move: Side | null;
  active: boolean;
  result: { description: string; aborted?: boolean } | null;
  created: number;
}

export const gameKey = (g: { variant: Variant; number: number }) => `${g.variant}/${g.number}`;
export const gamePath = (g: { variant: Variant; number: number }) => `/game/${gameKey(g)}`;

export function sideOf(g: GameSummary, user: string): Side | null {
  return g.players.black === user ? 'black' : g.players.white === user ? 'white' : null;
}

// With a handicap the giver, White, moves first.
export const firstMover = (g: GameSummary): Side => (g.handicap ? 'white' : 'black');

export function hasMoved(g: GameSummary, side: Side): boolean {
  const plies = g.move_number - 1;
  return side === firstMover(g) ? plies >= 1 : plies >= 2;
}

export interface MyGame {
  game: GameSummary;
  side: Side;
  opponent: string;
  myMove: boolean;
  moved: boolean; // false: the player may still decline (or abort) it, unrated
}

export function myGame(g: GameSummary, user: string): MyGame | null {
  const side = sideOf(g, user);
  if (!side || !g.active) return null;
  return {
    game: g,
    side,
    opponent: side === 'black' ? g.players.white : g.players.black,
    myMove: g.to_move === side,
    moved: hasMoved(g, side),
  };
}

// Games where it is the player's move first, then the newest.
export function myGamesInOrder(games: GameSummary[], user: string): MyGame[] {
  return games
    .map((g) => myGame(g, user))
    .filter((m): m is MyGame => m !== null)
    .sort((a, b) => Number(b.myMove) - Number(a.myMove) || b.game.created - a.game.created || b.game.number - a.game.number);
}
