// Rate limits shared by everything with the same key (a remote address, a userid): one token
// bucket per key, made full on first use. Memory stays bounded: once the table is large, the
// buckets that have refilled (whose keys have been quiet) are forgotten, which changes nothing.
// Locked: every I/O thread asks it about its own connections.
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <unordered_map>

#include "server/net/token_bucket.h"

namespace tori::server::net {

struct RateLimit {
  double per_second;
  double burst;
};

class KeyedBuckets {
 public:
  using Time = TokenBucket::Time;

  explicit KeyedBuckets(RateLimit limit) : limit_(limit) {}

  // Takes one token of `key`'s bucket; nothing taken and how long to wait when it is empty.
  std::chrono::milliseconds take(const std::string& key, Time now);
  const RateLimit& limit() const { return limit_; }

 private:
  RateLimit limit_;
  std::mutex mutex_;
  std::unordered_map<std::string, TokenBucket> buckets_;
};

}  // namespace tori::server::net
