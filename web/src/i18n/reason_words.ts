// Why a move is refused, in the player's language: the reason as the rules core gives it (the
// explain op's `refusal`, the server's `reason` beside a 409 or a stream error), a code with
// parameters (docs/api.md, "Reasons"), said in English (the core's own words) or Japanese.
//
//   reasonText({ code: 'file_limit', piece: 'swallow', count: 3, file: 4 })
//     en: "a third swallow may not be dropped on file 4"   ja: "４筋に３枚目の燕は打てません"
//
// A code this page does not know (a newer server) is said by its English `detail` or not at all:
// the caller falls back on the English message then (refusalText, errorText).
import { language, type Language } from './language';

export type Side = 'black' | 'white';

export interface Reason {
  code: string;
  piece?: string; // the piece's English name, as the core names it ("left quail", "yari gold")
  square?: string; // USI ("4e")
  from?: string;
  to?: string;
  owner?: Side;
  turn?: Side;
  variant?: string; // "tori" or "yari"
  file?: number;
  count?: number;
  outcome?: Side | 'draw';
  termination?: string; // "checkmate", "resignation", ... (docs/api.md, Game's result)
  description?: string; // the result in English
  text?: string; // unreadable_move: what was typed
  detail?: string; // unreadable_move: why it names no move, in English
  player?: string; // not_your_turn: who is to move
  marked?: number; // move_number_mismatch: the move number the request named
  current?: number; // move_number_mismatch: the game's
}

// The pieces as a shogi player names them in Japanese: the Tori pieces' kanji, and the Yari
// pieces' as in the KIF records (香飛, 香角, 香桂 and their promotions). The two yari golds share
// one name in the core's words; the page calls either 香金, as the yari silver is 香銀.
const JAPANESE_PIECES: Record<string, string> = {
  phoenix: '鵬',
  crane: '鶴',
  pheasant: '雉',
  'left quail': '左鶉',
  'right quail': '右鶉',
  falcon: '鷹',
  swallow: '燕',
  eagle: '鵰',
  goose: '鴈',
  general: '玉',
  'yari rook': '香飛',
  'yari bishop': '香角',
  'yari knight': '香桂',
  pawn: '歩',
  rook: '飛',
  'yari gold': '香金',
  'yari silver': '香銀',
};

const FULLWIDTH_DIGITS = '０１２３４５６７８９';
const KANJI_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

// "4e" as a Japanese record writes it: the file in fullwidth digits, the rank in kanji ("４五").
export function japaneseSquare(usi: string): string {
  const file = Number(usi[0]);
  const rank = usi.charCodeAt(1) - 'a'.charCodeAt(0);
  if (!(file >= 1 && file <= 9) || !(rank >= 0 && rank < 9) || usi.length !== 2) return usi;
  return FULLWIDTH_DIGITS[file] + KANJI_NUMERALS[rank];
}

function fullwidth(n: number): string {
  return String(n).replace(/[0-9]/g, (d) => FULLWIDTH_DIGITS[Number(d)]);
}

const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth'];
const ordinal = (n: number) => ORDINALS[n] ?? `${n}th`;
const withArticle = (noun: string) => (/^[aeiou]/.test(noun) ? 'an ' : 'a ') + noun;
const englishSide = (s?: Side) => (s === 'black' ? 'Black' : 'White');
// The reader's position in the text ("(at character 3)") says nothing to a player.
const withoutOffset = (detail: string) => detail.replace(/ \(at character \d+\)$/, '');

type Say = (r: Reason) => string;

// The codes the core and the server give (src/core/refusal.h); both tables below have each.
const CODES = [
  'off_board',
  'not_a_piece',
  'cannot_be_dropped',
  'not_in_hand',
  'square_occupied',
  'drop_on_last_rank',
  'file_limit',
  'drop_mate',
  'no_piece_on',
  'opponents_piece',
  'cannot_move_there',
  'own_piece_there',
  'does_not_promote',
  'promotion_outside_zone',
  'promotion_compulsory',
  'must_promote_on_last_rank',
  'king_into_check',
  'check_not_answered',
  'king_left_in_check',
  'fourth_repetition',
  'game_over',
  'unreadable_move',
  'not_your_turn',
  'move_number_mismatch',
] as const;
export type ReasonCode = (typeof CODES)[number];
export const REASON_CODES: readonly ReasonCode[] = CODES;

