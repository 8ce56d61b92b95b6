// The state all connections of `tori serve` share: which sessions are open, who is logged in on
// which (to push them their mail), and how many connections each remote address holds. Used on
// the service thread only, so nothing here is locked (the counts it asks, EdgeGuards, lock
// themselves); a session's push and close are posted to its strand.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "server/net/edge_guards.h"

namespace tori::server::line {

class Session;

class SharedState {
 public:
  explicit SharedState(net::EdgeGuards& guards) : guards_(guards) {}

  // The counts and budgets shared with the other transports.
  net::EdgeGuards& guards() { return guards_; }

  // A new connection from `address`: counted, or why not (too many, nothing counted).
  std::optional<net::Refusal> admit(const std::string& address) {
    return guards_.connections.admit(address);
  }
  void join(const std::shared_ptr<Session>& session);
  // The session has closed: forget it and its login (its address's count is released as it
  // closes, on its own thread).
  void leave(Session* session);

  void log_in(const std::string& user, const std::shared_ptr<Session>& session);
  void log_out(const std::string& user, Session* session);
  // The user's password changed or the account is gone: every session logged in as them learns.
  // The session that changed the password keeps going with the new one; every other session of
  // that user is logged out (it may be the intruder the change is meant to lock out).
  void password_changed(const std::string& user, const std::string& password_hash,
                        Session* changer);
  void signed_off(const std::string& user);

  bool logged_in(const std::string& user) const { return !sessions_of(user).empty(); }
  // A block for every session logged in as `user`.
  void push(const std::string& user, std::string_view subject, std::string_view body);
  void close_all();

 private:
  std::vector<std::shared_ptr<Session>> sessions_of(const std::string& user) const;

  net::EdgeGuards& guards_;
  std::map<Session*, std::weak_ptr<Session>> open_;
  std::multimap<std::string, std::weak_ptr<Session>> logged_in_;
  bool closed_all_ = false;  // the server is stopping: a session that joins now is closed
};

}  // namespace tori::server::line
