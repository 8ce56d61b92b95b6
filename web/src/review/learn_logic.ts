// "Learn from your mistakes", the arithmetic: which plies are questions, the winning chances of
// an engine score with the scale fitted on our own games (docs/analysis.md), and whether a move
// found in the quiz is good enough beside the engine's best.
import { parseInfo, type Score } from '../analysis/engine_info';
import type { Side, Variant } from '../rules/rules';
import { moverOf, type GameAnalysis } from './review_data';

// k per centipawn, as fitted in docs/analysis.md (src/analysis/judgement.cpp holds the same).
export const CHANCES_SCALE: Record<Variant, number> = { torishogi: 0.0012, yarishogi: 0.0013 };
// A drop in winning chances this large or more is an inaccuracy or worse (lichess's threshold).
export const INACCURACY_DROP = 0.1;

// The plies of `side` judged a mistake or a blunder, in the game's order.
export function questionPlies(analysis: GameAnalysis, side: Side, first: Side): number[] {
  return analysis.plies
    .filter((p) => (p.judgement === 'mistake' || p.judgement === 'blunder') && p.best && moverOf(p.ply, first) === side)
    .map((p) => p.ply);
}

// Winning chances from -1 (lost) to +1 (won), for `side`, of a score from sente's view.
export function chancesFor(score: Score, side: Side, k: number): number {
  const sign = side === 'black' ? 1 : -1;
  if (score.kind === 'mate') return score.value * sign > 0 ? 1 : -1;
  return sign * (2 / (1 + Math.exp(-k * score.value)) - 1);
}

export interface Verdict {
  right: boolean;
  drop: number; // the winning chances given up beside the best move (0 or more)
}

// A move is right when the position after it leaves the mover within an inaccuracy of the
// position after the engine's best move, both searched alike.
export function judgeAnswer(afterBest: Score, afterMove: Score, mover: Side, k: number): Verdict {
  const drop = Math.max(0, chancesFor(afterBest, mover, k) - chancesFor(afterMove, mover, k));
  return { right: drop < INACCURACY_DROP, drop };
}

// The score of a finished search from its `info` lines: the last exact score of the best line
// (a bound only if no exact one came), turned to sente's view. `turn`: the side to move there.
export function finalScore(lines: string[], turn: Side): Score | null {
  let exact: Score | null = null;
  let bound: Score | null = null;
  for (const text of lines) {
    const info = parseInfo(text, turn);
    if (!info || info.multipv !== 1) continue;
    if (info.bound) bound = info.score;
    else exact = info.score;
  }
  return exact ?? bound;
}
