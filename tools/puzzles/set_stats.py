#!/usr/bin/env python3
"""Counts of a puzzle set per kind, theme and length, as Markdown tables (docs/puzzles.md).

    python3 tools/puzzles/set_stats.py data/puzzles/tori.jsonl data/puzzles/yari.jsonl
"""
import collections
import json
import sys


def main(paths):
    sets = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            puzzles = [json.loads(line) for line in f if line.strip()]
        sets[puzzles[0]["variant"] if puzzles else path] = puzzles
    names = list(sets)
    print("| | " + " | ".join(names) + " |")
    print("|---" * (len(names) + 1) + "|")
    rows = collections.OrderedDict()
    rows["puzzles"] = {n: len(p) for n, p in sets.items()}
    for kind in ("tsume", "mate", "tactic"):
        rows[f"kind {kind}"] = {n: sum(q["kind"] == kind for q in p) for n, p in sets.items()}
    themes = sorted({t for p in sets.values() for q in p for t in q["themes"]},
                    key=lambda t: (t.startswith("mateIn"), t))
    for theme in themes:
        rows[f"theme {theme}"] = {n: sum(theme in q["themes"] for q in p) for n, p in sets.items()}
    plies = sorted({len(q["solution"]) for p in sets.values() for q in p})
    for n_plies in plies:
        rows[f"{n_plies} plies"] = {n: sum(len(q["solution"]) == n_plies for q in p)
                                    for n, p in sets.items()}
    for label, counts in rows.items():
        print(f"| {label} | " + " | ".join(f"{counts[n]:,}" for n in names) + " |")


if __name__ == "__main__":
    main(sys.argv[1:])
