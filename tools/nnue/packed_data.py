"""Reading `tori nnue gen` files (src/tune/packed_position.cpp has the layout) and turning their
positions into the network's active features, as src/engine/nnue/features.h numbers them."""

import numpy as np

from variants import BY_CODE

MAGIC = b"TORIPACK"
HEADER_SIZE = 32
RECORD = np.dtype([
    ("occupied", "<u8"), ("white", "<u4"), ("types", "u1", 16), ("hands", "u1", (2, 6)),
    ("score", "<i2"), ("result", "i1"), ("stm", "u1"), ("ply", "<u2"), ("reserved", "u1", 2),
    ("game", "<u4"), ("reserved2", "<u4"),
])
assert RECORD.itemsize == 56
MAX_ACTIVE = 72  # as Features::MAX_ACTIVE


def read_packed(path, variant):
    """All records of a file, checked against the variant: a `tori nnue gen` file or an archive
    of one (archive.py)."""
    header, records = read_any(path)
    found = variant_of(header, path)
    if found is not variant:
        raise ValueError(f"{path} holds {found.name} positions, not {variant.name}")
    return records


def variant_of(header, path):
    """The variant a packed file's header names, once it is one this trainer reads."""
    if len(header) != HEADER_SIZE or header[:8] != MAGIC:
        raise ValueError(f"{path} is not a packed training data file")
    version, code, size = (int(v) for v in np.frombuffer(header[8:20], "<u4"))
    if version != 1 or size != RECORD.itemsize or code not in BY_CODE:
        raise ValueError(f"{path}: version {version}, variant {code}, record size {size}: "
                         f"not a file this trainer reads")
    return BY_CODE[code]


def read_any(path):
    """(the packed file's 32-byte header, its whole records) of either form."""
    with open(path, "rb") as f:
        magic = f.read(8)
    if magic == b"TORIARCH":
        import archive  # it builds on this module
        return archive.read_archive(path)
    with open(path, "rb") as f:
        header = f.read(HEADER_SIZE)
        variant_of(header, path)
        body = f.read()
    whole = len(body) // RECORD.itemsize * RECORD.itemsize
    return header, np.frombuffer(body[:whole], RECORD)


def board_pieces(records, variant):
    """Per record and square: the piece's type (0: empty) and whether it is White's."""
    n = len(records)
    occ_bytes = records["occupied"].astype("<u8").view(np.uint8).reshape(n, 8)
    occupied = np.unpackbits(occ_bytes, axis=1, bitorder="little")[:, :variant.squares].astype(bool)
    # The i-th occupied square (lowest first) holds the i-th nibble and colour bit.
    index = np.cumsum(occupied, axis=1) - 1
    index = np.where(occupied, index, 0)
    nibbles = np.stack([records["types"] & 15, records["types"] >> 4], axis=2).reshape(n, 32)
    types = np.take_along_axis(nibbles, index, axis=1) * occupied
    white = ((records["white"][:, None] >> index.astype(np.uint32)) & 1).astype(bool) & occupied
    return types.astype(np.int64), white


def pack_boards(records, types, white, variant):
    """Records with their boards replaced by (types, white) per square, the rest kept."""
    out = records.copy()
    n = len(records)
    occupied = types > 0
    index = np.cumsum(occupied, axis=1) - 1
    rows = np.arange(n)
    nibbles = np.zeros((n, 32), np.uint8)
    white_bits = np.zeros(n, np.uint64)
    occupied_bits = np.zeros(n, np.uint64)
    for s in range(variant.squares):
        here = occupied[:, s]
        nibbles[rows[here], index[here, s]] = types[here, s]
        white_bits |= (white[:, s] & here).astype(np.uint64) << index[:, s].clip(0).astype(np.uint64)
        occupied_bits |= here.astype(np.uint64) << np.uint64(s)
    out["occupied"] = occupied_bits
    out["white"] = white_bits.astype(np.uint32)
    out["types"] = nibbles[:, 0::2] | (nibbles[:, 1::2] << 4)
    return out


