// Reading the server's blocks (head line, body, '.') out of the bytes as they arrive.
#include "loadtest/block_reader.h"

namespace tori::loadtest {

bool BlockReader::feed(std::string_view bytes) {
  if (!error_.empty()) return false;
  while (!bytes.empty()) {
    std::size_t end = bytes.find('\n');
    if (end == std::string_view::npos) {
      partial_line_.append(bytes);
      if (partial_line_.size() > MOST_PENDING_BYTES) {
        error_ = "a line longer than " + std::to_string(MOST_PENDING_BYTES) + " bytes";
        return false;
      }
      return true;
    }
    partial_line_.append(bytes.substr(0, end));
    bytes.remove_prefix(end + 1);
    std::string line = std::move(partial_line_);
    partial_line_.clear();
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!take_line(std::move(line))) return false;
  }
  return true;
}

bool BlockReader::take_line(std::string line) {
  if (!open_) {
    std::size_t space = line.find(' ');
    std::string kind = line.substr(0, space);
    if (kind != "hello" && kind != "reply" && kind != "push" && kind != "bye") {
      error_ = "expected a block's head line, got '" + line.substr(0, 80) + "'";
      return false;
    }
    open_ = LineBlock{kind, space == std::string::npos ? "" : line.substr(space + 1), ""};
    open_bytes_ = line.size();
    return true;
  }
  if (line == ".") {
    done_.push_back(std::move(*open_));
    open_.reset();
    return true;
  }
  if (!line.empty() && line.front() == '.') line.erase(0, 1);  // dot-stuffed
  open_bytes_ += line.size() + 1;
  if (open_bytes_ > MOST_PENDING_BYTES) {
    error_ = "a block longer than " + std::to_string(MOST_PENDING_BYTES) + " bytes";
    return false;
  }
  open_->body += line;
  open_->body += '\n';
  return true;
}

std::optional<LineBlock> BlockReader::next() {
  if (done_.empty()) return std::nullopt;
  LineBlock b = std::move(done_.front());
  done_.pop_front();
  return b;
}

}  // namespace tori::loadtest
