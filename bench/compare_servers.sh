#!/usr/bin/env bash
# Two builds of `tori serve` under the same load, alternated (old, new, old, new ...) so that the
# machine's drift falls on both: for each database a fresh one, 2,000 players
# (bench/load_players.sh), then 40 s of `tori loadtest` over the line protocol and 40 s over the
# WebSocket API, 1,000 games offering about 2,500 moves a second, after a 5 s warm-up. Run it on
# a quiet machine (docs/benchmarks.md, "Server load").
#
#   bench/compare_servers.sh OLD_TORI NEW_TORI [ROUNDS]
#
# OLD_TORI is started with only the limit options every build has had; the load tester is
# NEW_TORI's. PostgreSQL: the database toribench on the local socket, emptied each time.
set -euo pipefail

old=$1 new=$2 rounds=${3:-2}
pg='postgresql:///toribench?host=/var/run/postgresql'
here=$(cd "$(dirname "$0")" && pwd)
new_limits="--max-connections-per-address 5000 --rate 10000 --burst 10000 --address-rate 100000 --address-burst 100000 --signups-per-hour 100000"
old_limits="--max-connections-per-address 5000 --rate 10000 --burst 10000"

one() { # label tori limits database
  local work db server
  work=$(mktemp -d)
  db=$4
  if [ "$db" = sqlite ]; then
    db=$work/load.db
  else
    psql -q -v ON_ERROR_STOP=1 "$db" -c 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'
  fi
  # shellcheck disable=SC2086 # the limits are words
  "$2" serve --db "$db" --listen 127.0.0.1:5090 --http 127.0.0.1:5080 $3 > "$work/serve.log" 2>&1 &
  server=$!
  for _ in $(seq 50); do curl -s -o /dev/null http://127.0.0.1:5080/api/lobby && break; sleep 0.1; done
  "$here/load_players.sh" 5080 "$db" 2000 big load-password > /dev/null
  for transport in "--line 127.0.0.1:5090" "--http 127.0.0.1:5080"; do
    # shellcheck disable=SC2086
    result=$("$new" loadtest $transport --games 1000 --warmup 5 --prefix big \
      --password load-password --setup-seconds 600 --quiet --think-ms 400 --seconds 40 2>&1 |
      grep -E "moves:|latency" | tr '\n' ' ')
    echo "$1 $4 ${transport%% *}: $result"
  done
  kill "$server"
  wait "$server" 2> /dev/null || true
  sleep 2
  rm -rf "$work"
}

for _ in $(seq "$rounds"); do
  for db in sqlite "$pg"; do
    one old "$old" "$old_limits" "$db"
    one new "$new" "$new_limits" "$db"
  done
done
