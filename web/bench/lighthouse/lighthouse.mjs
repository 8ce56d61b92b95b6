// Lighthouse's scores (performance, accessibility, best practices) of the home page (a guest's
// and a signed-in player's, which is the lobby) and of a game page, with its desktop preset,
// against Debian's chromium and a demo server (web/tools/demo_server.mjs) serving the built
// client (web/dist). Lighthouse lives in this folder's own package so that the client's install
// stays small:
//
//   npm ci --prefix web/bench/lighthouse && node web/bench/lighthouse/lighthouse.mjs \
//     [--tori path/to/tori] [--web-root web/dist] [--runs 3]
//
// Each page is measured --runs times and the median of each score is printed (Lighthouse's
// performance score moves by a few points between runs).
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TORI, DEFAULT_WEB_ROOT, startDemoServer } from '../../tools/demo_server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 3));
const DEBUG_PORT = 9337;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const demo = await startDemoServer({ tori: option('--tori', DEFAULT_TORI), webRoot: option('--web-root', DEFAULT_WEB_ROOT), port: 5392 });
const profile = mkdtempSync(join(tmpdir(), 'tori-lighthouse-'));
try {
  const PAGES = [
    { name: 'home (guest)', path: '/', who: null },
    { name: 'lobby (home, signed in)', path: '/', who: demo.users.carol },
    { name: 'game (a player)', path: demo.gamePath, who: demo.users.alice },
  ];
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = [];
  for (const page of PAGES) {
    // One browser per page, its storage holding the player's session (Lighthouse is told not to
    // clear it), so that a page is measured as its player sees it.
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [`--remote-debugging-port=${DEBUG_PORT}`],
    });
    const tab = browser.pages()[0] ?? (await browser.newPage());
    await tab.goto(demo.base + '/');
    const session = page.who ? JSON.stringify({ user: page.who.user, token: page.who.token }) : null;
    await tab.evaluate((s) => (s ? localStorage.setItem('tori.session', s) : localStorage.removeItem('tori.session')), session);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const failing = new Set();
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(demo.base + page.path, { port: DEBUG_PORT, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: CATEGORIES }, desktopConfig);
      for (const c of CATEGORIES) scores[c].push(Math.round(result.lhr.categories[c].score * 100));
      for (const c of CATEGORIES) {
        for (const ref of result.lhr.categories[c].auditRefs) {
          const audit = result.lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) failing.add(`${c}: ${audit.id} (${audit.displayValue ?? audit.score})`);
        }
      }
    }
    await browser.close();
    rows.push({ page: page.name, ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) });
    if (failing.size) console.log(`${page.name}, audits below 0.9:\n  ${[...failing].join('\n  ')}`);
  }
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, desktop preset, median of ${runs} runs`);
  console.log('| page | performance | accessibility | best practices |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} |`);
} finally {
  demo.stop();
  rmSync(profile, { recursive: true, force: true });
}
