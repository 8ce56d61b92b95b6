#!/usr/bin/env bash
# Builds the web client: the rules and the engine as WebAssembly (presets wasm and wasm-simd,
# Debian's emscripten, copied into web/src/rules and web/src/engine), the npm packages from the
# lockfile, then web/dist, which `tori serve --web-root web/dist` serves.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh wasm >/dev/null
scripts/build.sh wasm-simd >/dev/null
cp build/wasm/src/wasm/tori_rules.mjs build/wasm/src/wasm/tori_rules.wasm web/src/rules/
cp build/wasm/src/wasm/tori_engine.mjs build/wasm/src/wasm/tori_engine.wasm \
  build/wasm-simd/src/wasm/tori_engine_simd.mjs build/wasm-simd/src/wasm/tori_engine_simd.wasm \
  web/src/engine/
# npm ci reinstalls from the lockfile; skipped while node_modules was installed from this one.
if ! cmp -s web/package-lock.json web/node_modules/.installed-from-lock 2>/dev/null; then
  npm ci --prefix web --no-audit --no-fund --loglevel=error
  cp web/package-lock.json web/node_modules/.installed-from-lock
fi
# tsc writes its errors to standard output: shown only when the build fails
if ! build_log=$(npm --prefix web run build --silent 2>&1); then
  echo "$build_log"
  exit 1
fi
