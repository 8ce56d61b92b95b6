// Requests that arrive together are committed together. A transport hands each request here
// instead of running it; once the io_context has run every handler that was ready (other
// clients' lines and frames that came in meanwhile), the whole queue runs in one transaction
// (GameService::in_one_transaction_each) and each request's `done` is called, in order of
// arrival, after the commit. One flush to disk then makes many moves durable: with a commit
// per move, the disk's flush time, not the CPU, bounds the moves per second. A client waits
// for its answer (the transports read its next request only then), so its requests keep their
// order; a request waits at most for the one batch before its own.
#pragma once

#include <boost/asio/io_context.hpp>
#include <cstddef>
#include <functional>
#include <vector>

#include "server/service/game_service.h"

namespace tori::server::live {

class CommitBatch {
 public:
  struct Request {
    LockScope scope;
    std::function<Status()> run;               // inside the transaction
    std::function<void(BatchedOutcome)> done;  // after it; delivers the notices (deliver)
  };

  // At most `max_requests` in one transaction, so that one batch cannot hold its games for long.
  CommitBatch(boost::asio::io_context& io, GameService& service, std::size_t max_requests = 512);
  CommitBatch(const CommitBatch&) = delete;
  CommitBatch& operator=(const CommitBatch&) = delete;

  void submit(Request request);

 private:
  void run_waiting();

  boost::asio::io_context& io_;
  GameService& service_;
  std::size_t max_requests_;
  std::vector<Request> waiting_;
  bool posted_ = false;
};

}  // namespace tori::server::live
