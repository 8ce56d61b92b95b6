// The web client's build (web/dist, which `tori serve --web-root` serves) and its unit tests.
// `npm run dev` serves the client with the API of a `tori serve` on 127.0.0.1:5080.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  build: { outDir: 'dist', assetsDir: 'assets', target: 'es2022' },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:5080', ws: true } } },
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
