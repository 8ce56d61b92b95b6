// The Emscripten module of src/wasm/engine_api.cpp (built by the CMake preset "wasm").
import type { ToriEngineFactory } from './engine_module_types';
declare const createToriEngine: ToriEngineFactory;
export default createToriEngine;
