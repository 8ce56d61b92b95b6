// Slows down password guessing: each failed login (or command refused for a wrong password)
// makes the next failure's answer wait longer, counted per userid and per remote address, so
// neither many userids from one address nor many addresses against one userid go fast. The
// delay doubles with each failure up to a cap; failures are forgotten after a quiet while, and a
// userid's on a successful login. Until a failure's delay has passed, that userid and that address
// are blocked: a password is not even checked, so a quick answer never tells a guess was right.
#pragma once

#include <chrono>
#include <map>
#include <string>

namespace tori::server::line {

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
  // How long the userid or the address is still blocked (zero: not blocked).
  Millis blocked_for(const std::string& user, const std::string& address, Time now) const;
  void succeeded(const std::string& user);

 private:
  struct Failures {
    int count = 0;
    Time last;
    Time blocked_until;
  };
  int count_failure(std::map<std::string, Failures>& table, const std::string& key, Time now);

  Limits limits_;
  std::map<std::string, Failures> by_user_, by_address_;
};

}  // namespace tori::server::line
