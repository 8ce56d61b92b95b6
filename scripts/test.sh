#!/usr/bin/env bash
# Sets everything up and runs every test: the release build's unit tests and perft suites, the
# web client's (its rules as WebAssembly against the perft suites, its own logic, and end to end
# in chromium against a real server), the C++ tests again under AddressSanitizer +
# UndefinedBehaviorSanitizer, and a short run of every fuzz target.
# Usage: scripts/test.sh [SECONDS_PER_FUZZ_TARGET] (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
fuzz_seconds=${1:-10}
jobs=$(nproc)

scripts/setup.sh

echo "== formatting"
scripts/format.sh --check

echo "== release build and tests"
scripts/build.sh release
ctest --preset release -j "$jobs"

echo "== web client: build, unit tests (vitest), end to end (Playwright, chromium)"
scripts/web.sh
npm --prefix web test --silent
(cd web && TORI_BINARY=../build/release/src/cli/tori npx playwright test)

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build and tests"
scripts/build.sh sanitize
ctest --preset sanitize -j "$jobs"

echo "== fuzz targets, ${fuzz_seconds}s each"
scripts/fuzz.sh "$fuzz_seconds"
