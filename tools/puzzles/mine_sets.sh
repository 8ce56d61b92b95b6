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

mine() {  # output count [mine options] -- archives...
  local out=$1 count=$2
  shift 2
  local options=()
  while [[ $1 != -- ]]; do options+=("$1"); shift; done
  shift
  local files=()
  for archive in "$@"; do files+=("$(unpack "$archive")"); done
  "$tori" puzzles mine "${files[@]}" -o "$work/$out" --max "$count" "${options[@]}"
}

# Mates from the first parts of each variant's data, tactics from another part (a tactic costs
# engine searches; a mate a df-pn proof).
mine tori.jsonl 2200 -- data/nnue/tori-r5.txz data/nnue/tori-r5-2.txz
mine tori-tactics.jsonl 300 --no-mates --max-tactics 300 -- data/nnue/tori-r5-3.txz
mine yari.jsonl 1100 -- data/nnue/yari-r3-3.txz data/nnue/yari-r3.txz
mine yari-tactics.jsonl 150 --no-mates --max-tactics 150 -- data/nnue/yari-r3-2.txz
cat "$work/tori.jsonl" "$work/tori-tactics.jsonl" > data/puzzles/tori.jsonl
cat "$work/yari.jsonl" "$work/yari-tactics.jsonl" > data/puzzles/yari.jsonl
wc -l data/puzzles/tori.jsonl data/puzzles/yari.jsonl
