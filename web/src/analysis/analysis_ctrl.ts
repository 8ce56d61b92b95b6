// The analysis board's controller: the state (the tree of variations, the move shown, the
// engine's lines, the mate search) and the actions on it, with no DOM. Every rules question goes
// to the rules core; the engine is anything that speaks USI line by line (the browser engine in
// the page, a fake in tests), and is loaded only when first asked for.
import { resultText, sideName } from '../i18n/result_words';
import type { GameState, RecordTree, Rules, Side, Variant } from '../rules/rules';
import { ANALYSIS as W } from './analysis_words';
import { parseCheckmate, parseInfo, type EngineLine, type MateAnswer } from './engine_info';
import { VariationTree, type FlatNode, type TreeNode } from './variation_tree';

export interface EngineLike {
  send(line: string): void;
  onLine(listener: (line: string) => void): () => void;
  terminate(): void;
}

export interface AnalysisSetup {
  variant: Variant;
  start: string; // SFEN; empty: the variant's start
  nodes?: FlatNode[];
  path?: string[]; // the moves to show first (USI), from the start along the tree
  header?: Omit<RecordTree, 'variant' | 'start' | 'nodes'>;
}

// How the recorded game ended, which stays true of the main line only while it is the game's.
interface RecordedResult {
  line: string[];
  outcome: NonNullable<RecordTree['outcome']>;
  termination?: string;
}

export type EngineStatus = 'off' | 'loading' | 'on' | 'failed';
export type MateSearch = { node: TreeNode; answer: MateAnswer | null }; // null: still searching

export const MAX_LINES = 5;
export const MATE_BUDGET_MS = 10000;

export class AnalysisCtrl {
  variant: Variant;
  start: string;
  tree: VariationTree;
  current: TreeNode;
  header: AnalysisSetup['header'] = {};
  private recorded: RecordedResult | null = null;
  flipped = false;
  notice = ''; // what the last action said (an import refused, a move refused)

  engineStatus: EngineStatus = 'off';
  multiPv = 1;
  lines: EngineLine[] = []; // for `analysed`, best first
  analysed: TreeNode | null = null;
  mate: MateSearch | null = null;

  private engine: EngineLike | null = null;
  private loading: Promise<EngineLike | null> | null = null;
  private goes = 0; // `go` commands sent, and searches that have answered (bestmove/checkmate)
  private answered = 0;
  private searching: 'analysis' | 'mate' | null = null;
  private engineVariant: Variant | null = null;
  private stateCache: { node: TreeNode; state: GameState } | null = null;

  constructor(
    private readonly rules: Rules,
    setup: AnalysisSetup,
    private readonly loadEngine: () => Promise<EngineLike>,
    private readonly redraw: (soon?: boolean) => void, // soon: within a frame is enough
  ) {
    this.variant = setup.variant;
    this.start = setup.start || this.rules.state({ variant: setup.variant, moves: [] }).sfen;
    this.tree = VariationTree.fromFlat(setup.nodes ?? []);
    this.setHeader(setup.header ?? {});
    this.current = this.tree.root;
    for (const usi of setup.path ?? []) {
      const next = this.current.children.find((child) => child.usi === usi) ?? (this.legal(usi) ? this.tree.play(this.current, usi) : null);
      if (!next) break;
      this.current = next;
    }
  }

  // --- what the view asks ---

  moves(node: TreeNode = this.current): string[] {
    return this.tree.pathTo(node).map((n) => n.usi);
  }

  state(): GameState {
    if (this.stateCache?.node !== this.current)
      this.stateCache = { node: this.current, state: this.rules.state({ variant: this.variant, start: this.start, moves: this.moves() }) };
    return this.stateCache.state;
  }

  turn(): Side {
    return this.state().turn;
  }

  // The position in words: how the game ended there, else whose move it is.
  statusText(): string {
    const { result, turn, check } = this.state();
    if (result) {
      const outcome = result.outcome === 'draw' ? 'draw' : `${result.outcome}_wins`;
      return resultText({ outcome, termination: result.termination, description: result.description });
    }
    const ply = this.moves().length;
    return W.toMove(ply === 0 ? W.start : W.afterMove(ply), sideName(turn), check);
  }

  // The line shown in the move list: to the current move, then its main continuation.
  line(): TreeNode[] {
    return this.tree.lineThrough(this.current);
  }

