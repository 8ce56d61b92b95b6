#!/usr/bin/python3
"""Packs `tori nnue gen` files about ten times smaller for the repository, and back, exactly.

    /usr/bin/python3 tools/nnue/archive.py pack tori-r3.bin data/nnue/tori-r3.txz
    /usr/bin/python3 tools/nnue/archive.py unpack data/nnue/tori-r3.txz tori-r3.bin

A game's positions follow one another in the file and differ by a move or two, so each record is
stored as the squares whose piece changed since the previous record (how many, then square and
new piece, a byte each), its hands XORed with the previous record's, its ply and game number as
differences, and every byte column of all records after one another: long runs of zeros and near
repeats that xz then compresses to 5 or 6 bytes a position instead of 56. Version 1 stored the
whole board, a byte a square XORed with the previous record's (about a fifth larger); both are
read. The trainer reads either form (packed_data.read_packed).

File: magic `TORIARCH`, u32 version, u32 record count, the packed file's 32-byte header, then one
xz stream of the columns in the order of `_columns`.
"""

import argparse
import lzma
import os
import struct
import sys

import numpy as np

import packed_data

MAGIC = b"TORIARCH"
VERSION = 2
READS = (1, 2)
PRESET = 9


def _board_codes(records, variant):
    """Per record and square: 0 empty, else the piece type plus 16 when White's."""
    parts = packed_data.in_slices(records, 1 << 18, lambda part: _codes(part, variant))
    return np.concatenate(parts)


def _codes(records, variant):
    types, white = packed_data.board_pieces(records, variant)
    return (types + 16 * white).astype(np.uint8)


def _xor_previous(rows):
    out = rows.copy()
    out[1:] ^= rows[:-1]
    return out


def _byte_columns(values, width):
    """The bytes of each value as `width` rows, one row per byte position."""
    n = len(values)
    return np.ascontiguousarray(values).view(np.uint8).reshape(n, width).T


def _board_changes(codes):
    """Per record, how many squares differ from the previous record's board (all empty before
    the first), and for each such square, in order, (square, new code)."""
    previous = np.zeros_like(codes)
    previous[1:] = codes[:-1]
    changed = codes != previous
    rows, squares = np.nonzero(changed)
    counts = changed.sum(axis=1).astype(np.uint8)
    return counts, np.stack([squares.astype(np.uint8), codes[rows, squares]], axis=1)


def _boards_from_changes(counts, changes, squares):
    """The codes _board_changes was given, back: per square, the code of its latest change."""
    n = len(counts)
    if np.any(counts > squares) or np.any(changes[:, 0] >= squares):
        raise ValueError("the board changes name squares the board does not have")
    rows = np.repeat(np.arange(n), counts)
    first_change = np.concatenate([[0], np.cumsum(counts, dtype=np.int64)])
    codes = np.empty((n, squares), np.uint8)
    before = np.zeros(squares, np.uint8)
    # A record-by-square table of the latest change's index, carried forward record by record;
    # in slices, so that the table stays small.
    step = 1 << 16
    for start in range(0, n, step):
        stop = min(n, start + step)
        lo, hi = first_change[start], first_change[stop]
        latest = np.full((stop - start, squares), -1, np.int64)
        latest[rows[lo:hi] - start, changes[lo:hi, 0]] = np.arange(lo, hi)
        np.maximum.accumulate(latest, axis=0, out=latest)
        part = np.where(latest >= 0, changes[np.maximum(latest, 0), 1], before)
        codes[start:stop] = part
        before = part[-1]
    return codes


def _other_columns(records):
    """Everything but the board, in the order both versions store it."""
    n = len(records)
    hands = _xor_previous(np.ascontiguousarray(records["hands"]).reshape(n, 12))
    ply = np.diff(records["ply"].astype(np.int64), prepend=0).astype("<i4")
    game = np.diff(records["game"].astype(np.int64), prepend=0).astype("<i8")
    return [hands.T, _byte_columns(records["score"], 2),
            _byte_columns(records["result"], 1), _byte_columns(records["stm"], 1),
            _byte_columns(ply, 4), _byte_columns(game, 8),
            _byte_columns(records["reserved"], 2), _byte_columns(records["reserved2"], 4)]


OTHER_WIDTHS = [12, 2, 1, 1, 4, 8, 2, 4]


