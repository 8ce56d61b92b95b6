// The starting positions of both variants, drawn small beside the home page's few lines on the
// games: boards that take no moves.
import { Board } from '../game/board';
import type { Rules, Variant } from '../rules/rules';

export function showStartBoards(boards: Record<Variant, HTMLElement>, rules: Rules): () => void {
  const shown = (Object.keys(boards) as Variant[]).map(
    (variant) => new Board(boards[variant], rules, { variant, start: '', moves: [], me: null, active: false }, { onMove: () => undefined, onRefused: () => undefined }),
  );
  return () => shown.forEach((b) => b.destroy());
}