  // Moves written in a notation, each in its position: `from` the node they follow.
  written(moves: string[], notation: string, from: TreeNode = this.tree.root): string[] {
    const before = this.moves(from);
    try {
      return this.rules.write({ variant: this.variant, start: this.start, moves: [...before, ...moves] }, notation).slice(before.length);
    } catch {
      return moves; // a line the rules refuse (an engine line of an older position): as USI
    }
  }

  // --- moving about ---

  play(usi: string): void {
    if (!this.legal(usi)) {
      this.notice = W.notLegal(usi);
      return this.changed();
    }
    this.notice = '';
    this.current = this.tree.play(this.current, usi);
    this.changed();
  }

  // Several moves at once (an engine line up to a move): one redraw, one new analysis.
  playLine(moves: string[]): void {
    for (const usi of moves) {
      if (!this.legal(usi)) break;
      this.current = this.tree.play(this.current, usi);
    }
    this.notice = '';
    this.changed();
  }

  goTo(node: TreeNode): void {
    if (this.tree.node(node.id) !== node) return;
    this.current = node;
    this.changed();
  }

  back(): void {
    if (this.current.parent) this.goTo(this.current.parent);
  }

  forward(): void {
    if (this.current.children[0]) this.goTo(this.current.children[0]);
  }

  first(): void {
    this.goTo(this.tree.root);
  }

  last(): void {
    const line = this.line();
    this.goTo(line.length > 0 ? line[line.length - 1] : this.tree.root);
  }

