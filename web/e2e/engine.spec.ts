// The engine in a real page: BrowserEngine (web/src/engine) starts its module worker from the
// built site under the server's Content-Security-Policy, loads the WebAssembly build chromium
// validates (SIMD), and plays: a bounded search, then `go infinite` ended by `stop`.
import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';

const entry = readdirSync(new URL('../dist/assets', import.meta.url)).find((f) => /^engine-[\w-]+\.js$/.test(f));

test('the browser engine searches in a worker and stops when told', async ({ page }) => {
  expect(entry, 'the engine entry in dist/assets (npm run build)').toBeDefined();
  await page.goto('/pieces');
  const result = await page.evaluate(async (url) => {
    const { BrowserEngine } = await import(url);
    const engine = await BrowserEngine.start();
    const lines: string[] = [];
    const next = (pattern: RegExp) =>
      new Promise<string>((resolve) => {
        const stop = engine.onLine((line: string) => {
          if (!pattern.test(line)) return;
          stop();
          resolve(line);
        });
      });
    engine.onLine((line: string) => lines.push(line));
    engine.send('position startpos');
    const bounded = next(/^bestmove /);
    engine.send('go depth 6');
    const first = await bounded;
    const deep = next(/^info depth 8 /);
    engine.send('go infinite');
    await deep;
    const stopped = next(/^bestmove /);
    engine.send('stop');
    const second = await stopped;
    engine.terminate();
    return { build: engine.build, first, second, lines };
  }, '/assets/' + entry);
  expect(result.build).toBe('simd');
  expect(result.first).toMatch(/^bestmove \S+/);
  expect(result.second).toMatch(/^bestmove \S+/);
  // The bestmove of go infinite is the first move of its deepest line.
  const deepest = result.lines.filter((l: string) => l.startsWith('info depth ')).at(-1)!;
  expect(deepest.split(' pv ')[1].split(' ')[0]).toBe(result.second.split(' ')[1]);
});
