// The engine's WebAssembly module (src/wasm/engine_api.cpp) as a class: a USI command line in,
// the lines it wrote out; a search that only `stop` would end advances by step(). Used by the
// Web Worker (engine_worker.ts) and, under node, by the tests.
import type { ToriEngineFactory, ToriEngineModule } from './engine_module_types';

export type EngineBuild = 'simd' | 'plain';

// The smallest module that uses a SIMD instruction: a function answering v128.const 0. Browsers
// without WebAssembly SIMD (Safari before 16.4, old Firefox and Chrome) refuse to validate it.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // types: () -> v128
  0x03, 0x02, 0x01, 0x00, // functions: one of type 0
  0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, // code: one body, no locals, v128.const
  ...new Array<number>(16).fill(0),
  0x0b, // end
]);

export function simdSupported(): boolean {
  return WebAssembly.validate(SIMD_PROBE);
}

function lines(text: string): string[] {
  return text.split('\n').filter((line) => line !== '');
}

export class WasmEngine {
  readonly build: EngineBuild;
  private readonly commandFn: (line: string) => string;
  private readonly stepFn: () => string;
  private readonly pendingFn: () => number;

  constructor(module: ToriEngineModule, build: EngineBuild) {
    this.build = build;
    this.commandFn = module.cwrap('tori_engine_command', 'string', ['string']);
    this.stepFn = module.cwrap('tori_engine_step', 'string', []);
    this.pendingFn = module.cwrap('tori_engine_pending', 'number', []);
  }

  // One command line (a newline inside would make two: only the first is taken).
  command(line: string): string[] {
    return lines(this.commandFn(line.split(/\r?\n/)[0]));
  }

  // One step of the search that waits for steps (see pending).
  step(): string[] {
    return lines(this.stepFn());
  }

  // Whether a search waits for step(): `go infinite`, `go ponder`, `go` without limits.
  pending(): boolean {
    return this.pendingFn() !== 0;
  }
}

// Loads the SIMD build where the browser validates SIMD, else the plain one. The two imports
// are separate chunks: only the one chosen is fetched, with its .wasm.
export async function loadEngine(build: EngineBuild = simdSupported() ? 'simd' : 'plain',
  wasmBinary?: Uint8Array): Promise<WasmEngine> {
  const factory: ToriEngineFactory =
    build === 'simd'
      ? (await import('./tori_engine_simd.mjs')).default
      : (await import('./tori_engine.mjs')).default;
  const module = await factory(wasmBinary ? { wasmBinary } : undefined);
  return new WasmEngine(module, build);
}

// Feeds a WasmEngine its lines and steps its unbounded searches, a turn of the event loop
// between steps, so that a `stop` (or any line) that came meanwhile is read first.
export class EngineDriver {
  private stepping = false;

  constructor(
    private readonly engine: WasmEngine,
    private readonly emit: (lines: string[]) => void,
    private readonly nextTurn: () => Promise<void> = () =>
      new Promise((resolve) => setTimeout(resolve, 0)),
  ) {}

  send(line: string): void {
    const out = this.engine.command(line);
    if (out.length > 0) this.emit(out);
    void this.stepWhilePending();
  }

  private async stepWhilePending(): Promise<void> {
    if (this.stepping) return;
    this.stepping = true;
    try {
      while (this.engine.pending()) {
        await this.nextTurn();
        if (!this.engine.pending()) break;
        const out = this.engine.step();
        if (out.length > 0) this.emit(out);
      }
    } finally {
      this.stepping = false;
    }
  }
}
