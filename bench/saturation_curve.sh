#!/usr/bin/env bash
# The saturation curve of two builds of `tori serve` (docs/benchmarks.md, "Saturation curve"):
# for each transport, 400 games offered more and more moves a second (the players think
# 200, 100, 50, 33 and 25 ms on average, about 2,000 .. 16,000 offered), then none at all
# (saturation); each point after a warm-up of its own. The servers alternate point by point
# (old, new, old, new ...), each on a fresh database of its own, so that the machine's drift
# falls on both. The load tester is NEW_TORI's. Prints one Markdown row per point. Run it on a
# quiet machine: the server and the load share its cores.
#
#   bench/saturation_curve.sh OLD_TORI NEW_TORI [DATABASE] [SECONDS] [TRANSPORTS]
#
# DATABASE: sqlite (default; a fresh file each) or postgres (the database toribench on the
# local socket, emptied first; the two servers then run one after the other, not side by side).
# SECONDS: measured at each point (15). TRANSPORTS: "line http" (default), or one of them.
set -euo pipefail

old=$1 new=$2 database=${3:-sqlite} seconds=${4:-15} transports=${5:-line http}
games=400
here=$(cd "$(dirname "$0")" && pwd)
limits="--max-connections-per-address 5000 --max-half-open-per-address 5000 --rate 10000 --burst 10000 --address-rate 1000000 --address-burst 1000000 --signups-per-hour 100000"
pg='postgresql:///toribench?host=/var/run/postgresql'
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT

# start LABEL TORI LINE_PORT HTTP_PORT: a server on a fresh database, with 800 players
start() {
  local db
  if [ "$database" = sqlite ]; then
    db=$work/$1.db
  else
    db=$pg
    psql -q -v ON_ERROR_STOP=1 "$db" -c 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'
  fi
  # shellcheck disable=SC2086 # the limits are words
  "$2" serve --db "$db" --listen "127.0.0.1:$3" --http "127.0.0.1:$4" $limits > "$work/$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$4/api/lobby" && break; sleep 0.1; done
  "$here/load_players.sh" "$4" "$db" $((2 * games)) big load-password > /dev/null
}

# point LABEL TRANSPORT_OPTION THINK_MS
point() {
  local think=$3 offered=saturated result
  [ "$think" -gt 0 ] && offered=$((games * 1000 / think))
  # shellcheck disable=SC2086 # the transport option is two words
  result=$("$new" loadtest $2 --games "$games" --warmup 3 --prefix big --password load-password \
    --setup-seconds 600 --quiet --think-ms "$think" --seconds "$seconds" 2>&1 || true)
  moves=$(grep -oE '= [0-9]+ moves/s' <<< "$result" | grep -oE '[0-9]+' || echo '?')
  p50=$(sed -nE 's/.*p50 ([0-9.]+) ms.*/\1/p' <<< "$result")
  p99=$(sed -nE 's/.*p99 ([0-9.]+) ms.*/\1/p' <<< "$result")
  errors=$(grep -oE 'errors: [0-9]+' <<< "$result" | grep -oE '[0-9]+' || echo '?')
  echo "| $1 | ${2%% *} | $offered | $moves | $p50 ms | $p99 ms | $errors |"
}

servers=(old new)
tori_of() { if [ "$1" = old ]; then echo "$old"; else echo "$new"; fi; }
line_port() { if [ "$1" = old ]; then echo 5190; else echo 5290; fi; }
http_port() { if [ "$1" = old ]; then echo 5180; else echo 5280; fi; }
# option SERVER TRANSPORT: the load tester's option that reaches that server over that transport
option() { if [ "$2" = line ]; then echo "--line 127.0.0.1:$(line_port "$1")"; else echo "--http 127.0.0.1:$(http_port "$1")"; fi; }

echo "| server | transport | offered moves/s | served moves/s | p50 | p99 | errors |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
if [ "$database" = sqlite ]; then
  for s in "${servers[@]}"; do start "$s" "$(tori_of "$s")" "$(line_port "$s")" "$(http_port "$s")"; done
  for transport in $transports; do
    for think in 200 100 50 33 25 0; do
      for s in "${servers[@]}"; do
        point "$s" "$(option "$s" "$transport")" "$think"
      done
    done
  done
else
  for s in "${servers[@]}"; do
    start "$s" "$(tori_of "$s")" "$(line_port "$s")" "$(http_port "$s")"
    for transport in $transports; do
      for think in 200 100 50 0; do
        point "$s" "$(option "$s" "$transport")" "$think"
      done
    done
    kill "${pids[-1]}"
  done
fi
