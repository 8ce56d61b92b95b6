// Invariants shared by the fuzz targets: what must hold for every position and move a reader
// accepts. A violated invariant prints what failed and traps, which libFuzzer reports as a crash.
#pragma once

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/movegen.h"
#include "core/variant.h"

namespace tori::fuzz {

[[noreturn]] inline void fail(const char* condition, const char* file, int line,
                              std::string_view detail) {
  std::fprintf(stderr, "\n*** fuzz invariant violated: %s\n*** at %s:%d\n*** detail: %.*s\n",
               condition, file, line, int(detail.size()), detail.data());
  __builtin_trap();
}

// TORI_FUZZ_CHECK(condition, detail): `detail`, a string, is only built when the check fails.
#define TORI_FUZZ_CHECK(condition, detail)                                          \
  do {                                                                              \
    if (!(condition)) ::tori::fuzz::fail(#condition, __FILE__, __LINE__, (detail)); \
  } while (0)

inline std::string_view as_text(const uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

template <class V>
std::string describe(const Position<V>& pos) {
  return std::string(V::NAME) + " " + to_sfen(pos);
}

// What Position derives from its contents must come out the same however it was built.
template <class V>
bool same_derived_state(const Position<V>& a, const Position<V>& b) {
  return a == b && a.key() == b.key() && a.checkers() == b.checkers() && a.pinned() == b.pinned() &&
         a.king_square(BLACK) == b.king_square(BLACK) &&
         a.king_square(WHITE) == b.king_square(WHITE);
}

// Writing the position in both notations and reading it back gives the same position and,
// written again, the same text.
template <class V>
void check_text_round_trip(const Position<V>& pos) {
  std::string fen = to_fen(pos);
  auto from_fen = parse_fen<V>(fen);
  TORI_FUZZ_CHECK(from_fen.ok(), fen + " -> " + from_fen.error().to_string());
  TORI_FUZZ_CHECK(same_derived_state(pos, *from_fen), fen + " -> " + describe(*from_fen));
  TORI_FUZZ_CHECK(to_fen(*from_fen) == fen, fen + " -> " + to_fen(*from_fen));

  std::string sfen = to_sfen(pos);
  auto from_sfen = parse_sfen<V>(sfen);
  TORI_FUZZ_CHECK(from_sfen.ok(), sfen + " -> " + from_sfen.error().to_string());
  TORI_FUZZ_CHECK(same_derived_state(pos, *from_sfen), sfen + " -> " + describe(*from_sfen));
  TORI_FUZZ_CHECK(to_sfen(*from_sfen) == sfen, sfen + " -> " + to_sfen(*from_sfen));

  auto either = parse_position<V>(sfen);
  TORI_FUZZ_CHECK(either.ok() && same_derived_state(pos, *either), "parse_position " + sfen);
}

// A move's USI and UCI texts both read back as the same move.
template <class V>
void check_move_text_round_trip(Move m) {
  std::string usi = to_usi<V>(m);
  auto from_usi = parse_usi_move<V>(usi);
  TORI_FUZZ_CHECK(from_usi.ok() && *from_usi == m,
                  std::string(V::NAME) + " USI " + usi + " raw " + std::to_string(m.raw()));
  std::string uci = to_uci<V>(m);
  auto from_uci = parse_uci_move<V>(uci);
  TORI_FUZZ_CHECK(from_uci.ok() && *from_uci == m,
                  std::string(V::NAME) + " UCI " + uci + " raw " + std::to_string(m.raw()));
}

// Making a legal move keeps the incremental state right and leaves a position the readers
// accept; unmaking it restores the position exactly.
template <class V>
void check_do_undo(const Position<V>& pos, Move m) {
  Position<V> after = pos;
  typename Position<V>::Undo undo;
  after.do_move(m, undo);
  std::string after_sfen = to_sfen(after);
  auto detail = [&] { return describe(pos) + " move " + to_usi<V>(m) + " -> " + after_sfen; };
  TORI_FUZZ_CHECK(after.key() == after.compute_key(), detail());
  TORI_FUZZ_CHECK(
      after.move_number() == std::min(pos.move_number() + 1, Position<V>::MAX_MOVE_NUMBER),
      detail());
  TORI_FUZZ_CHECK(!after.attacked(after.king_square(pos.side_to_move()), after.side_to_move()),
                  detail());
  auto reread = parse_sfen<V>(after_sfen);
  TORI_FUZZ_CHECK(reread.ok(), detail() + ": " + reread.error().to_string());
  TORI_FUZZ_CHECK(same_derived_state(after, *reread),
                  detail() + " reads back as " + describe(*reread));
  after.undo_move(m, undo);
  TORI_FUZZ_CHECK(same_derived_state(pos, after), detail() + " undone gives " + describe(after));
  TORI_FUZZ_CHECK(after.move_number() == pos.move_number(), detail());
  TORI_FUZZ_CHECK(to_sfen(after) == to_sfen(pos), detail());
}

// The legal moves are distinct, are exactly the pseudo-legal moves that is_legal accepts, and
// each one survives the text round trip and make/unmake.
template <class V>
void check_legal_moves(const Position<V>& pos) {
  MoveList legal;
  generate_legal(pos, legal);
  TORI_FUZZ_CHECK(legal.size() <= std::size_t(MAX_MOVES), describe(pos));

  std::vector<uint16_t> raws;
  for (Move m : legal) raws.push_back(m.raw());
  std::sort(raws.begin(), raws.end());
  TORI_FUZZ_CHECK(std::adjacent_find(raws.begin(), raws.end()) == raws.end(),
                  "duplicate legal move in " + describe(pos));

  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  std::size_t accepted = 0;
  for (Move m : pseudo) {
    bool legal_by_test = is_legal(pos, m);
    TORI_FUZZ_CHECK(legal_by_test == legal.contains(m),
                    describe(pos) + " move " + to_usi<V>(m) +
                        (legal_by_test ? " passes is_legal but is not generated"
                                       : " is generated but fails is_legal"));
    accepted += legal_by_test;
  }
  TORI_FUZZ_CHECK(accepted == legal.size(),
                  describe(pos) + ": a legal move that is not pseudo-legal");

  for (Move m : legal) {
    check_move_text_round_trip<V>(m);
    check_do_undo(pos, m);
  }
}

// Everything we check for a position that a reader accepted.
template <class V>
void check_position(const Position<V>& pos) {
  TORI_FUZZ_CHECK(pos.key() == pos.compute_key(), describe(pos));
  check_text_round_trip(pos);
  check_legal_moves(pos);
}

// The positions in which parsed moves are tried: the start and the handicap starts.
template <class V>
const std::vector<Position<V>>& reference_positions() {
  static const std::vector<Position<V>> positions = [] {
    std::vector<Position<V>> list{start_position<V>()};
    for (const auto& h : V::HANDICAPS) list.push_back(parse_sfen<V>(h.sfen).value());
    return list;
  }();
  return positions;
}

// For a move a reader accepted: it reads back from its own text, and where it is legal in a
// reference position, make/unmake restores that position.
template <class V>
void check_parsed_move(Move m) {
  check_move_text_round_trip<V>(m);
  for (const Position<V>& pos : reference_positions<V>()) {
    MoveList legal;
    generate_legal(pos, legal);
    if (legal.contains(m)) check_do_undo(pos, m);
  }
}

// A position reader (FEN or SFEN): what it accepts passes check_position, and what parse_position
// accepts from the same text round-trips.
template <class V>
void check_position_reader(std::string_view text, Result<Position<V>> (*read)(std::string_view)) {
  auto pos = read(text);
  if (pos.ok()) check_position(*pos);
  auto either = parse_position<V>(text);
  if (either.ok()) check_text_round_trip(*either);
}

// A move reader (USI or UCI) and its writer: an accepted move is written back as the very text
// that was read, and passes check_parsed_move.
template <class V>
void check_move_reader(std::string_view text, Result<Move> (*read)(std::string_view),
                       std::string (*write)(Move)) {
  auto move = read(text);
  if (!move.ok()) return;
  std::string written = write(*move);
  TORI_FUZZ_CHECK(written == text,
                  std::string(V::NAME) + " read " + std::string(text) + " but wrote " + written);
  check_parsed_move<V>(*move);
}

}  // namespace tori::fuzz
