// Makes both piece sets:
//   - web/src/pieces/kanji/*.svg, the traditional set: each piece a pentagon with its kanji as
//     outlines (paths), so every browser draws the same pieces whatever fonts it has; the glyphs
//     come from Noto Serif CJK Bold (SIL Open Font License), Debian's fonts-noto-cjk;
//   - web/src/pieces/moves/*.svg, the international set for learners: each piece shows where it
//     goes, a dot for a square it reaches in one move and a line for a slide, asked of the rules
//     core (the WebAssembly module of web/src/rules, so build it first: scripts/web.sh).
// The files are committed; this is run again only to change the art:
//
//   node web/tools/make_piece_art.mjs [/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import opentype from 'opentype.js';
import createToriRules from '../src/rules/tori_rules.mjs';

const { parse } = opentype; // a CommonJS module under node

const fontFile = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc';
const out = new URL('../src/pieces/kanji/', import.meta.url).pathname;
const movesOut = new URL('../src/pieces/moves/', import.meta.url).pathname;

// role (as the board names it) -> kanji, top to bottom; promoted pieces are written in red.
const PIECES = {
  phoenix: ['鵬'], swallow: ['燕'], falcon: ['鷹'], crane: ['鶴'], pheasant: ['雉'],
  leftquail: ['左', '鶉'], rightquail: ['右', '鶉'], goose: ['鴈'], eagle: ['鵰'],
  king: ['玉'], yarirook: ['香', '飛'], yaribishop: ['香', '角'], yariknight: ['香', '桂'], pawn: ['歩'],
  rook: ['飛'], yarigoldb: ['成', '香', '角'], yarigoldn: ['成', '香', '桂'], yarisilver: ['香', '銀'],
};
const PROMOTED = new Set(['goose', 'eagle', 'rook', 'yarigoldb', 'yarigoldn', 'yarisilver']);

// A font collection holds several faces; opentype.js reads one font file. Each face's table
// offsets are absolute in the collection, so the face's table directory is copied to the start
// of a copy of the whole file. The Japanese face is wanted (its glyph forms).
function japaneseFace(file) {
  const bytes = readFileSync(file);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0) !== 0x74746366) return parse(bytes.buffer.slice(bytes.byteOffset));
  for (let i = 0; i < view.getUint32(8); i++) {
    const offset = view.getUint32(12 + 4 * i);
    const directory = 12 + 16 * view.getUint16(offset + 4);
    const copy = new Uint8Array(bytes.length);
    copy.set(bytes);
    copy.set(bytes.subarray(offset, offset + directory), 0);
    const font = parse(copy.buffer);
    const names = font.names.windows?.fullName ?? font.names.fullName ?? {};
    if ((names.en ?? '').includes('JP')) return font;
  }
  throw new Error(`no Japanese face in ${file}`);
}

const font = japaneseFace(fontFile);
const PENTAGON = 'M50 3 L85 17 L95 97 L5 97 L15 17 Z';
// The kanji stack in the pentagon's body, from y=22 to y=92: one large, two or three smaller.
const LAYOUT = { 1: { size: 58, top: 28 }, 2: { size: 37, top: 21 }, 3: { size: 25, top: 20 } };

