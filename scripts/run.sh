#!/usr/bin/env bash
# Sets everything up, builds the release binary and the web client, and runs `tori` with the
# given arguments. Without arguments it starts the game server (`tori serve`: its web page and
# API on http://127.0.0.1:5080/, the line protocol on 127.0.0.1:5090, tori-server.db).
set -euo pipefail
cd "$(dirname "$0")/.."
if (($# == 0)); then
  echo "Tori: open http://127.0.0.1:5080/ once the server says it listens (setting up and building first)"
fi
scripts/setup.sh
scripts/build.sh release >/dev/null
if (($# == 0)); then
  scripts/web.sh
  set -- serve --web-root web/dist
  # The shipped puzzle sets, loaded at every start: new puzzles come in, played ones keep their
  # ratings.
  for puzzle_set in data/puzzles/*.jsonl; do
    if [[ -e $puzzle_set ]]; then set -- "$@" --puzzles "$puzzle_set"; fi
  done
fi
exec build/release/src/cli/tori "$@"
