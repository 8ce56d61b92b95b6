// The WebAssembly rules against the native core's own figures: the legal moves of every position
// of the perft suites (tests/data/perft, counted by the C++ perft and a reference engine), the
// core's reasons for illegal moves (all of them, over the same positions: reasons.test.ts), the
// notations, and bad requests answered, not thrown.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRules, Rules, RulesError } from '../src/rules/rules';
import { SUITES, suitePositions } from './perft_suites';

const here = new URL('.', import.meta.url).pathname;
let rules: Rules;

beforeAll(async () => {
  rules = await loadRules(readFileSync(here + '../src/rules/tori_rules.wasm'));
});

describe('legal moves match the perft suites', () => {
  for (const { variant, file } of SUITES) {
    it(`every position of ${file}`, () => {
      const positions = suitePositions(file);
      expect(positions.length).toBeGreaterThan(10);
      for (const { fen, moves } of positions) {
        const state = rules.state({ variant, start: fen, moves: [] });
        expect(state.legal.length, fen).toBe(moves);
        expect(new Set(state.legal).size, fen).toBe(moves);
      }
    });
  }
});

describe('a game', () => {
  it('follows its moves and says whose turn it is', () => {
    const state = rules.state({ variant: 'torishogi', moves: ['3d3c', '1c1d'] });
    expect(state.turn).toBe('black');
    expect(state.ply).toBe(2);
    expect(state.sfen.split(' ')[0]).not.toBe('rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR');
    expect(state.result).toBeNull();
  });

  it('names an illegal move and says why, in the core words', () => {
    const own = rules.explain({ variant: 'torishogi', moves: [] }, '3e3d');
    expect(own.legal).toBe(false);
    expect(own.reason).toContain('your own swallow stands on 3d');
    const fine = rules.explain({ variant: 'torishogi', moves: [] }, '3d-3c');
    expect(fine).toEqual({ usi: '3d3c', legal: true });
  });

  it('writes the moves in every notation', () => {
    const game = { variant: 'torishogi' as const, moves: ['3d3c', '1c1d'] };
    expect(rules.write(game, 'usi')).toEqual(['3d3c', '1c1d']);
    expect(rules.write(game, 'japanese')).toHaveLength(2);
    expect(rules.write(game, 'western')[0]).not.toBe('3d3c');
  });

  it('answers bad requests with an error', () => {
    expect(() => rules.state({ variant: 'torishogi', moves: ['zz'] })).toThrow(RulesError);
    expect(() => rules.state({ variant: 'torishogi', start: 'nonsense', moves: [] })).toThrow(
      /start position/,
    );
    expect(() => rules.write({ variant: 'torishogi', moves: [] }, 'klingon')).toThrow(
      /no notation/,
    );
  });
});
