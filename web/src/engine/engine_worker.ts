// The engine's Web Worker: loads the WebAssembly engine (SIMD where the browser has it) and
// answers each USI line the page posts with the lines the engine writes. Lines posted before
// the module has loaded wait for it, in order.
//
// Page -> worker: a string, one USI command line.
// Worker -> page: { lines: string[] } as the engine writes them, { build } once loaded (which
// build runs), or { error } when the module cannot be loaded.
import { EngineDriver, loadEngine } from './engine_module';

export type WorkerReply = { lines: string[] } | { build: 'simd' | 'plain' } | { error: string };

const post = (reply: WorkerReply) => self.postMessage(reply);
const waiting: string[] = [];
let driver: EngineDriver | null = null;

self.onmessage = (event: MessageEvent<unknown>) => {
  const line = typeof event.data === 'string' ? event.data : '';
  if (driver) driver.send(line);
  else waiting.push(line);
};

loadEngine().then(
  (engine) => {
    driver = new EngineDriver(engine, (lines) => post({ lines }));
    post({ build: engine.build });
    for (const line of waiting.splice(0)) driver.send(line);
  },
  (e: unknown) => post({ error: `the engine could not be loaded: ${String(e)}` }),
);
