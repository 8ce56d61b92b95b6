// Yari Shogi (7 files x 9 ranks) as a compile-time traits class, per docs/rules.md.
#pragma once

#include <array>
#include <string_view>

#include "core/piece_spec.h"

namespace tori {

struct Yari {
  static constexpr std::string_view NAME = "yari";
  static constexpr std::string_view FSF_NAME = "yarishogi";
  static constexpr int W = 7, H = 9;
  static constexpr int PROMOTION_RANKS = 3;
  static constexpr bool PROMOTION_COMPULSORY = false;  // only where the piece could not move again
  static constexpr int PAWN_FILE_LIMIT = 1;
  static constexpr bool PAWN_DROP_MATE_ALLOWED = true;
  static constexpr bool FOURFOLD_REPETITION = false;  // third occurrence is a draw
  static constexpr bool HAS_IMPASSE = true;
  static constexpr int IMPASSE_POINTS = 26;

  enum : PieceType {
    GENERAL = 1,
    YARI_ROOK,
    YARI_BISHOP,
    YARI_KNIGHT,
    PAWN,
    ROOK,              // promoted yari rook
    GOLD_FROM_BISHOP,  // yari gold; two types so that each demotes to the right piece
    GOLD_FROM_KNIGHT,
    SILVER,  // yari silver, the promoted pawn
  };
  static constexpr int TYPE_NB = 10;
  static constexpr PieceType KING = GENERAL;
  static constexpr PieceType PAWN_LIKE = PAWN;
  static constexpr std::array<PieceType, 4> HAND_TYPES = {YARI_ROOK, YARI_BISHOP, YARI_KNIGHT,
                                                          PAWN};
  static constexpr std::array<int, TYPE_NB> SET_COUNT = {0, 1, 2, 2, 2, 7, 0, 0, 0, 0};

  static constexpr std::string_view START_SFEN = "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR b - 1";

  static constexpr std::array<PieceSpec, TYPE_NB> SPECS = [] {
    std::array<PieceSpec, TYPE_NB> s{};
    s[GENERAL] =
        with_moves({'K', false, GENERAL, 0, false, "general", "G"},
                   {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {1, -1}}, {});
    s[YARI_ROOK] = with_moves({'R', false, YARI_ROOK, ROOK, false, "yari rook", "YR"}, {},
                              {{0, 1, 0}, {-1, 0, 0}, {1, 0, 0}});
    s[YARI_BISHOP] =
        with_moves({'B', false, YARI_BISHOP, GOLD_FROM_BISHOP, true, "yari bishop", "YB"},
                   {{-1, 1}, {1, 1}}, {{0, 1, 0}});
    s[YARI_KNIGHT] =
        with_moves({'N', false, YARI_KNIGHT, GOLD_FROM_KNIGHT, true, "yari knight", "YN"},
                   {{-1, 2}, {1, 2}}, {{0, 1, 0}});
    s[PAWN] = with_moves({'P', false, PAWN, SILVER, true, "pawn", "P"}, {{0, 1}}, {});
    s[ROOK] = with_moves({'R', true, YARI_ROOK, 0, false, "rook", "+YR"}, {},
                         {{0, 1, 0}, {0, -1, 0}, {-1, 0, 0}, {1, 0, 0}});
    s[GOLD_FROM_BISHOP] = with_moves({'B', true, YARI_BISHOP, 0, false, "yari gold", "+YB"},
                                     {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}}, {{0, -1, 0}});
    s[GOLD_FROM_KNIGHT] = with_moves({'N', true, YARI_KNIGHT, 0, false, "yari gold", "+YN"},
                                     {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}}, {{0, -1, 0}});
    s[SILVER] = with_moves({'P', true, PAWN, 0, false, "yari silver", "+P"},
                           {{-1, 1}, {0, 1}, {1, 1}}, {{0, -1, 0}});
    return s;
  }();

  // Impasse points: yari rook, yari bishop and their promotions 5, others 1, general 0.
  static constexpr std::array<int, TYPE_NB> IMPASSE_VALUE = {0, 0, 5, 5, 1, 1, 5, 5, 1, 1};

  struct Handicap {
    std::string_view code, description, sfen;
  };
  static constexpr std::array<Handicap, 5> HANDICAPS = {{
      {"yb", "left yari bishop", "rnnkb1r/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR w - 1"},
      {"yr", "left yari rook", "rnnkbb1/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR w - 1"},
      {"2p", "left yari rook and left yari bishop",
       "rnnkb2/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR w - 1"},
      {"4p", "both yari rooks and both yari bishops",
       "1nnk3/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR w - 1"},
      {"6p", "yari rooks, yari bishops and yari knights",
       "3k3/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR w - 1"},
  }};
};

}  // namespace tori
