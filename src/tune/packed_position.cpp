// Field offsets (little-endian):
//   0  u64 occupied squares          40 i16 score          46 u8 reserved (0)
//   8  u32 colour bits (1: White)    42 i8 result          47 u8 reserved (0)
//  12  u8[16] type nibbles           43 u8 side to move    48 u32 game
//  28  u8[2][6] hand counts          44 u16 ply            52 u32 reserved (0)
// The i-th occupied square (lowest first) holds the i-th nibble's type and colour bit.
#include "tune/packed_position.h"

#include <algorithm>
#include <cstring>

#include "core/fen.h"
#include "core/variant.h"

namespace tori::tune {

namespace {

template <class T>
void put(PackedBytes& b, int offset, T v) {
  std::memcpy(b.data() + offset, &v, sizeof v);
}

template <class T>
T get(const PackedBytes& b, int offset) {
  T v;
  std::memcpy(&v, b.data() + offset, sizeof v);
  return v;
}

}  // namespace

uint32_t packed_game(const PackedBytes& bytes) { return get<uint32_t>(bytes, 48); }

template <class V>
std::optional<PackedBytes> pack(const Position<V>& pos, const TrainingPosition& label) {
  static_assert(V::HAND_TYPES.size() <= PACKED_HAND_TYPES);
  static_assert(V::TYPE_NB <= 16, "a type must fit a nibble");
  PackedBytes b{};
  const Bitboard occupied = pos.pieces();
  if (popcount(occupied) > PACKED_MAX_PIECES) return std::nullopt;
  put(b, 0, uint64_t(occupied));
  uint32_t white = 0;
  int i = 0;
  for (Bitboard rest = occupied; rest; ++i) {
    const Piece p = pos.piece_on(pop_lsb(rest));
    if (color_of(p) == WHITE) white |= uint32_t(1) << i;
    b[12 + i / 2] |= uint8_t(type_of(p) << (i % 2 * 4));
  }
  put(b, 8, white);
  for (Color c : {BLACK, WHITE})
    for (std::size_t k = 0; k < V::HAND_TYPES.size(); ++k)
      b[28 + c * PACKED_HAND_TYPES + k] =
          uint8_t(std::min(pos.hand(c).count(V::HAND_TYPES[k]), 255));
  put(b, 40, int16_t(std::clamp(label.score, -32767, 32767)));
  put(b, 42, int8_t(std::clamp(label.result, -1, 1)));
  b[43] = uint8_t(pos.side_to_move());
  put(b, 44, uint16_t(std::clamp(label.ply, 0, 65535)));
  put(b, 48, label.game);
  return b;
}

template <class V>
std::optional<std::pair<Position<V>, TrainingPosition>> unpack(const PackedBytes& b) {
  constexpr Bitboard board_mask =
      V::W * V::H == 64 ? ~Bitboard(0) : (Bitboard(1) << (V::W * V::H)) - 1;
  const auto occupied = Bitboard(get<uint64_t>(b, 0));
  if ((occupied & ~board_mask) || popcount(occupied) > PACKED_MAX_PIECES || b[43] > 1)
    return std::nullopt;
  const auto white = get<uint32_t>(b, 8);
  Position<V> pos;
  int i = 0;
  for (Bitboard rest = occupied; rest; ++i) {
    const Square s = pop_lsb(rest);
    const auto type = PieceType((b[12 + i / 2] >> (i % 2 * 4)) & 15);
    if (type == NO_PIECE_TYPE || type >= V::TYPE_NB) return std::nullopt;
    pos.put_piece(make_piece((white >> i) & 1 ? WHITE : BLACK, type), s);
  }
  for (Color c : {BLACK, WHITE}) {
    Hand hand;
    for (std::size_t k = 0; k < V::HAND_TYPES.size(); ++k)
      hand.set(V::HAND_TYPES[k], b[28 + c * PACKED_HAND_TYPES + k]);
    pos.set_hand(c, hand);
  }
  pos.set_side_to_move(Color(b[43]));
  TrainingPosition label;
  label.ply = get<uint16_t>(b, 44);
  pos.set_move_number(std::max(label.ply, 1));
  // The checks a FEN gets: bytes of another variant's record, or of none, make no position.
  auto finished = finish_position(pos);
  if (!finished) return std::nullopt;
  pos = *finished;
  label.score = get<int16_t>(b, 40);
  label.result = get<int8_t>(b, 42);
  if (label.result < -1 || label.result > 1) return std::nullopt;  // no game ends so
  label.game = get<uint32_t>(b, 48);
  return std::pair{pos, label};
}

template std::optional<PackedBytes> pack<Tori>(const Position<Tori>&, const TrainingPosition&);
template std::optional<PackedBytes> pack<Yari>(const Position<Yari>&, const TrainingPosition&);
template std::optional<std::pair<Position<Tori>, TrainingPosition>> unpack<Tori>(
    const PackedBytes&);
template std::optional<std::pair<Position<Yari>, TrainingPosition>> unpack<Yari>(
    const PackedBytes&);

}  // namespace tori::tune
