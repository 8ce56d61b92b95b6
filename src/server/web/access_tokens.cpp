// Tokens made with libsodium's random bytes, stored as their generic hash (BLAKE2b).
#include "server/web/access_tokens.h"

#include <sodium.h>

#include <array>

namespace tori::server::web {

namespace {

constexpr std::size_t TOKEN_BYTES = 32;

std::string hex(const unsigned char* bytes, std::size_t n) {
  std::string out(n * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), bytes, n);
  out.pop_back();
  return out;
}

bool is_token_text(std::string_view token) {
  if (token.size() != TOKEN_BYTES * 2) return false;
  for (char c : token)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

}  // namespace

std::string token_hash(std::string_view token) {
  std::array<unsigned char, crypto_generichash_BYTES> digest{};
  crypto_generichash(digest.data(), digest.size(),
                     reinterpret_cast<const unsigned char*>(token.data()), token.size(), nullptr,
                     0);
  return hex(digest.data(), digest.size());
}

namespace {

Result<std::string> random_token() {
  if (sodium_init() < 0) return make_error("libsodium could not start");
  std::array<unsigned char, TOKEN_BYTES> bytes{};
  randombytes_buf(bytes.data(), bytes.size());
  return hex(bytes.data(), bytes.size());
}

}  // namespace

Result<std::string> AccessTokens::issue(const std::string& user) {
  auto made = random_token();
  if (!made) return made.error();
  std::string token = *made;
  Seconds now = clock_.now();
  if (auto s = storage_.insert_token({token_hash(token), user, now, now}); !s) return s.error();
  return token;
}

Result<std::optional<std::string>> AccessTokens::user_of(std::string_view token) {
  if (!is_token_text(token)) return std::optional<std::string>();
  return user_of_hash(token_hash(token));
}

Result<std::optional<std::string>> AccessTokens::user_of_hash(const std::string& hash) {
  auto found = storage_.find_token(hash);
  if (!found) return found.error();
  if (!*found) return std::optional<std::string>();
  const Seconds now = clock_.now();
  if (now - (*found)->last_used > TOKEN_IDLE_LIFETIME) {
    if (auto s = storage_.delete_token(hash); !s) return s.error();
    return std::optional<std::string>();
  }
  if (auto s = storage_.touch_token(hash, now); !s) return s.error();
  return std::optional<std::string>((*found)->user);
}

Status AccessTokens::revoke(std::string_view token) {
  if (!is_token_text(token)) return ok_status();
  return storage_.delete_token(token_hash(token));
}

Status AccessTokens::reinstate(std::string_view token, const std::string& user) {
  if (!is_token_text(token)) return ok_status();
  Seconds now = clock_.now();
  return storage_.insert_token({token_hash(token), user, now, now});
}

Result<std::string> AccessTokens::issue_password_reset(const std::string& user) {
  auto token = random_token();
  if (!token) return token.error();
  Seconds now = clock_.now();
  PasswordReset stored{token_hash(*token), user, now + PASSWORD_RESET_LIFETIME};
  if (auto s = storage_.insert_password_reset(stored, now); !s) return s.error();
  return token;
}

Result<std::optional<PasswordReset>> AccessTokens::take_password_reset(std::string_view token) {
  if (!is_token_text(token)) return std::optional<PasswordReset>();
  auto taken = storage_.take_password_reset(token_hash(token));
  if (!taken) return taken.error();
  if (*taken && (*taken)->expires < clock_.now()) return std::optional<PasswordReset>();
  return taken;
}

Result<std::string> AccessTokens::issue_ticket(std::string_view token, const std::string& user) {
  auto ticket = random_token();
  if (!ticket) return ticket.error();
  Seconds now = clock_.now();
  StreamTicket stored{token_hash(*ticket), token_hash(token), user, now + STREAM_TICKET_LIFETIME};
  if (auto s = storage_.insert_stream_ticket(stored, now); !s) return s.error();
  return ticket;
}

Result<std::optional<StreamTicket>> AccessTokens::take_ticket(std::string_view ticket) {
  if (!is_token_text(ticket)) return std::optional<StreamTicket>();
  auto taken = storage_.take_stream_ticket(token_hash(ticket));
  if (!taken) return taken.error();
  if (*taken && (*taken)->expires < clock_.now()) return std::optional<StreamTicket>();
  return taken;
}

}  // namespace tori::server::web
