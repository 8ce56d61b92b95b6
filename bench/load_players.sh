#!/usr/bin/env bash
# Makes the players of the server-load benchmark (docs/benchmarks.md, "Server load") in a running
# `tori serve`'s database: PREFIX1 signs up over HTTP as anyone would, and PREFIX2..PREFIXN are
# copies of its row whose password hash has the lowest Argon2id cost libsodium allows. Logging
# 2,000 players in then takes seconds, where the real cost would take minutes of the server's
# one password thread before the first move: that is not the load being measured.
#
#   bench/load_players.sh HTTP_PORT DATABASE [COUNT] [PREFIX] [PASSWORD]
#
# DATABASE is the server's --db: an SQLite file, or a postgresql:// URI (psql reads it).
set -euo pipefail

port=$1 db=$2 count=${3:-2000} prefix=${4:-big} password=${5:-load-password}

curl -sS -o /dev/null -X POST "http://127.0.0.1:$port/api/signup" \
  -H 'Content-Type: application/json' \
  -d "{\"user\":\"${prefix}1\",\"password\":\"$password\"}"

hash=$(python3 - "$password" <<'EOF'
import ctypes, ctypes.util, sys
sodium = ctypes.CDLL(ctypes.util.find_library("sodium"))
assert sodium.sodium_init() >= 0
out = ctypes.create_string_buffer(128)
password = sys.argv[1].encode()
assert sodium.crypto_pwhash_str(out, password, ctypes.c_ulonglong(len(password)),
                                 ctypes.c_ulonglong(sodium.crypto_pwhash_opslimit_min()),
                                 ctypes.c_size_t(sodium.crypto_pwhash_memlimit_min())) == 0
print(out.value.decode())
EOF
)

sql() {
  echo "BEGIN;"
  echo "CREATE TEMP TABLE template AS SELECT * FROM users WHERE id = '${prefix}1';"
  echo "UPDATE template SET password_hash = '$hash';"
  echo "UPDATE users SET password_hash = '$hash' WHERE id = '${prefix}1';"
  for ((i = 2; i <= count; ++i)); do
    echo "UPDATE template SET id = '$prefix$i';"
    echo "INSERT INTO users SELECT * FROM template WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = '$prefix$i');"
  done
  echo "COMMIT;"
}

case $db in
  postgres*) sql | psql -q -v ON_ERROR_STOP=1 "$db" ;;
  *) sql | sqlite3 "$db" ;;
esac
echo "$count players ${prefix}1..$prefix$count, password '$password'"
