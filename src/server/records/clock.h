// Time as the service sees it, from an injectable clock so that deadlines can be tested with a
// clock the test moves by hand: seconds since the Unix epoch for correspondence deadlines and
// records, milliseconds for the game clocks (byo-yomi and increments are counted to the ms).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace tori::server {

using Seconds = int64_t;  // since 1970-01-01 00:00 UTC
constexpr Seconds SECONDS_PER_DAY = 86400;
using Millis = int64_t;  // a duration, or a time since 1970-01-01 00:00 UTC
constexpr Millis MILLIS_PER_SECOND = 1000;
constexpr Millis MILLIS_PER_DAY = SECONDS_PER_DAY * MILLIS_PER_SECOND;

class Clock {
 public:
  virtual ~Clock() = default;
  virtual Seconds now() const = 0;
  // The same moment to the millisecond; a clock that only knows seconds says the whole second.
  virtual Millis now_millis() const { return now() * MILLIS_PER_SECOND; }
};

class SystemClock final : public Clock {
 public:
  Seconds now() const override { return since_epoch<std::chrono::seconds>(); }
  Millis now_millis() const override { return since_epoch<std::chrono::milliseconds>(); }

 private:
  template <class Unit>
  static int64_t since_epoch() {
    return std::chrono::duration_cast<Unit>(std::chrono::system_clock::now().time_since_epoch())
        .count();
  }
};

// A clock that stands still until told to move: for tests. Kept in milliseconds; the
// second-based calls move it by whole seconds, and now() is the second the time falls in.
class ManualClock final : public Clock {
 public:
  explicit ManualClock(Seconds start = 1'700'000'000) : now_ms_(start * MILLIS_PER_SECOND) {}
  Seconds now() const override { return floor_seconds(now_ms_); }
  Millis now_millis() const override { return now_ms_; }
  void advance(Seconds s) { now_ms_ += s * MILLIS_PER_SECOND; }
  void set(Seconds s) { now_ms_ = s * MILLIS_PER_SECOND; }
  void advance_millis(Millis ms) { now_ms_ += ms; }
  void set_millis(Millis ms) { now_ms_ = ms; }

 private:
  static Seconds floor_seconds(Millis ms) {
    return ms >= 0 ? ms / MILLIS_PER_SECOND : -((-ms + MILLIS_PER_SECOND - 1) / MILLIS_PER_SECOND);
  }
  Millis now_ms_;
};

// The time written in a file (seconds since the epoch, as text, with up to three decimals:
// "1700000000.250"), read afresh on every call: how end-to-end tests move the clock of a server
// running in another process (`--clock-file`). An unreadable or malformed file reads as the
// system clock, so a mistake cannot stop time.
class FileClock final : public Clock {
 public:
  explicit FileClock(std::string path) : path_(std::move(path)) {}
  Seconds now() const override;
  Millis now_millis() const override;

 private:
  std::string path_;
  SystemClock fallback_;
};

}  // namespace tori::server
