// Every reason the rules core gives for a refused move, said in both languages: the WebAssembly
// explain op asked about every from-square to every to-square (plain and promoting) and every drop
// in every position of the perft suites, as web/test/reasons.test.ts asks it; each refusal's
// English from reason_words.ts must be the core's own words, and its Japanese must hold no ASCII
// word (only what the player typed, for a text that names no move). The codes the suites do not
// reach (a game over, a fourth repetition, the server's turn and move-number refusals) come from
// games made for them.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRules, Rules, type GameMoves, type Variant } from '../src/rules/rules';
import {
  japaneseResult,
  japaneseSquare,
  reasonText,
  refusalText,
  REASON_CODES,
  type Reason,
} from '../src/i18n/reason_words';
import { repositoryRoot, SUITES, suitePositions } from './perft_suites';

const BOARDS: Record<Variant, { files: number; ranks: number; drops: string }> = {
  torishogi: { files: 7, ranks: 7, drops: 'FCPLRS' },
  yarishogi: { files: 7, ranks: 9, drops: 'RBNP' },
};

let rules: Rules;

beforeAll(async () => {
  rules = await loadRules(readFileSync(repositoryRoot + 'web/src/rules/tori_rules.wasm'));
});

// Whether each square is empty, in reading order (rank a first, the highest file first).
function emptySquares(sfen: string): boolean[] {
  const empty: boolean[] = [];
  for (const c of sfen.split(' ')[0].replaceAll('/', '')) {
    if (c >= '1' && c <= '9') empty.push(...Array<boolean>(Number(c)).fill(true));
    else if (c !== '+') empty.push(false);
  }
  return empty;
}

// From an empty square one move says all there is (no piece there); from a piece, every
// destination, plain and promoting; every drop.
function candidates(variant: Variant, sfen: string): string[] {
  const { files, ranks, drops } = BOARDS[variant];
  const squares: string[] = [];
  for (let rank = 0; rank < ranks; ++rank)
    for (let file = files; file >= 1; --file) squares.push(`${file}${String.fromCharCode(97 + rank)}`);
  const empty = emptySquares(sfen);
  const texts: string[] = [];
  squares.forEach((from, i) => {
    if (empty[i]) texts.push(from + squares[(i + 1) % squares.length]);
    else for (const to of squares) texts.push(from + to, from + to + '+');
  });
  for (const letter of drops) for (const to of squares) texts.push(`${letter}*${to}`);
  return texts;
}

// What the Japanese may keep in ASCII: nothing but the text the player typed.
function asciiWordsIn(japanese: string, reason: Reason): string[] {
  const rest = reason.text ? japanese.replace(reason.text, '') : japanese;
  return rest.match(/[A-Za-z]+/g) ?? [];
}

const seen = new Map<string, Reason>();

function check(game: GameMoves, text: string): Reason | undefined {
  const explained = rules.explain(game, text);
  if (explained.legal) return undefined;
  const reason = explained.refusal!;
  expect(reason, text).toBeDefined();
  expect(REASON_CODES, reason.code).toContain(reason.code);
  expect(reasonText(reason, 'en'), text).toBe(explained.reason!.replace(/ \(at character \d+\)$/, ''));
  const japanese = reasonText(reason, 'ja')!;
  expect(asciiWordsIn(japanese, reason), `${text}: ${japanese}`).toEqual([]);
  if (!seen.has(reason.code)) seen.set(reason.code, reason);
  return reason;
}

describe('every reason of the perft suites in English and Japanese', () => {
  for (const { variant, file } of SUITES)
    it(file, { timeout: 120_000 }, () => {
      for (const { fen } of suitePositions(file)) {
        const game = { variant, start: fen, moves: [] };
        for (const text of candidates(variant, rules.state(game).sfen)) check(game, text);
      }
    });

  it('and the reasons the suites do not reach', () => {
    const mated = { variant: 'torishogi' as const, start: '6k/7/5F1/5P1/7/7/K6 b - 1', moves: ['2c2b+'] };
    expect(check(mated, '1a1b')?.code).toBe('game_over');
    expect(reasonText(seen.get('game_over')!, 'ja')).toBe('対局は終了しています：先手の勝ち（詰み）');
    const cycle = ['4g4f', '4a4b', '4f4g', '4b4a'];
    const repeated = {
      variant: 'torishogi' as const,
      start: '3k3/7/7/7/7/7/3K3 b - 1',
      moves: [...cycle, ...cycle, '4g4f', '4a4b', '4f4g'],
    };
    expect(check(repeated, '4b4a')?.code).toBe('fourth_repetition');
    const start = { variant: 'torishogi' as const, moves: [] };
    expect(check(start, 'Q*4d')?.code).toBe('unreadable_move');
    expect(check(start, '4e4e')?.code).toBe('unreadable_move');
    // The server's own refusals (tests/server/move_refusal_test.cpp), as its 409 sends them.
    const turn: Reason = { code: 'not_your_turn', turn: 'white', player: 'wanda' };
    expect(reasonText(turn, 'en')).toBe('it is not your move: White (wanda) is to move');
    seen.set('not_your_turn', turn);
    const marked: Reason = { code: 'move_number_mismatch', marked: 5, current: 6 };
    seen.set('move_number_mismatch', marked);
    for (const reason of [turn, marked]) expect(asciiWordsIn(reasonText(reason, 'ja')!, { ...reason, text: 'wanda' })).toEqual([]);
  });

  it('covers every code the page knows, each said in both languages', () => {
    const missing = REASON_CODES.filter((code) => !seen.has(code));
    // Codes only a move made in code can produce (tests/core/refusal_test.cpp): off the board, a
    // drop of no piece of the variant or of a royal piece, and a promotion left out where it is
    // compulsory (a text without '+' names the promotion then: the move is legal).
    for (const reason of [
      { code: 'off_board' },
      { code: 'not_a_piece', variant: 'yari' },
      { code: 'cannot_be_dropped', piece: 'phoenix' },
      { code: 'promotion_compulsory', piece: 'falcon' },
      { code: 'must_promote_on_last_rank', piece: 'pawn' },
    ] as Reason[]) {
      const japanese = reasonText(reason, 'ja')!;
      expect(asciiWordsIn(japanese, reason), japanese).toEqual([]);
      expect(reasonText(reason, 'en')).toBeTruthy();
      seen.set(reason.code, reason);
    }
    expect(REASON_CODES.filter((code) => !seen.has(code)), `not met: ${missing}`).toEqual([]);
  });
});

describe('the words around a reason', () => {
  it('writes squares as a Japanese record does', () => {
    expect(japaneseSquare('4e')).toBe('４五');
    expect(japaneseSquare('1a')).toBe('１一');
    expect(japaneseResult('white', 'resignation')).toBe('後手の勝ち（投了）');
    expect(japaneseResult('draw', 'repetition')).toBe('引き分け（千日手）');
  });
  it('says a refusal in the page language, the core\'s English for a code it does not know', () => {
    const known = { reason: 'you have no swallow in hand', refusal: { code: 'not_in_hand', piece: 'swallow' } };
    expect(refusalText(known, 'ja')).toBe('持ち駒に燕がありません');
    expect(refusalText(known, 'en')).toBe('you have no swallow in hand');
    const newer = { reason: 'a reason from a newer core', refusal: { code: 'something_new' } };
    expect(refusalText(newer, 'ja')).toBe('a reason from a newer core');
    expect(reasonText({ code: 'something_new' }, 'ja')).toBeNull();
  });
});
