#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the server tests (a CTest fixture): `start DIR BINDIR` makes
# a fresh cluster in DIR (BINDIR holds initdb and pg_ctl); `stop DIR BINDIR` stops and removes it.
# It listens on no TCP port, only on a unix socket in DIR/cluster, and trusts every local
# connection: the tests connect as the superuser tori_test. A cluster left behind by a killed
# run is stopped and thrown away by the next start.
set -euo pipefail
usage() {
  echo "usage: $0 start|stop DIR BINDIR" >&2
  exit 2
}
[[ $# -eq 3 ]] || usage
action="$1"
dir="$(mkdir -p "$2" && cd "$2" && pwd)"
bindir="$3"
cluster="$dir/cluster" # where the tests find the socket: the cluster, or a link to it (below)

# The server refuses to run as root: as root, the server's commands run as the user postgres.
as_server_user() {
  if [[ $EUID -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

stop_cluster() {
  [[ -e "$cluster" || -L "$cluster" ]] || return 0
  local real pid
  real="$(readlink -f "$cluster")"
  # Only a postgres process of this cluster is stopped: after a reboot the pid may be another's.
  pid="$(head -n 1 "$real/data/postmaster.pid" 2>/dev/null || true)"
  if [[ "$pid" =~ ^[0-9]+$ ]] && [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" == postgres* ]]; then
    as_server_user "$bindir/pg_ctl" -D "$real/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  if [[ -L "$cluster" ]]; then rm -f "$cluster"; fi
  # Removing the gigabytes of a whole test run's databases takes minutes on a disk mounted with
  # online discard: the cluster is renamed at once and removed in the background, detached from
  # CTest (which would otherwise wait for it).
  if [[ -d "$real" ]]; then
    local doomed="$real.removing.$$"
    mv "$real" "$doomed"
    setsid nohup rm -rf "$doomed" </dev/null >/dev/null 2>&1 &
  fi
}

case "$action" in
start)
  # A unix socket's path holds at most 107 bytes; the configuration quotes the path with '.
  if ((${#cluster} > 90)) || [[ "$cluster" == *[\'\ ]* ]]; then
    echo "$0: $cluster cannot hold the server's socket (too long, or a quote or space in it)" >&2
    exit 1
  fi
  stop_cluster
  if [[ $EUID -eq 0 ]] && ! runuser -u postgres -- test -x "$dir"; then
    # The user postgres cannot reach the build tree (under /root, say): the cluster lives in a
    # directory of its own under /tmp, linked from the build tree, where root finds the socket.
    real="$(mktemp -d /tmp/tori-pg.XXXXXX)"
    ln -s "$real" "$cluster"
  else
    real="$cluster"
    mkdir "$real"
  fi
  if [[ $EUID -eq 0 ]]; then chown postgres: "$real"; fi
  as_server_user "$bindir/initdb" -D "$real/data" --auth=trust --username=tori_test \
    --encoding=UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  cat >>"$real/data/postgresql.conf" <<CONF
listen_addresses = ''
unix_socket_directories = '$real'
port = 5432
# Thrown away after the tests: nothing needs to survive a crash, so nothing waits for the disk
# (each test makes a database of its own, a few megabytes written apiece).
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
  as_server_user "$bindir/pg_ctl" -D "$real/data" -l "$real/server.log" -w -t 60 start \
    >/dev/null || {
    cat "$real/server.log" >&2
    exit 1
  }
  echo "PostgreSQL test cluster ready: postgresql://tori_test@/postgres?host=$cluster"
  ;;
stop) stop_cluster ;;
*) usage ;;
esac
