// Fuzzes the move readers of every notation (Western, numeric, Japanese, server, USI, UCI) in a
// few positions of both variants: a move that is read and legal must be written back in that
// notation and read again as the same move. The first byte picks the position.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/movegen.h"
#include "fuzz_checks.h"
#include "notation/move_notation.h"

namespace {

constexpr std::array<const char*, 4> TORI_POSITIONS = {
    "startpos",
    "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/2F4/LPCKCPR b - 1",  // two cranes reach 4f
    "3k3/4cp1/4F2/7/7/7/3K3 b SFCPLRs 30",                  // drops, a promotion capture
    "rpckcpl/3f3/sssssss/4S2/SSsSSSS/3F3/LPCKCPR b s 2",    // a recapture (同)
};
constexpr std::array<const char*, 3> YARI_POSITIONS = {
    "startpos",
    "3k3/7/7/R6/7/7/7/7/3K3 b RBNPrbnp 40",  // optional promotion, drops
    "7/k1+P3R/r2p1bb/NpB2Pp/p2P2P/P2NP2/1P3b1/2+n1R2/N3K2 w 3Pr 90",
};

template <class V, std::size_t N>
void fuzz_one_variant(const std::array<const char*, N>& positions, uint8_t pick,
                      std::string_view text) {
  using namespace tori;
  auto pos = parse_position<V>(positions[pick % N]).value();
  MoveContext context;
  if (pick & 0x80) context.previous = Move::board(8, 10);  // lets 同 name square 10
  MoveList legal;
  generate_legal(pos, legal);
  for (MoveNotation n : {MoveNotation::USI, MoveNotation::UCI, MoveNotation::WESTERN,
                         MoveNotation::NUMERIC, MoveNotation::JAPANESE, MoveNotation::SERVER}) {
    auto move = parse_move(pos, text, n, context);
    if (!move.ok()) {
      TORI_FUZZ_CHECK(!move.error().message.empty(), std::string(text));
      continue;
    }
    if (!legal.contains(*move)) continue;
    std::string written = format_move(pos, *move, n, context);
    auto again = parse_move(pos, written, n, context);
    TORI_FUZZ_CHECK(
        again.ok() && *again == *move,
        std::string(notation_name(n)) + ": '" + std::string(text) + "' -> '" + written + "'");
  }
  auto any = parse_any_move(pos, text, context);
  if (!any.ok()) TORI_FUZZ_CHECK(!any.error().message.empty(), std::string(text));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::string_view text = tori::fuzz::as_text(data + 1, size - 1);
  fuzz_one_variant<tori::Tori>(TORI_POSITIONS, data[0], text);
  fuzz_one_variant<tori::Yari>(YARI_POSITIONS, data[0], text);
  return 0;
}
