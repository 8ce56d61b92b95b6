// How `tori serve` writes what it sends: blocks that a person reads in nc or telnet and a
// program splits without guessing. A block is a head line, "<kind> <subject>", then the body's
// lines, then a line holding a single "."; a body line that starts with "." gets one more "."
// in front (dot-stuffing, as in SMTP), so no body line reads as the end. Lines end in CRLF.
#pragma once

#include <string>
#include <string_view>

namespace tori::server::line {

enum class BlockKind {
  HELLO,  // once, when a connection opens
  REPLY,  // exactly one for each line the client sends
  PUSH,   // news the client did not ask for: a move in their game, a reminder
  BYE,    // the last block before the server closes the connection (also the reply to `quit`)
};

std::string_view block_kind_name(BlockKind kind);

std::string frame_block(BlockKind kind, std::string_view subject, std::string_view body);

}  // namespace tori::server::line
