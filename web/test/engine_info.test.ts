// The engine's words read: info lines to lines of analysis from Black's view, the mate solver's
// answers, scores as shown and as the evaluation bar's winning chances.
import { describe, expect, it } from 'vitest';
import { parseCheckmate, parseInfo, scoreText, speedText, winningChances } from '../src/analysis/engine_info';

describe('info lines', () => {
  it('reads depth, score, speed, line number and moves', () => {
    const line = parseInfo('info depth 12 seldepth 18 score cp 35 nodes 123456 nps 456789 time 270 multipv 2 pv 3d3c 4b3c S*3d', 'black');
    expect(line).toEqual({ multipv: 2, depth: 12, score: { kind: 'cp', value: 35 }, nodes: 123456, nps: 456789, pv: ['3d3c', '4b3c', 'S*3d'] });
  });

  it('turns the side to move\'s score into Black\'s', () => {
    expect(parseInfo('info depth 5 score cp 120 pv 4b3c', 'white')!.score).toEqual({ kind: 'cp', value: -120 });
    expect(parseInfo('info depth 5 score mate 3 pv 4b3c', 'white')!.score).toEqual({ kind: 'mate', value: -3 });
    expect(parseInfo('info depth 5 score mate -4 pv 4b3c', 'white')!.score).toEqual({ kind: 'mate', value: 4 });
    expect(parseInfo('info depth 5 score cp 10 lowerbound pv 4b3c', 'white')!.bound).toBe('upper');
    expect(parseInfo('info depth 5 score mate + pv 4b3c', 'black')!.score).toEqual({ kind: 'mate', value: 1 });
  });

  it('skips what is no line of analysis', () => {
    expect(parseInfo('info string NNUE evaluation', 'black')).toBeNull();
    expect(parseInfo('info nodes 1000 nps 2000', 'black')).toBeNull();
    expect(parseInfo('info depth x score cp 1', 'black')).toBeNull();
    expect(parseInfo('info depth 3 score lots pv 3d3c', 'black')).toBeNull();
    expect(parseInfo('bestmove 3d3c', 'black')).toBeNull();
  });
});

describe('the mate solver\'s answers', () => {
  it('reads a mate, none and out of time', () => {
    expect(parseCheckmate('checkmate G*5b 5a4a S*3b')).toEqual({ found: true, moves: ['G*5b', '5a4a', 'S*3b'] });
    expect(parseCheckmate('checkmate nomate')).toEqual({ found: false, why: 'nomate' });
    expect(parseCheckmate('checkmate timeout')).toEqual({ found: false, why: 'timeout' });
    expect(parseCheckmate('info depth 1')).toBeNull();
  });
});

describe('scores shown', () => {
  it('as lishogi writes them', () => {
    expect(scoreText({ kind: 'cp', value: 123 })).toBe('+1.23');
    expect(scoreText({ kind: 'cp', value: -40 })).toBe('-0.40');
    expect(scoreText({ kind: 'cp', value: 0 })).toBe('0.00');
    expect(scoreText({ kind: 'mate', value: 5 })).toBe('#5');
    expect(scoreText({ kind: 'mate', value: -5 })).toBe('#-5');
    expect(speedText(1_234_567)).toBe('1235 knps');
  });

  it('as winning chances: even at 0, rising with the score, full at a mate', () => {
    expect(winningChances({ kind: 'cp', value: 0 })).toBe(0);
    const small = winningChances({ kind: 'cp', value: 200 });
    expect(small).toBeGreaterThan(0);
    expect(winningChances({ kind: 'cp', value: 2000 })).toBeGreaterThan(small);
    expect(winningChances({ kind: 'cp', value: -200 })).toBeCloseTo(-small);
    expect(winningChances({ kind: 'mate', value: -2 })).toBe(-1);
  });
});
