// What the server's edge counts across every transport (the line protocol, HTTP and its
// WebSockets) so that a stranger gets only their share: connections, requests per remote
// address, signups per address, offers per user, and one budget of failed logins. One object,
// owned by the ServerHost; each transport asks it before it acts. The connection counts and the
// rates are locked (the I/O threads ask them); the failed logins are counted on the service
// thread only.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "server/net/connection_registry.h"
#include "server/net/keyed_buckets.h"
#include "server/net/login_throttle.h"

namespace tori::server::net {

struct EdgeLimits {
  ConnectionLimits connections;
  // Every line, HTTP request and WebSocket message from one address, over all its connections
  // (each connection has its own, smaller, rate as well).
  RateLimit requests_per_address{50, 300};
  // Accounts made from one address: ten at once, then ten an hour.
  RateLimit signups_per_address{10.0 / 3600, 10};
  // What one user does over HTTP with a token (seeks, challenges, game actions), whatever the
  // number of connections or addresses they use.
  RateLimit actions_per_user{10, 60};
  // Chat lines one user says, over every transport and game: ten at once, then one in 2 s.
  RateLimit chat_per_user{0.5, 10};
  // Password-reset mails asked for, by address and by the userid asked about (whether or not it
  // exists): three at once, then one in ten minutes.
  RateLimit password_resets{1.0 / 600, 3};
};

class EdgeGuards {
 public:
  using Time = std::chrono::steady_clock::time_point;

  explicit EdgeGuards(EdgeLimits limits)
      : connections(limits.connections),
        requests_(limits.requests_per_address),
        signups_(limits.signups_per_address),
        actions_(limits.actions_per_user),
        chat_(limits.chat_per_user),
        resets_(limits.password_resets) {}

  // Each says how long to wait when the request must be refused, nothing when it may go on
  // (and counts it).
  std::optional<std::chrono::milliseconds> request_from(const std::string& address, Time now) {
    return refused_for(requests_.take(address, now));
  }
  std::optional<std::chrono::milliseconds> signup_from(const std::string& address, Time now) {
    return refused_for(signups_.take(address, now));
  }
  std::optional<std::chrono::milliseconds> action_of(const std::string& user, Time now) {
    return refused_for(actions_.take(user, now));
  }
  std::optional<std::chrono::milliseconds> chat_of(const std::string& user, Time now) {
    return refused_for(chat_.take(user, now));
  }
  std::optional<std::chrono::milliseconds> password_reset_for(const std::string& address,
                                                              const std::string& user, Time now) {
    if (auto wait = refused_for(resets_.take("address " + address, now))) return wait;
    return refused_for(resets_.take("user " + user, now));
  }

  ConnectionRegistry connections;
  LoginThrottle logins;  // one budget of failures for the line protocol and HTTP

 private:
  static std::optional<std::chrono::milliseconds> refused_for(std::chrono::milliseconds wait) {
    if (wait.count() == 0) return std::nullopt;
    return wait;
  }

  KeyedBuckets requests_, signups_, actions_, chat_, resets_;
};

// "try again in N s", rounded up: what every refusal for a rate says.
inline std::string retry_text(std::chrono::milliseconds wait) {
  return "try again in " + std::to_string((wait.count() + 999) / 1000) + " s";
}

}  // namespace tori::server::net
