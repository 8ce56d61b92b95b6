// The web client's benchmark (docs/benchmarks.md, "Web client"), run in Debian's chromium against
// a real `tori serve` on loopback with a fresh database:
//   - what a first visit transfers (JS, WebAssembly, CSS, HTML; compressed, as sent) and how long
//     until the board of a game can be clicked, over ten visits with an empty cache;
//   - the time from a player's click on the destination square to the opponent's page showing
//     the move, over a whole game (p50, p99, max);
//   - the screenshots of docs/screenshots (lobby, game page on a desktop and on a phone).
//
//   node web/bench/web_bench.mjs [path/to/tori] [--screenshots docs/screenshots]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const tori = args.find((a) => !a.startsWith('--')) ?? 'build/release/src/cli/tori';
const shotsAt = args.includes('--screenshots') ? args[args.indexOf('--screenshots') + 1] : null;
const PORT = 5380;
const BASE = `http://127.0.0.1:${PORT}`;
const here = new URL('..', import.meta.url).pathname;

// A whole game, 59 moves to a checkmate (tests/server_line/recorded_games.h).
const MATE = JSON.parse(readFileSync(new URL('../e2e/tori_mate_game.json', import.meta.url), 'utf8')).moves;
const ROLES = { Sw: 'swallow', Pt: 'pheasant', Cr: 'crane', RQ: 'rightquail' };

async function squareCentre(page, square) {
  const box = await page.locator('sg-board').boundingBox();
  const flipped = (await page.getAttribute('.sg-wrap', 'class')).includes('orientation-gote');
  const file = Number(square[0]);
  const rank = square.charCodeAt(1) - 97;
  const column = flipped ? file - 1 : 7 - file;
  const row = flipped ? 6 - rank : rank;
  return [box.x + ((column + 0.5) * box.width) / 7, box.y + ((row + 0.5) * box.height) / 7];
}

// Everything of the move but the last click, which `finish` makes.
async function prepareMove(page, move) {
  const drop = move.match(/^(\w\w)\*(\d\w)$/);
  if (drop) {
    await page.locator('sg-hand-wrap >> nth=-1').locator(`piece.${ROLES[drop[1]]}`).click();
    return squareCentre(page, drop[2]);
  }
  const [from, to] = [move.slice(0, 2), move.slice(3, 5)];
  await page.mouse.click(...(await squareCentre(page, from)));
  return squareCentre(page, to);
}

async function signUp(browser, user, viewport) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(BASE + '/');
  await page.click('#who button.signup'); // the header's sign-up dialog
  await page.fill('dialog.auth-dialog input[name=user]', user);
  await page.fill('dialog.auth-dialog input[name=password]', user + '-plays-tori-shogi');
  await page.click('dialog.auth-dialog button[name=signup]');
  await page.waitForSelector('.lobby');
  return page;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const work = mkdtempSync(join(tmpdir(), 'tori-web-bench-'));
