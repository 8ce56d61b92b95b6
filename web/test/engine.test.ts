// The WebAssembly engine (both builds, SIMD and plain) under node: the USI conversation of
// `tori engine` (src/protocol), its moves checked by the WebAssembly rules, the df-pn solver's
// mate replayed to checkmate, `stop` ending `go infinite` through the stepping driver the worker
// uses, MultiPV, refusals of bad input, and `bench` giving native `tori bench`'s node counts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EngineDriver, loadEngine, simdSupported, type EngineBuild, type WasmEngine } from '../src/engine/engine_module';
import { loadRules, type Rules, type Variant } from '../src/rules/rules';

const here = new URL('.', import.meta.url).pathname;
// The native engine: the release build's, or TORI_BINARY's (as the end-to-end tests take it).
const NATIVE_TORI = process.env.TORI_BINARY ?? here + '../../build/release/src/cli/tori';
const WASM_FILES: Record<EngineBuild, string> = {
  simd: here + '../src/engine/tori_engine_simd.wasm',
  plain: here + '../src/engine/tori_engine.wasm',
};
// A mate in three moves by checks (tests/data/tsume/tori.txt), and a position without one.
const MATE_IN_THREE = '5Pk/7/5C1/6F/7/4K2/7 b Ss 1';
const NO_MATE = '3k3/7/7/7/7/7/3K3 b F 1';

let rules: Rules;

beforeAll(async () => {
  rules = await loadRules(readFileSync(here + '../src/rules/tori_rules.wasm'));
});

function wordsAfter(lines: string[], first: string): string[] {
  const line = lines.find((l) => l.startsWith(first + ' '));
  expect(line, `a '${first}' line in ${JSON.stringify(lines)}`).toBeDefined();
  return line!.split(' ').slice(1);
}

function expectLegal(variant: Variant, start: string | undefined, move: string): void {
  expect(rules.state({ variant, start, moves: [] }).legal).toContain(move);
}

// The lines the driver emits, and a way to wait for the one that matches.
function drive(engine: WasmEngine) {
  const seen: string[] = [];
  const waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  const driver = new EngineDriver(engine, (lines) => {
    for (const line of lines) {
      seen.push(line);
      for (const w of waiters.splice(0)) (w.test(line) ? w.resolve(line) : waiters.push(w));
    }
  });
  const next = (test: (line: string) => boolean) =>
    new Promise<string>((resolve) => waiters.push({ test, resolve }));
  return { driver, seen, next };
}

it('the SIMD probe validates where node has WebAssembly SIMD', () => {
  expect(simdSupported()).toBe(true);
});

