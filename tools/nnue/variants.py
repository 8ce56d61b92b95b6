"""The two variants as the network's inputs see them: the constants of src/core/variant_*.h
that src/engine/nnue/features.h derives its numbering from. Kept in one place so that a change
there has one place to follow here (tests compare the two through `tori nnue eval`)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Variant:
    name: str
    code: int  # as in the net and data file headers: 0 Tori, 1 Yari
    squares: int
    piece_types: int  # 1 .. piece_types, promoted types included
    hand_limits: tuple  # per hand type, in HAND_TYPES order: 2 x that type's set count
    pieces_in_game: int  # both sets: for the material buckets
    files: int
    # Types that become each other in a left-right mirror (board type numbers, and hand slots
    # in HAND_TYPES order): Tori's left and right quails.
    mirror_types: tuple = ()
    mirror_hand_slots: tuple = ()

    @property
    def board_features(self):
        return 2 * self.piece_types * self.squares

    @property
    def hand_per_side(self):
        return sum(self.hand_limits)

    @property
    def features(self):
        return self.board_features + 2 * self.hand_per_side


# Tori HAND_TYPES: falcon, crane, pheasant, left quail, right quail, swallow.
TORI = Variant("tori", 0, 49, 9, (2, 4, 4, 2, 2, 16), 32, 7, ((6, 7),), ((3, 4),))
# Yari HAND_TYPES: yari rook, yari bishop, yari knight, pawn.
YARI = Variant("yari", 1, 63, 9, (4, 4, 4, 14), 28, 7)

BY_NAME = {"tori": TORI, "yari": YARI}
BY_CODE = {v.code: v for v in (TORI, YARI)}
