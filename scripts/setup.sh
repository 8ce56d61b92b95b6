#!/usr/bin/env bash
# Installs every Debian 12 package that building, testing and fuzzing Tori needs. Run as root on
# a fresh machine; does nothing when everything is already there.
set -euo pipefail

packages=(
  build-essential cmake ninja-build g++ clang libclang-rt-dev
  clang-format                             # scripts/format.sh: CI fails on a formatting drift
  ccache                                   # rebuilds and fresh clones compile only what changed
  libgtest-dev libgmock-dev libbenchmark-dev libcli11-dev libfmt-dev
  pkg-config libsqlite3-dev libsodium-dev  # the game server: storage, password hashing
  libpq-dev postgresql                     # PostgreSQL storage, and a real server for its tests
  libgmime-3.0-dev                         # the mail gateway reads RFC 5322/MIME with GMime
  libjemalloc-dev                          # `tori serve`'s allocator: its many small JSON and record strings
  libboost-dev                             # Boost.Asio/Beast: `tori serve`'s line protocol, HTTP, WebSocket
  nlohmann-json3-dev                       # JSON: the HTTP/WebSocket API, live notices between instances
  zlib1g-dev                               # the web client's files, sent compressed
  emscripten                               # the rules in the browser: the core as WebAssembly
  chromium                                 # the web client's end-to-end tests (Playwright)
  fonts-ipafont-gothic                     # Japanese text in chromium (the Japanese pages' screenshots)
  python3-torch python3-numpy              # the NNUE trainer (tools/nnue) and its pipeline test
)
# Node.js and npm build the web client (Debian's, unless another is installed already).
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
