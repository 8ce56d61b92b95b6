// The Emscripten module of src/wasm/rules_api.cpp (built by the "wasm" CMake preset).
export interface ToriRulesModule {
  cwrap(name: 'tori_rules', returns: 'string', args: ['string']): (request: string) => string;
}
export default function createToriRules(options?: {
  wasmBinary?: ArrayBuffer | Uint8Array;
}): Promise<ToriRulesModule>;
