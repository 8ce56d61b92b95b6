// How many connections `tori serve` holds, in all and per remote address, for every transport
// (the line protocol, HTTP and its WebSockets) together: a stranger cannot open more than their
// share, and the process never runs out of file descriptors, whatever arrives. Locked: the I/O
// threads admit their connections and release them as they close.
#pragma once

#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace tori::server::net {

struct ConnectionLimits {
  std::size_t max_total = 4096;  // lowered to what the descriptor limit allows (see below)
  std::size_t max_per_address = 16;
  // Of those, the connections one address holds that have not yet sent their first request
  // whole (HTTP: its head): a few addresses sending slowly cannot hold every slot.
  std::size_t max_half_open_per_address = 8;
};

// Why a connection was not admitted: the whole server is full (HTTP: 503, retry), or its address
// holds its share already (HTTP: 429).
struct Refusal {
  bool server_full = false;
  std::string message;
};

class ConnectionRegistry {
 public:
  explicit ConnectionRegistry(ConnectionLimits limits) : limits_(limits) {}

  // Counts a new connection from `address`; or, counting nothing, says why it is refused.
  std::optional<Refusal> admit(const std::string& address);
  void release(const std::string& address);
  // A connection admitted above that has yet to send its first request whole: counted apart,
  // or, counting nothing, why it is refused (its address holds its share of them).
  std::optional<Refusal> admit_half_open(const std::string& address);
  void release_half_open(const std::string& address);

  std::size_t open() const {
    std::lock_guard lock(mutex_);
    return total_;
  }
  const ConnectionLimits& limits() const { return limits_; }

 private:
  ConnectionLimits limits_;
  mutable std::mutex mutex_;
  std::size_t total_ = 0;
  std::map<std::string, std::size_t> per_address_;
  std::map<std::string, std::size_t> half_open_per_address_;
};

// The most connections the process can hold with its descriptor limit (raised to the hard limit
// first), keeping `reserve` descriptors for the database, the log and the engine: `wanted` or
// fewer.
std::size_t connections_within_descriptor_limit(std::size_t wanted, std::size_t reserve = 64);

}  // namespace tori::server::net
