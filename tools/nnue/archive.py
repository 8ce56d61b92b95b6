#!/usr/bin/python3
"""Packs `tori nnue gen` files about nine times smaller for the repository, and back, exactly.

    /usr/bin/python3 tools/nnue/archive.py pack tori-r3.bin data/nnue/tori-r3.txz
    /usr/bin/python3 tools/nnue/archive.py unpack data/nnue/tori-r3.txz tori-r3.bin

A game's positions follow one another in the file and differ by a move or two, so each record is
stored as its board (one byte a square) and hands XORed with the previous record's, its ply and
game number as differences, and every byte column of all records after one another: long runs
of zeros and near repeats that xz then compresses to about 6 bytes a position instead of 56.
The trainer reads either form (packed_data.read_packed).

File: magic `TORIARCH`, u32 version 1, u32 record count, the packed file's 32-byte header, then
one xz stream of the columns in the order of `_columns`.
"""

import argparse
import lzma
import os
import struct
import sys

import numpy as np

import packed_data

MAGIC = b"TORIARCH"
VERSION = 1
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


def _columns(records, variant):
    n = len(records)
    board = _xor_previous(_board_codes(records, variant))
    hands = _xor_previous(np.ascontiguousarray(records["hands"]).reshape(n, 12))
    ply = np.diff(records["ply"].astype(np.int64), prepend=0).astype("<i4")
    game = np.diff(records["game"].astype(np.int64), prepend=0).astype("<i8")
    return [board.T, hands.T, _byte_columns(records["score"], 2),
            _byte_columns(records["result"], 1), _byte_columns(records["stm"], 1),
            _byte_columns(ply, 4), _byte_columns(game, 8),
            _byte_columns(records["reserved"], 2), _byte_columns(records["reserved2"], 4)]


def _records_from(blob, n, variant):
    widths = [variant.squares, 12, 2, 1, 1, 4, 8, 2, 4]
    if len(blob) != n * sum(widths):
        raise ValueError(f"the archive holds {len(blob)} bytes of columns, "
                         f"not the {n} records it names")
    rows, at = [], 0
    for width in widths:
        rows.append(np.frombuffer(blob, np.uint8, n * width, at).reshape(width, n).T)
        at += n * width

    def values(k, dtype):
        return np.ascontiguousarray(rows[k]).view(dtype).reshape(n)

    out = np.zeros(n, packed_data.RECORD)
    out["hands"] = np.bitwise_xor.accumulate(rows[1], axis=0).reshape(n, 2, 6)
    out["score"] = values(2, "<i2")
    out["result"] = values(3, "i1")
    out["stm"] = values(4, "u1")
    out["ply"] = np.cumsum(values(5, "<i4")).astype("<u2")
    out["game"] = np.cumsum(values(6, "<i8")).astype("<u4")
    out["reserved"] = np.ascontiguousarray(rows[7])
    out["reserved2"] = values(8, "<u4")
    codes = np.bitwise_xor.accumulate(rows[0], axis=0)
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
    if version != VERSION:
        raise ValueError(f"{path}: archive version {version}, this reads {VERSION}")
    header = blob[16:48]
    variant = packed_data.variant_of(header, f"{path}'s stored header")
    try:
        columns = lzma.decompress(blob[48:])
    except (lzma.LZMAError, EOFError) as error:
        raise ValueError(f"{path}: the compressed columns are damaged ({error})") from None
    return header, _records_from(columns, n, variant)


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
