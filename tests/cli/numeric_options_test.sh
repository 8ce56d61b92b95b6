#!/usr/bin/env bash
# End to end: numeric options out of range are refused before anything runs, with a message
# that names the option and the value, and a failing exit code that is not a crash.
# "-5" matters most: an unsigned option would otherwise read it as a huge number.
# Usage: numeric_options_test.sh TORI_BINARY
set -uo pipefail
tori=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# refused OPTION VALUE -- COMMAND...: the command fails (1-127) and its message names OPTION and
# VALUE.
refused() {
  local option=$1 value=$2
  shift 3
  local message status
  message=$("$@" 2>&1)
  status=$?
  [ "$status" -ge 1 ] && [ "$status" -le 127 ] || fail "$* exited $status: $message"
  case $message in
    *"$option"*"$value"* | *"$value"*"$option"*) ;;
    *) fail "$* did not name $option and $value: $message" ;;
  esac
}

engine="$tori engine"
match=("$tori" match --engine1 "$engine" --engine2 "$engine" --games 2)
refused --nodes -5 -- "${match[@]}" --nodes -5
refused --nodes 0 -- "${match[@]}" --nodes 0
refused --hash -5 -- "${match[@]}" --depth 1 --hash -5
refused --threads 0 -- "${match[@]}" --depth 1 --threads 0
refused --seed -1 -- "${match[@]}" --depth 1 --seed -1
refused --balance -5 -- "$tori" match --make-openings 2 --balance -5
refused --choice-margin -5 -- "$tori" match --make-openings 2 --choice-margin -5

generate=("$tori" tune generate --output "$work/data.txt")
refused --games 0 -- "${generate[@]}" --games 0
refused --seed -1 -- "${generate[@]}" --seed -1
refused --random-plies -5 -- "${generate[@]}" --random-plies -5
refused --max-plies 0 -- "${generate[@]}" --max-plies 0
[ -e "$work/data.txt" ] && fail "a refused tune generate wrote its output"

fit=("$tori" tune fit --data "$work/none.txt" --output "$work/w.h")
refused --epochs -5 -- "${fit[@]}" --epochs -5
refused --learning-rate 0 -- "${fit[@]}" --learning-rate 0
refused --regularisation -1 -- "${fit[@]}" --regularisation -1
[ -e "$work/w.h" ] && fail "a refused tune fit wrote its output"
echo "numeric options: all refused"
