// Japanese move notation as KIF and KI2 write it: "▲３四燕", "△同　鷹", "▲５二鷹成",
// "▲３三燕打", and in KIF move lines the origin in brackets: "５二鶴(53)". Tori uses the bird
// kanji (鵬 燕 鷹 鶴 雉 左鶉 右鶉, promoted 鴈 鵰), Yari the names of its pieces (玉 香飛 香角 香桂
// 歩, promoted 飛 成香角 成香桂 香銀).
#pragma once

#include <string>
#include <string_view>

#include "core/position.h"
#include "core/result.h"
#include "notation/move_notation.h"

namespace tori {

struct JapaneseStyle {
  bool side_mark = true;          // ▲ for Black, △ for White
  bool always_origin = false;     // KIF: "(53)" after every board move
  bool always_drop_mark = false;  // KIF: 打 on every drop (KI2 only where a board move exists)
};

template <class V>
std::string format_japanese(const Position<V>& pos, Move m, const MoveContext& context,
                            const JapaneseStyle& style = {});

template <class V>
Result<Move> parse_japanese(const Position<V>& pos, std::string_view text,
                            const MoveContext& context);

// The kanji name of a piece type.
template <class V>
std::string japanese_piece_name(PieceType t);

// "３四": a square as Japanese notation writes it (fullwidth file digit, kanji rank).
template <class V>
std::string japanese_square(Square s);

}  // namespace tori
