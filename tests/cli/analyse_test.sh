#!/usr/bin/env bash
# End to end: `tori analyse` on records that end in checkmate (sente's and gote's), as JSON in
# the API's shape and as annotated KIF, and its refusals.
# Usage: analyse_test.sh TORI_BINARY DATA_DIR
set -euo pipefail
tori=$1
data=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
python=/usr/bin/python3
nodes=3000  # small: the test is about the shape and the mates, not the engine's depth

# Sente mates on move 59: that ply's eval is mate 1 for sente and its best move mates.
"$tori" analyse "$data/records/tori_game.kif" --json --nodes $nodes -q > "$work/sente.json"
"$python" - "$work/sente.json" > "$work/sente.usi" <<'PY' || fail "sente's mate in the JSON"
import json, sys
a = json.load(open(sys.argv[1]))
plies, players = a["plies"], a["players"]
assert set(a) == {"plies", "players"}, a.keys()
assert len(plies) == 59, len(plies)
for n, p in enumerate(plies, 1):
    assert set(p) == {"ply", "move", "eval", "best", "line", "judgement"}, p
    assert p["ply"] == n and p["line"][0] == p["best"]
    assert p["judgement"] in (None, "inaccuracy", "mistake", "blunder")
    assert list(p["eval"]) in (["cp"], ["mate"])
assert plies[-1]["eval"] == {"mate": 1}, plies[-1]
for side in ("black", "white"):
    assert set(players[side]) == {"accuracy", "average_loss", "inaccuracies", "mistakes",
                                  "blunders"}, players[side]
    assert 0 <= players[side]["accuracy"] <= 100
# The game with the engine's best move in place of the mating one, for the rules to judge.
print("position startpos moves " + " ".join([p["move"] for p in plies[:-1]] + [plies[-1]["best"]]))
PY
"$tori" convert --from usi "$work/sente.usi" --notation usi | grep -q "Black wins by checkmate" \
  || fail "sente's best move at the last ply does not mate"

# Gote mates: a falcon drop guarded by a swallow (the mirror of the first tsume of
# tests/data/tsume/tori.txt). The ply's eval is mate -1 and its best move mates.
echo "position sfen 3k3/7/7/7/3s3/7/3K3 w f 1 moves F*4f" > "$work/gote.usi"
"$tori" convert --from usi "$work/gote.usi" --notation usi | grep -q "White wins by checkmate" \
  || fail "the gote record does not end in checkmate"
"$tori" analyse "$work/gote.usi" --json --nodes $nodes -q > "$work/gote.json"
"$python" - "$work/gote.json" <<'PY' || fail "gote's mate in the JSON"
import json, sys
a = json.load(open(sys.argv[1]))
assert len(a["plies"]) == 1
assert a["plies"][0]["eval"] == {"mate": -1}, a["plies"][0]
assert a["plies"][0]["best"] == "F*4f", a["plies"][0]
PY

# KIF: every move commented with its evaluation and best move, the summaries at the head.
"$tori" analyse "$data/records/tori_game.kif" --nodes $nodes -q > "$work/annotated.kif"
[ "$(grep -c '^\*eval ' "$work/annotated.kif")" = 59 ] || fail "not every move commented"
grep -q "^\*eval #1 before the move" "$work/annotated.kif" || fail "no mate in the comments"
grep -q "Sente: accuracy" "$work/annotated.kif" || fail "no summary for sente"
"$tori" convert "$work/annotated.kif" --to usi > "$work/annotated.usi"
"$tori" convert "$data/records/tori_game.kif" --to usi > "$work/original.usi"
cmp -s "$work/annotated.usi" "$work/original.usi" || fail "the annotated KIF has other moves"

# The same game analysed twice gives the same analysis.
"$tori" analyse "$data/records/tori_game.kif" --json --nodes $nodes -q > "$work/again.json"
cmp -s "$work/sente.json" "$work/again.json" || fail "a second analysis differs"

# Refusals: a clear message and exit code 2.
set +e
"$tori" analyse "$work/missing.kif" > "$work/out" 2> "$work/err"; rc=$?
set -e
[ $rc = 2 ] && grep -q "cannot read" "$work/err" || fail "a missing file: rc $rc"
echo "position startpos moves 3d3c 3d3c" > "$work/illegal.usi"
set +e
"$tori" analyse "$work/illegal.usi" -q > "$work/out" 2> "$work/err"; rc=$?
set -e
[ $rc = 2 ] && [ ! -s "$work/out" ] && grep -q "tori analyse:" "$work/err" \
  || fail "an illegal record: rc $rc, $(cat "$work/err")"
echo "analyse ok"
