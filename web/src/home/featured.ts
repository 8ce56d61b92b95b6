// Which live game the home page's TV shows: the one it shows already, while it goes on (a
// viewer's board does not jump to another game at every new one); else the game between the
// strongest players (the mean of the two ratings, a player not known yet counting as a new
// player's 1500), the newest first among equals. Games against the computer are left out:
// the TV shows people playing.
import { gameKey, type GameSummary } from '../lobby/game_summary';
import type { Variant } from '../rules/rules';

export const NEW_PLAYER_RATING = 1500;

export interface PlayerInfo {
  computer: boolean;
  rating: Record<Variant, number>;
}

export function featuredGame(
  games: Iterable<GameSummary>,
  player: (user: string) => PlayerInfo | undefined,
  current: string | null,
): GameSummary | null {
  const live = [...games].filter((g) => g.active && !player(g.players.black)?.computer && !player(g.players.white)?.computer);
  const kept = live.find((g) => gameKey(g) === current);
  if (kept) return kept;
  const strength = (g: GameSummary) =>
    ((player(g.players.black)?.rating[g.variant] ?? NEW_PLAYER_RATING) + (player(g.players.white)?.rating[g.variant] ?? NEW_PLAYER_RATING)) / 2;
  const ranked = live.sort((a, b) => strength(b) - strength(a) || b.created - a.created || b.number - a.number);
  return ranked[0] ?? null;
}
