#!/usr/bin/env bash
# Builds the libFuzzer targets (the "fuzz" CMake preset, clang) and runs each one for a while.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET]        default 10 seconds per target
#   FUZZ_JOBS=2 scripts/fuzz.sh 300             run two targets at a time
#   FUZZ_TARGETS="fuzz_fen fuzz_sfen" scripts/fuzz.sh   only some targets
#
# Each target starts from its seed corpus in fuzz/corpus/<target>/, copied into the scratch
# directory build/fuzz/corpus-run/<target>/ (which keeps what earlier runs found), so the seeds
# in the repository are never modified. Logs go to build/fuzz/corpus-run/<target>.log and
# crashing inputs to build/fuzz/corpus-run/<target>-artifacts/. Prints one line per target and
# then "N passed, M failed"; exits non-zero if any target crashed or failed to run.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds="${1:-10}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: scripts/fuzz.sh [SECONDS_PER_TARGET]" >&2
  exit 2
fi
jobs="${FUZZ_JOBS:-1}"
if ! [[ "$jobs" =~ ^[1-9][0-9]*$ ]]; then
  echo "scripts/fuzz.sh: FUZZ_JOBS must be a positive number" >&2
  exit 2
fi
read -r -a targets <<<"${FUZZ_TARGETS:-fuzz_fen fuzz_sfen fuzz_usi_move fuzz_uci_move fuzz_perft_suite_line fuzz_move_notation fuzz_record fuzz_server_command fuzz_mail_reader fuzz_loadtest_blocks fuzz_engine_output fuzz_tune_data fuzz_nnue_files fuzz_http_request fuzz_percent_decoding fuzz_analysis_result fuzz_puzzle}"

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target "${targets[@]}"  # only the fuzzers, not the whole program

# Stack traces for UBSan reports too, and stop at the first one (unless the caller says otherwise).
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

bin_dir=build/fuzz/fuzz
run_dir=build/fuzz/corpus-run
mkdir -p "$run_dir"
for target in "${targets[@]}"; do
  if [[ ! -x "$bin_dir/$target" || ! -d "fuzz/corpus/$target" ]]; then
    echo "scripts/fuzz.sh: no fuzz target '$target' (binary or seed corpus missing)" >&2
    exit 2
  fi
done

# Runs one target in the background-safe way: all output to its log, exit status to a file.
run_target() {
  local target="$1"
  local corpus="$run_dir/$target" artifacts="$run_dir/$target-artifacts/"
  mkdir -p "$corpus" "$artifacts"
  cp -R fuzz/corpus/"$target"/. "$corpus"/
  local status=0
  # Mails are longer than the one-line inputs of the other readers.
  local max_len=256
  if [[ "$target" == fuzz_mail_reader ]]; then max_len=8192; fi
  "$bin_dir/$target" "$corpus" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=30 -print_final_stats=1 \
    -artifact_prefix="$artifacts" >"$run_dir/$target.log" 2>&1 || status=$?
  echo "$status" >"$run_dir/$target.status"
}

# One line per target: its verdict, executions, coverage and, for a failure, where to look.
summarize_target() {
  local target="$1" log="$run_dir/$1.log"
  local status runs cov
  status="$(cat "$run_dir/$target.status")"
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  cov="$(grep -oE 'cov: [0-9]+' "$log" | tail -n 1 | cut -d' ' -f2 || true)"
  if [[ "$status" == 0 ]]; then
    printf '%-24s passed: %s runs in %ss, coverage %s\n' "$target" "${runs:-?}" "$seconds" \
      "${cov:-?}"
    return 0
  fi
  local artifact
  artifact="$(grep -oE 'Test unit written to [^ ]+' "$log" | tail -n 1 | cut -d' ' -f5 || true)"
  printf '%-24s FAILED (exit %s) after %s runs; input: %s; log: %s\n' "$target" "$status" \
    "${runs:-?}" "${artifact:-none}" "$log"
  return 1
}

rm -f "$run_dir"/*.status
running=0
for target in "${targets[@]}"; do
  if ((running >= jobs)); then
    wait -n || true
    running=$((running - 1))
  fi
  run_target "$target" &
  running=$((running + 1))
done
wait

passed=0
failed=0
for target in "${targets[@]}"; do
  if summarize_target "$target"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "---- last lines of $run_dir/$target.log ----" >&2
    tail -n 40 "$run_dir/$target.log" >&2
  fi
done
echo "$passed passed, $failed failed"
((failed == 0))
