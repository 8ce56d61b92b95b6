#include "server/service/clock.h"

#include <charconv>
#include <fstream>
#include <iterator>

namespace tori::server {

Seconds FileClock::now() const {
  std::ifstream in(path_);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t end = text.find_last_not_of(" \t\r\n");
  if (end == std::string::npos) return fallback_.now();
  Seconds value = 0;
  auto [rest, error] = std::from_chars(text.data(), text.data() + end + 1, value);
  if (error != std::errc() || rest != text.data() + end + 1) return fallback_.now();
  return value;
}

}  // namespace tori::server
