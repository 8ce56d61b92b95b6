// The pieces and rules page: every piece of both variants with its codes, its kanji and a diagram
// of its moves. The diagrams ask the rules core: each piece stands alone in the middle of an empty
// board (the two royal pieces out of its way) and the core's legal moves from that square are
// marked, so the page cannot teach a move the server would refuse.
import { fill, html } from './html';
import { PIECES_WORDS as W } from './pieces_words';
import type { Rules, Variant } from './rules/rules';

interface PieceInfo {
  letter: string; // in SFEN (a promoted piece with '+'); its name and note in pieces_words.ts
  usi?: string; // in USI, where not the letter alone (a yari gold is +B or +N)
  western: string;
  kanji: string;
}

const PIECES: Record<Variant, PieceInfo[]> = {
  torishogi: [
    { letter: 'K', western: 'Ph', kanji: '鵬' },
    { letter: 'F', western: 'Fa', kanji: '鷹' },
    { letter: 'C', western: 'Cr', kanji: '鶴' },
    { letter: 'P', western: 'Pt', kanji: '雉' },
    { letter: 'L', western: 'LQ', kanji: '左鶉' },
    { letter: 'R', western: 'RQ', kanji: '右鶉' },
    { letter: 'S', western: 'Sw', kanji: '燕' },
    { letter: '+S', western: '+Sw', kanji: '鴈' },
    { letter: '+F', western: '+Fa', kanji: '鵰' },
  ],
  yarishogi: [
    { letter: 'K', western: 'G', kanji: '玉' },
    { letter: 'R', western: 'YR', kanji: '香飛' },
    { letter: 'B', western: 'YB', kanji: '香角' },
    { letter: 'N', western: 'YN', kanji: '香桂' },
    { letter: 'P', western: 'P', kanji: '歩' },
    { letter: '+R', western: '+YR', kanji: '飛' },
    { letter: '+B', usi: '+B, +N', western: '+YB, +YN', kanji: '成香角, 成香桂' },
    { letter: '+P', western: '+P', kanji: '香銀' },
  ],
};

function diagram(rules: Rules, variant: Variant, letter: string): HTMLElement {
  const ranks = variant === 'torishogi' ? 7 : 9;
  const middle = Math.floor(ranks / 2);
  const rows: string[] = [];
  for (let r = 0; r < ranks; r++) {
    // White's royal piece on 6a, Black's on 2 of the last rank (unless it is the subject): off
    // every line from the middle.
    if (r === 0) rows.push('1k5');
    else if (r === ranks - 1) rows.push(letter === 'K' ? '7' : '5K1');
    else if (r === middle) rows.push(`3${letter}3`);
    else rows.push('7');
  }
  const sfen = `${rows.join('/')} b - 1`;
  const from = `4${String.fromCharCode(97 + middle)}`;
  const to = new Set<string>();
  for (const usi of rules.state({ variant, start: sfen, moves: [] }).legal)
    if (usi.startsWith(from)) to.add(usi.slice(2, 4));
  const grid = document.createElement('div');
  grid.className = `move-diagram ranks-${ranks}`;
  grid.setAttribute('role', 'img');
  grid.setAttribute('aria-label', W.movesTo(from, [...to].sort().join(', ')));
  for (let r = 0; r < ranks; r++)
    for (let f = 7; f >= 1; f--) {
      const square = `${f}${String.fromCharCode(97 + r)}`;
      const cell = document.createElement('span');
      if (square === from) cell.className = 'piece-here';
      else if (to.has(square)) cell.className = 'reach';
      grid.append(cell);
    }
  return grid;
}

export function showPieces(root: HTMLElement, rules: Rules): void {
  const page = document.createElement('div');
  page.className = 'pieces-page';
  for (const variant of ['torishogi', 'yarishogi'] as Variant[]) {
    const section = document.createElement('section');
    fill(section, html`<h2>${W.variant(variant)}</h2><p>${W.rules[variant].replace(/\s+/g, ' ')}</p><div class="piece-cards"></div><h3>${W.handicaps}</h3><ul class="handicaps"></ul>`);
    for (const piece of PIECES[variant]) {
      const card = document.createElement('figure');
      card.append(diagram(rules, variant, piece.letter));
      const caption = document.createElement('figcaption');
      const { name, note } = W.pieces[variant][piece.letter];
      fill(caption, html`<b>${name}</b> <span class="kanji">${piece.kanji}</span><br><small>${piece.western} (USI ${piece.usi ?? piece.letter})${note ? ` — ${note}` : ''}</small>`);
      card.append(caption);
      section.querySelector('.piece-cards')!.append(card);
    }
    section.querySelector('.handicaps')!.replaceChildren(
      ...rules.handicaps(variant).map((h) => {
        const item = document.createElement('li');
        item.textContent = W.handicap(h.code, h.description);
        return item;
      }),
    );
    page.append(section);
  }
  root.replaceChildren(page);
}
