#!/usr/bin/env bash
# Sets everything up, builds the release binary and runs `tori` with the given arguments.
# Without arguments it starts the game server (`tori serve`: 127.0.0.1:5090, tori-server.db).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release >/dev/null
if (($# == 0)); then
  set -- serve
fi
exec build/release/src/cli/tori "$@"
