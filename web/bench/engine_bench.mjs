// The engine in the browser against the native engine (docs/benchmarks.md, "The engine in the
// browser"): `bench` (fixed positions, fixed depth, one thread, the embedded nets) in a Web
// Worker of Debian's chromium, headless, for both WebAssembly builds (SIMD and plain), and
// native `tori bench --nnue` at the same depth; the best of a few runs of each, as nodes per
// second, and the builds' speed as a share of the native one. The node counts must agree.
//
//   node web/bench/engine_bench.mjs [path/to/tori] [--depth 10] [--runs 3]
// (after scripts/web.sh, which copies the engine's builds into web/src/engine)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const tori = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'build/release/src/cli/tori';
const depth = option('--depth', 10);
const runs = option('--runs', 3);
const engineDir = new URL('../src/engine/', import.meta.url).pathname;

// The page's worker: loads one build and answers the bench's total line.
const WORKER = `
self.onmessage = async ({ data: { build, depth } }) => {
  const module = await import(build === 'simd' ? '/tori_engine_simd.mjs' : '/tori_engine.mjs');
  const engine = await module.default();
  const command = engine.cwrap('tori_engine_command', 'string', ['string']);
  command('isready');
  self.postMessage(command('bench ' + depth + ' nnue'));
};`;
const FILES = {
  '/': ['text/html', '<!doctype html><title>engine bench</title>'],
  '/bench_worker.mjs': ['text/javascript', WORKER],
};
const server = createServer((request, response) => {
  const name = request.url.split('?')[0];
  let type, body;
  if (FILES[name]) [type, body] = FILES[name];
  else if (/^\/tori_engine(_simd)?\.(mjs|wasm)$/.test(name)) {
    type = name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
    body = readFileSync(engineDir + name.slice(1));
  } else {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': type }).end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const totals = (text) => {
  const m = text.match(/total nodes (\d+) time (\d+)/);
  if (!m) throw new Error(`no bench total in: ${text}`);
  return { nodes: Number(m[1]), ms: Number(m[2]) };
};

function native() {
  const out = execFileSync(tori, ['bench', '--depth', String(depth), '--nnue', '--quiet'], { encoding: 'utf8' });
  const nodes = Number(out.match(/^total nodes (\d+)$/m)[1]);
  const seconds = Number(out.match(/^time ([\d.]+) s$/m)[1]);
  return { nodes, ms: seconds * 1000 };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(base + '/');
async function wasm(build) {
  const text = await page.evaluate(
    ({ build, depth }) =>
      new Promise((resolve, reject) => {
        const worker = new Worker('/bench_worker.mjs', { type: 'module' });
        worker.onmessage = (event) => {
          worker.terminate();
          resolve(event.data);
        };
        worker.onerror = (event) => reject(new Error(event.message));
        worker.postMessage({ build, depth });
      }),
    { build, depth },
  );
  return totals(text);
}

const best = async (measure) => {
  let top = null;
  for (let i = 0; i < runs; ++i) {
    const run = await measure();
    if (!top || run.ms < top.ms) top = run;
  }
  return { ...top, nps: Math.round((top.nodes * 1000) / top.ms) };
};
const results = { native: await best(native), simd: await best(() => wasm('simd')), plain: await best(() => wasm('plain')) };
const version = browser.version();
await browser.close();
server.close();

console.log(`bench depth ${depth}, NNUE, one thread, best of ${runs}; chromium ${version}`);
for (const [name, r] of Object.entries(results)) {
  const share = ((100 * r.nps) / results.native.nps).toFixed(0);
  console.log(`${name.padEnd(6)} nodes ${r.nodes}  time ${(r.ms / 1000).toFixed(3)} s  nps ${r.nps}  ${share}% of native`);
}
if (results.simd.nodes !== results.native.nodes || results.plain.nodes !== results.native.nodes) {
  console.error('the node counts differ: the builds do not search alike');
  process.exitCode = 1;
}
