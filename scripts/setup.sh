#!/usr/bin/env bash
# Installs every Debian 12 package that building, testing and fuzzing Tori needs. Run as root on
# a fresh machine; does nothing when everything is already there.
set -euo pipefail

packages=(
  build-essential cmake ninja-build g++ clang libclang-rt-dev
  libgtest-dev libgmock-dev libbenchmark-dev libcli11-dev libfmt-dev
  pkg-config libsqlite3-dev libsodium-dev  # the game server: storage, password hashing
)

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
