// Argon2id off the service thread: hashing a signup's password or checking a login's costs tens of
// milliseconds and 64 MiB (libsodium's interactive cost) each, which on the service thread would
// stall every other client. The edges run that work here, on a thread of its own, and go on
// with the request on the service thread once it is done. One thread: the memory at once stays
// one hash's. A queue over `max_queued` is refused (busy) rather than grown.
#pragma once

#include <atomic>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/thread_pool.hpp>
#include <cstddef>
#include <utility>

namespace tori::server::net {

class PasswordWorker {
 public:
  explicit PasswordWorker(boost::asio::io_context& io, std::size_t max_queued = 64)
      : io_(io), max_queued_(max_queued) {}
  ~PasswordWorker() { stop(); }
  PasswordWorker(const PasswordWorker&) = delete;
  PasswordWorker& operator=(const PasswordWorker&) = delete;

  // Runs `work()` on the worker and then `done(result)` on the service thread; false (nothing run)
  // when the queue is full or the worker has stopped. The service loop does not end while a job is
  // out: its answer still reaches the connection that waits for it.
  template <class Work, class Done>
  bool run(Work work, Done done) {
    // After stop() the pool runs nothing more: a job queued there would hold the io_context's
    // work for ever (a request that was waiting for the service as it stopped).
    if (stopped_ || queued_.load() >= max_queued_) return false;
    ++queued_;
    auto held = boost::asio::make_work_guard(io_);
    boost::asio::post(pool_, [this, held = std::move(held), work = std::move(work),
                              done = std::move(done)]() mutable {
      auto result = work();
      --queued_;
      boost::asio::post(io_, [held = std::move(held), done = std::move(done),
                              result = std::move(result)]() mutable { done(std::move(result)); });
    });
    return true;
  }
  // Waits for the jobs out; none is taken after.
  void stop() {
    if (std::exchange(stopped_, true)) return;
    pool_.join();
  }

 private:
  boost::asio::io_context& io_;
  std::size_t max_queued_;
  std::atomic<std::size_t> queued_{0};
  bool stopped_ = false;
  boost::asio::thread_pool pool_{1};
};

}  // namespace tori::server::net
