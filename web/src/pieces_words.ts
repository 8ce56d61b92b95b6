// The pieces and rules page's words, in English and Japanese: the pieces' names and notes, each
// variant's rules in a paragraph, the handicaps (their Japanese names as the KIF records write
// them, src/notation/kif.cpp).
import { JAPANESE_HANDICAPS } from './i18n/handicap_words';
import { inLanguage } from './i18n/language';
import type { Variant } from './rules/rules';

type Pieces = Record<string, { name: string; note: string }>; // by SFEN letter

const EN = {
  variant: (v: Variant) => (v === 'torishogi' ? 'Tori Shogi' : 'Yari Shogi'),
  handicaps: 'Handicaps',
  movesTo: (from: string, to: string) => `from ${from} it moves to ${to}`,
  // "without the left quail", but "without both yari rooks and both yari bishops"
  handicap: (code: string, description: string) => `${code}: White plays without ${description.startsWith('both ') ? '' : 'the '}${description}`,
  pieces: {
    torishogi: {
      K: { name: 'phoenix', note: 'the royal piece: lose it and lose the game' },
      F: { name: 'falcon', note: 'promotes to the eagle' },
      C: { name: 'crane', note: '' },
      P: { name: 'pheasant', note: '' },
      L: { name: 'left quail', note: '' },
      R: { name: 'right quail', note: '' },
      S: { name: 'swallow', note: 'promotes to the goose' },
      '+S': { name: 'goose', note: 'the promoted swallow' },
      '+F': { name: 'eagle', note: 'the promoted falcon' },
    } as Pieces,
    yarishogi: {
      K: { name: 'general', note: 'the royal piece' },
      R: { name: 'yari rook', note: 'promotes to the rook' },
      B: { name: 'yari bishop', note: 'promotes to a yari gold' },
      N: { name: 'yari knight', note: 'promotes to a yari gold' },
      P: { name: 'pawn', note: 'promotes to the yari silver' },
      '+R': { name: 'rook', note: 'the promoted yari rook' },
      '+B': { name: 'yari gold', note: 'the promoted yari bishop or knight' },
      '+P': { name: 'yari silver', note: 'the promoted pawn' },
    } as Pieces,
  },
  rules: {
    torishogi: `Tori Shogi is played on 7x7 squares. A captured piece changes sides and may be dropped
      back on any empty square as one's own move. Swallows promote to geese and falcons to eagles on
      reaching the last two ranks, always. A player may have at most two swallows on a file, may not
      drop a swallow on the last rank, and may not give checkmate by dropping a swallow. A position
      may occur three times; the move that would bring it a fourth time must vary, unless it
      completes a perpetual check, which loses for the checking side.`,
    yarishogi: `Yari Shogi is played on 7x9 squares. Captured pieces are dropped as in shogi (no pawn,
      yari knight or yari bishop on the last rank; no second unpromoted pawn on a file). Promotion
      is optional on moves that start or end in the farthest three ranks, and compulsory only where
      the piece could never move again. The third occurrence of a position draws, unless one side
      checked with every move. While both generals stand in their promotion zones a player may claim
      impasse (jishōgi).`,
  } as Record<Variant, string>,
};

export const PIECES_WORDS = inLanguage({
  en: EN,
  ja: {
    variant: (v: Variant) => (v === 'torishogi' ? '禽将棋' : '槍将棋'),
    handicaps: '駒落ち',
    movesTo: (from: string, to: string) => `${from}から${to}へ動けます`,
    handicap: (code: string, description: string) => `${code}：${JAPANESE_HANDICAPS[code] ?? description}（上手が駒を落とします）`,
    pieces: {
      torishogi: {
        K: { name: '鵬（ほう）', note: '玉にあたる駒：取られると負け' },
        F: { name: '鷹（たか）', note: '成ると鵰' },
        C: { name: '鶴（つる）', note: '' },
        P: { name: '雉（きじ）', note: '' },
        L: { name: '左鶉（ひだりうずら）', note: '' },
        R: { name: '右鶉（みぎうずら）', note: '' },
        S: { name: '燕（つばめ）', note: '成ると鴈' },
        '+S': { name: '鴈（がん）', note: '燕が成った駒' },
        '+F': { name: '鵰（くまたか）', note: '鷹が成った駒' },
      },
      yarishogi: {
        K: { name: '玉', note: '取られると負け' },
        R: { name: '香飛', note: '成ると飛' },
        B: { name: '香角', note: '成ると成香角（金の動き）' },
        N: { name: '香桂', note: '成ると成香桂（金の動き）' },
        P: { name: '歩', note: '成ると香銀' },
        '+R': { name: '飛', note: '香飛が成った駒' },
        '+B': { name: '香金（成香角・成香桂）', note: '香角または香桂が成った駒' },
        '+P': { name: '香銀', note: '歩が成った駒' },
      },
    },
    rules: {
      torishogi: `禽将棋は7×7の盤で指します。取った駒は自分の駒となり、手番に空いている升へ打てます。燕は鴈に、
        鷹は鵰に、敵陣の奥二段に入ると必ず成ります。燕は一筋に二枚まで、最奥段には打てず、燕を打って詰ます
        ことはできません。同一局面は三回まで現れてよく、四回目となる手は変えなければなりません。ただし連続王手
        の千日手となる場合は王手をかけ続けた側の負けです。`,
      yarishogi: `槍将棋は7筋9段の盤で指します。取った駒は将棋と同じく打てます（歩・香桂・香角は最奥段に打てず、
        成っていない歩は一筋に一枚まで）。敵陣三段で始まるか終わる手では成りは任意で、以後動けなくなる場合
        のみ必ず成ります。同一局面が三回現れると引き分けです（一方が王手をかけ続けた場合を除く）。双方の玉が
        敵陣に入っている間は持将棋を申し出ることができます。`,
    },
  },
});
