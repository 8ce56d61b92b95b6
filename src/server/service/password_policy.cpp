// The list is built into the binary (embed_text.cmake makes COMMON_PASSWORDS_TEXT of the data
// file), so a server never starts without it, and read into a set once, on first use.
#include "server/service/password_policy.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>

namespace tori::server {

namespace generated {
extern const char* const COMMON_PASSWORDS_TEXT;
}

namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

const std::unordered_set<std::string>& common_passwords() {
  static const std::unordered_set<std::string> set = [] {
    std::unordered_set<std::string> words;
    std::string_view text(generated::COMMON_PASSWORDS_TEXT);
    while (!text.empty()) {
      std::size_t end = text.find('\n');
      std::string_view line = text.substr(0, end);
      text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (line.empty() || line.starts_with("# ")) continue;
      words.insert(lower(line));
    }
    return words;
  }();
  return set;
}

}  // namespace

bool is_common_password(std::string_view password) {
  return common_passwords().contains(lower(password));
}

std::optional<std::string> weak_password_reason(std::string_view password) {
  const std::string rule = "a password has at least " + std::to_string(MIN_PASSWORD_LENGTH) +
                           " characters and is not one of the commonest passwords";
  if (password.size() < MIN_PASSWORD_LENGTH) return "the password is too short: " + rule;
  if (is_common_password(password))
    return "the password is one of the commonest, which are tried first by anyone guessing: " +
           rule;
  return std::nullopt;
}

}  // namespace tori::server
