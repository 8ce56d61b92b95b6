// Time as the service sees it: seconds since the Unix epoch from an injectable clock, so that
// correspondence deadlines can be tested with a clock the test moves by hand.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace tori::server {

using Seconds = int64_t;  // since 1970-01-01 00:00 UTC
constexpr Seconds SECONDS_PER_DAY = 86400;

class Clock {
 public:
  virtual ~Clock() = default;
  virtual Seconds now() const = 0;
};

class SystemClock final : public Clock {
 public:
  Seconds now() const override {
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
  }
};

// A clock that stands still until told to move: for tests.
class ManualClock final : public Clock {
 public:
  explicit ManualClock(Seconds start = 1'700'000'000) : now_(start) {}
  Seconds now() const override { return now_; }
  void advance(Seconds s) { now_ += s; }
  void set(Seconds s) { now_ = s; }

 private:
  Seconds now_;
};

// The time written in a file (seconds since the epoch, as text), read afresh on every call: how
// end-to-end tests move the clock of a server running in another process (`--clock-file`).
// An unreadable or malformed file reads as the system clock, so a mistake cannot stop time.
class FileClock final : public Clock {
 public:
  explicit FileClock(std::string path) : path_(std::move(path)) {}
  Seconds now() const override;

 private:
  std::string path_;
  SystemClock fallback_;
};

}  // namespace tori::server
