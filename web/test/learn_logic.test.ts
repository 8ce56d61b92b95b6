// "Learn from your mistakes", the arithmetic: the questions are the player's own mistakes and
// blunders; winning chances with the fitted scale; a move is right within an inaccuracy of the
// best; the score of a search is its last exact line, from sente's view.
import { describe, expect, it } from 'vitest';
import { chancesFor, CHANCES_SCALE, finalScore, judgeAnswer, questionPlies } from '../src/review/learn_logic';
import type { AnalysedPly, GameAnalysis } from '../src/review/review_data';

const ply = (n: number, judgement: AnalysedPly['judgement']): AnalysedPly => ({
  ply: n, move: '3d3c', eval: { cp: 0 }, best: '4d4c', line: ['4d4c'], judgement,
});
const game: GameAnalysis = {
  status: 'done', done_plies: 6, moves: 6,
  plies: [ply(1, 'inaccuracy'), ply(2, 'blunder'), ply(3, 'mistake'), ply(4, null), ply(5, 'blunder'), ply(6, 'mistake')],
};
const k = CHANCES_SCALE.torishogi;

describe('learn from your mistakes', () => {
  it('asks about the player’s own mistakes and blunders only', () => {
    expect(questionPlies(game, 'black', 'black')).toEqual([3, 5]);
    expect(questionPlies(game, 'white', 'black')).toEqual([2, 6]);
    // White moved first (a handicap game): the odd plies are White's.
    expect(questionPlies(game, 'white', 'white')).toEqual([3, 5]);
  });

  it('turns scores into the mover’s winning chances', () => {
    expect(chancesFor({ kind: 'cp', value: 0 }, 'black', k)).toBe(0);
    expect(chancesFor({ kind: 'cp', value: 500 }, 'black', k)).toBeCloseTo(2 / (1 + Math.exp(-0.6)) - 1, 10);
    expect(chancesFor({ kind: 'cp', value: 500 }, 'white', k)).toBeCloseTo(-(2 / (1 + Math.exp(-0.6)) - 1), 10);
    expect(chancesFor({ kind: 'mate', value: 3 }, 'white', k)).toBe(-1);
    expect(chancesFor({ kind: 'mate', value: -3 }, 'white', k)).toBe(1);
  });

  it('takes a move within an inaccuracy of the best, not one beyond', () => {
    // From level, about 170 centipawns is an inaccuracy at Tori's scale (docs/analysis.md).
    expect(judgeAnswer({ kind: 'cp', value: 0 }, { kind: 'cp', value: -100 }, 'black', k).right).toBe(true);
    expect(judgeAnswer({ kind: 'cp', value: 0 }, { kind: 'cp', value: -200 }, 'black', k).right).toBe(false);
    expect(judgeAnswer({ kind: 'cp', value: 0 }, { kind: 'cp', value: 200 }, 'white', k).right).toBe(false);
    // Better than the best's search: right, nothing given up.
    expect(judgeAnswer({ kind: 'cp', value: 100 }, { kind: 'cp', value: 300 }, 'black', k)).toEqual({ right: true, drop: 0 });
    // A slower mate still mates; letting a mate go is wrong even far ahead.
    expect(judgeAnswer({ kind: 'mate', value: 1 }, { kind: 'mate', value: 5 }, 'black', k).right).toBe(true);
    expect(judgeAnswer({ kind: 'mate', value: 1 }, { kind: 'cp', value: 900 }, 'black', k).right).toBe(false);
    // Far behind, a few hundred centipawns more lost matter little.
    expect(judgeAnswer({ kind: 'cp', value: -3000 }, { kind: 'cp', value: -3400 }, 'black', k).right).toBe(true);
  });

  it('reads a search’s final score from sente’s view, exact lines before bounds', () => {
    const lines = [
      'info depth 1 score cp 20 nodes 10 pv 3d3c',
      'info depth 2 multipv 2 score cp -500 pv 4d4c',
      'info depth 3 score cp 80 nodes 900 pv 3d3c 4b3c',
      'info depth 4 score cp 300 lowerbound nodes 1200 pv 3d3c',
      'info string done',
    ];
    expect(finalScore(lines, 'black')).toEqual({ kind: 'cp', value: 80 });
    expect(finalScore(lines, 'white')).toEqual({ kind: 'cp', value: -80 });
    expect(finalScore(['info depth 5 score mate 3 pv 3d3c'], 'white')).toEqual({ kind: 'mate', value: -3 });
    expect(finalScore(['info depth 5 score cp 50 upperbound pv 3d3c'], 'black')).toEqual({ kind: 'cp', value: 50 });
    expect(finalScore([], 'black')).toBeNull();
  });
});
