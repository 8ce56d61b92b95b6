// The page's face of the engine in the browser: the same USI conversation as `tori engine`,
// run in a Web Worker (engine_worker.ts) so that the page stays responsive while it thinks.
// Load it with a dynamic import(): the worker and its WebAssembly are fetched only then.
import type { WorkerReply } from './engine_worker';

export class BrowserEngine {
  private readonly listeners = new Set<(line: string) => void>();
  // Which build runs: 'simd' where the browser validates WebAssembly SIMD, else 'plain'.
  build: 'simd' | 'plain' | null = null;

  private constructor(private readonly worker: Worker) {}

  // Loads the worker and the WebAssembly; answers once the engine has answered usi and isready.
  static start(): Promise<BrowserEngine> {
    const worker = new Worker(new URL('./engine_worker.ts', import.meta.url), { type: 'module' });
    const engine = new BrowserEngine(worker);
    return new Promise((resolve, reject) => {
      const fail = (why: string) => {
        worker.terminate();
        reject(new Error(why));
      };
      worker.onerror = (event) => fail(`the engine's worker failed: ${event.message}`);
      worker.onmessage = (event: MessageEvent<WorkerReply>) => {
        const reply = event.data;
        if ('error' in reply) return fail(reply.error);
        if ('build' in reply) {
          engine.build = reply.build;
          return;
        }
        for (const line of reply.lines) {
          engine.deliver(line);
          if (line === 'readyok') {
            worker.onmessage = (later: MessageEvent<WorkerReply>) => engine.receive(later.data);
            resolve(engine);
          }
        }
      };
      engine.send('usi');
      engine.send('isready');
    });
  }

  // One USI command line.
  send(line: string): void {
    this.worker.postMessage(line);
  }

  // Every line the engine writes from now on; the function returned unsubscribes.
  onLine(listener: (line: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  terminate(): void {
    this.worker.terminate();
    this.listeners.clear();
  }

  private receive(reply: WorkerReply): void {
    if ('lines' in reply) for (const line of reply.lines) this.deliver(line);
    else if ('error' in reply) this.deliver(`info string error: ${reply.error}`);
  }

  private deliver(line: string): void {
    for (const listener of [...this.listeners]) listener(line);
  }
}
