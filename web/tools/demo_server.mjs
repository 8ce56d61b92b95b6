// A `tori serve` on 127.0.0.1 with a fresh database and the built client, and something on it to
// look at: three players, a Tori game half played (the mate game of e2e/tori_mate_game.json, its
// first 24 moves) and an open Yari seek. For the tools that look at the pages
// (page_screenshots.mjs, ../bench/lighthouse/lighthouse.mjs), never for tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_TORI = join(here, '../../build/release/src/cli/tori');
export const DEFAULT_WEB_ROOT = join(here, '../dist');
const MATE = JSON.parse(readFileSync(join(here, '../e2e/tori_mate_game.json'), 'utf8')).moves;

export async function startDemoServer({ tori = DEFAULT_TORI, webRoot = DEFAULT_WEB_ROOT, port }) {
  const base = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(join(tmpdir(), 'tori-demo-'));
  const server = spawn(resolve(tori), ['serve', '--db', join(work, 'demo.db'), '--listen', '127.0.0.1:0',
    '--http', `127.0.0.1:${port}`, '--web-root', resolve(webRoot), '--signups-per-hour', '1000', '--max-connections-per-address', '256',
    '--puzzles', join(here, '../../tests/data/puzzles/tori-sample.jsonl'),
    '--puzzles', join(here, '../../tests/data/puzzles/yari-sample.jsonl')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await answering(base);
    const call = caller(base);
    const signUp = (user) => call('POST', '/api/signup', { user, password: `${user}-plays-tori-shogi` });
    const [alice, bob, carol] = [await signUp('alice'), await signUp('bob'), await signUp('carol')];
    const time = { kind: 'byoyomi', main_ms: 600000, periods: 1, period_ms: 30000 };
    const seek = await call('POST', '/api/seeks', { variant: 'torishogi', time, first: true }, alice.token);
    const game = (await call('POST', `/api/seeks/${seek.seek.id}/accept`, {}, bob.token)).game;
    for (let i = 0; i < 24; i++) {
      await call('POST', `/api/games/torishogi/${game.number}/moves`, { move: MATE[i] }, i % 2 ? bob.token : alice.token);
    }
    await call('POST', '/api/seeks', { variant: 'yarishogi', time }, carol.token);
    return { base, users: { alice, bob, carol }, gamePath: `/game/torishogi/${game.number}`, stop };
  } catch (e) {
    stop();
    throw e;
  }
}

function caller(base) {
  return async (method, path, body, token) => {
    const headers = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(base + path, { method, headers, body: body && JSON.stringify(body) });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
    return answer;
  };
}

async function answering(base) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/api/lobby`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`tori serve did not answer at ${base}`);
}
