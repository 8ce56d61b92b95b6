#!/usr/bin/env bash
# End to end: `tori nnue gen` writes whole 56-byte records after a 32-byte header, a second run
# on the same file plays only the games it lacks, and a file of the other variant is refused.
# Usage: nnue_gen_test.sh TORI_BINARY WORK_DIR
set -uo pipefail
tori=$1
data=$2/nnue_gen_test.bin
fail() { echo "FAIL: $*"; exit 1; }
rm -f "$data"

out=$("$tori" nnue gen --variant yari --games 3 --nodes 300 --threads 2 --output "$data" 2>&1) ||
  fail "gen failed: $out"
grep -q "^3 games played" <<<"$out" || fail "not 3 games: $out"
size=$(stat -c %s "$data")
[ $(((size - 32) % 56)) -eq 0 ] && [ "$size" -gt 32 ] || fail "size $size is not header + records"

out=$("$tori" nnue gen --variant yari --games 4 --nodes 300 --threads 2 --output "$data" 2>&1) ||
  fail "resumed gen failed: $out"
grep -q "^1 games played" <<<"$out" || fail "the resumed run replayed games: $out"
grep -q "(3 already there)" <<<"$out" || fail "no progress line: $out"
[ "$(stat -c %s "$data")" -gt "$size" ] || fail "nothing appended"

out=$("$tori" nnue gen --variant tori --games 1 --nodes 300 --output "$data" 2>&1)
[ $? -eq 2 ] || fail "a Yari file was continued as Tori: $out"
rm -f "$data"
echo "nnue gen ok"
