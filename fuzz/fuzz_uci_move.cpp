// Fuzzes the UCI move reader of both variants: an accepted move is written back as the very
// text that was read, reads back as the same move, and if legal at the start, unmakes cleanly.
#include <cstddef>
#include <cstdint>

#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace tori;
  std::string_view text = fuzz::as_text(data, size);
  fuzz::check_move_reader<Tori>(text, &parse_uci_move<Tori>, &to_uci<Tori>);
  fuzz::check_move_reader<Yari>(text, &parse_uci_move<Yari>, &to_uci<Yari>);
  return 0;
}
