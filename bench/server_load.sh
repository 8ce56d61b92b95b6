#!/usr/bin/env bash
# The server-load benchmark (docs/benchmarks.md, "Server load"): one `tori serve` on a fresh
# database, 2,000 players made by bench/load_players.sh, then `tori loadtest` with 1,000 games
# over the line protocol and over the WebSocket API, players thinking 0.2-0.6 s and 0.15-0.45 s,
# and the line protocol saturated (no thinking). Run it on a quiet machine.
#
#   bench/server_load.sh TORI sqlite            # a fresh SQLite file in a temporary folder
#   bench/server_load.sh TORI postgresql:///toribench?host=/var/run/postgresql   # emptied first
#
# To compare servers with the same load tester: SERVE_TORI=other/tori (and SERVE_LIMITS for a
# build without today's limit options).
set -euo pipefail

tori=$1 db=$2
serve_tori=${SERVE_TORI:-$tori}
# The rates are raised: every player comes from 127.0.0.1.
limits=${SERVE_LIMITS:---max-connections-per-address 5000 --rate 10000 --burst 10000 --address-rate 100000 --address-burst 100000 --signups-per-hour 100000}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT

case $db in
  sqlite) db=$work/load.db ;;
  postgres*) psql -q -v ON_ERROR_STOP=1 "$db" -c 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;' ;;
esac

# shellcheck disable=SC2086 # the limits are words
"$serve_tori" serve --db "$db" --listen 127.0.0.1:5090 --http 127.0.0.1:5080 $limits \
  > "$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 50); do curl -s -o /dev/null http://127.0.0.1:5080/api/lobby && break; sleep 0.1; done
"$here/load_players.sh" 5080 "$db" 2000 big load-password

load() {
  echo "== $*"
  "$tori" loadtest --games 1000 --warmup 5 --prefix big --password load-password \
    --setup-seconds 600 --quiet "$@"
}
load --line 127.0.0.1:5090 --think-ms 400 --seconds 60
load --http 127.0.0.1:5080 --think-ms 400 --seconds 60
load --line 127.0.0.1:5090 --think-ms 300 --seconds 30
load --http 127.0.0.1:5080 --think-ms 300 --seconds 30
load --line 127.0.0.1:5090 --seconds 30
