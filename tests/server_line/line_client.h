// A client of `tori serve` for the tests: a real socket on loopback, lines out, framed blocks
// in (docs/server.md). Every wait is bounded: a server that does not answer fails the test
// instead of hanging it.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tori::server::line::testing {

using namespace std::chrono_literals;

// Generous: the sanitizer build is slow and passwords are hashed at the real cost.
constexpr std::chrono::milliseconds WAIT = 30s;

struct Block {
  std::string kind;     // hello, reply, push, bye; empty if none came
  std::string subject;  // the rest of the head line
  std::string body;     // the lines between head and ".", dot-stuffing undone, '\n'-terminated
  bool contains(std::string_view text) const {
    return subject.find(text) != std::string::npos || body.find(text) != std::string::npos;
  }
  // The number right after the first `prefix` in the body ("Move " -> 17), or -1 if none.
  double number_after(std::string_view prefix) const {
    std::size_t at = body.find(prefix);
    if (at == std::string::npos) return -1;
    std::size_t start = at + prefix.size();
    std::size_t end = body.find_first_not_of("0123456789.", start);
    std::string digits = body.substr(start, end - start);
    return digits.empty() ? -1 : std::stod(digits);
  }
};

class LineClient {
 public:
  explicit LineClient(unsigned short port);
  ~LineClient();
  LineClient(const LineClient&) = delete;
  LineClient& operator=(const LineClient&) = delete;

  bool connected() const { return fd_ >= 0; }
  void send_line(std::string_view text);  // with "\r\n", as telnet sends
  void send_raw(std::string_view bytes);
  void finish_sending();  // half-close, as `nc -N` does at the end of its input
  // The next block of any kind; kind is empty if none came in time or the connection ended.
  Block read_block(std::chrono::milliseconds timeout = WAIT);
  // The next reply (or bye), keeping pushes that come before it for wait_push.
  Block reply(std::chrono::milliseconds timeout = WAIT);
  Block command(std::string_view line) {
    send_line(line);
    return reply();
  }
  // The first push (kept or new) whose subject or body holds `text`; it is taken off the list.
  std::optional<Block> wait_push(std::string_view text, std::chrono::milliseconds timeout = WAIT);
  // Whether the server closes the connection in time (blocks before the end are read and kept).
  bool wait_closed(std::chrono::milliseconds timeout = WAIT);
  const std::vector<Block>& pushes() const { return pushes_; }

 private:
  std::optional<std::string> read_line(std::chrono::steady_clock::time_point deadline);

  int fd_ = -1;
  bool eof_ = false;
  std::string buffer_;
  std::vector<Block> pushes_;
};

}  // namespace tori::server::line::testing
