#!/usr/bin/env bash
# clang-format on every C++ file of the repository: `scripts/format.sh` rewrites them,
# `scripts/format.sh --check` fails (and names the files) where one drifts from .clang-format.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [[ ${1:-} == --check ]]; then
  clang-format --dry-run -Werror "${files[@]}"
  echo "format: ${#files[@]} files as .clang-format says"
else
  clang-format -i "${files[@]}"
fi
