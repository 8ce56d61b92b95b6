// Makes the traditional piece set, web/src/pieces/kanji/*.svg: each piece a pentagon with its
// kanji as outlines (paths), so every browser draws the same pieces whatever fonts it has. The
// glyphs come from Noto Serif CJK Bold (SIL Open Font License), Debian's fonts-noto-cjk; the
// files are committed, and this is run again only to change the art:
//
//   node web/tools/make_piece_art.mjs [/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import opentype from 'opentype.js';

const { parse } = opentype; // a CommonJS module under node

const fontFile = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc';
const out = new URL('../src/pieces/kanji/', import.meta.url).pathname;

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
