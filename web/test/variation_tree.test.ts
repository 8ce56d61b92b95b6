// The tree of variations: moves played where a reply exists walk into it, lines promoted and
// removed, the flat form the rules core reads and writes kept in order.
import { describe, expect, it } from 'vitest';
import { VariationTree } from '../src/analysis/variation_tree';

function playLine(tree: VariationTree, moves: string[], from = tree.root) {
  let at = from;
  for (const usi of moves) at = tree.play(at, usi);
  return at;
}

describe('the variation tree', () => {
  it('walks into a move that is already there', () => {
    const tree = new VariationTree();
    const end = playLine(tree, ['a', 'b', 'c']);
    expect(playLine(tree, ['a', 'b', 'c'])).toBe(end);
    expect(tree.size()).toBe(3);
    playLine(tree, ['a', 'x']);
    expect(tree.size()).toBe(4);
    expect(tree.mainLine().map((n) => n.usi)).toEqual(['a', 'b', 'c']);
  });

  it('promotes a side line to the main line, every level of it', () => {
    const tree = new VariationTree();
    playLine(tree, ['a', 'b', 'c']);
    const deep = playLine(tree, ['a', 'x', 'y']);
    const deeper = tree.play(deep.parent!, 'z'); // a side line of the side line
    expect(tree.isMain(deeper)).toBe(false);
    tree.promote(deeper);
    expect(tree.mainLine().map((n) => n.usi)).toEqual(['a', 'x', 'z']);
    expect(tree.isMain(deeper)).toBe(true);
    expect(tree.root.children[0].children.map((n) => n.usi)).toEqual(['x', 'b']);
  });

  it('removes a line with everything after it', () => {
    const tree = new VariationTree();
    playLine(tree, ['a', 'b', 'c']);
    const side = playLine(tree, ['a', 'x', 'y']).parent!;
    expect(tree.remove(side)).toBe(tree.root.children[0]);
    expect(tree.size()).toBe(3);
    expect(tree.node(side.id)).toBeUndefined();
    expect(tree.remove(tree.root)).toBe(tree.root); // the start stays
  });

  it('goes to the flat form and back, parents first, children in order', () => {
    const tree = new VariationTree();
    playLine(tree, ['a', 'b', 'c']);
    playLine(tree, ['a', 'x', 'y']);
    playLine(tree, ['q']);
    tree.root.children[0].children[0].comment = 'note';
    const flat = tree.toFlat();
    flat.forEach((n, i) => expect(n.parent).toBeLessThan(i));
    expect(flat.map((n) => n.usi)).toEqual(['a', 'b', 'c', 'x', 'y', 'q']);
    const again = VariationTree.fromFlat(flat);
    expect(again.toFlat()).toEqual(flat);
    expect(again.lineThrough(again.root.children[0].children[1]).map((n) => n.usi)).toEqual(['a', 'x', 'y']);
    expect(() => VariationTree.fromFlat([{ parent: 2, usi: 'a' }])).toThrow(/parent/);
  });
});
