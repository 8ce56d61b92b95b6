// End-to-end tests of the web client in Debian's chromium (never a downloaded browser), against
// a real `tori serve` on 127.0.0.1 with a fresh database, serving the built client (web/dist).
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.TORI_E2E_PORT ?? 5281);
const tori = process.env.TORI_BINARY ?? '../build/release/src/cli/tori';
// The config is read again in each worker: the folder made first travels to them in the
// environment, so a run makes one folder, which global_teardown.ts removes.
process.env.TORI_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'tori-e2e-'));
const database = join(process.env.TORI_E2E_DIR, 'e2e.db');

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  workers: 1,
  reporter: 'list',
  globalTeardown: './e2e/global_teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' },
  },
  webServer: {
    command: `${tori} serve --db ${database} --listen 127.0.0.1:0 --http 127.0.0.1:${PORT} --web-root dist ` +
      // every player of every test comes from 127.0.0.1: the per-address limits are raised
      `--signups-per-hour 1000 --rate 1000 --burst 1000 --address-rate 10000 --address-burst 10000 --max-connections-per-address 256 ` +
      // a game analysed in a second or two (e2e/review.spec.ts)
      `--analysis-nodes 3000 ` +
      // the puzzles' test sets (e2e/puzzles.spec.ts)
      `--puzzles ../tests/data/puzzles/tori-sample.jsonl --puzzles ../tests/data/puzzles/yari-sample.jsonl`,
    url: `http://127.0.0.1:${PORT}/api/lobby`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
