// GMime set-up and small helpers shared by the mail reader and writer.
#include "server/mail/gmime_support.h"

#include <mutex>

namespace tori::server {

void ensure_gmime() {
  static std::once_flag once;
  std::call_once(once, [] { g_mime_init(); });
}

std::string stream_text(GMimeStream* stream) {
  GByteArray* bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(stream));
  if (!bytes || bytes->len == 0) return {};
  return std::string(reinterpret_cast<const char*>(bytes->data), bytes->len);
}

bool is_utf8(std::string_view text) {
  return g_utf8_validate_len(text.data(), text.size(), nullptr);
}

}  // namespace tori::server
