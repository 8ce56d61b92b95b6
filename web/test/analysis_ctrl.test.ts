// The analysis board's controller with the real rules (WebAssembly) and an engine played by the
// test: moves kept as a tree, side lines promoted and deleted, the engine told of each position
// and its lines read from Black's view, lines of a stopped search ignored, the mate search, and
// imports that fail changing nothing.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnalysisCtrl, type EngineLike } from '../src/analysis/analysis_ctrl';
import { loadRules, Rules } from '../src/rules/rules';

const here = new URL('.', import.meta.url).pathname;
let rules: Rules;

beforeAll(async () => {
  rules = await loadRules(readFileSync(here + '../src/rules/tori_rules.wasm'));
});

class FakeEngine implements EngineLike {
  sent: string[] = [];
  private listener: ((line: string) => void) | null = null;
  send(line: string): void {
    this.sent.push(line);
  }
  onLine(listener: (line: string) => void): () => void {
    this.listener = listener;
    return () => (this.listener = null);
  }
  terminate(): void {}
  say(line: string): void {
    this.listener?.(line);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function make(setup = {}) {
  const engine = new FakeEngine();
  let loads = 0;
  const ctrl = new AnalysisCtrl(rules, { variant: 'torishogi', start: '', ...setup }, async () => (loads++, engine), () => {});
  return { ctrl, engine, loads: () => loads };
}

describe('moves as a tree', () => {
  it('plays legal moves, walks into existing ones and refuses illegal ones', () => {
    const { ctrl } = make();
    ctrl.play('3d3c');
    ctrl.play('4b3c');
    ctrl.back();
    ctrl.play('4b3c');
    expect(ctrl.tree.size()).toBe(2);
    ctrl.play('9a9b');
    expect(ctrl.notice).toMatch(/not legal/);
    expect(ctrl.moves()).toEqual(['3d3c', '4b3c']);
  });

  it('promotes a side line and deletes one', () => {
    const { ctrl } = make();
    ctrl.play('3d3c');
    ctrl.play('4b3c');
    ctrl.back();
    ctrl.play('4b3b'); // a side line
    expect(ctrl.tree.isMain(ctrl.current)).toBe(false);
    ctrl.promote();
    expect(ctrl.tree.mainLine().map((n) => n.usi)).toEqual(['3d3c', '4b3b']);
    ctrl.remove();
    expect(ctrl.moves()).toEqual(['3d3c']);
    expect(ctrl.tree.mainLine().map((n) => n.usi)).toEqual(['3d3c', '4b3c']);
  });

  it('walks the line with the keys', () => {
    const { ctrl } = make({ nodes: [{ parent: -1, usi: '3d3c' }, { parent: 0, usi: '4b3c' }] });
    expect(ctrl.key('ArrowDown')).toBe(true);
    expect(ctrl.moves()).toEqual(['3d3c', '4b3c']);
    ctrl.key('ArrowLeft');
    expect(ctrl.moves()).toEqual(['3d3c']);
    ctrl.key('Home');
    expect(ctrl.moves()).toEqual([]);
    ctrl.key('ArrowRight');
    expect(ctrl.moves()).toEqual(['3d3c']);
    expect(ctrl.key('x')).toBe(false);
  });

  it('writes a link that opens the same position and line', () => {
    const { ctrl } = make();
    ctrl.play('3d3c');
    const url = new URL(ctrl.link(), 'http://x');
    expect(url.pathname).toBe('/analysis/torishogi');
    expect(url.searchParams.get('moves')).toBe('3d3c');
    expect(url.searchParams.get('sfen')).toBe(ctrl.start);
  });

  it('exports the game\'s result while the main line is the game\'s, and not after', () => {
    const nodes = [{ parent: -1, usi: '3d3c' }, { parent: 0, usi: '4b3c' }];
    const { ctrl } = make({ nodes, header: { black: 'b', white: 'w', outcome: 'white', termination: 'resignation' } });
    const kif = ctrl.exportText('kif');
    expect(kif).toContain('   3 投了');
    expect(kif).toContain('まで2手で後手の勝ち');
    ctrl.play('7e7d');
    ctrl.promote(); // another first move is the main line now: the game's result is not its
    const changed = ctrl.exportText('kif');
    expect(changed).not.toContain('投了');
    expect(changed).toContain('中断');
  });

  it('leaves everything as it was when an import fails', () => {
    const { ctrl } = make();
    ctrl.play('3d3c');
    expect(ctrl.importText('not a record at all')).toBe(false);
    expect(ctrl.notice).toMatch(/^Not imported: line 1/);
    expect(ctrl.moves()).toEqual(['3d3c']);
    expect(ctrl.importText('position startpos moves 7e7d 3c3d')).toBe(true);
    expect(ctrl.tree.mainLine().map((n) => n.usi)).toEqual(['7e7d', '3c3d']);
  });
});

describe('the engine', () => {
  it('is loaded when first switched on and told the variant, the lines and the position', async () => {
    const { ctrl, engine, loads } = make({ variant: 'yarishogi' });
    expect(loads()).toBe(0);
    ctrl.setMultiPv(3);
    ctrl.toggleEngine();
    await settle();
    expect(ctrl.engineStatus).toBe('on');
    expect(engine.sent).toContain('setoption name USI_Variant value yarishogi');
    expect(engine.sent).toContain('setoption name MultiPV value 3');
    expect(engine.sent.at(-2)).toBe(`position sfen ${ctrl.start}`);
    expect(engine.sent.at(-1)).toBe('go infinite');
  });

  it('keeps each line from Black\'s view, and drops the lines of a search it stopped', async () => {
    const { ctrl, engine } = make();
    ctrl.setMultiPv(2);
    ctrl.toggleEngine();
    await settle();
    engine.say('info depth 8 score cp 40 nps 250000 multipv 1 pv 3d3c 4b3c');
    engine.say('info depth 8 score cp 10 multipv 2 pv 7e7d');
    expect(ctrl.lines.map((l) => l.score.value)).toEqual([40, 10]);
    ctrl.play('3d3c'); // White to move now
    expect(engine.sent.slice(-4)).toEqual(['stop', 'setoption name MultiPV value 2', `position sfen ${ctrl.start} moves 3d3c`, 'go infinite']);
    expect(ctrl.lines).toEqual([]);
    engine.say('info depth 9 score cp 45 multipv 1 pv 3d3c'); // the old search, before it stops
    engine.say('bestmove 3d3c');
    expect(ctrl.lines).toEqual([]);
    engine.say('info depth 3 score cp 70 multipv 1 pv 4b3c');
    expect(ctrl.lines[0].score).toEqual({ kind: 'cp', value: -70 });
    ctrl.toggleEngine();
    expect(engine.sent.at(-1)).toBe('stop');
    expect(ctrl.lines).toEqual([]);
  });

  it('finds a mate with the solver, and says so when there is none', async () => {
    const { ctrl, engine } = make({ start: '7/k1C4/7/7/+S6/7/4K2 b FSs 1' });
    ctrl.findMate();
    await settle();
    expect(engine.sent.slice(-2)).toEqual(['position sfen 7/k1C4/7/7/+S6/7/4K2 b FSs 1', 'go mate 10000']);
    expect(ctrl.mate?.answer).toBeNull();
    engine.say('checkmate F*6b 7b7a 3e5c');
    expect(ctrl.mate?.answer).toEqual({ found: true, moves: ['F*6b', '7b7a', '3e5c'] });
    ctrl.play(ctrl.state().legal[0]);
    ctrl.findMate();
    await settle();
    engine.say('checkmate nomate');
    expect(ctrl.mate?.answer).toEqual({ found: false, why: 'nomate' });
  });

  it('says so when the engine cannot start', async () => {
    const ctrl = new AnalysisCtrl(rules, { variant: 'torishogi', start: '' }, () => Promise.reject(new Error('no WebAssembly')), () => {});
    ctrl.toggleEngine();
    await settle();
    expect(ctrl.engineStatus).toBe('failed');
    expect(ctrl.notice).toMatch(/no WebAssembly/);
  });
});