def _columns(records, variant):
    counts, changes = _board_changes(_board_codes(records, variant))
    return [counts, changes] + _other_columns(records)


def _split(blob, at, n, widths):
    """Rows of n records, one per width, from blob at `at` (byte columns after one another)."""
    rows = []
    for width in widths:
        rows.append(np.frombuffer(blob, np.uint8, n * width, at).reshape(width, n).T)
        at += n * width
    return rows


def _records_from(blob, n, variant, version):
    if version == 1:
        board_bytes = n * variant.squares
    else:
        counts = np.frombuffer(blob, np.uint8, min(n, len(blob)))
        board_bytes = n + 2 * int(counts.sum(dtype=np.int64))
    if len(blob) != board_bytes + n * sum(OTHER_WIDTHS):
        raise ValueError(f"the archive holds {len(blob)} bytes of columns, "
                         f"not the {n} records it names")
    rows = _split(blob, board_bytes, n, OTHER_WIDTHS)

    def values(k, dtype):
        return np.ascontiguousarray(rows[k]).view(dtype).reshape(n)

    out = np.zeros(n, packed_data.RECORD)
    out["hands"] = np.bitwise_xor.accumulate(rows[0], axis=0).reshape(n, 2, 6)
    out["score"] = values(1, "<i2")
    out["result"] = values(2, "i1")
    out["stm"] = values(3, "u1")
    out["ply"] = np.cumsum(values(4, "<i4")).astype("<u2")
    out["game"] = np.cumsum(values(5, "<i8")).astype("<u4")
    out["reserved"] = np.ascontiguousarray(rows[6])
    out["reserved2"] = values(7, "<u4")
    if version == 1:
        board = _split(blob, 0, n, [variant.squares])[0]
        codes = np.bitwise_xor.accumulate(board, axis=0)
    else:
        changes = np.frombuffer(blob, np.uint8, board_bytes - n, n).reshape(-1, 2)
        codes = _boards_from_changes(counts, changes, variant.squares)
    parts = []
    for start in range(0, max(n, 1), 1 << 18):
        part = codes[start:start + (1 << 18)]
        parts.append(packed_data.pack_boards(out[start:start + len(part)], part & 15,
                                             (part & 16) > 0, variant))
    return np.concatenate(parts) if n else out


def read_archive(path):
    """(header, records) of an archive, the header being the packed file's."""
    with open(path, "rb") as f:
        blob = f.read()
    if blob[:8] != MAGIC or len(blob) < 48:
        raise ValueError(f"{path} is not a training data archive")
    version, n = struct.unpack_from("<2I", blob, 8)
    if version not in READS:
        raise ValueError(f"{path}: archive version {version}, this reads versions 1 and 2")
    header = blob[16:48]
    variant = packed_data.variant_of(header, f"{path}'s stored header")
    try:
        columns = lzma.decompress(blob[48:])
    except (lzma.LZMAError, EOFError) as error:
        raise ValueError(f"{path}: the compressed columns are damaged ({error})") from None
    return header, _records_from(columns, n, variant, version)


def write_archive(path, header, records, variant):
    blob = b"".join(np.ascontiguousarray(c).tobytes() for c in _columns(records, variant))
    with open(path, "wb") as f:
        f.write(MAGIC + struct.pack("<2I", VERSION, len(records)) + header)
        f.write(lzma.compress(blob, preset=PRESET))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("direction", choices=["pack", "unpack"])
    parser.add_argument("input")
    parser.add_argument("output")
    args = parser.parse_args()
    try:
        if args.direction == "pack":
            header, records = packed_data.read_any(args.input)
            write_archive(args.output, header, records,
                          packed_data.variant_of(header, args.input))
            # Only an archive that gives the same bytes back is worth keeping.
            again_header, again = read_archive(args.output)
            if again_header != header or again.tobytes() != records.tobytes():
                os.remove(args.output)
                sys.exit(f"archive: {args.output} would not give {args.input} back: removed")
        else:
            header, records = read_archive(args.input)
            with open(args.output, "wb") as f:
                f.write(header)
                f.write(records.tobytes())
    except (OSError, ValueError) as error:
        sys.exit(f"archive: {error}")
    print(f"{args.direction}ed {len(records)} positions into {args.output}")


if __name__ == "__main__":
    main()