const server = spawn(tori, ['serve', '--db', join(work, 'bench.db'), '--listen', '127.0.0.1:0', '--http', `127.0.0.1:${PORT}`,
  '--web-root', join(here, 'dist'), '--signups-per-hour', '1000', '--rate', '1000', '--burst', '1000',
  '--address-rate', '10000', '--address-burst', '10000', '--max-connections-per-address', '256'], { stdio: 'ignore' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (let i = 0; i < 50; i++) {
    if (await fetch(BASE + '/api/lobby').then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const alice = await signUp(browser, 'alice');
  const bob = await signUp(browser, 'bob');
  await alice.click('button.create');
  await alice.locator('dialog.new-game input[name=opponent]').fill('bob');
  await alice.locator('dialog.new-game button[value=make]').click();
  await alice.waitForURL(/\/game\//);
  const gameUrl = alice.url();

  // First visits: a new context each time, so nothing is cached.
  const bytes = {};
  const visits = [];
  for (let i = 0; i < 10; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = [];
    page.on('requestfinished', async (request) => {
      const s = await request.sizes();
      sizes.push([new URL(request.url()).pathname, s.responseBodySize + s.responseHeadersSize]);
    });
    const start = performance.now();
    await page.goto(gameUrl);
    await page.locator('sg-board piece').first().waitFor();
    await page.locator('.status').filter({ hasText: 'to move' }).waitFor();
    visits.push(performance.now() - start);
    if (i === 0) {
      await page.waitForLoadState('networkidle');
      for (const [path, size] of sizes) {
        const kind = path.endsWith('.js') ? 'js' : path.endsWith('.wasm') ? 'wasm' : path.endsWith('.css') ? 'css' : path.startsWith('/api') ? 'api' : 'html';
        bytes[kind] = (bytes[kind] ?? 0) + size;
      }
    }
    await context.close();
  }
  visits.sort((a, b) => a - b);
  console.log('first visit, bytes as sent (headers included):', JSON.stringify(bytes),
    'total', Object.values(bytes).reduce((a, b) => a + b, 0));
  console.log(`until the board can be clicked (10 cold visits): median ${percentile(visits, 50).toFixed(0)} ms, max ${visits[9].toFixed(0)} ms`);

  // Click to the opponent's page, over the whole game: both times taken inside the pages (the
  // same clock), the click when the mover's button comes up, the move when the opponent's list
  // grows.
  await bob.goto(gameUrl);
  await bob.locator('sg-board piece').first().waitFor();
  const stamp = () => {
    window.benchClicks = [];
    window.benchSeen = {};
    const now = () => performance.timeOrigin + performance.now();
    document.addEventListener('pointerup', () => window.benchClicks.push(now()), true);
    new MutationObserver(() => {
      const n = document.querySelectorAll('.moves li').length;
      if (!(n in window.benchSeen)) window.benchSeen[n] = now();
    }).observe(document.body, { childList: true, subtree: true });
  };
  await alice.evaluate(stamp);
  await bob.evaluate(stamp);
  const carol = await signUp(browser, 'carol', { width: 1100, height: 760 });
  await carol.click('button.create');
  await carol.locator('dialog.new-game select[name=preset]').selectOption({ label: '5 min | 30s x3' });
  await carol.locator('dialog.new-game button[value=make]').click();
  await carol.locator('.seeks li').first().waitFor();
  const latencies = [];
  for (let i = 0; i < MATE.length; i++) {
    if (shotsAt && i === 30) await screenshots(i);
    const [mover, watcher] = i % 2 === 0 ? [alice, bob] : [bob, alice];
    const target = await prepareMove(mover, MATE[i]);
    await mover.mouse.click(...target);
    await watcher.locator('.moves li').nth(i).waitFor({ timeout: 10_000 });
    const clicked = await mover.evaluate(() => window.benchClicks[window.benchClicks.length - 1]);
    const seen = await watcher.evaluate((n) => window.benchSeen[n], i + 1);
    latencies.push(seen - clicked);
  }
  latencies.sort((a, b) => a - b);
  console.log(`click to the opponent's page (${latencies.length} moves): p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
    `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`);


  // Half way through the game: the lobby with a seek and the game being played, the game page
  // on a desktop and on a phone.
  async function screenshots(plies) {
    await carol.reload();
    await carol.locator('.home-lists a').first().waitFor();
    await carol.screenshot({ path: join(shotsAt, 'lobby.png') });
    const desktop = await (await browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
    await desktop.goto(gameUrl);
    await desktop.locator(".moves li").nth(plies - 1).waitFor();
    await desktop.screenshot({ path: join(shotsAt, 'game-desktop.png') });
    const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await phone.goto(gameUrl);
    await phone.locator('.moves li').first().waitFor();
    await phone.screenshot({ path: join(shotsAt, 'game-phone.png') });
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
