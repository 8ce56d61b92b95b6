// The shape of the engine's Emscripten module, the same for its SIMD and plain builds.
export interface ToriEngineModule {
  cwrap(name: 'tori_engine_command', returns: 'string', args: ['string']): (line: string) => string;
  cwrap(name: 'tori_engine_step', returns: 'string', args: []): () => string;
  cwrap(name: 'tori_engine_pending', returns: 'number', args: []): () => number;
}

export type ToriEngineFactory = (options?: {
  wasmBinary?: ArrayBuffer | Uint8Array;
}) => Promise<ToriEngineModule>;
