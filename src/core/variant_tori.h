// Tori Shogi (7x7) as a compile-time traits class: the pieces, their moves and the rule
// parameters of docs/rules.md. Everything the move generator needs is a constant here.
#pragma once

#include <array>
#include <string_view>

#include "core/piece_spec.h"

namespace tori {

struct Tori {
  static constexpr std::string_view NAME = "tori";
  static constexpr std::string_view FSF_NAME = "torishogi";
  static constexpr int W = 7, H = 7;
  static constexpr int PROMOTION_RANKS = 2;
  static constexpr bool PROMOTION_COMPULSORY = true;  // on every move touching the zone
  static constexpr int PAWN_FILE_LIMIT = 2;           // unpromoted swallows per file and player
  static constexpr bool PAWN_DROP_MATE_ALLOWED = false;
  static constexpr bool FOURFOLD_REPETITION = true;  // Tori's "must vary" rule
  static constexpr bool HAS_IMPASSE = false;

  enum : PieceType {
    PHOENIX = 1,
    SWALLOW,
    FALCON,
    CRANE,
    PHEASANT,
    LEFT_QUAIL,
    RIGHT_QUAIL,
    GOOSE,
    EAGLE,
  };
  static constexpr int TYPE_NB = 10;  // including NO_PIECE_TYPE
  static constexpr PieceType KING = PHOENIX;
  static constexpr PieceType PAWN_LIKE = SWALLOW;  // the piece under the drop-file rule
  // Pieces a hand can hold, in the order FEN/SFEN hands are written.
  static constexpr std::array<PieceType, 6> HAND_TYPES = {FALCON,     CRANE,       PHEASANT,
                                                          LEFT_QUAIL, RIGHT_QUAIL, SWALLOW};
  // How many of each base piece one player's set holds (indexed by type).
  static constexpr std::array<int, TYPE_NB> SET_COUNT = {0, 1, 8, 1, 2, 2, 1, 1, 0, 0};

  static constexpr std::string_view START_SFEN =
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";

  static constexpr std::array<PieceSpec, TYPE_NB> SPECS = [] {
    std::array<PieceSpec, TYPE_NB> s{};
    s[PHOENIX] =
        with_moves({'K', false, PHOENIX, 0, false, "phoenix", "Ph"},
                   {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {1, -1}}, {});
    s[SWALLOW] = with_moves({'S', false, SWALLOW, GOOSE, true, "swallow", "Sw"}, {{0, 1}}, {});
    s[FALCON] = with_moves({'F', false, FALCON, EAGLE, false, "falcon", "Fa"},
                           {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}}, {});
    s[CRANE] = with_moves({'C', false, CRANE, 0, false, "crane", "Cr"},
                          {{-1, 1}, {0, 1}, {1, 1}, {-1, -1}, {0, -1}, {1, -1}}, {});
    s[PHEASANT] = with_moves({'P', false, PHEASANT, 0, false, "pheasant", "Pt"},
                             {{0, 2}, {-1, -1}, {1, -1}}, {});
    // Left quail: forward and back-right without limit, one step back-left; right: mirrored.
    s[LEFT_QUAIL] = with_moves({'L', false, LEFT_QUAIL, 0, false, "left quail", "LQ"}, {{-1, -1}},
                               {{0, 1, 0}, {1, -1, 0}});
    s[RIGHT_QUAIL] = with_moves({'R', false, RIGHT_QUAIL, 0, false, "right quail", "RQ"}, {{1, -1}},
                                {{0, 1, 0}, {-1, -1, 0}});
    s[GOOSE] =
        with_moves({'S', true, SWALLOW, 0, false, "goose", "+Sw"}, {{-2, 2}, {2, 2}, {0, -2}}, {});
    // Eagle: a king step anywhere; rides diagonally forward and straight back; up to two
    // squares diagonally back, blocked by a piece on the first.
    s[EAGLE] = with_moves({'F', true, FALCON, 0, false, "eagle", "+Fa"},
                          {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {1, -1}},
                          {{-1, 1, 0}, {1, 1, 0}, {0, -1, 0}, {-1, -1, 2}, {1, -1, 2}});
    return s;
  }();

  // Handicaps: pieces removed from White, who then moves first (RULES.md).
  struct Handicap {
    std::string_view code, description, sfen;
  };
  static constexpr std::array<Handicap, 4> HANDICAPS = {{
      {"lq", "left quail", "rpckcp1/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR w - 1"},
      {"f", "falcon", "rpckcpl/7/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR w - 1"},
      {"f+lq", "falcon and left quail", "rpckcp1/7/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR w - 1"},
      {"f+2q", "falcon and both quails", "1pckcp1/7/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR w - 1"},
  }};
};

}  // namespace tori
