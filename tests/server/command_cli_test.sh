#!/usr/bin/env bash
# `tori command` end to end: accounts, a challenge and moves against a fresh database file, one
# command per line on stdin and one as an argument; the database keeps the game between runs.
set -euo pipefail
tori="$1"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
db="$dir/server.db"

out="$("$tori" command --db "$db" <<'COMMANDS'
signup bob bobpw bob@example.org
signup wanda wandapw
torishogi challenge bob wanda
torishogi move 101 bob bobpw 7e-7d#1 good luck
torishogi move 101 bob bobpw 6e-6d
COMMANDS
)"
expect() {
  if ! grep -qF -- "$1" <<<"$out"; then
    echo "missing: $1"
    echo "$out"
    exit 1
  fi
}
expect "Welcome, bob. You are signed up."
expect "torishogi game 101 begins: Black (bob) against White (wanda)"
expect "Subject: torishogi 101: bob played 7e-7d"
expect "To: wanda"
expect "Error: it is not your move: White (wanda) is to move"
expect "Command: torishogi move 101 bob bobpw 6e-6d"

out="$("$tori" command --db "$db" "torishogi show 101")"
expect "Move 2: White (wanda) to move."
expect "1. Black 7e-7d   -- good luck"
echo "ok"
