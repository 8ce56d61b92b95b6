// The computer's searches in turn between people.
#include "server/computer/search_queue.h"

#include <algorithm>

namespace tori::server {

void SearchQueue::push(ComputerJob job) {
  std::deque<ComputerJob>& theirs = waiting_[job.person];
  if (theirs.empty()) turns_.push_back(job.person);
  theirs.push_back(std::move(job));
}

std::optional<ComputerJob> SearchQueue::pop() {
  if (turns_.empty()) return std::nullopt;
  std::string person = std::move(turns_.front());
  turns_.pop_front();
  auto theirs = waiting_.find(person);
  ComputerJob job = std::move(theirs->second.front());
  theirs->second.pop_front();
  if (theirs->second.empty())
    waiting_.erase(theirs);
  else
    turns_.push_back(std::move(person));  // their next search after everyone else's
  return job;
}

std::optional<ComputerJob> SearchQueue::remove(GameKey game) {
  for (auto theirs = waiting_.begin(); theirs != waiting_.end(); ++theirs) {
    std::deque<ComputerJob>& jobs = theirs->second;
    auto found = std::find_if(jobs.begin(), jobs.end(),
                              [&](const ComputerJob& j) { return j.record.key == game; });
    if (found == jobs.end()) continue;
    ComputerJob job = std::move(*found);
    jobs.erase(found);
    if (jobs.empty()) {
      turns_.erase(std::find(turns_.begin(), turns_.end(), theirs->first));
      waiting_.erase(theirs);
    }
    return job;
  }
  return std::nullopt;
}

void SearchQueue::clear() {
  waiting_.clear();
  turns_.clear();
}

}  // namespace tori::server
