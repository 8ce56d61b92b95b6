// The client's side of `tori serve`'s framing (docs/server.md): bytes in as they arrive, whole
// blocks out (head line "KIND SUBJECT", body lines with dot-stuffing undone, ended by "."). The
// load tester reads every connection through one; pure, so it is tested and fuzzed alone.
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <string_view>

namespace tori::loadtest {

struct LineBlock {
  std::string kind;     // hello, reply, push, bye
  std::string subject;  // the rest of the head line
  std::string body;     // '\n'-terminated lines
};

class BlockReader {
 public:
  // At most this many bytes in one unfinished line or block: a server that never ends a block
  // is an error, not a reason to grow without bound.
  static constexpr std::size_t MOST_PENDING_BYTES = 16 << 20;

  // Takes bytes; false once the input broke the framing or the bound (then error() says how).
  bool feed(std::string_view bytes);
  std::optional<LineBlock> next();
  const std::string& error() const { return error_; }

 private:
  bool take_line(std::string line);

  std::string partial_line_;
  std::optional<LineBlock> open_;  // a block whose head has come, not yet its end
  std::size_t open_bytes_ = 0;
  std::deque<LineBlock> done_;
  std::string error_;
};

}  // namespace tori::loadtest
