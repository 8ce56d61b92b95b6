// Block framing: head line, dot-stuffed body, "." alone to end.
#include "server/line/framing.h"

namespace tori::server::line {

std::string_view block_kind_name(BlockKind kind) {
  switch (kind) {
    case BlockKind::HELLO:
      return "hello";
    case BlockKind::REPLY:
      return "reply";
    case BlockKind::PUSH:
      return "push";
    case BlockKind::BYE:
      return "bye";
  }
  return "reply";
}

namespace {

// A head line must stay one line whatever the subject holds.
std::string one_line(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c == '\n' || c == '\r') c = ' ';
  return out;
}

}  // namespace

std::string frame_block(BlockKind kind, std::string_view subject, std::string_view body) {
  std::string out = std::string(block_kind_name(kind)) + " " + one_line(subject) + "\r\n";
  // The body's final line ending is the block's, not an empty last line.
  if (!body.empty() && body.back() == '\n') body.remove_suffix(1);
  std::size_t start = 0;
  while (!body.empty() && start <= body.size()) {
    std::size_t end = body.find('\n', start);
    if (end == std::string_view::npos) end = body.size();
    std::string_view text = body.substr(start, end - start);
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
    if (!text.empty() && text.front() == '.') out += '.';
    out.append(text);
    out += "\r\n";
    start = end + 1;
  }
  out += ".\r\n";
  return out;
}

}  // namespace tori::server::line
