// The pieces of both variants as the board library names them: a role per SFEN letter (promoted
// pieces with '+'), the kanji a traditional set shows, and which roles a hand holds.
import type { Variant } from '../rules/rules';

interface PieceSet {
  roles: Record<string, string>; // SFEN letter (lower case) -> role
  kanji: Record<string, string>; // role -> kanji (docs/formats.md)
  hand: string[]; // roles a hand can hold, in the order shown
}

export const PIECES: Record<Variant, PieceSet> = {
  torishogi: {
    roles: {
      k: 'phoenix', s: 'swallow', f: 'falcon', c: 'crane', p: 'pheasant',
      l: 'leftquail', r: 'rightquail', '+s': 'goose', '+f': 'eagle',
    },
    kanji: {
      phoenix: '鵬', swallow: '燕', falcon: '鷹', crane: '鶴', pheasant: '雉',
      leftquail: '左鶉', rightquail: '右鶉', goose: '鴈', eagle: '鵰',
    },
    hand: ['swallow', 'pheasant', 'crane', 'falcon', 'leftquail', 'rightquail'],
  },
  yarishogi: {
    roles: {
      k: 'king', r: 'yarirook', b: 'yaribishop', n: 'yariknight', p: 'pawn',
      '+r': 'rook', '+b': 'yarigoldb', '+n': 'yarigoldn', '+p': 'yarisilver',
    },
    kanji: {
      king: '玉', yarirook: '香飛', yaribishop: '香角', yariknight: '香桂', pawn: '歩',
      rook: '飛', yarigoldb: '成香角', yarigoldn: '成香桂', yarisilver: '香銀',
    },
    hand: ['yarirook', 'yaribishop', 'yariknight', 'pawn'],
  },
};

export function letterOf(variant: Variant, role: string): string | undefined {
  const roles = PIECES[variant].roles;
  return Object.keys(roles).find((letter) => roles[letter] === role);
}
