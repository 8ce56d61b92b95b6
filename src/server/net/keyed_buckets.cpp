// Token buckets by key (an address, a userid); quiet keys forgotten once the table is large.
#include "server/net/keyed_buckets.h"

namespace tori::server::net {

namespace {

constexpr std::size_t PRUNE_ABOVE = 8192;  // keys held before the quiet ones are swept

}  // namespace

std::chrono::milliseconds KeyedBuckets::take(const std::string& key, Time now) {
  std::lock_guard lock(mutex_);
  if (buckets_.size() > PRUNE_ABOVE)
    std::erase_if(buckets_, [&](const auto& entry) { return entry.second.full(now); });
  auto [it, made] = buckets_.try_emplace(key, limit_.per_second, limit_.burst, now);
  if (it->second.take(now)) return std::chrono::milliseconds(0);
  return it->second.wait(now);
}

}  // namespace tori::server::net