// The core's own words (src/core/refusal.cpp, refusal_text), the same letter for letter: the
// tests compare them over every refusal of the perft suites.
const ENGLISH: Record<ReasonCode, Say> = {
  off_board: () => 'that square is not on the board',
  not_a_piece: (r) => `that is not a piece of ${r.variant}`,
  cannot_be_dropped: (r) => `${withArticle(r.piece!)} cannot be dropped`,
  not_in_hand: (r) => `you have no ${r.piece} in hand`,
  square_occupied: (r) => `square ${r.square} is occupied`,
  drop_on_last_rank: (r) =>
    `${withArticle(r.piece!)} may not be dropped on the last rank: it could never move`,
  file_limit: (r) => `a ${ordinal(r.count!)} ${r.piece} may not be dropped on file ${r.file}`,
  drop_mate: (r) => `${withArticle(r.piece!)} may not be dropped to give checkmate`,
  no_piece_on: (r) => `there is no piece on ${r.square}`,
  opponents_piece: (r) =>
    `the ${r.piece} on ${r.square} is ${englishSide(r.owner)}'s; it is ${englishSide(r.turn)}'s turn`,
  cannot_move_there: (r) => `${withArticle(r.piece!)} cannot move from ${r.from} to ${r.to}`,
  own_piece_there: (r) => `your own ${r.piece} stands on ${r.square}`,
  does_not_promote: (r) => `${withArticle(r.piece!)} does not promote`,
  promotion_outside_zone: (r) =>
    `${withArticle(r.piece!)} may only promote on a move into, within or out of the promotion zone`,
  promotion_compulsory: (r) => `promotion is compulsory for the ${r.piece} here`,
  must_promote_on_last_rank: (r) =>
    `the ${r.piece} must promote on the last rank: it could never move again`,
  king_into_check: (r) => `this would put your ${r.piece} in check`,
  check_not_answered: (r) => `your ${r.piece} is in check and this move does not answer it`,
  king_left_in_check: (r) => `this would leave your ${r.piece} in check`,
  fourth_repetition: () => 'this would repeat the position a fourth time; you must vary',
  game_over: (r) => `the game is over: ${r.description}`,
  unreadable_move: (r) => withoutOffset(r.detail ?? `cannot read the move '${r.text}'`),
  not_your_turn: (r) => `it is not your move: ${englishSide(r.turn)} (${r.player}) is to move`,
  move_number_mismatch: (r) =>
    `the move is marked #${r.marked} but this is move ${r.current}; nothing was played`,
};

const JAPANESE_SIDES: Record<Side, string> = { black: '先手', white: '後手' };
const JAPANESE_VARIANTS: Record<string, string> = { tori: '禽将棋', yari: '槍将棋' };
const JAPANESE_TERMINATIONS: Record<string, string> = {
  checkmate: '詰み',
  stalemate: '手詰まり',
  repetition: '千日手',
  perpetual_check: '連続王手の千日手',
  mutual_perpetual_check: '双方連続王手の千日手',
  impasse: '入玉宣言',
  resignation: '投了',
  time: '時間切れ',
  agreement: '合意',
};

const jaPiece = (r: Reason) => JAPANESE_PIECES[r.piece ?? ''] ?? '駒';
const jaSquare = (s?: string) => japaneseSquare(s ?? '');
const jaSide = (s?: Side) => JAPANESE_SIDES[s ?? 'black'];

// The result as a Japanese site states it: 先手の勝ち（詰み）, 引き分け（千日手）.
export function japaneseResult(outcome?: Side | 'draw', termination?: string): string {
  const who = outcome === 'draw' || !outcome ? '引き分け' : `${JAPANESE_SIDES[outcome]}の勝ち`;
  const how = JAPANESE_TERMINATIONS[termination ?? ''];
  return how ? `${who}（${how}）` : who;
}

