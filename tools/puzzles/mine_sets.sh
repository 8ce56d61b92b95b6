#!/usr/bin/env bash
# Remakes the shipped puzzle sets, data/puzzles/tori.jsonl and yari.jsonl, from the self-play
# data in data/nnue (docs/puzzles.md). Deterministic: the same data and binary give the same
# sets byte for byte, on any number of cores. Resumable: run it again after an interruption.
#   tools/puzzles/mine_sets.sh [TORI_BINARY] [WORK_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
tori=${1:-build/release/src/cli/tori}
work=${2:-build/puzzles}
mkdir -p "$work" data/puzzles

unpack() {  # archive -> packed file in $work, once
  local out="$work/$(basename "$1" .txz).bin"
  [[ -s $out ]] || /usr/bin/python3 tools/nnue/archive.py unpack "$1" "$out" >&2
  echo "$out"
}

mine() {  # variant count archives...
  local variant=$1 count=$2
  shift 2
  local files=()
  for archive in "$@"; do files+=("$(unpack "$archive")"); done
  "$tori" puzzles mine "${files[@]}" -o "$work/$variant.jsonl" --max "$count"
  cp "$work/$variant.jsonl" "data/puzzles/$variant.jsonl"
}

mine tori 2200 data/nnue/tori-r5.txz data/nnue/tori-r5-2.txz
mine yari 1100 data/nnue/yari-r3-3.txz data/nnue/yari-r3.txz
