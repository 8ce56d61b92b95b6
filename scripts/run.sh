#!/usr/bin/env bash
# Sets everything up, builds the release binary and runs `tori` with the given arguments.
# Without arguments it starts a game of Tori Shogi in the terminal (`tori play`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release >/dev/null
if (($# == 0)); then
  set -- play
fi
exec build/release/src/cli/tori "$@"
