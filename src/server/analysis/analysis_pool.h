// `tori serve`'s own analysis workers (--analysis-threads): threads that lease jobs and send
// their positions through AnalysisJobs exactly as a remote `tori analyse --server` does, the
// leasing and storing done on the server's thread (the only one that touches the database) and
// the searching on theirs. They run at a lower priority than the rest of the process, so that
// the computer opponents' searches and the players' requests come first.
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "server/analysis/analysis_jobs.h"

namespace tori::server {

class AnalysisPool {
 public:
  AnalysisPool(boost::asio::io_context& io, AnalysisJobs& jobs, int threads);
  ~AnalysisPool();
  AnalysisPool(const AnalysisPool&) = delete;
  AnalysisPool& operator=(const AnalysisPool&) = delete;

  void start();
  // Ends the searches at the next position; what was sent is kept (the lease runs out and
  // another worker, or this server after a restart, goes on).
  void stop();
  // A job was queued: an idle worker looks now rather than at its next poll.
  void wake();

 private:
  void work();
  // One analysed position to the job, on the server's thread; whether to go on with the job.
  bool send(const AnalysisLease& lease, std::size_t index,
            const analysis::PositionAnalysis& position);
  // Runs `call` on the server's thread and waits for its answer; nothing once stopping.
  template <class T>
  std::optional<T> on_server(std::function<T()> call);

  boost::asio::io_context& io_;
  AnalysisJobs& jobs_;
  int thread_count_;
  std::atomic<bool> stopping_{false};
  std::mutex mutex_;
  std::condition_variable idle_;
  std::vector<std::thread> threads_;
};

}  // namespace tori::server
