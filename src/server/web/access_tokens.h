// Login tokens of the HTTP API: 32 random bytes, written as 64 hex digits, handed to the user
// once; the database keeps only their BLAKE2b hash, so every server instance sharing it accepts
// them and a copy of the database gives no one a way in.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "server/records/clock.h"
#include "server/records/status.h"
#include "server/storage/storage.h"

namespace tori::server::web {

// Hex BLAKE2b-256 of the token (what the tokens table holds).
std::string token_hash(std::string_view token);

// How long a token lives unused: each use renews it, so a player who comes back within a month
// stays logged in, and a token copied from an abandoned browser dies.
inline constexpr Seconds TOKEN_IDLE_LIFETIME = 30 * SECONDS_PER_DAY;

// How long a stream ticket is good for: time for a page to open its socket after asking for one,
// too short for one read from a log to be worth anything (and a ticket opens one stream only).
inline constexpr Seconds STREAM_TICKET_LIFETIME = 60;
// How long a mailed link to choose a new password works (once).
inline constexpr Seconds PASSWORD_RESET_LIFETIME = 60 * 60;

class AccessTokens {
 public:
  AccessTokens(Storage& storage, const Clock& clock) : storage_(storage), clock_(clock) {}

  // A new token for `user`, stored.
  Result<std::string> issue(const std::string& user);
  // The user a token belongs to; nothing for a token that is malformed, unknown, revoked or
  // unused for TOKEN_IDLE_LIFETIME (it is deleted then).
  Result<std::optional<std::string>> user_of(std::string_view token);
  // The same for a token known by its hash (a stream opened with a ticket checks its token so).
  Result<std::optional<std::string>> user_of_hash(const std::string& hash);
  Status revoke(std::string_view token);
  // Stores `token` again for `user` (this session's, after a new password revoked them all).
  Status reinstate(std::string_view token, const std::string& user);

  // A new stream ticket for `token`, which the caller has found to be `user`'s, stored.
  Result<std::string> issue_ticket(std::string_view token, const std::string& user);
  // What a ticket was issued for, the ticket used up; nothing for a ticket that is malformed,
  // unknown, used already or expired.
  Result<std::optional<StreamTicket>> take_ticket(std::string_view ticket);

  // A new password-reset token for `user`, stored (its hash) for PASSWORD_RESET_LIFETIME.
  Result<std::string> issue_password_reset(const std::string& user);
  // The reset a token names, the token used up; nothing for one malformed, unknown, used or
  // expired.
  Result<std::optional<PasswordReset>> take_password_reset(std::string_view token);

 private:
  Storage& storage_;
  const Clock& clock_;
};

}  // namespace tori::server::web
