// Fuzzes the perft suite line reader: it never crashes, what it accepts is well formed, and a
// position it hands on is safe to read as either variant.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/perft_suite.h"
#include "fuzz_checks.h"

namespace {

template <class V>
void read_position(const std::string& fen) {
  auto pos = tori::parse_position<V>(fen);
  if (pos.ok()) tori::fuzz::check_position(*pos);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view text = tori::fuzz::as_text(data, size);
  auto line = tori::parse_perft_suite_line(text);
  if (!line.ok() || line->fen.empty()) return 0;
  const std::string& fen = line->fen;
  TORI_FUZZ_CHECK(fen.find_first_of(" \t") != 0 && fen.find_last_of(" \t\r\n") != fen.size() - 1 &&
                      fen.find(';') == std::string::npos,
                  "FEN field not trimmed or not cut at ';': '" + fen + "'");
  for (const auto& [depth, nodes] : line->expected)
    TORI_FUZZ_CHECK(depth >= 1 && depth <= 20, "depth " + std::to_string(depth));
  read_position<tori::Tori>(fen);
  read_position<tori::Yari>(fen);
  return 0;
}