const JAPANESE: Record<ReasonCode, Say> = {
  off_board: () => '盤の外のマスです',
  not_a_piece: (r) => `${JAPANESE_VARIANTS[r.variant ?? ''] ?? 'この将棋'}の駒ではありません`,
  cannot_be_dropped: (r) => `${jaPiece(r)}は打てません`,
  not_in_hand: (r) => `持ち駒に${jaPiece(r)}がありません`,
  square_occupied: (r) => `${jaSquare(r.square)}には駒があるので打てません`,
  drop_on_last_rank: (r) => `${jaPiece(r)}は行き所のない最終段には打てません`,
  file_limit: (r) =>
    `${fullwidth(r.file ?? 0)}筋に${fullwidth(r.count ?? 0)}枚目の${jaPiece(r)}は打てません`,
  drop_mate: (r) => `${jaPiece(r)}を打って詰ますことはできません（打ち${jaPiece(r)}詰め）`,
  no_piece_on: (r) => `${jaSquare(r.square)}に駒がありません`,
  opponents_piece: (r) =>
    `${jaSquare(r.square)}の${jaPiece(r)}は${jaSide(r.owner)}の駒です。今は${jaSide(r.turn)}の手番です`,
  cannot_move_there: (r) =>
    `${jaPiece(r)}は${jaSquare(r.from)}から${jaSquare(r.to)}へは動けません`,
  own_piece_there: (r) => `${jaSquare(r.square)}には自分の${jaPiece(r)}があります`,
  does_not_promote: (r) => `${jaPiece(r)}は成れません`,
  promotion_outside_zone: (r) =>
    `${jaPiece(r)}が成れるのは敵陣に入る手、敵陣の中の手、敵陣から出る手だけです`,
  promotion_compulsory: (r) => `ここでは${jaPiece(r)}は必ず成ります（不成はできません）`,
  must_promote_on_last_rank: (r) => `${jaPiece(r)}は行き所がなくなるので、最終段では必ず成ります`,
  king_into_check: (r) => `${jaPiece(r)}を相手の利きに動かすことはできません`,
  check_not_answered: (r) => `${jaPiece(r)}に王手がかかっています。この手では王手を防げません`,
  king_left_in_check: (r) => `この手を指すと${jaPiece(r)}に王手がかかります`,
  fourth_repetition: () => '同じ局面が４回目になる手は指せません（千日手）。別の手を指してください',
  game_over: (r) => `対局は終了しています：${japaneseResult(r.outcome, r.termination)}`,
  unreadable_move: (r) => `「${r.text ?? ''}」は指し手として読めません`,
  not_your_turn: (r) => `相手の手番です：${jaSide(r.turn)}（${r.player ?? ''}）の番です`,
  move_number_mismatch: (r) =>
    `この手は${fullwidth(r.marked ?? 0)}手目として送られましたが、今は${fullwidth(r.current ?? 0)}手目です（指されていません）`,
};

const TABLES: Record<Language, Record<ReasonCode, Say>> = { en: ENGLISH, ja: JAPANESE };

// The reason in `lang` (the page's language unless told), or null for a code this page does not
// know.
export function reasonText(reason: Reason, lang: Language = language()): string | null {
  if (!(CODES as readonly string[]).includes(reason.code)) return null;
  return TABLES[lang][reason.code as ReasonCode](reason);
}

// What the board shows for a move the rules refuse (the explain op's answer): the reason in the
// page's language, else the core's English, else a word that it is not legal.
export function refusalText(
  explained: { reason?: string; refusal?: Reason },
  lang: Language = language(),
): string {
  const said = explained.refusal ? reasonText(explained.refusal, lang) : null;
  return said ?? explained.reason ?? (lang === 'ja' ? 'その手は指せません' : 'that move is not legal here');
}
