// The review's reading of an analysis: glyphs by ply, the chart's points (the next ply's
// evaluation, clamped, mates at the edges, the final position from the game's result), whose
// move a ply is, the progress and comment lines.
import { describe, expect, it } from 'vitest';
import {
  chartPoints, chartValue, commentText, evaluationText, judgements, moverOf, progressText, type AnalysedPly, type GameAnalysis,
} from '../src/review/review_data';

const ply = (n: number, evaluation: AnalysedPly['eval'], judgement: AnalysedPly['judgement'] = null): AnalysedPly => ({
  ply: n, move: '3d3c', eval: evaluation, best: '3d3c', line: ['3d3c'], judgement,
});

const analysis = (plies: AnalysedPly[], status: GameAnalysis['status'] = 'done', moves = plies.length): GameAnalysis => ({
  status, done_plies: status === 'done' ? moves : plies.length - 1, moves, plies,
});

describe('review data', () => {
  it('places each judgement at its ply, nothing where none or not yet', () => {
    const a = analysis([ply(1, { cp: 30 }), ply(2, { cp: 40 }, 'mistake'), ply(3, { cp: -300 }, 'blunder')], 'running', 5);
    expect(judgements(a, 5)).toEqual([null, 'mistake', 'blunder', null, null]);
    expect(judgements(null, 2)).toEqual([null, null]);
  });

  it('clamps the chart to ten pawns, mates at the edges', () => {
    expect(chartValue({ cp: 250 })).toBe(2.5);
    expect(chartValue({ cp: -2500 })).toBe(-10);
    expect(chartValue({ mate: 3 })).toBe(10);
    expect(chartValue({ mate: -1 })).toBe(-10);
  });

  it('draws the position after each ply from the next ply, the end from the result', () => {
    const a = analysis([ply(1, { cp: 0 }), ply(2, { cp: 120 }), ply(3, { mate: 1 })]);
    expect(chartPoints(a, 3, { outcome: 'black', description: 'checkmate' })).toEqual({ x: [0, 1, 2, 3], y: [0, 1.2, 10, 10] });
    expect(chartPoints(a, 3, null).y[3]).toBeNull(); // no final_eval, no result on the board
    expect(chartPoints({ ...a, final_eval: { cp: -250 } }, 3, null).y[3]).toBe(-2.5); // resigned
    expect(chartPoints({ ...a, final_eval: { decided: -1 } }, 3, null).y[3]).toBe(-10);
    const partial = analysis([ply(1, { cp: 0 })], 'running', 3);
    expect(chartPoints(partial, 3, { outcome: 'black', description: 'checkmate' }).y).toEqual([0, null, null, null]);
  });

  it('says whose move a ply is from the first mover', () => {
    expect(moverOf(1, 'black')).toBe('black');
    expect(moverOf(2, 'black')).toBe('white');
    expect(moverOf(1, 'white')).toBe('white');
  });

  it('words the progress and the comment', () => {
    expect(progressText({ status: 'running', done_plies: 34, moves: 100, plies: [] })).toBe('Analysing… 34 of 100 moves');
    expect(progressText({ status: 'queued', done_plies: 0, moves: 100, plies: [] })).toBe('Waiting for the engine…');
    expect(commentText('mistake')).toBe('Mistake.');
    expect(commentText('blunder')).toBe('Blunder.');
    expect(evaluationText({ cp: 123 })).toBe('+1.23');
    expect(evaluationText({ mate: -5 })).toBe('#-5');
  });
});
