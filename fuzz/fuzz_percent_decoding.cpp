// Fuzzes percent-decoding of paths and queries: any bytes give a value or a refusal, never a
// crash; a decoded value is never longer than its text and never holds NUL; text without '%' or
// '+' decodes to itself.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_checks.h"
#include "server/web/request_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace tori::server::web;
  std::string_view text = tori::fuzz::as_text(data, size);
  for (bool plus_is_space : {false, true}) {
    auto decoded = percent_decode(text, plus_is_space);
    if (!decoded) continue;
    TORI_FUZZ_CHECK(decoded->size() <= text.size(), std::string(text));
    TORI_FUZZ_CHECK(
        decoded->find('\0') == std::string::npos || text.find('\0') != std::string::npos,
        std::string(text));
    if (text.find_first_of("%+") == std::string_view::npos)
      TORI_FUZZ_CHECK(*decoded == text, std::string(text));
  }
  (void)path_segments(text);
  (void)parse_query(text);
  return 0;
}
