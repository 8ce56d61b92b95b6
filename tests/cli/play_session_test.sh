#!/usr/bin/env bash
# End to end: a short game of `tori play` through piped stdin. Checks that moves in several
# notations are played and the board redrawn, an illegal move is explained and changes nothing,
# undo works (and says what it took back), a compulsory promotion needs no '+', the game ends in
# checkmate, and a saved record reads back.
# Usage: play_session_test.sh TORI_BINARY
set -euo pipefail
tori=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*"; echo "--- output"; cat "$work/out"; exit 1; }
expect() { grep -qF -- "$1" "$work/out" || fail "expected: $1"; }
expect_count() { [ "$(grep -cF -- "$1" "$work/out")" -eq "$2" ] || fail "expected $2 lines with: $1"; }

# A mating net round White's phoenix on 1a: Black's crane covers 2a, the falcon 1b and 2b, the
# pheasant would defend 2b.
cat > "$work/in" <<'MOVES'
help
Pt-2c
S*1b
Pt2c-2a
undo
7g7f
undo
2c2b
save SAVED
MOVES
sed -i "s|SAVED|$work/game.kif|" "$work/in"
"$tori" play --no-prompt --position '6k/4C2/5F1/5P1/7/7/K6 b S 1' < "$work/in" > "$work/out" 2>&1 \
  || fail "tori play exited with $?"

expect "play a move, written in any notation"
expect "cannot read 'Pt-2c': no pheasant of yours can move to 2c"
expect "illegal move Sw*1b: a swallow may not be dropped to give checkmate"
expect "cannot read 'Pt2c-2a': the piece on 2c is a falcon, not a pheasant"
expect "nothing to undo"
expect "took back the last move"
# 2c2b must promote (the falcon enters the zone): typed without '+', it is played as Fa-2b+.
expect "Black played Fa-2b+"
expect "Game over: Black wins by checkmate"
expect "White to move, in check"
expect "Last move: Fa-2b+"
# One board at the start, one after 7g7f, one after its undo and one after the mate.
expect_count "Black (Black)" 4
expect "saved"
[ -s "$work/game.kif" ] || fail "no record was saved"
"$tori" convert "$work/game.kif" --to usi > "$work/usi" || fail "the saved record does not read back"
grep -qF "moves 2c2b+" "$work/usi" || { cat "$work/usi"; fail "saved record lost the move"; }

# Against the computer, undo takes back the player's move and the computer's reply together,
# and says so.
printf '7e7d\nundo\nundo\n' > "$work/in"
"$tori" play --no-prompt --engine white --think 10 < "$work/in" > "$work/out" 2>&1 \
  || fail "tori play --engine exited with $?"
expect "White played"
expect "took back your last move and the computer's reply"
expect "nothing to undo"
echo "play session: 2 passed, 0 failed"