mkdirSync(out, { recursive: true });
for (const [role, kanji] of Object.entries(PIECES)) {
  const { size, top } = LAYOUT[kanji.length];
  const paths = kanji.map((ch, i) => {
    const glyph = font.charToGlyph(ch);
    if (!glyph.index) throw new Error(`no glyph for ${ch}`);
    const x = 50 - (size * glyph.advanceWidth) / font.unitsPerEm / 2;
    // opentype.js gives the CFF outlines of this collection upside down about the line 0.12 em
    // below the em box's top: turned over there, each glyph fills its own em box.
    const baseline = top + size * (i + 0.12);
    const scale = size / font.unitsPerEm;
    const d = glyph.getPath(0, 0, font.unitsPerEm).toPathData({ decimalPlaces: 1 });
    return `<path transform="translate(${x.toFixed(1)} ${baseline.toFixed(1)}) scale(${scale.toFixed(4)} ${(-scale).toFixed(4)})" d="${d}"/>`;
  });
  const ink = PROMOTED.has(role) ? '#b00020' : '#111';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<path d="${PENTAGON}" fill="#f5deb3" stroke="#6b4d26" stroke-width="2"/>` +
    `<g fill="${ink}">${paths.join('')}</g></svg>\n`;
  writeFileSync(out + role + '.svg', svg);
}
console.log(`${Object.keys(PIECES).length} pieces in ${out}`);

// The international set. Each piece stands alone in the middle of an empty board of its variant
// (the royal pieces out of its way) and the core's legal moves from there are drawn around a
// centre mark on a 5x5 grid: squares up to two away as dots, farther ones as a line (a slide).
const core = await createToriRules({ wasmBinary: readFileSync(new URL('../src/rules/tori_rules.wasm', import.meta.url)) });
const ask = core.cwrap('tori_rules', 'string', ['string']);
const legalMoves = (variant, start) => JSON.parse(ask(JSON.stringify({ op: 'state', variant, start, moves: [] }))).legal;
const LETTERS = {
  phoenix: ['torishogi', 'K'], swallow: ['torishogi', 'S'], falcon: ['torishogi', 'F'], crane: ['torishogi', 'C'],
  pheasant: ['torishogi', 'P'], leftquail: ['torishogi', 'L'], rightquail: ['torishogi', 'R'], goose: ['torishogi', '+S'],
  eagle: ['torishogi', '+F'], king: ['yarishogi', 'K'], yarirook: ['yarishogi', 'R'], yaribishop: ['yarishogi', 'B'],
  yariknight: ['yarishogi', 'N'], pawn: ['yarishogi', 'P'], rook: ['yarishogi', '+R'], yarigoldb: ['yarishogi', '+B'],
  yarigoldn: ['yarishogi', '+N'], yarisilver: ['yarishogi', '+P'],
};
mkdirSync(movesOut, { recursive: true });
for (const [role, [variant, letter]] of Object.entries(LETTERS)) {
  const ranks = variant === 'torishogi' ? 7 : 9;
  const middle = Math.floor(ranks / 2);
  const rows = [];
  for (let r = 0; r < ranks; r++)
    rows.push(r === 0 ? '1k5' : r === ranks - 1 ? (letter === 'K' ? '7' : '5K1') : r === middle ? `3${letter}3` : '7');
  const from = `4${String.fromCharCode(97 + middle)}`;
  const reached = new Set();
  for (const usi of legalMoves(variant, `${rows.join('/')} b - 1`))
    if (usi.startsWith(from)) reached.add(usi.slice(2, 4));
  const cell = 13;
  const at = (df, dr) => [50 - df * cell, 58 + dr * cell]; // file numbers grow to the left
  const marks = [];
  const slides = new Set();
  for (const square of reached) {
    const df = Number(square[0]) - 4;
    const dr = square.charCodeAt(1) - 97 - middle;
    if (Math.abs(df) <= 2 && Math.abs(dr) <= 2) {
      const [x, y] = at(df, dr);
      marks.push(`<circle cx="${x}" cy="${y}" r="4.2"/>`);
    }
    const steps = Math.max(Math.abs(df), Math.abs(dr));
    if (steps > 2) slides.add(`${Math.sign(df)},${Math.sign(dr)}`);
  }
  for (const direction of slides) {
    const [sf, sr] = direction.split(',').map(Number);
    const [x, y] = at(sf * 2.3, sr * 2.3);
    marks.push(`<line x1="50" y1="58" x2="${x}" y2="${y}" stroke-width="4" stroke-linecap="round"/>`);
  }
  const ink = PROMOTED.has(role) ? '#b00020' : '#1d3557';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<path d="${PENTAGON}" fill="#f5deb3" stroke="#6b4d26" stroke-width="2"/>` +
    `<g fill="${ink}" stroke="${ink}">${marks.join('')}<rect x="45" y="53" width="10" height="10" rx="2" fill="#6b4d26" stroke="none"/></g></svg>\n`;
  writeFileSync(movesOut + role + '.svg', svg);
}
console.log(`${Object.keys(LETTERS).length} pieces in ${movesOut}`);
