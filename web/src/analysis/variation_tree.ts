// The moves of an analysis as a tree of variations: each node a move (USI) with its replies, the
// first reply the main continuation. Pure data and operations: no rules (the caller checks moves
// with the rules core) and no DOM. Nodes are named by ids that stay valid while they exist.
import type { FlatNode } from '../rules/rules';

export type { FlatNode };

export interface TreeNode {
  readonly id: number;
  readonly usi: string; // '' for the root (the start position)
  readonly parent: TreeNode | null;
  children: TreeNode[];
  comment: string;
}


export class VariationTree {
  readonly root: TreeNode;
  private readonly byId = new Map<number, TreeNode>();
  private nextId = 0;

  constructor() {
    this.root = this.make('', null);
  }

  static fromFlat(nodes: FlatNode[]): VariationTree {
    const tree = new VariationTree();
    const made: TreeNode[] = [];
    for (const node of nodes) {
      const parent = node.parent < 0 ? tree.root : made[node.parent];
      if (!parent) throw new Error(`node ${made.length}: its parent ${node.parent} comes after it`);
      const child = tree.make(node.usi, parent, node.comment ?? '');
      parent.children.push(child);
      made.push(child);
    }
    return tree;
  }

  // Depth first, children in order: a parent always before its children.
  toFlat(): FlatNode[] {
    const flat: FlatNode[] = [];
    const index = new Map<TreeNode, number>();
    const pending: TreeNode[] = [...this.root.children].reverse();
    while (pending.length > 0) {
      const node = pending.pop()!;
      index.set(node, flat.length);
      const entry: FlatNode = { parent: node.parent === this.root ? -1 : index.get(node.parent!)!, usi: node.usi };
      if (node.comment) entry.comment = node.comment;
      flat.push(entry);
      for (let k = node.children.length - 1; k >= 0; k--) pending.push(node.children[k]);
    }
    return flat;
  }

  node(id: number): TreeNode | undefined {
    return this.byId.get(id);
  }

  // The move `usi` played after `from`: the existing reply if there is one, else a new last one.
  play(from: TreeNode, usi: string): TreeNode {
    const existing = from.children.find((child) => child.usi === usi);
    if (existing) return existing;
    const child = this.make(usi, from);
    from.children.push(child);
    return child;
  }

  // The moves from the start to `node`, the root left out.
  pathTo(node: TreeNode): TreeNode[] {
    const path: TreeNode[] = [];
    for (let at: TreeNode | null = node; at && at !== this.root; at = at.parent) path.push(at);
    return path.reverse();
  }

  // The line through `node`: the moves to it, then its main continuation to the end.
  lineThrough(node: TreeNode): TreeNode[] {
    const line = this.pathTo(node);
    for (let at = node.children[0]; at; at = at.children[0]) line.push(at);
    return line;
  }

  mainLine(): TreeNode[] {
    return this.lineThrough(this.root);
  }

  // Whether `node` lies on the main line.
  isMain(node: TreeNode): boolean {
    for (let at = node; at.parent; at = at.parent) if (at.parent.children[0] !== at) return false;
    return true;
  }

  // The line through `node` becomes the main line: it and each move before it first among
  // their siblings, the others keeping their order.
  promote(node: TreeNode): void {
    for (let at = node; at.parent; at = at.parent) {
      const siblings = at.parent.children;
      siblings.splice(siblings.indexOf(at), 1);
      siblings.unshift(at);
    }
  }

  // `node` and everything after it leave the tree; the move before it is returned.
  remove(node: TreeNode): TreeNode {
    const parent = node.parent;
    if (!parent) return node; // the start stays
    parent.children.splice(parent.children.indexOf(node), 1);
    const gone: TreeNode[] = [node];
    while (gone.length > 0) {
      const at = gone.pop()!;
      this.byId.delete(at.id);
      gone.push(...at.children);
    }
    return parent;
  }

  size(): number {
    return this.byId.size - 1;
  }

  private make(usi: string, parent: TreeNode | null, comment = ''): TreeNode {
    const node: TreeNode = { id: this.nextId++, usi, parent, children: [], comment };
    this.byId.set(node.id, node);
    return node;
  }
}
