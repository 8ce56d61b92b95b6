// The test client: blocking sends, reads through poll() with a deadline.
#include "line_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace tori::server::line::testing {

LineClient::LineClient(unsigned short port) {
  fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd_ < 0) return;
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
    ::close(fd_);
    fd_ = -1;
  }
}

LineClient::~LineClient() {
  if (fd_ >= 0) ::close(fd_);
}

void LineClient::send_line(std::string_view text) { send_raw(std::string(text) + "\r\n"); }

void LineClient::send_raw(std::string_view bytes) {
  while (fd_ >= 0 && !bytes.empty()) {
    ssize_t n = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // the server has gone; the next read says so
    bytes.remove_prefix(std::size_t(n));
  }
}

void LineClient::finish_sending() {
  if (fd_ >= 0) ::shutdown(fd_, SHUT_WR);
}

std::optional<std::string> LineClient::read_line(std::chrono::steady_clock::time_point deadline) {
  while (true) {
    std::size_t newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (fd_ < 0 || eof_) return std::nullopt;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    pollfd p{fd_, POLLIN, 0};
    int ready = ::poll(&p, 1, int(std::min<int64_t>(left.count(), 1000)));
    if (ready <= 0) continue;
    char chunk[4096];
    ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      eof_ = true;
      continue;
    }
    buffer_.append(chunk, std::size_t(n));
  }
}

Block LineClient::read_block(std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  auto head = read_line(deadline);
  if (!head) return {};
  Block block;
  std::size_t space = head->find(' ');
  block.kind = head->substr(0, space);
  block.subject = space == std::string::npos ? "" : head->substr(space + 1);
  while (auto line = read_line(deadline)) {
    if (*line == ".") return block;
    if (line->starts_with(".")) line->erase(0, 1);
    block.body += *line + "\n";
  }
  return {};  // the block never ended
}

Block LineClient::reply(std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    Block b = read_block(std::max(left, std::chrono::milliseconds(0)));
    if (b.kind != "push" && b.kind != "hello") return b;
    if (b.kind == "push") pushes_.push_back(std::move(b));
  }
}

std::optional<Block> LineClient::wait_push(std::string_view text,
                                           std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    auto found = std::find_if(pushes_.begin(), pushes_.end(),
                              [&](const Block& b) { return b.contains(text); });
    if (found != pushes_.end()) {
      Block b = *found;
      pushes_.erase(found);
      return b;
    }
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    Block b = read_block(left);
    if (b.kind.empty()) return std::nullopt;
    if (b.kind == "push") pushes_.push_back(std::move(b));
  }
}

bool LineClient::wait_closed(std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    auto line = read_line(deadline);
    if (!line && eof_) return true;
  }
  return false;
}

}  // namespace tori::server::line::testing