def mirrored(records, variant, chunk=1 << 18):
    """The left-right mirror images: files reversed and, in Tori, left and right quails swapped
    on the board and in hand, so that every mirror image is a position of the game."""
    # In slices, as active_features: the unpacked boards take about 400 bytes a record.
    return np.concatenate(in_slices(records, chunk, lambda part: _mirrored(part, variant)))


def in_slices(records, chunk, build):
    """build applied to consecutive slices of at most chunk records (one slice when empty)."""
    return [build(records[i:i + chunk]) for i in range(0, max(len(records), 1), chunk)]


def _mirrored(records, variant):
    types, white = board_pieces(records, variant)
    squares = np.arange(variant.squares)
    flip = squares // variant.files * variant.files + (variant.files - 1 - squares % variant.files)
    types, white = types[:, flip], white[:, flip]
    swapped = types.copy()
    for a, b in variant.mirror_types:
        swapped[types == a] = b
        swapped[types == b] = a
    out = pack_boards(records, swapped, white, variant)
    hands = out["hands"].copy()
    for a, b in variant.mirror_hand_slots:
        hands[:, :, [a, b]] = hands[:, :, [b, a]]
    out["hands"] = hands
    return out


def active_features(records, variant, chunk=1 << 16):
    """(stm, nstm) index arrays of shape (n, widest), padded with variant.features, where widest
    is the most features active in any one record (at most MAX_ACTIVE)."""
    # In slices: the intermediate arrays hold every board and hand slot of a record as int64
    # (about 4 KB a record), which for millions of records at once would not fit in memory.
    # What is kept is narrow and int16 (features < 32768): at MAX_ACTIVE columns of int64,
    # twelve million mirrored positions would take 14 GB instead of 1.5.
    dtype = np.int16 if variant.features < np.iinfo(np.int16).max else np.int32
    parts = in_slices(records, chunk,
                       lambda part: [a.astype(dtype) for a in _active_features(part, variant)])
    widest = max(p[k].shape[1] for p in parts for k in (0, 1))
    out = [np.full((len(records), widest), variant.features, dtype) for _ in (0, 1)]
    row = 0
    for part in parts:
        for k in (0, 1):
            out[k][row:row + len(part[k]), :part[k].shape[1]] = part[k]
        row += len(part[0])
    return out


def _active_features(records, variant):
    n = len(records)
    types, white = board_pieces(records, variant)
    stm_white = records["stm"].astype(bool)
    squares = np.arange(variant.squares)
    hand_offsets = np.concatenate([[0], np.cumsum(variant.hand_limits)[:-1]])
    out = []
    for perspective_is_white in (stm_white, ~stm_white):
        persp = perspective_is_white[:, None]
        side = (white != persp).astype(np.int64)  # 0: the perspective's own piece
        sq = np.where(persp, variant.squares - 1 - squares[None, :], squares[None, :])
        board = (side * variant.piece_types + types - 1) * variant.squares + sq
        board = np.where(types > 0, board, -1)
        hand_parts = []
        for colour in (0, 1):  # Black's hand, White's hand
            hand_side = (np.full(n, colour, bool) != perspective_is_white).astype(np.int64)
            for k, limit in enumerate(variant.hand_limits):
                count = records["hands"][:, colour, k].astype(np.int64)
                i = np.arange(limit)[None, :]
                f = (variant.board_features + hand_side[:, None] * variant.hand_per_side
                     + hand_offsets[k] + i)
                hand_parts.append(np.where(i < count[:, None], f, -1))
        every = np.concatenate([board] + hand_parts, axis=1)
        # Active ones first, then padding.
        every = np.where(every >= 0, every, variant.features)
        every.sort(axis=1)
        active = int((every < variant.features).sum(axis=1).max(initial=0))
        out.append(every[:, :max(1, min(active, MAX_ACTIVE))])
    return out


def buckets(records, variant, count):
    """The output bucket of each record, by the pieces left on the board (Network::bucket)."""
    occ_bytes = records["occupied"].astype("<u8").view(np.uint8).reshape(len(records), 8)
    on_board = np.unpackbits(occ_bytes, axis=1).sum(axis=1).astype(np.int64)
    return np.clip((on_board - 1) * count // variant.pieces_in_game, 0, count - 1)
