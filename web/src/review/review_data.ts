// A finished game's analysis as the server sends it (docs/api.md, "Analysis"), and what the
// review works out from it with no DOM: each move's glyph, the chart's points, the progress and
// comment lines, whose move a ply is.
import { scoreText, type Score } from '../analysis/engine_info';
import type { GameState, Side } from '../rules/rules';
import { REVIEW as W } from './review_words';

export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';
// From sente's (Black's) view: centipawns, or moves to mate (negative when gote mates).
export type Evaluation = { cp: number } | { mate: number };

export interface AnalysedPly {
  ply: number; // 1 for the first move
  move: string; // USI
  eval: Evaluation; // of the position before this move
  best: string | null; // USI
  line: string[];
  judgement: Judgement | null;
}

export interface PlayerSummary {
  accuracy: number;
  average_loss: number;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
}

export interface GameAnalysis {
  status: 'queued' | 'running' | 'done';
  done_plies: number;
  moves: number;
  plies: AnalysedPly[];
  players?: { black: PlayerSummary; white: PlayerSummary };
  // The position after the last move, once done; decided where the rules ended the game there.
  final_eval?: Evaluation | { decided: number } | null;
}

export const GLYPHS: Record<Judgement, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

// The judgement of each move of a game of `total` plies, in order (null: none, or not yet).
export function judgements(analysis: GameAnalysis | null, total: number): (Judgement | null)[] {
  const list: (Judgement | null)[] = new Array(total).fill(null);
  for (const ply of analysis?.plies ?? []) if (ply.ply >= 1 && ply.ply <= total) list[ply.ply - 1] = ply.judgement;
  return list;
}

export function plyOf(analysis: GameAnalysis | null, ply: number): AnalysedPly | null {
  return analysis?.plies.find((p) => p.ply === ply) ?? null;
}

export function toScore(evaluation: Evaluation): Score {
  return 'mate' in evaluation ? { kind: 'mate', value: evaluation.mate } : { kind: 'cp', value: evaluation.cp };
}

// "+1.23", "-0.40", "#5" (sente mates), "#-5" (gote mates).
export function evaluationText(evaluation: Evaluation): string {
  return scoreText(toScore(evaluation));
}

// The chart's scale: pawns for sente, clamped, so that one won position does not flatten the
// rest of the game; a mate is drawn at the end of the scale.
export const CHART_LIMIT = 10;

export function chartValue(evaluation: Evaluation): number {
  if ('mate' in evaluation) return evaluation.mate >= 0 ? CHART_LIMIT : -CHART_LIMIT;
  return Math.max(-CHART_LIMIT, Math.min(CHART_LIMIT, evaluation.cp / 100));
}

// The chart's points: x the plies played (0, the start), y the evaluation of the position after
// them, which is the next ply's `eval`; the last position's is the analysis's `final_eval` (or,
// from a server without it, the result where the game ended on the board).
export function chartPoints(analysis: GameAnalysis, total: number, final: GameState['result']): { x: number[]; y: (number | null)[] } {
  const x: number[] = [];
  const y: (number | null)[] = [];
  for (let plies = 0; plies < total; plies++) {
    x.push(plies);
    const ply = plyOf(analysis, plies + 1);
    y.push(ply ? chartValue(ply.eval) : null);
  }
  x.push(total);
  const last = analysis.final_eval;
  if (last) y.push('decided' in last ? Math.sign(last.decided) * CHART_LIMIT : chartValue(last));
  else y.push(final && analysis.done_plies >= total ? (final.outcome === 'draw' ? 0 : final.outcome === 'black' ? CHART_LIMIT : -CHART_LIMIT) : null);
  return { x, y };
}

// Who played a ply: the first mover the odd plies.
export function moverOf(ply: number, first: Side): Side {
  return ply % 2 === 1 ? first : first === 'black' ? 'white' : 'black';
}

export function progressText(analysis: GameAnalysis): string {
  if (analysis.status === 'queued') return W.queued;
  if (analysis.status === 'running') return W.running(analysis.done_plies, analysis.moves);
  return W.done;
}

// Under a judged move: "Mistake.", "悪手。" (the page adds "Best was Sw-4d.").
export function commentText(judgement: Judgement): string {
  return W.comment(W.judgement[judgement]);
}

export function judgementWord(judgement: Judgement): string {
  return W.judgementWord[judgement];
}

// The chart in words, for screen readers.
export function describeChart(analysis: GameAnalysis): string {
  const judged = analysis.plies.filter((p) => p.judgement).length;
  return W.chartText(analysis.moves, judged);
}
