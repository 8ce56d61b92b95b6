#!/usr/bin/python3
"""Compares two `tori nnue gen` files (or archives of them) game by game.

    /usr/bin/python3 tools/nnue/compare.py data/nnue/tori-r4.txz tori-r4-again.bin

A game depends only on the seed, its number and the net, but `--threads` workers append whole
games in the order they finish, so two runs of one command hold the same games in another order,
and an interrupted run may lack games that were being played. This says, per game number in
both, whether the records are byte for byte the same, and which games only one file holds.
Exit status 0 when every game in both is the same (and, with --same-games, both hold the same
games), 1 otherwise, 2 on an unreadable file.
"""

import argparse
import sys

import numpy as np

import packed_data


def games_of(records):
    """{game number: its records' bytes}; a game's records follow one another in the file."""
    numbers = records["game"]
    starts = np.flatnonzero(np.diff(numbers.astype(np.int64), prepend=-1) != 0)
    ends = np.append(starts[1:], len(records))
    games = {}
    for start, end in zip(starts, ends):
        number = int(numbers[start])
        if number in games:
            raise ValueError(f"game {number} is in the file twice (two runs writing at once?)")
        games[number] = records[start:end].tobytes()
    return games


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--same-games", action="store_true",
                        help="fail too when a game is in one file only")
    args = parser.parse_args()
    try:
        header_a, records_a = packed_data.read_any(args.first)
        header_b, records_b = packed_data.read_any(args.second)
        if packed_data.variant_of(header_a, args.first) is not packed_data.variant_of(
                header_b, args.second):
            raise ValueError("the files hold different variants")
        a, b = games_of(records_a), games_of(records_b)
    except (OSError, ValueError) as error:
        print(f"compare: {error}", file=sys.stderr)
        sys.exit(2)

    both = sorted(a.keys() & b.keys())
    differing = [n for n in both if a[n] != b[n]]
    only_a, only_b = sorted(a.keys() - b.keys()), sorted(b.keys() - a.keys())
    same_positions = sum(len(a[n]) for n in both if a[n] == b[n]) // packed_data.RECORD.itemsize
    print(f"{len(both)} games in both: {len(both) - len(differing)} the same "
          f"({same_positions} positions), {len(differing)} different")
    print(f"{len(only_a)} games only in {args.first}, {len(only_b)} only in {args.second}")
    for label, numbers in (("different", differing), (f"only in {args.first}", only_a),
                           (f"only in {args.second}", only_b)):
        if numbers:
            print(f"{label}: {' '.join(map(str, numbers[:20]))}" +
                  (" ..." if len(numbers) > 20 else ""))
    sys.exit(1 if differing or (args.same_games and (only_a or only_b)) else 0)


if __name__ == "__main__":
    main()
