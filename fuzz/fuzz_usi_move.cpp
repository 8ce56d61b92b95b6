// Fuzzes the USI move reader of both variants: an accepted move is written back as the very
// text that was read, reads back as the same move, and if legal at the start, unmakes cleanly.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_checks.h"

namespace {

template <class V>
void fuzz_one_variant(std::string_view text) {
  auto move = tori::parse_usi_move<V>(text);
  if (!move.ok()) return;
  std::string written = tori::to_usi<V>(*move);
  TORI_FUZZ_CHECK(written == text,
                  std::string(V::NAME) + " read " + std::string(text) + " but wrote " + written);
  tori::fuzz::check_parsed_move<V>(*move);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view text = tori::fuzz::as_text(data, size);
  fuzz_one_variant<tori::Tori>(text);
  fuzz_one_variant<tori::Yari>(text);
  return 0;
}
