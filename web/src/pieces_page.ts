// The pieces and rules page: every piece of both variants with its codes, its kanji and a diagram
// of its moves. The diagrams ask the rules core: each piece stands alone in the middle of an empty
// board (the two royal pieces out of its way) and the core's legal moves from that square are
// marked, so the page cannot teach a move the server would refuse.
import type { Rules, Variant } from './rules/rules';

interface PieceInfo {
  name: string;
  letter: string; // in SFEN (a promoted piece with '+')
  usi?: string; // in USI, where not the letter alone (a yari gold is +B or +N)
  western: string;
  kanji: string;
  note: string;
}

const PIECES: Record<Variant, PieceInfo[]> = {
  torishogi: [
    { name: 'phoenix', letter: 'K', western: 'Ph', kanji: '鵬', note: 'the royal piece: lose it and lose the game' },
    { name: 'falcon', letter: 'F', western: 'Fa', kanji: '鷹', note: 'promotes to the eagle' },
    { name: 'crane', letter: 'C', western: 'Cr', kanji: '鶴', note: '' },
    { name: 'pheasant', letter: 'P', western: 'Pt', kanji: '雉', note: '' },
    { name: 'left quail', letter: 'L', western: 'LQ', kanji: '左鶉', note: '' },
    { name: 'right quail', letter: 'R', western: 'RQ', kanji: '右鶉', note: '' },
    { name: 'swallow', letter: 'S', western: 'Sw', kanji: '燕', note: 'promotes to the goose' },
    { name: 'goose', letter: '+S', western: '+Sw', kanji: '鴈', note: 'the promoted swallow' },
    { name: 'eagle', letter: '+F', western: '+Fa', kanji: '鵰', note: 'the promoted falcon' },
  ],
  yarishogi: [
    { name: 'general', letter: 'K', western: 'G', kanji: '玉', note: 'the royal piece' },
    { name: 'yari rook', letter: 'R', western: 'YR', kanji: '香飛', note: 'promotes to the rook' },
    { name: 'yari bishop', letter: 'B', western: 'YB', kanji: '香角', note: 'promotes to a yari gold' },
    { name: 'yari knight', letter: 'N', western: 'YN', kanji: '香桂', note: 'promotes to a yari gold' },
    { name: 'pawn', letter: 'P', western: 'P', kanji: '歩', note: 'promotes to the yari silver' },
    { name: 'rook', letter: '+R', western: '+YR', kanji: '飛', note: 'the promoted yari rook' },
    { name: 'yari gold', letter: '+B', usi: '+B, +N', western: '+YB, +YN', kanji: '成香角, 成香桂', note: 'the promoted yari bishop or knight' },
    { name: 'yari silver', letter: '+P', western: '+P', kanji: '香銀', note: 'the promoted pawn' },
  ],
};

const RULES: Record<Variant, string> = {
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
  grid.setAttribute('aria-label', `from ${from} it moves to ${[...to].sort().join(', ')}`);
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
    section.innerHTML = `<h2>${variant === 'torishogi' ? 'Tori Shogi' : 'Yari Shogi'}</h2><p></p><div class="piece-cards"></div><h3>Handicaps</h3><ul class="handicaps"></ul>`;
    section.querySelector('p')!.textContent = RULES[variant].replace(/\s+/g, ' ');
    for (const piece of PIECES[variant]) {
      const card = document.createElement('figure');
      card.append(diagram(rules, variant, piece.letter));
      const caption = document.createElement('figcaption');
      caption.innerHTML = `<b></b> <span class="kanji"></span><br><small></small>`;
      caption.querySelector('b')!.textContent = piece.name;
      caption.querySelector('.kanji')!.textContent = piece.kanji;
      caption.querySelector('small')!.textContent =
        `${piece.western} (USI ${piece.usi ?? piece.letter})${piece.note ? ` — ${piece.note}` : ''}`;
      card.append(caption);
      section.querySelector('.piece-cards')!.append(card);
    }
    section.querySelector('.handicaps')!.replaceChildren(
      ...rules.handicaps(variant).map((h) => {
        const item = document.createElement('li');
        // "without the left quail", but "without both yari rooks and both yari bishops"
        item.textContent = `${h.code}: White plays without ${h.description.startsWith('both ') ? '' : 'the '}${h.description}`;
        return item;
      }),
    );
    page.append(section);
  }
  root.replaceChildren(page);
}
