// Fuzzes the SFEN reader of both variants: whatever it accepts must write back to the same text,
// read back to the same position, and have legal moves that survive make/unmake.
#include <cstddef>
#include <cstdint>

#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace tori;
  std::string_view text = fuzz::as_text(data, size);
  fuzz::check_position_reader<Tori>(text, &parse_sfen<Tori>);
  fuzz::check_position_reader<Yari>(text, &parse_sfen<Yari>);
  return 0;
}
