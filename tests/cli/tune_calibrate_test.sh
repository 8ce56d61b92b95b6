#!/usr/bin/env bash
# End to end: `tori tune calibrate` reads the committed 400 Yari games against Fairy-Stockfish,
# follows both players by name (each played all 400), and puts every game with a mate in the
# winner's "mating" band at 100%; band edges that do not ascend and an unreadable file are
# refused with a message saying so.
# Usage: tune_calibrate_test.sh TORI_BINARY SOURCE_DIR
# Outputs are captured first and fed to grep as here-strings: with pipefail, `echo | grep -q`
# fails whenever grep stops reading early and echo is killed by SIGPIPE.
set -uo pipefail
tori=$1
games=$2/data/tune/yari-fsf-games.pgn.xz
fail() { echo "FAIL: $*"; exit 1; }

out=$("$tori" tune calibrate --variant yari "$games" 2>&1) || fail "calibrate failed: $out"
grep -q "^400 games (0 without a result and 0 of the other variant left out)" <<<"$out" ||
  fail "not 400 games: $out"
[ "$(grep -c ": 400 games, " <<<"$out")" -eq 2 ] || fail "not two players of 400 games: $out"
grep -q "^Tori .*: 400 games, 26.8% of the points" <<<"$out" || fail "Tori's share: $out"
mating=$(grep "^  mating " <<<"$out")
[ "$(grep -c "100.0%$" <<<"$mating")" -eq 2 ] || fail "a mating band below 100%: $mating"

# The Yari games are of the other variant for a Tori calibration.
out=$("$tori" tune calibrate --variant tori "$games" 2>&1) || fail "tori calibrate failed: $out"
grep -q "^0 games (0 without a result and 400 of the other variant left out)" <<<"$out" ||
  fail "Yari games not left out: $out"

message=$("$tori" tune calibrate --variant yari --edges 300,100 "$games" 2>&1)
[ $? -ne 0 ] || fail "descending edges accepted"
case $message in *"must ascend"*) ;; *) fail "no reason given: $message" ;; esac
message=$("$tori" tune calibrate /nonexistent/games.pgn 2>&1)
[ $? -eq 2 ] || fail "a missing file did not exit 2: $message"
case $message in *nonexistent*) ;; *) fail "the missing file is not named: $message" ;; esac
echo "tune calibrate ok"
