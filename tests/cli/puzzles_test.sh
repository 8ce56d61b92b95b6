#!/usr/bin/env bash
# End to end: `tori puzzles play` judges moves as the server does (a hint, an unreadable move, a
# wrong one, the solution with a drop; the solution shown), and `tori puzzles check` re-proves
# the sample sets and refuses a puzzle whose proof does not hold.
# Usage: puzzles_test.sh TORI_BINARY DATA_DIR
set -euo pipefail
tori=$1
data=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
set_file=$data/puzzles/tori-sample.jsonl

# White mates in two: +Fa 4g-2e, the swallow takes, the pheasant drop on 1d mates.
printf 'hint\n9z9z\n4g3g\n4g2e\nP*1d\n' |
  "$tori" puzzles play "$set_file" --id 867d4767f0 > "$work/wrong.txt"
grep -q "White to move, mate in 2 moves" "$work/wrong.txt" || fail "the goal"
grep -q "Hint: move the piece on 4g" "$work/wrong.txt" || fail "the hint"
grep -q "cannot read '9z9z'" "$work/wrong.txt" || fail "an unreadable move"
grep -q "is not the solution: try again" "$work/wrong.txt" || fail "a wrong move"
grep -q "Reply: " "$work/wrong.txt" || fail "the reply"
grep -q "Done, after a wrong try" "$work/wrong.txt" || fail "the end after a wrong try"
grep -q "Solved 0 of 1 puzzles" "$work/wrong.txt" || fail "the count after a wrong try"

printf '4g2e\nP*1d\n' | "$tori" puzzles play "$set_file" --id 867d4767f0 > "$work/right.txt"
grep -q "Solved!" "$work/right.txt" || fail "solved"
grep -q "Solved 1 of 1 puzzles" "$work/right.txt" || fail "the count when solved"

printf 'solution\nquit\n' | "$tori" puzzles play "$set_file" --theme drop > "$work/shown.txt"
grep -q "Solution: " "$work/shown.txt" || fail "the solution shown"
grep -q "Solved 0 of 1 puzzles" "$work/shown.txt" || fail "a shown solution counts as failed"

"$tori" puzzles play "$set_file" --theme nosuchtheme < /dev/null 2> "$work/none.txt" &&
  fail "no puzzle matches, yet it ran"
grep -q "no puzzle matches" "$work/none.txt" || fail "the message when nothing matches"

"$tori" puzzles check "$set_file" "$data/puzzles/yari-sample.jsonl" > "$work/check.txt" ||
  fail "the samples do not re-prove: $(cat "$work/check.txt")"
grep -q "50 puzzles checked, 0 wrong" "$work/check.txt" || fail "the check's count"

# A quiet mate passed off as a tsume: its proof does not hold, and the check says so.
/usr/bin/python3 - "$set_file" > "$work/forged.jsonl" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    p = json.loads(line)
    if p["kind"] == "mate":
        p["kind"] = "tsume"
        print(json.dumps(p))
        break
PY
"$tori" puzzles check "$work/forged.jsonl" > "$work/forged.txt" && fail "a forged puzzle passed"
grep -q "no proof of a unique tsume" "$work/forged.txt" || fail "the forged puzzle's reason"
echo "puzzles ok"
