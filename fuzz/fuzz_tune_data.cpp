// Fuzzes the tuner's data line readers (training samples, king safety targets): they never crash,
// and what they accept is in range and safe to read as a position.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_checks.h"
#include "tune/dataset.h"

namespace {

template <class V>
void read_lines(std::string_view text) {
  if (auto sample = tori::tune::parse_sample<V>(text); sample.ok()) {
    TORI_FUZZ_CHECK(sample->second >= 0 && sample->second <= 1,
                    "result " + std::to_string(sample->second));
    tori::fuzz::check_position(sample->first);
  }
  if (auto king = tori::tune::parse_king_safety<V>(text); king.ok()) {
    TORI_FUZZ_CHECK(std::isfinite(king->black_safety) && std::isfinite(king->white_safety),
                    "a king safety that is not a number");
    tori::fuzz::check_position(king->position);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view text = tori::fuzz::as_text(data, size);
  read_lines<tori::Tori>(text);
  read_lines<tori::Yari>(text);
  return 0;
}
