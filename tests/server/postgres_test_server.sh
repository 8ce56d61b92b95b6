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
cluster="$dir/cluster"  # the data and the socket; a link to a /tmp directory when root (below)

# The server refuses to run as root: as root, every server command runs as the user postgres.
as_server_user() {
  if [[ $EUID -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

stop_cluster() {
  if [[ -f "$cluster/data/postmaster.pid" ]]; then
    as_server_user "$bindir/pg_ctl" -D "$cluster/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  if [[ -L "$cluster" ]]; then
    rm -rf "$(readlink "$cluster")"
  fi
  rm -rf "$cluster"
}

case "$action" in
start)
  # A unix socket's path is limited to 107 bytes.
  if (( ${#cluster} > 90 )); then
    echo "$0: $cluster is too long a path for a unix socket" >&2
    exit 1
  fi
  if [[ "$cluster" == *[\'\ ]* ]]; then
    echo "$0: $cluster holds a quote or a space, which the server's configuration cannot take" >&2
    exit 1
  fi
  stop_cluster
  if [[ $EUID -eq 0 ]] && ! runuser -u postgres -- test -x "$dir"; then
    # The user postgres cannot reach the build tree (it may lie under /root): keep the cluster
    # in a directory of its own under /tmp, linked from the build tree.
    real="$(mktemp -d /tmp/tori-pg.XXXXXX)"
    ln -s "$real" "$cluster"
  else
    mkdir "$cluster"
  fi
  if [[ $EUID -eq 0 ]]; then chown postgres: "$cluster/"; fi
  as_server_user "$bindir/initdb" -D "$cluster/data" --auth=trust --username=tori_test \
    --encoding=UTF8 --locale=C --no-sync >"$cluster/initdb.log" 2>&1 || {
    cat "$cluster/initdb.log" >&2
    exit 1
  }
  cat >>"$cluster/data/postgresql.conf" <<CONF
listen_addresses = ''
unix_socket_directories = '$cluster'
port = 5432
CONF
  as_server_user "$bindir/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 60 start \
    >/dev/null || {
    cat "$cluster/server.log" >&2
    exit 1
  }
  echo "PostgreSQL test cluster ready: postgresql://tori_test@/postgres?host=$cluster"
  ;;
stop)
  stop_cluster
  ;;
*) usage ;;
esac
