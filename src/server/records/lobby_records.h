// What the HTTP/WebSocket front end keeps besides games: login tokens (only their hashes) and
// seeks, the open challenges anyone may take. Plain values, as records.h's.
#pragma once

#include <string>

#include "server/records/game_clock.h"
#include "server/records/records.h"

namespace tori::server {

// A login token as stored: the hash of the token (never the token itself) and whose it is.
struct AccessToken {
  std::string hash;  // hex BLAKE2b-256 of the token
  std::string user;
  Seconds created = 0;
  Seconds last_used = 0;
};

// A one-use pass to open a WebSocket stream (docs/api.md, "Streams"), issued for a token.
struct StreamTicket {
  std::string hash;        // hex BLAKE2b-256 of the ticket
  std::string token_hash;  // of the token it was issued for
  std::string user;
  Seconds expires = 0;  // good until this second, not after
};

// A one-use link to choose a new password (docs/api.md, "Passwords"), mailed to the account's
// address.
struct PasswordReset {
  std::string hash;  // hex BLAKE2b-256 of the link's token
  std::string user;
  Seconds expires = 0;  // good until this second, not after
};

// An open challenge: whoever accepts it plays `user` in a new game.
struct Seek {
  int id = 0;
  VariantId variant = VariantId::TORI;
  std::string user;
  std::string handicap;  // empty: an even game; else the seeker gives it
  TimeControl time;
  bool rated = true;
  bool seeker_first = true;  // the seeker moves first (always so with a handicap: the giver)
  Seconds created = 0;
  bool operator==(const Seek&) const = default;
};

}  // namespace tori::server
