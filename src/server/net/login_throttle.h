// Slows down password guessing, with one budget for every transport (the line protocol and
// HTTP share one throttle): each failed login (or command refused for a wrong password) makes
// the next failure's answer wait longer. The delay doubles with each failure, counted per
// userid, per remote address and per userid-and-address, up to a cap; failures are forgotten
// after a quiet while, and a userid's on a successful login.
//
// Until a failure's delay has passed, its address is blocked (for every userid), and so is that
// userid from that address: a password is not even checked, so a quick answer never tells a
// guess was right. A userid is never blocked from an address that has not failed: whoever
// guesses a victim's password can slow their own guesses down, never lock the victim out of a
// correct login from elsewhere. Guesses spread over many addresses still each wait out the
// userid's delay before their answer, and every address holds only its share of connections.
#pragma once

#include <chrono>
#include <map>
#include <string>

namespace tori::server::net {

class LoginThrottle {
 public:
  using Time = std::chrono::steady_clock::time_point;
  using Millis = std::chrono::milliseconds;

  struct Limits {
    Millis first_delay{250};
    Millis max_delay{60'000};
    std::chrono::minutes forget_after{15};
  };

  LoginThrottle() = default;
  explicit LoginThrottle(Limits limits) : limits_(limits) {}

  // Records a failure and says how long its answer must wait.
  Millis failed(const std::string& user, const std::string& address, Time now);
  // How long a login as `user` from `address` is still refused unchecked (zero: not blocked).
  Millis blocked_for(const std::string& user, const std::string& address, Time now) const;
  void succeeded(const std::string& user, const std::string& address);

 private:
  struct Failures {
    int count = 0;
    Time last;
    Time blocked_until;
  };
  using Table = std::map<std::string, Failures>;
  int count_failure(Table& table, const std::string& key, Time now);
  static std::string pair_key(const std::string& user, const std::string& address) {
    return user + '\n' + address;  // neither a userid nor an address holds a line break
  }

  Limits limits_;
  Table by_user_, by_address_, by_pair_;
};

}  // namespace tori::server::net
