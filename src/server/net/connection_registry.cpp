// Connection counting, and the descriptor limit that bounds it.
#include "server/net/connection_registry.h"

#include <sys/resource.h>

#include <algorithm>

namespace tori::server::net {

std::optional<Refusal> ConnectionRegistry::admit(const std::string& address) {
  std::lock_guard lock(mutex_);
  if (total_ >= limits_.max_total)
    return Refusal{true, "the server is full (" + std::to_string(limits_.max_total) +
                             " connections); try again later"};
  std::size_t& n = per_address_[address];
  if (n >= limits_.max_per_address) {
    if (n == 0) per_address_.erase(address);
    return Refusal{false, "too many connections from " + address + " (at most " +
                              std::to_string(limits_.max_per_address) + ")"};
  }
  ++n;
  ++total_;
  return std::nullopt;
}

void ConnectionRegistry::release(const std::string& address) {
  std::lock_guard lock(mutex_);
  auto it = per_address_.find(address);
  if (it == per_address_.end()) return;
  --total_;
  if (--it->second == 0) per_address_.erase(it);
}

std::optional<Refusal> ConnectionRegistry::admit_half_open(const std::string& address) {
  std::lock_guard lock(mutex_);
  std::size_t& n = half_open_per_address_[address];
  if (n >= limits_.max_half_open_per_address) {
    if (n == 0) half_open_per_address_.erase(address);
    return Refusal{false, "too many connections from " + address +
                              " that have not sent a request yet (at most " +
                              std::to_string(limits_.max_half_open_per_address) + ")"};
  }
  ++n;
  return std::nullopt;
}

void ConnectionRegistry::release_half_open(const std::string& address) {
  std::lock_guard lock(mutex_);
  auto it = half_open_per_address_.find(address);
  if (it != half_open_per_address_.end() && --it->second == 0) half_open_per_address_.erase(it);
}

std::size_t connections_within_descriptor_limit(std::size_t wanted, std::size_t reserve) {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return wanted;
  if (limit.rlim_cur < limit.rlim_max) {
    rlimit raised = limit;
    raised.rlim_cur = limit.rlim_max;
    if (setrlimit(RLIMIT_NOFILE, &raised) == 0) limit = raised;
  }
  if (limit.rlim_cur == RLIM_INFINITY) return wanted;
  // Each connection holds one descriptor; while it is being refused it holds one more moment.
  std::size_t usable = limit.rlim_cur > reserve * 2 ? limit.rlim_cur - reserve : limit.rlim_cur / 2;
  return std::max<std::size_t>(1, std::min(wanted, usable));
}

}  // namespace tori::server::net
