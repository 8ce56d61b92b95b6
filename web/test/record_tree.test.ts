// Records with variations through the WebAssembly rules: a KIF with 変化 blocks imports to its
// tree, exports to KIF and PGN that import back to the same tree, a bare SFEN opens a position,
// and bad input is an error that names what is wrong.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Rules, RulesError } from '../src/rules/rules';
import createToriRules from '../src/rules/tori_rules.mjs';
import { VariationTree } from '../src/analysis/variation_tree';

const here = new URL('.', import.meta.url).pathname;
const KIF = readFileSync(here + '../../tests/data/records/variations.kif', 'utf8');
let rules: Rules;
let rulesCall: (request: string) => string;

beforeAll(async () => {
  const module = await createToriRules({ wasmBinary: readFileSync(here + '../src/rules/tori_rules.wasm') });
  rulesCall = module.cwrap('tori_rules', 'string', ['string']);
  rules = new Rules(rulesCall);
});

// The tree's shape in USI, side lines in parentheses after the move they replace.
function shape(nodes: { parent: number; usi: string }[], parent = -1): string {
  const children = nodes.map((n, i) => [n, i] as const).filter(([n]) => n.parent === parent);
  if (children.length === 0) return '';
  const [[main, at], ...side] = children;
  return ` ${main.usi}${side.map(([n, i]) => ` (${n.usi}${shape(nodes, i)})`).join('')}${shape(nodes, at)}`;
}

describe('import and export of records with variations', () => {
  it('imports a KIF with nested variations', () => {
    const record = rules.importRecord(KIF, 'torishogi');
    expect(record.variant).toBe('torishogi');
    expect(shape(record.nodes)).toBe(' 3d3c (7e7d 3c3d 7d7c) 4b3c (4b3b 5e5d (4e4d)) (5a5b) S*3d');
    expect(record.black).toBe('青木 翼');
    expect(record.outcome).toBe('black');
    expect(record.termination).toBe('resignation');
    expect(record.nodes[7].comment).toBe('端の燕を突く手もある。');
  });

  it('exports KIF and PGN that import back to the same tree', () => {
    const record = rules.importRecord(KIF, 'torishogi');
    const kif = rules.exportRecord(record, 'kif');
    expect(kif).toContain('変化：3手');
    expect(kif).toContain('*研究会での検討。');
    expect(shape(rules.importRecord(kif, 'torishogi').nodes)).toBe(shape(record.nodes));
    const pgn = rules.exportRecord(record, 'pgn');
    expect(pgn).toContain('(1... F-32');
    expect(shape(rules.importRecord(pgn, 'torishogi').nodes)).toBe(shape(record.nodes));
  });

  it('exports a tree edited in the browser, in the order the tree keeps', () => {
    const tree = VariationTree.fromFlat(rules.importRecord(KIF, 'torishogi').nodes);
    const side = tree.root.children[1]; // 1. 7e7d
    tree.promote(side);
    const kif = rules.exportRecord({ variant: 'torishogi', start: '', nodes: tree.toFlat() }, 'kif');
    expect(kif).toMatch(/ {3}1 ７四燕\(75\)\+/);
    expect(shape(rules.importRecord(kif, 'torishogi').nodes)).toBe(shape(tree.toFlat()));
  });

  it('opens a bare SFEN and a USI line, Yari told by its ranks', () => {
    const tsume = rules.importRecord('7/k1C4/7/7/+S6/7/4K2 b FSs 1', 'torishogi');
    expect(tsume).toMatchObject({ variant: 'torishogi', start: '7/k1C4/7/7/+S6/7/4K2 b FSs 1', nodes: [] });
    const yari = rules.importRecord('k6/1P5/+N6/7/7/7/7/7/1K5 b P 1', 'torishogi');
    expect(yari.variant).toBe('yarishogi');
    const usi = rules.importRecord('position startpos moves 3d3c 4b3c', 'torishogi');
    expect(usi.nodes.map((n) => n.usi)).toEqual(['3d3c', '4b3c']);
  });

  it('says what is wrong with bad input, and never throws anything but a RulesError', () => {
    expect(() => rules.importRecord('手合割：平手\n   1 ９九燕(34)\n', 'torishogi')).toThrow(/line 2: move 1/);
    expect(() => rules.importRecord('手合割：平手\n   1 ３三燕(34)\n\n変化：5手\n   5 ３三燕(34)\n', 'torishogi')).toThrow(/line 4: 変化：5手/);
    expect(() => rules.importRecord('  ', 'torishogi')).toThrow(RulesError);
    expect(() => rules.importRecord('', 'torishogi')).toThrow(/nothing to import/);
    expect(() => rules.exportRecord({ variant: 'torishogi', start: '', nodes: [{ parent: 3, usi: '3d3c' }] }, 'kif')).toThrow(/parent/);
    expect(() => rules.exportRecord({ variant: 'torishogi', start: '', nodes: [{ parent: -1, usi: '9a9b' }] }, 'pgn')).toThrow(/move 1 '9a9b'/);
    // Requests of the wrong shape are answered with an error, never a crash of the module.
    const bad = (request: object) => JSON.parse(rulesCall(JSON.stringify(request)));
    expect(bad({ op: 'export', nodes: 'x' }).error).toMatch(/nodes is a list/);
    expect(bad({ op: 'export', nodes: [{ parent: 'x', usi: '3d3c' }] }).error).toMatch(/^bad request/);
    expect(bad({ op: 'export', format: 'csa', nodes: [] }).error).toMatch(/no format 'csa'/);
    expect(bad({ op: 'import', text: 5 }).error).toMatch(/^bad request/);
    expect(rules.state({ variant: 'torishogi', moves: ['3d3c'] }).ply).toBe(1); // still answering
  });
});
