// Line cutting with a bound: every byte is looked at once; a too-long line is never stored.
#include "server/line/line_splitter.h"

namespace tori::server::line {

void LineSplitter::feed(std::string_view bytes) {
  for (char c : bytes) {
    if (c == '\n') {
      if (!pending_.empty() && pending_.back() == '\r') pending_.pop_back();
      bool too_long = discarding_ || pending_.size() > max_length_;
      complete_.push_back(too_long ? Line{"", true} : Line{std::move(pending_), false});
      pending_.clear();
      discarding_ = false;
    } else if (!discarding_) {
      pending_ += c;
      if (pending_.size() > max_length_ + 1) {  // + 1: room for the CR of a CRLF
        discarding_ = true;
        pending_.clear();
        pending_.shrink_to_fit();
      }
    }
  }
}

std::optional<Line> LineSplitter::next() {
  if (complete_.empty()) return std::nullopt;
  Line line = std::move(complete_.front());
  complete_.pop_front();
  return line;
}

}  // namespace tori::server::line
