// Cuts the bytes of a connection into lines of bounded length. A line longer than the limit is
// not kept: its bytes are dropped as they come and, at its newline, it comes out marked too
// long, so a client cannot make the server buffer more than the limit.
#pragma once

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <string_view>

namespace tori::server::line {

struct Line {
  std::string text;  // without the line ending (LF or CRLF); empty if too long
  bool too_long = false;
};

class LineSplitter {
 public:
  explicit LineSplitter(std::size_t max_length) : max_length_(max_length) {}

  void feed(std::string_view bytes);
  // The next complete line, if one has come.
  std::optional<Line> next();

 private:
  std::size_t max_length_;
  std::string pending_;      // the line being read, at most max_length_ + 1 bytes (for a CR)
  bool discarding_ = false;  // inside a line already known to be too long
  std::deque<Line> complete_;
};

}  // namespace tori::server::line
