// A handicap's Japanese name, as the KIF records write it (src/notation/kif.cpp), by its code.
export const JAPANESE_HANDICAPS: Record<string, string> = {
  lq: '左鶉落ち',
  f: '鷹落ち',
  'f+lq': '鷹左鶉落ち',
  'f+2q': '鷹両鶉落ち',
  yb: '左香角落ち',
  yr: '左香飛落ち',
  '2p': '二枚落ち',
  '4p': '四枚落ち',
  '6p': '六枚落ち',
};
