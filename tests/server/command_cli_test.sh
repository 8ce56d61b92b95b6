#!/usr/bin/env bash
# `tori command` end to end: accounts, a challenge and moves against a fresh database, one
# command per line on stdin and one as an argument; the database keeps the game between runs.
# Usage: command_cli_test.sh TORI            (a fresh SQLite file)
#        command_cli_test.sh TORI PSQL       (a fresh database, made with PSQL, on the PostgreSQL
#                                             server that $TORI_TEST_POSTGRES_URL names)
set -euo pipefail
tori="$1"
psql="${2:-}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT

if [[ -z "$psql" ]]; then
  db="$dir/server.db"
else
  maintenance="${TORI_TEST_POSTGRES_URL:?the URL of a PostgreSQL server to test against}"
  name="tori_cli_test_$$"
  "$psql" -q -v ON_ERROR_STOP=1 "$maintenance" -c "CREATE DATABASE $name"
  # The same URL with the new database's name in place of the maintenance database's.
  path="${maintenance%%\?*}"
  options="${maintenance#"$path"}"
  db="${path%/*}/$name$options"

  # A database that does not exist: a clear error, exit status 2, nothing done.
  if "$tori" command --db "${path%/*}/${name}_missing$options" "help" >"$dir/out" 2>&1; then
    echo "a missing database was accepted"
    exit 1
  elif [[ $? -ne 2 ]] || ! grep -q "tori command: database: cannot connect to PostgreSQL" "$dir/out"; then
    cat "$dir/out"
    exit 1
  fi
fi

# The last command is refused: every line still runs, and the exit status says so (1).
status=0
out="$("$tori" command --db "$db" <<'COMMANDS'
signup bob bobpwkifu77 bob@example.org
signup wanda wandapwkifu77
torishogi challenge bob wanda
torishogi move 101 bob bobpwkifu77 7e-7d#1 good luck
torishogi move 101 bob bobpwkifu77 6e-6d
COMMANDS
)" || status=$?
if [[ $status -ne 1 ]]; then
  echo "a refused command on stdin: exit status $status, not 1"
  exit 1
fi
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
expect "Command: torishogi move 101 bob bobpwkifu77 6e-6d"

out="$("$tori" command --db "$db" "torishogi show 101")"
expect "Move 2: White (wanda) to move."
expect "1. Black 7e-7d   -- good luck"

# One refused command as an argument: its error reply, and exit status 1.
status=0
out="$("$tori" command --db "$db" "torishogi move 101 wanda wrongpwkifu77 4b-3c")" || status=$?
expect "Subject: Error:"
if [[ $status -ne 1 ]]; then
  echo "a refused command: exit status $status, not 1"
  exit 1
fi
echo "ok"
