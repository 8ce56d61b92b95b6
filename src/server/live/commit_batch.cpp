// The queue of requests waiting for the next shared transaction.
#include "server/live/commit_batch.h"

#include <boost/asio/post.hpp>
#include <utility>

namespace tori::server::live {

CommitBatch::CommitBatch(boost::asio::io_context& io, GameService& service,
                         std::size_t max_requests)
    : io_(io), service_(service), max_requests_(max_requests) {}

void CommitBatch::submit(Request request) {
  waiting_.push_back(std::move(request));
  if (posted_) return;
  posted_ = true;
  // Posted: it runs after the handlers already waiting, whose requests join this batch.
  boost::asio::post(io_, [this] { run_waiting(); });
}

void CommitBatch::run_waiting() {
  posted_ = false;
  std::vector<Request> batch;
  if (waiting_.size() <= max_requests_) {
    batch = std::exchange(waiting_, {});
  } else {
    batch.assign(std::make_move_iterator(waiting_.begin()),
                 std::make_move_iterator(waiting_.begin() + long(max_requests_)));
    waiting_.erase(waiting_.begin(), waiting_.begin() + long(max_requests_));
    posted_ = true;
    boost::asio::post(io_, [this] { run_waiting(); });
  }
  std::vector<BatchedRequest> requests;
  requests.reserve(batch.size());
  for (const Request& r : batch) requests.push_back({r.run, r.scope});
  std::vector<BatchedOutcome> outcomes = service_.in_one_transaction_each(requests);
  for (std::size_t i = 0; i < batch.size(); ++i) batch[i].done(std::move(outcomes[i]));
}

}  // namespace tori::server::live
