#!/usr/bin/env bash
# End to end: `tori convert` between record formats and notations, and its refusals.
# Usage: convert_test.sh TORI_BINARY DATA_DIR
set -euo pipefail
tori=$1
data=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# KIF -> PGN -> KIF -> USI keeps every move; Shift_JIS and UTF-8 KIF give the same moves.
"$tori" convert "$data/records/tori_game.kif" --to usi > "$work/direct.usi"
"$tori" convert "$data/records/tori_game.kif" --to pgn > "$work/game.pgn"
"$tori" convert "$work/game.pgn" --to kif > "$work/game.kif"
"$tori" convert --from kif --to usi < "$work/game.kif" > "$work/round.usi"
cmp -s "$work/direct.usi" "$work/round.usi" || fail "moves changed through PGN and KIF"
"$tori" convert "$data/records/tori_game.sjis.kif" --to usi > "$work/sjis.usi"
cmp -s "$work/direct.usi" "$work/sjis.usi" || fail "Shift_JIS KIF read differently"
grep -q "^まで" "$work/game.kif" || fail "exported KIF has no result line"

# Variations: KIF to PGN to KIF keeps the side lines (変化 blocks, PGN parentheses).
"$tori" convert "$data/records/variations.kif" --to pgn > "$work/variations.pgn"
grep -q "(" "$work/variations.pgn" || fail "PGN lost the variations"
"$tori" convert "$work/variations.pgn" --to kif > "$work/variations.kif"
[ "$(grep -c "^変化：" "$work/variations.kif")" = "$(grep -c "^変化：" "$data/records/variations.kif")" ] \
  || fail "KIF through PGN lost variations"

# A record's moves in a notation; one move and one position between notations.
# (Read whole first: under pipefail a `head` that stops reading would fail the writer.)
moves=$("$tori" convert "$data/records/tori_game.kif" --notation numeric)
[ "${moves%%$'\n'*}" = "1. Sx33" ] || fail "numeric move list"
[ "$("$tori" convert --position startpos --move d3d4 --notation western)" = "Sw-4d" ] \
  || fail "UCI move to Western"
[ "$("$tori" convert --variant yari --position startpos --to sfen)" = \
  "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR b - 1" ] || fail "Yari start to SFEN"

# Refusals: a clear message and exit code 2, and nothing written.
set +e
echo "garbage" | "$tori" convert > "$work/out" 2> "$work/err"; rc=$?
set -e
[ "$rc" -eq 2 ] || fail "garbage input: exit code $rc"
[ ! -s "$work/out" ] || fail "garbage input wrote output"
grep -q "tori convert: line 1" "$work/err" || fail "garbage input: $(cat "$work/err")"
set +e
"$tori" convert --position startpos --move 4e4c --notation western 2> "$work/err"; rc=$?
set -e
[ "$rc" -eq 2 ] && grep -q "a swallow cannot move from 4e to 4c" "$work/err" \
  || fail "bad move: $rc $(cat "$work/err")"
echo "convert: 1 passed, 0 failed"
