// Screenshots of every page of the web client, on a desktop (1440x900) and a phone (390x844), and
// on a desktop in the dark theme: what docs/screenshots shows, to be looked at after every change
// of the pages. Runs a demo server (demo_server.mjs) and writes PAGE-desktop.png,
// PAGE-phone.png and PAGE-desktop-dark.png.
//
//   node web/tools/page_screenshots.mjs [--tori path/to/tori] [--web-root web/dist]
//     [--out docs/screenshots] [--only home,game]
import { chromium } from '@playwright/test';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TORI, DEFAULT_WEB_ROOT, startDemoServer } from './demo_server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const out = resolve(option('--out', join(here, '../../docs/screenshots')));
const only = option('--only', null)?.split(',');

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

const demo = await startDemoServer({ tori: option('--tori', DEFAULT_TORI), webRoot: option('--web-root', DEFAULT_WEB_ROOT), port: 5391 });
try {
  const { alice } = demo.users;
  // Each page: its address, who looks at it (null: a guest) and what shows once it is drawn.
  const PAGES = {
    home: { path: '/', who: null, ready: 'main' },
    'home-signed-in': { path: '/', who: alice, ready: 'main' },
    game: { path: demo.gamePath, who: alice, ready: 'sg-board piece' },
    'game-spectator': { path: demo.gamePath, who: null, ready: 'sg-board piece' },
    analysis: { path: `${demo.gamePath}/analysis`, who: null, ready: 'sg-board piece' },
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
      await tab.goto(demo.base + page.path);
      await tab.locator(page.ready).first().waitFor({ timeout: 15_000 });
      await tab.waitForTimeout(600); // the lobby's stream, the last drawing
      await tab.screenshot({ path: join(out, `${name}-${size}.png`) });
      await context.close();
    }
    console.log('screenshots of', name);
  }
  await browser.close();
} finally {
  demo.stop();
}
