// Failure counting with a memory bounded by forgetting: old entries go when a table grows.
#include "server/net/login_throttle.h"

#include <algorithm>

namespace tori::server::net {

namespace {

constexpr std::size_t PRUNE_ABOVE = 4096;  // entries per table before old ones are swept

}  // namespace

int LoginThrottle::count_failure(Table& table, const std::string& key, Time now) {
  if (table.size() > PRUNE_ABOVE)
    std::erase_if(
        table, [&](const auto& entry) { return now - entry.second.last > limits_.forget_after; });
  Failures& f = table[key];
  if (f.count > 0 && now - f.last > limits_.forget_after) f.count = 0;
  f.count = std::min(f.count + 1, 30);  // 2^30 times any first delay is past every cap
  f.last = now;
  return f.count;
}

LoginThrottle::Millis LoginThrottle::failed(const std::string& user, const std::string& address,
                                            Time now) {
  const std::string pair = pair_key(user, address);
  int failures =
      std::max({count_failure(by_user_, user, now), count_failure(by_address_, address, now),
                count_failure(by_pair_, pair, now)});
  auto delay =
      std::min<Millis>(limits_.first_delay * (int64_t{1} << (failures - 1)), limits_.max_delay);
  // The userid's own count lengthens the answer's wait but blocks nothing (see the header).
  by_address_[address].blocked_until = by_pair_[pair].blocked_until = now + delay;
  return delay;
}

LoginThrottle::Millis LoginThrottle::blocked_for(const std::string& user,
                                                 const std::string& address, Time now) const {
  Millis longest{0};
  const std::string pair = pair_key(user, address);
  for (const auto& [table, key] : {std::pair{&by_address_, &address}, std::pair{&by_pair_, &pair}})
    if (auto found = table->find(*key); found != table->end() && found->second.blocked_until > now)
      longest = std::max(longest, std::chrono::ceil<Millis>(found->second.blocked_until - now));
  return longest;
}

void LoginThrottle::succeeded(const std::string& user, const std::string& address) {
  by_user_.erase(user);
  by_pair_.erase(pair_key(user, address));
}

}  // namespace tori::server::net
