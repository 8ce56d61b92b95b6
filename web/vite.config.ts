// The web client's build (web/dist, which `tori serve --web-root` serves) and its unit tests.
// `npm run dev` serves the client with the API of a `tori serve` on 127.0.0.1:5080.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    // The engine (src/engine/engine_client.ts) is an entry of its own, assets/engine-HASH.js,
    // its exports kept: pages import() it when they need it, and the end-to-end tests load it by
    // that name. (The main entry exports nothing: its chunk is the same either way.)
    rollupOptions: {
      input: { index: 'index.html', engine: 'src/engine/engine_client.ts' },
      preserveEntrySignatures: 'exports-only',
    },
  },
  // The engine's worker (src/engine) is a module worker that imports one of two WebAssembly
  // builds on demand: ES output, as only it can split a worker into chunks.
  worker: { format: 'es' },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:5080', ws: true } } },
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
