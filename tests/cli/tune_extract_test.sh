#!/usr/bin/env bash
# End to end: `tori tune extract` reads every game of its files (a PGN of two games and a KIF),
# writes quiet positions with each game's result under a header naming the command (and the
# blend with recorded scores, when asked for), refuses a blend without a scale, leaves out the
# other variant's games, writes data that `tori tune fit` reads, and refuses a broken record
# with a message naming the file and the game, leaving no output file behind.
# Usage: tune_extract_test.sh TORI_BINARY TEST_DATA_DIR
set -uo pipefail
tori=$1
records=$2/records
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cat "$records/tori_game.pgn" <(echo) "$records/tori_game.pgn" > "$work/two.pgn"
"$tori" tune extract "$work/two.pgn" "$records/tori_game.kif" --skip-plies 4 \
  --output "$work/data.txt" 2> "$work/summary" || fail "extract failed: $(cat "$work/summary")"
grep -q "^3 games, " "$work/summary" || fail "expected 3 games: $(cat "$work/summary")"
head -1 "$work/data.txt" | grep -q "^# tori tune extract --variant tori --skip-plies 4 " ||
  fail "no command header: $(head -1 "$work/data.txt")"
positions=$(grep -vc '^#' "$work/data.txt")
[ "$positions" -ge 30 ] || fail "only $positions positions"
# The PGN game was won by Black (1-0): its lines say 1.
pgn_lines=$("$tori" tune extract "$records/tori_game.pgn" 2>/dev/null | grep -v '^#')
[ -n "$pgn_lines" ] || fail "no lines from the PGN"
echo "$pgn_lines" | grep -qv ';1$' && fail "a line of a game Black won does not say 1"

"$tori" tune fit --data "$work/data.txt" --epochs 0 --holdout-percent 0 \
  --output "$work/weights.h" > "$work/fit" 2>&1 || fail "fit could not read it: $(cat "$work/fit")"

"$tori" tune extract --variant yari "$records/tori_game.pgn" 2> "$work/summary" > /dev/null
grep -q "^0 games, 0 positions .* 1 of the other variant" "$work/summary" ||
  fail "the Tori game was not left out of Yari data: $(cat "$work/summary")"

blended=$("$tori" tune extract --score-weight 0.5 --score-scale 300 "$records/tori_game.pgn" 2> /dev/null)
grep -q -- "--score-weight 0.5 --score-scale 300 " <<< "${blended%%$'\n'*}" ||
  fail "the header does not name the score blend"
message=$("$tori" tune extract --score-weight 0.5 "$records/tori_game.pgn" --output "$work/x.txt" 2>&1)
[ $? -eq 2 ] || fail "a score weight without a scale was accepted: $message"
case $message in *--score-scale*) ;; *) fail "message does not name --score-scale: $message" ;; esac
[ ! -e "$work/x.txt" ] || fail "an output file was left behind for bad options"

printf '%s\n\n[Event "broken"]\n\n1. Z-99 1-0\n' "$(cat "$records/tori_game.pgn")" > "$work/bad.pgn"
message=$("$tori" tune extract "$work/bad.pgn" --output "$work/bad.txt" 2>&1)
status=$?
[ "$status" -eq 2 ] || fail "broken record exited $status: $message"
case $message in *bad.pgn*"game 2"*) ;; *) fail "message does not name file and game: $message" ;; esac
[ ! -e "$work/bad.txt" ] || fail "an output file was left behind"
echo "tune extract ok"