describe.each(['simd', 'plain'] as EngineBuild[])('the %s build', (build) => {
  let engine: WasmEngine;

  beforeAll(async () => {
    engine = await loadEngine(build, readFileSync(WASM_FILES[build]));
  });

  it('answers usi and isready', () => {
    const usi = engine.command('usi');
    expect(usi[0]).toMatch(/^id name Tori/);
    expect(usi).toContain('option name USI_Variant type combo default torishogi var torishogi var yarishogi');
    expect(usi.at(-1)).toBe('usiok');
    const ready = engine.command('isready');
    expect(ready.some((l) => l.startsWith('info string evaluation: NNUE, embedded net'))).toBe(true);
    expect(ready.at(-1)).toBe('readyok');
  });

  it('plays a legal move at depth 4, after its info lines', () => {
    engine.command('usinewgame');
    engine.command('position startpos moves 3d3c 4b3c');
    const lines = engine.command('go depth 4');
    const depths = lines.filter((l) => l.startsWith('info depth ')).map((l) => l.split(' ')[2]);
    expect(depths.slice(0, 4)).toEqual(['1', '2', '3', '4']);
    expect(depths.at(-1)).toBe('4');
    const [move] = wordsAfter(lines, 'bestmove');
    expect(rules.state({ variant: 'torishogi', moves: ['3d3c', '4b3c'] }).legal).toContain(move);
    expect(engine.pending()).toBe(false);
  });

  it('plays Yari Shogi when the variant is set', () => {
    engine.command('setoption name USI_Variant value yarishogi');
    engine.command('isready');
    engine.command('position startpos');
    const [move] = wordsAfter(engine.command('go nodes 3000'), 'bestmove');
    expectLegal('yarishogi', undefined, move);
    engine.command('setoption name USI_Variant value torishogi');
  });

  it('finds a mate in three with the mate solver, and says when there is none', () => {
    engine.command(`position sfen ${MATE_IN_THREE}`);
    const line = wordsAfter(engine.command('go mate 60000'), 'checkmate');
    expect(line.length).toBe(5);
    const state = rules.state({ variant: 'torishogi', start: MATE_IN_THREE, moves: line });
    expect(state.result?.outcome).toBe('black');
    expect(state.legal).toEqual([]);
    engine.command(`position sfen ${NO_MATE}`);
    expect(wordsAfter(engine.command('go mate 60000'), 'checkmate')).toEqual(['nomate']);
  });

  it('gives three lines with MultiPV 3', () => {
    engine.command('setoption name MultiPV value 3');
    engine.command('position startpos');
    const lines = engine.command('go depth 3');
    const last = lines.filter((l) => l.startsWith('info depth 3 '));
    expect(last.map((l) => l.match(/ multipv (\d+) /)?.[1])).toEqual(['1', '2', '3']);
    const firstMoves = last.map((l) => l.split(' pv ')[1].split(' ')[0]);
    expect(new Set(firstMoves).size).toBe(3);
    for (const move of firstMoves) expectLegal('torishogi', undefined, move);
    engine.command('setoption name MultiPV value 1');
  });

  it('searches go infinite in steps until stop, then answers with a legal move', async () => {
    const { driver, seen, next } = drive(engine);
    driver.send('position startpos');
    driver.send('go infinite');
    expect(engine.pending()).toBe(true);
    // Deeper than one step's first budget can reach: the search went on over several steps.
    await next((line) => / depth 9 /.test(line));
    expect(seen.some((l) => l.startsWith('bestmove'))).toBe(false);
    driver.send('stop');
    const [move] = wordsAfter(seen, 'bestmove');
    expectLegal('torishogi', undefined, move);
    expect(engine.pending()).toBe(false);
    // Each depth reported once, in order.
    const depths = seen.filter((l) => l.startsWith('info depth ')).map((l) => Number(l.split(' ')[2]));
    expect(depths).toEqual(depths.map((_, i) => i + 1));
  });

  it('answers bad input with an error line, never a crash', () => {
    expect(engine.command('position sfen nonsense')[0]).toMatch(/^info string error: /);
    const refused = engine.command('go depth 2');
    expect(refused[0]).toMatch(/^info string error: not searching/);
    expect(refused.at(-1)).toBe('bestmove resign');
    expect(engine.command('frobnicate')[0]).toBe('info string unknown command: frobnicate');
    expect(engine.command('setoption name Threads value 8')).toEqual([]);
    expect(engine.command('setoption name Hash value 65536')).toEqual([]);
    expect(engine.command('setoption name EvalFile value /my.nnue')[0]).toMatch(/^info string error: EvalFile: /);
    engine.command('position startpos moves 3d3c');
    expect(engine.command('go depth 2').at(-1)).toMatch(/^bestmove /);
    expect(engine.command('bench 99')[0]).toBe('info string error: bench depth is 1 to 30');
    expect(engine.command('')).toEqual([]);
  });
});

// The signature of the search: the WebAssembly builds must count the nodes the native engine
// counts, evaluation by the net and classical alike.
if (!existsSync(NATIVE_TORI))
  console.warn(`bench equality skipped: no native tori at ${NATIVE_TORI} (scripts/build.sh release)`);
describe.skipIf(!existsSync(NATIVE_TORI))(`bench equals native tori bench (${NATIVE_TORI})`, () => {
  const native = (nnue: boolean) => {
    const args = ['bench', '--depth', '5', '--quiet', ...(nnue ? ['--nnue'] : [])];
    const out = execFileSync(NATIVE_TORI, args, { encoding: 'utf8' });
    return Number(out.match(/^total nodes (\d+)$/m)![1]);
  };
  const wasm = (engine: WasmEngine, nnue: boolean) => {
    const lines = engine.command(`bench 5 ${nnue ? 'nnue' : 'classical'}`);
    const total = lines.find((l) => l.startsWith('info string bench total nodes '));
    expect(total, JSON.stringify(lines)).toBeDefined();
    return Number(total!.split(' ')[5]);
  };
  for (const build of ['simd', 'plain'] as EngineBuild[])
    for (const nnue of [true, false])
      it(`${build} build, ${nnue ? 'NNUE' : 'classical'}`, async () => {
        const engine = await loadEngine(build, readFileSync(WASM_FILES[build]));
        const expected = native(nnue);
        expect(expected).toBeGreaterThan(1000);
        expect(wasm(engine, nnue)).toBe(expected);
      });
});
