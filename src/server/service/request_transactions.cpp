// Requests and their transactions: one at a time, or several committed together; the notices
// they make are published inside the transaction and delivered here once it has committed.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "server/service/game_service.h"

namespace tori::server {

Status GameService::in_one_transaction(const std::function<Status()>& request, LockScope scope) {
  if (requests_open_ > 0) return storage_.atomically(request, scope);  // within the outer one
  BatchedOutcome outcome = transact_alone(request, scope);
  deliver(outcome.notices);
  return outcome.status;
}

BatchedOutcome GameService::transact_alone(const std::function<Status()>& request,
                                           LockScope scope) {
  memo_.clear();
  ++requests_open_;
  Status done = storage_.atomically(
      [&]() -> Status {
        if (auto s = request(); !s) return s;
        return notify_others(pending_);
      },
      scope);
  --requests_open_;
  BatchedOutcome outcome{done, std::exchange(pending_, {})};
  if (!done) {
    outcome.notices.clear();
    memo_.clear();
  }
  return outcome;
}

std::vector<BatchedOutcome> GameService::in_one_transaction_each(
    const std::vector<BatchedRequest>& requests) {
  std::vector<BatchedOutcome> outcomes(requests.size());
  if (requests.size() == 1 || requests_open_ > 0) {
    for (std::size_t i = 0; i < requests.size(); ++i)
      outcomes[i] = transact_alone(requests[i].run, requests[i].scope);
    return outcomes;
  }
  std::vector<LockScope> scopes;
  for (const BatchedRequest& r : requests) scopes.push_back(r.scope);
  const LockScope joined = LockScope::joined(scopes);
  memo_.clear();
  ++requests_open_;
  storage_.defer_writes(true);
  Status committed = storage_.atomically(
      [&]() -> Status {
        if (auto s = read_ahead(joined.games); !s) return s;
        std::vector<Notice> all;
        for (std::size_t i = 0; i < requests.size(); ++i) {
          // No savepoint (two round trips each): a request refused before it wrote anything
          // leaves nothing to undo, and one that wrote and then failed sends the whole batch
          // round again, one request at a time, which is rare (the database failing). So does
          // a write that failed unseen (deferred) and shows at a later request's statement:
          // the transaction is then broken.
          const std::uint64_t writes_before = storage_.writes_sent();
          outcomes[i].status = requests[i].run();
          outcomes[i].notices = std::exchange(pending_, {});
          if (outcomes[i].status) {
            all.insert(all.end(), outcomes[i].notices.begin(), outcomes[i].notices.end());
            continue;
          }
          outcomes[i].notices.clear();
          memo_.clear();
          if (storage_.writes_sent() != writes_before || !storage_.transaction_intact())
            return make_error("a request failed after writing: each runs again on its own");
        }
        return notify_others(all);
      },
      joined);
  storage_.defer_writes(false);
  --requests_open_;
  pending_.clear();
  if (committed) return outcomes;
  memo_.clear();
  for (std::size_t i = 0; i < requests.size(); ++i)
    outcomes[i] = transact_alone(requests[i].run, requests[i].scope);
  return outcomes;
}

// What the requests about these games will read (the games' versions, chats and followers and
// their players' accounts), in a few statements for all of them; their games are locked, so
// it stays true until the transaction ends, except what they write themselves (which replaces
// it in the memo).
Status GameService::read_ahead(const std::vector<GameKey>& games) {
  if (games.size() < 2) return ok_status();
  std::vector<std::string> players;
  for (GameKey key : games)
    if (auto seated = cache_.players(key))
      players.insert(players.end(), seated->begin(), seated->end());
  std::sort(players.begin(), players.end());
  players.erase(std::unique(players.begin(), players.end()), players.end());
  auto rows = storage_.read_ahead(games, players);
  if (!rows) return rows.error();
  memo_.keep(std::move(rows.value()));
  return ok_status();
}

Status GameService::notify_others(const std::vector<Notice>& notices) {
  if (!events_) return ok_status();
  std::vector<std::string> payloads;
  payloads.reserve(notices.size());
  for (const Notice& n : notices) payloads.push_back(events_->encode(n));
  return storage_.notify_all(GAME_EVENTS_CHANNEL, payloads);
}

// The listeners read the games the notices name (a stream's update, a pushed board) through
// the memo of the transaction that just committed them, without asking the database again.
// What they read is the state this server committed; if another instance changed a game
// since, its own notice follows with the newer state.
void GameService::deliver(const std::vector<Notice>& notices) {
  if (!events_ || notices.empty()) return;
  delivering_ = true;
  for (const Notice& n : notices) events_->deliver(n, false);
  delivering_ = false;
}

Report GameService::published(Report report) {
  publish(report.notices);
  return report;
}

// Inside a request the notices wait for its commit; outside one (a tool, a test calling the
// service directly) each call has committed its own writes already.
void GameService::publish(const std::vector<Notice>& notices) {
  if (!events_) return;
  if (requests_open_) {
    pending_.insert(pending_.end(), notices.begin(), notices.end());
    return;
  }
  for (const Notice& n : notices) {
    (void)storage_.notify(GAME_EVENTS_CHANNEL, events_->encode(n));
    events_->deliver(n, false);
  }
}

}  // namespace tori::server
