// A game as the server sends it (docs/api.md, Objects: Game), and what the page works out from
// it: the viewer's side, whether the game has got going, the offer waiting for an answer.
import type { Side, Variant } from '../rules/rules';
import type { TimeControl } from '../lobby/time_control';
import type { ServerClocks } from './clock';
import { WORDS } from './game_words';

export interface ServerMove {
  usi: string;
}

export interface ServerGame {
  variant: Variant;
  number: number;
  players: { black: string; white: string };
  handicap: string;
  rated: boolean;
  start_sfen: string;
  sfen: string;
  moves?: ServerMove[];
  move_number: number;
  to_move: Side | null;
  check: boolean;
  active: boolean;
  result: { description: string; aborted?: boolean; outcome?: string; termination?: string } | null;
  proposal: { kind: 'draw' | 'undo' | 'impasse'; by: Side } | null;
  resign_pending?: Record<Side, boolean>; // a resignation made out of turn, waiting for its turn
  time: TimeControl;
  clocks: ServerClocks | null;
  chat?: { from: string; text: string }[];
  spectators: number;
}

export const other = (side: Side): Side => (side === 'black' ? 'white' : 'black');

// Who moves first from the game's start: the side SFEN names after the board.
export const firstMover = (game: ServerGame): Side => (game.start_sfen.split(' ')[1] === 'w' ? 'white' : 'black');

export function sideOf(game: ServerGame, user: string | null): Side | null {
  if (!user) return null;
  return game.players.black === user ? 'black' : game.players.white === user ? 'white' : null;
}

// Both players have moved: from then on leaving is resigning, before it an abort (unrated).
export function bothHaveMoved(plies: number): boolean {
  return plies >= 2;
}

// The offer on the table as the viewer reads it, or null.
export function proposalText(game: ServerGame, viewer: Side | null): string | null {
  const p = game.proposal;
  if (!p || !game.active) return null;
  return WORDS.offer(viewer === p.by ? null : game.players[p.by], p.kind);
}

// A resignation made out of turn takes effect when its player's turn comes (docs/server.md):
// both players see it at once, not only when the opponent has moved.
export function pendingResignText(game: ServerGame, viewer: Side | null): string | null {
  if (!game.active || !game.resign_pending) return null;
  for (const side of ['black', 'white'] as const) {
    if (!game.resign_pending[side]) continue;
    return WORDS.resignsOnTurn(viewer === side ? null : game.players[side]);
  }
  return null;
}

// Yari: an impasse may be claimed only while both generals stand in their promotion zones, the
// three ranks farthest from each side's start (docs/rules.md), read from the position's SFEN
// board (Black's K in its top three rows, White's k in its bottom three).
export function impasseClaimable(sfen: string): boolean {
  const rows = sfen.split(' ')[0].split('/');
  const black = rows.findIndex((row) => row.includes('K'));
  const white = rows.findIndex((row) => row.includes('k'));
  return black >= 0 && black < 3 && white >= rows.length - 3;
}
