#!/usr/bin/env bash
# The NNUE pipeline end to end: `tori nnue gen` data, two epochs of tools/nnue/train.py, the
# trainer's numpy copy of the engine's integer evaluation (tools/nnue/evaluate.py) against
# `tori nnue eval` position by position, the data's archive (tools/nnue/archive.py, which still
# reads version 1: tests/data/nnue holds the first games of Tori round 5 and Yari round 3 in it),
# the same games from another thread count (tools/nnue/compare.py), training on from a net file
# (--init) on it, and `tori engine` playing with the net as EvalFile.
# Skipped (exit 77) where Debian's python3-torch is not installed.
# Usage: nnue_pipeline_test.sh TORI_BINARY SOURCE_DIR WORK_DIR
set -uo pipefail
tori=$1
tools=$2/tools/nnue
fixtures=$2/tests/data/nnue
work=$3/nnue_pipeline
python=/usr/bin/python3
fail() { echo "FAIL: $*"; exit 1; }
"$python" -c "import torch, numpy" 2>/dev/null || { echo "python3-torch missing: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"

for variant in tori yari; do
  data=$work/$variant.bin
  net=$work/$variant.nnue
  out=$("$tori" nnue gen --variant $variant --games 6 --nodes 300 --threads 2 --output "$data" 2>&1) ||
    fail "$variant gen: $out"
  archived=$work/$variant.txz
  out=$("$python" "$tools/archive.py" pack "$data" "$archived" 2>&1) || fail "$variant pack: $out"
  "$python" "$tools/archive.py" unpack "$archived" "$work/back.bin" >/dev/null ||
    fail "$variant unpack"
  cmp -s "$data" "$work/back.bin" || fail "$variant: the archive does not give the data back"
  head -c 200 "$archived" >"$work/torn.txz"
  out=$("$python" "$tools/archive.py" unpack "$work/torn.txz" "$work/torn.bin" 2>&1) &&
    fail "$variant: a torn archive was unpacked"
  grep -q "damaged" <<<"$out" || fail "$variant: a torn archive, but: $out"
  # Archives written before version 2 (the whole board, XORed) must still give their data back.
  "$python" "$tools/archive.py" unpack "$fixtures/$variant-v1.txz" "$work/v1.bin" >/dev/null ||
    fail "$variant: a version 1 archive was refused"
  cmp -s "$fixtures/$variant-v1.bin" "$work/v1.bin" ||
    fail "$variant: a version 1 archive does not give its data back"

  # A game depends only on the seed and its number: one thread plays the same games, record for
  # record, as two did (in another order); another seed plays other games.
  one=$work/$variant-one.bin other=$work/$variant-other.bin
  "$tori" nnue gen --variant $variant --games 6 --nodes 300 --threads 1 --output "$one" \
    >/dev/null 2>&1 || fail "$variant gen, one thread"
  out=$("$python" "$tools/compare.py" --same-games "$archived" "$one" 2>&1) ||
    fail "$variant: one thread played other games: $out"
  grep -q "games in both: .* 0 different" <<<"$out" || fail "$variant compare: $out"
  "$tori" nnue gen --variant $variant --games 6 --nodes 300 --seed 9 --output "$other" \
    >/dev/null 2>&1 || fail "$variant gen, another seed"
  out=$("$python" "$tools/compare.py" "$data" "$other" 2>&1) &&
    fail "$variant: another seed played the same games: $out"
  grep -q " [1-9][0-9]* different$" <<<"$out" || fail "$variant compare, another seed: $out"

  out=$("$python" "$tools/train.py" --variant $variant --data "$data" --output "$net" --epochs 2 \
    --buckets 2 --mirror --threads 1 --round pipeline-test 2>&1) || fail "$variant train: $out"
  grep -q "validation loss" <<<"$out" || fail "$variant: no validation loss: $out"
  "$python" "$tools/evaluate.py" --variant $variant --net "$net" --data "$data" --count 500 \
    >"$work/python.txt" || fail "$variant evaluate.py"
  "$tori" nnue eval --variant $variant --eval-file "$net" --data "$data" --count 500 \
    >"$work/engine.txt" || fail "$variant nnue eval"
  [ -s "$work/engine.txt" ] || fail "$variant: no evaluations"
  cmp -s "$work/python.txt" "$work/engine.txt" || fail "$variant: trainer and engine disagree"

  # --init at a learning rate of 0 must write the net it started from: the dequantised weights
  # round back to the same integers. The description differs, so compare the arrays.
  out=$("$python" "$tools/train.py" --variant $variant --data "$archived" --output "$work/again.nnue" \
    --init "$net" --buckets 2 --epochs 1 --lr 0 --threads 1 2>&1) || fail "$variant --init: $out"
  "$python" - "$tools" $variant "$net" "$work/again.nnue" <<'PY' || fail "$variant: --init changed the net"
import sys
sys.path.insert(0, sys.argv[1])
import numpy as np
from net_file import read_net
from variants import BY_NAME
variant = BY_NAME[sys.argv[2]]
a, b = read_net(sys.argv[3], variant), read_net(sys.argv[4], variant)
same = all(np.array_equal(a[k], b[k]) for k in ("bias", "weights", "out", "out_bias"))
sys.exit(0 if same else 1)
PY
  # A net's scores are in units of the logistic scale it was trained with, and data is one
  # variant's: training on with another scale, or on the other variant's data, is refused.
  out=$("$python" "$tools/train.py" --variant $variant --data "$archived" --output "$work/again.nnue" \
    --init "$net" --buckets 2 --epochs 1 --scale 123 --threads 1 2>&1) &&
    fail "$variant: --init with another --scale was taken"
  grep -q "trained with --scale" <<<"$out" || fail "$variant: another --scale, but: $out"
  other=$([ $variant = tori ] && echo yari || echo tori)
  out=$("$python" "$tools/train.py" --variant $other --data "$archived" --output "$work/again.nnue" \
    --epochs 1 --threads 1 2>&1) && fail "$variant data taken as $other"
  grep -q "holds $variant positions, not $other" <<<"$out" || fail "$variant data as $other: $out"

  fsf=$([ $variant = tori ] && echo torishogi || echo yarishogi)
  out=$(printf 'usi\nsetoption name USI_Variant value %s\nsetoption name EvalFile value %s\nsetoption name Use NNUE value true\nisready\nposition startpos\ngo depth 3\n' \
    "$fsf" "$net" | "$tori" engine 2>&1)
  grep -q "info string evaluation: NNUE, .*round pipeline-test" <<<"$out" ||
    fail "$variant: the engine did not take the net: $out"
  grep -q "^bestmove " <<<"$out" || fail "$variant: no bestmove: $out"
done
rm -rf "$work"
echo "nnue pipeline ok"
