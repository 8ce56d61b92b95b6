#!/usr/bin/env bash
# The perft benchmark of the README: Tori start position depth 6 and Yari depth 5, median of
# repeated runs of the release build. Usage: scripts/bench.sh [REPETITIONS] (default 7)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh release >/dev/null
build/release/bench/perft_bench --benchmark_repetitions="${1:-7}" \
  --benchmark_report_aggregates_only=true --benchmark_filter=perft
