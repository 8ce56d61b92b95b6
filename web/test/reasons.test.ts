// The WebAssembly rules against the native core for the reasons a move is refused: every
// candidate move text of every position of the perft suites goes through the explain op, and
// each position's answers are hashed as tests/notation/illegal_move_reasons_test.cpp hashes the
// native core's, against the digests both tests share (tests/data/perft/illegal_move_reasons.txt).
//
// A position that disagrees has its lines written to web/test-results/illegal_move_reasons/; the
// C++ test writes the native ones with TORI_REASONS_LISTING=DIR, under the same names, to diff.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRules, Rules, type Variant } from '../src/rules/rules';
import { repositoryRoot, SUITES, suitePositions } from './perft_suites';

const GOLDEN = repositoryRoot + 'tests/data/perft/illegal_move_reasons.txt';
const LISTINGS = repositoryRoot + 'web/test-results/illegal_move_reasons/';

// The board (files, ranks) and the letters of the pieces a hand may hold, in the order of the
// variant's HAND_TYPES; USI writes a drop with the uppercase letter for either side.
const VARIANTS: Record<Variant, { files: number; ranks: number; drops: string }> = {
  torishogi: { files: 7, ranks: 7, drops: 'FCPLRS' },
  yarishogi: { files: 7, ranks: 9, drops: 'RBNP' },
};

let rules: Rules;

beforeAll(async () => {
  rules = await loadRules(readFileSync(repositoryRoot + 'web/src/rules/tori_rules.wasm'));
});

// USI square names in reading order, as in an SFEN board: rank a first, from the highest file
// to file 1.
function usiSquares(variant: Variant): string[] {
  const { files, ranks } = VARIANTS[variant];
  const squares: string[] = [];
  for (let rank = 0; rank < ranks; ++rank)
    for (let file = files; file >= 1; --file)
      squares.push(String(file) + String.fromCharCode('a'.charCodeAt(0) + rank));
  return squares;
}

// Whether each square is empty, in reading order, from the board of an SFEN.
function emptySquares(sfen: string): boolean[] {
  const empty: boolean[] = [];
  for (const c of sfen.split(' ')[0].replaceAll('/', '')) {
    if (c >= '1' && c <= '9') empty.push(...Array<boolean>(Number(c)).fill(true));
    else if (c !== '+') empty.push(false);
  }
  return empty;
}

// As the C++ test builds them (candidate_moves there says why '+' is left out from an empty
// square): every from-square to every to-square, plain and with '+', then every drop letter onto
// every square.
function candidateMoves(variant: Variant, sfen: string): string[] {
  const squares = usiSquares(variant);
  const empty = emptySquares(sfen);
  const texts: string[] = [];
  squares.forEach((from, i) => {
    for (const to of squares) {
      texts.push(from + to);
      if (!empty[i]) texts.push(from + to + '+');
    }
  });
  for (const letter of VARIANTS[variant].drops)
    for (const to of squares) texts.push(letter + '*' + to);
  return texts;
}

// 64-bit FNV-1a over the UTF-8 bytes of `text`, as 16 hex digits.
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text))
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  return hash.toString(16).padStart(16, '0');
}

// "tori.epd 7" -> the committed line of that position.
function goldenLines(): Map<string, string> {
  const lines = readFileSync(GOLDEN, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  return new Map(lines.map((line) => [line.split(' ').slice(0, 2).join(' '), line]));
}

describe('the reasons for illegal moves match the native core', () => {
  const golden = goldenLines();
  for (const { variant, file } of SUITES) {
    suitePositions(file).forEach(({ fen }, i) => {
      const position = `${file} ${i + 1}`;
      it(position, { timeout: 60_000 }, () => {
        const game = { variant, start: fen, moves: [] };
        let listing = '';
        let legal = 0;
        const namedLegal = new Set<string>();
        const state = rules.state(game);
        const candidates = candidateMoves(variant, state.sfen);
        for (const text of candidates) {
          const explained = rules.explain(game, text);
          if (explained.legal) {
            ++legal;
            namedLegal.add(explained.usi!);
          }
          listing += text + '\t' + (explained.legal ? 'legal' : explained.reason) + '\n';
        }
        const line = `${position} ${legal} ${candidates.length - legal} ${fnv1a64(listing)}`;
        if (line !== golden.get(position)) {
          mkdirSync(LISTINGS, { recursive: true });
          writeFileSync(LISTINGS + `${file}-${i + 1}.txt`, listing);
        }
        expect(line, `${position} (${fen}); its lines: ${LISTINGS}${file}-${i + 1}.txt`).toBe(
          golden.get(position),
        );
        // A compulsory promotion is named with and without '+': the same move.
        expect([...namedLegal].sort(), position).toEqual([...state.legal].sort());
      });
    });
  }
});
