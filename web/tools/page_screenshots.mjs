// Screenshots of every page of the web client, on a desktop (1440x900) and a phone (390x844), in
// the light theme and the dark: what docs/screenshots shows, to be looked at after every change
// of the pages. Starts its own `tori serve` on 127.0.0.1 with a fresh database and the built
// client (web/dist), plays part of a game through the API so that the lobby and the game page
// have something on them, and writes PAGE-desktop.png, PAGE-phone.png and PAGE-desktop-dark.png.
//
//   node web/tools/page_screenshots.mjs [path/to/tori] [--out docs/screenshots] [--only home,game]
//     [--web-root web/dist]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tori = resolve(args[0] && !args[0].startsWith('--') ? args[0] : join(here, '../../build/release/src/cli/tori'));
const out = resolve(option('--out', join(here, '../../docs/screenshots')));
const only = option('--only', null)?.split(',');
const PORT = 5391;
const base = `http://127.0.0.1:${PORT}`;
const MATE = JSON.parse(readFileSync(join(here, '../e2e/tori_mate_game.json'), 'utf8')).moves;

const work = mkdtempSync(join(tmpdir(), 'tori-shots-'));
const server = spawn(tori, ['serve', '--db', join(work, 'shots.db'), '--listen', '127.0.0.1:0', '--http', `127.0.0.1:${PORT}`,
  '--web-root', resolve(option('--web-root', join(here, '../dist'))), '--signups-per-hour', '1000',
  '--puzzles', join(here, '../../tests/data/puzzles/tori-sample.jsonl')], { stdio: 'inherit' });

async function call(method, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(base + path, { method, headers, body: body && JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/api/lobby`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('tori serve did not answer');
}

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

try {
  await waitForServer();
  const alice = await call('POST', '/api/signup', { user: 'alice', password: 'alice-plays-tori' });
  const bob = await call('POST', '/api/signup', { user: 'bob', password: 'bob-plays-tori-too' });
  const carol = await call('POST', '/api/signup', { user: 'carol', password: 'carol-plays-yari' });
  const time = { kind: 'byoyomi', main_ms: 600000, periods: 1, period_ms: 30000 };
  const seek = await call('POST', '/api/seeks', { variant: 'torishogi', time, first: true }, alice.token);
  const game = (await call('POST', `/api/seeks/${seek.seek.id}/accept`, {}, bob.token)).game;
  for (let i = 0; i < 24; i++) {
    await call('POST', `/api/games/torishogi/${game.number}/moves`, { move: MATE[i] }, i % 2 ? bob.token : alice.token);
  }
  await call('POST', '/api/seeks', { variant: 'yarishogi', time }, carol.token);
  const gamePath = `/game/torishogi/${game.number}`;

  // Each page: its address, who looks at it (null: a guest) and what shows once it is drawn.
  const PAGES = {
    home: { path: '/', who: null, ready: 'main' },
    'home-signed-in': { path: '/', who: alice, ready: 'main' },
    game: { path: gamePath, who: alice, ready: 'sg-board piece' },
    'game-spectator': { path: gamePath, who: null, ready: 'sg-board piece' },
    analysis: { path: `${gamePath}/analysis`, who: null, ready: 'sg-board piece' },
    puzzles: { path: '/puzzles', who: alice, ready: 'sg-board piece' },
    profile: { path: '/user/alice', who: null, ready: 'main h1, main h2' },
    settings: { path: '/settings', who: alice, ready: 'main select' },
    pieces: { path: '/pieces', who: null, ready: 'main figure' },
    'not-found': { path: '/no/such/page', who: null, ready: 'main' },
  };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  for (const [name, page] of Object.entries(PAGES)) {
    if (only && !only.includes(name)) continue;
    for (const [size, viewport] of [...Object.entries(SIZES), ['desktop-dark', SIZES.desktop]]) {
      const context = await browser.newContext({ viewport, colorScheme: size.endsWith('dark') ? 'dark' : 'light' });
      if (page.who) {
        const session = JSON.stringify({ user: page.who.user, token: page.who.token });
        await context.addInitScript((s) => localStorage.setItem('tori.session', s), session);
      }
      const tab = await context.newPage();
      await tab.goto(base + page.path);
      await tab.locator(page.ready).first().waitFor({ timeout: 15_000 });
      await tab.waitForTimeout(600); // fonts, the lobby's stream, the last drawing
      await tab.screenshot({ path: join(out, `${name}-${size}.png`) });
      await context.close();
    }
    console.log('screenshots of', name);
  }
  await browser.close();
} finally {
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
