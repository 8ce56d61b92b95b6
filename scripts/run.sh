#!/usr/bin/env bash
# Sets everything up, builds the release binary and runs `tori` with the given arguments.
# Without arguments it checks the move generator against the reference perft suites.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release >/dev/null
if (($# == 0)); then
  set -- perft --variant tori --suite ../shared/perft/tori.epd
fi
exec build/release/src/cli/tori "$@"