  // A key of the board's replay; true when it was one (← → one move, ↑ Home the start, ↓ End
  // the end of the line).
  key(key: string): boolean {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => this.back(),
      ArrowRight: () => this.forward(),
      ArrowUp: () => this.first(),
      Home: () => this.first(),
      ArrowDown: () => this.last(),
      End: () => this.last(),
    };
    const action = actions[key];
    action?.();
    return action !== undefined;
  }

  promote(node: TreeNode = this.current): void {
    this.tree.promote(node);
    this.changed();
  }

  // The move and its continuations go; if the current move was among them, the board shows the
  // move before.
  remove(node: TreeNode = this.current): void {
    if (!node.parent) return;
    const onPath = this.tree.pathTo(this.current).includes(node);
    const parent = this.tree.remove(node);
    if (onPath) this.current = parent;
    this.changed();
  }

  flip(): void {
    this.flipped = !this.flipped;
    this.redraw();
  }

  // --- records ---

  // A pasted record or position: the tree it holds replaces this one. An error leaves all as it
  // was and says why.
  importText(text: string): boolean {
    let record: RecordTree;
    try {
      record = this.rules.importRecord(text, this.variant);
    } catch (e) {
      this.notice = W.notImported((e as Error).message);
      this.redraw();
      return false;
    }
    const { variant, start, nodes, ...header } = record;
    this.variant = variant;
    this.start = start;
    this.tree = VariationTree.fromFlat(nodes);
    this.setHeader(header);
    this.current = this.tree.root;
    this.notice = W.imported(this.tree.mainLine().length, this.tree.size() > this.tree.mainLine().length);
    this.changed();
    return true;
  }

  // The tree as a record; the game's result goes with it while its main line is the game's.
  exportText(format: 'kif' | 'pgn'): string {
    const main = this.tree.mainLine().map((n) => n.usi);
    const same = this.recorded !== null && main.length === this.recorded.line.length && main.every((usi, i) => usi === this.recorded!.line[i]);
    const result = same ? { outcome: this.recorded!.outcome, termination: this.recorded!.termination } : {};
    return this.rules.exportRecord({ ...this.header, ...result, variant: this.variant, start: this.start, nodes: this.tree.toFlat() }, format);
  }

  // The address that opens this position again, the current line's moves included.
  link(): string {
    const query = new URLSearchParams({ sfen: this.start });
    const moves = this.moves();
    if (moves.length > 0) query.set('moves', moves.join(' '));
    return `/analysis/${this.variant}?${query}`;
  }

  // --- the engine ---

  toggleEngine(): void {
    if (this.engineStatus === 'on' || this.engineStatus === 'loading') {
      this.engineStatus = 'off';
      this.stopSearch();
      this.lines = [];
      return this.redraw();
    }
    this.engineStatus = 'loading';
    this.redraw();
    void this.withEngine().then((engine) => {
      if (!engine || this.engineStatus !== 'loading') return;
      this.engineStatus = 'on';
      this.analyse();
    });
  }

  setMultiPv(n: number): void {
    this.multiPv = Math.max(1, Math.min(MAX_LINES, Math.round(n)));
    this.lines = this.lines.slice(0, this.multiPv);
    if (this.engine && this.engineStatus === 'on') this.analyse();
    else this.redraw();
  }

  // The mate solver on the current position, within its budget; the answer stays with the move.
  findMate(): void {
    const node = this.current;
    this.mate = { node, answer: null };
    this.redraw();
    void this.withEngine().then((engine) => {
      if (!engine || this.current !== node || this.mate?.node !== node) return;
      this.stopSearch();
      this.sendPosition(engine);
      this.go(engine, `go mate ${MATE_BUDGET_MS}`, 'mate');
    });
  }

  destroy(): void {
    this.engineStatus = 'off';
    this.engine?.terminate();
    this.engine = null;
  }

  // --- inside ---

  private setHeader(given: NonNullable<AnalysisSetup['header']>): void {
    const { outcome, termination, ...header } = given;
    this.header = header;
    this.recorded = outcome ? { line: this.tree.mainLine().map((n) => n.usi), outcome, termination } : null;
  }

  private legal(usi: string): boolean {
    return this.state().legal.includes(usi);
  }

  private changed(): void {
    if (this.mate && this.mate.node !== this.current && this.mate.answer === null) this.mate = null;
    if (this.engineStatus === 'on') this.analyse();
    else if (this.searching === 'mate') this.stopSearch();
    this.redraw();
  }

  private withEngine(): Promise<EngineLike | null> {
    if (this.engine) return Promise.resolve(this.engine);
    this.loading ??= this.loadEngine().then(
      (engine) => {
        this.engine = engine;
        engine.onLine((line) => this.heard(line));
        return engine;
      },
      (e: unknown) => {
        this.engineStatus = 'failed';
        this.notice = W.engineFailed(String((e as Error).message ?? e));
        this.loading = null;
        this.mate = null;
        this.redraw();
        return null;
      },
    );
    return this.loading;
  }

  private analyse(): void {
    const engine = this.engine;
    if (!engine) return;
    this.stopSearch();
    this.lines = [];
    this.analysed = this.current;
    if (this.state().legal.length === 0) return this.redraw(); // the game is over here
    engine.send(`setoption name MultiPV value ${this.multiPv}`);
    this.sendPosition(engine);
    this.go(engine, 'go infinite', 'analysis');
  }

  private sendPosition(engine: EngineLike): void {
    if (this.engineVariant !== this.variant) {
      engine.send(`setoption name USI_Variant value ${this.variant}`);
      engine.send('usinewgame');
      this.engineVariant = this.variant;
    }
    const moves = this.moves();
    engine.send(`position sfen ${this.start}${moves.length > 0 ? ' moves ' + moves.join(' ') : ''}`);
  }

  private go(engine: EngineLike, command: string, kind: 'analysis' | 'mate'): void {
    engine.send(command);
    this.goes++;
    this.searching = kind;
  }

  // Every `go` is answered by one bestmove or checkmate line, stopped or not: counting them
  // tells the lines of the latest search from those of the searches stopped before it.
  private stopSearch(): void {
    if (this.engine && this.answered < this.goes) this.engine.send('stop');
    this.searching = null;
  }

  private heard(line: string): void {
    const latest = this.answered + 1 === this.goes;
    if (line.startsWith('bestmove') || line.startsWith('checkmate')) {
      this.answered++;
      if (!latest) return;
      const searched = this.searching;
      this.searching = null;
      const answer = parseCheckmate(line);
      if (answer && this.mate && this.mate.answer === null) this.mate.answer = answer;
      if (searched === 'mate' && this.engineStatus === 'on') return this.analyse();
      return this.redraw();
    }
    if (!latest || this.searching !== 'analysis' || !this.analysed) return;
    const info = parseInfo(line, this.state().turn);
    if (!info || info.pv.length === 0 || info.multipv > this.multiPv) return;
    this.lines[info.multipv - 1] = info;
    this.redraw(true);
  }
}
