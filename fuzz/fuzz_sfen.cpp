// Fuzzes the SFEN reader of both variants: whatever it accepts must write back to the same
// text, read back to the same position, and have legal moves that survive make/unmake.
#include <cstddef>
#include <cstdint>

#include "fuzz_checks.h"

namespace {

template <class V>
void fuzz_one_variant(std::string_view text) {
  auto pos = tori::parse_sfen<V>(text);
  if (pos.ok()) tori::fuzz::check_position(*pos);
  auto either = tori::parse_position<V>(text);
  if (either.ok()) tori::fuzz::check_text_round_trip(*either);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view text = tori::fuzz::as_text(data, size);
  fuzz_one_variant<tori::Tori>(text);
  fuzz_one_variant<tori::Yari>(text);
  return 0;
}
