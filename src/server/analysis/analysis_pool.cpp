#include "server/analysis/analysis_pool.h"

#include <sys/resource.h>
#include <unistd.h>

#include <boost/asio/post.hpp>
#include <chrono>
#include <future>

namespace tori::server {

namespace asio = boost::asio;

namespace {

// How often an idle worker looks for a job that was queued by another server instance.
constexpr auto POLL = std::chrono::seconds(2);
// Below the service thread and the computer players' searches (Linux: nice applies per thread).
constexpr int NICENESS = 10;

}  // namespace

AnalysisPool::AnalysisPool(asio::io_context& io, AnalysisJobs& jobs, int threads)
    : io_(io), jobs_(jobs), thread_count_(threads) {}

AnalysisPool::~AnalysisPool() { stop(); }

void AnalysisPool::start() {
  for (int i = 0; i < thread_count_; ++i) threads_.emplace_back([this] { work(); });
}

void AnalysisPool::stop() {
  stopping_ = true;
  idle_.notify_all();
  for (std::thread& t : threads_)
    if (t.joinable()) t.join();
  threads_.clear();
}

void AnalysisPool::wake() { idle_.notify_one(); }

template <class T>
std::optional<T> AnalysisPool::on_server(std::function<T()> call) {
  auto task = std::make_shared<std::packaged_task<T()>>(std::move(call));
  std::future<T> answer = task->get_future();
  asio::post(io_, [task] { (*task)(); });
  // The server's thread may have stopped running handlers: never wait for it past a stop.
  while (answer.wait_for(std::chrono::milliseconds(100)) != std::future_status::ready)
    if (stopping_) return std::nullopt;
  return answer.get();
}

void AnalysisPool::work() {
  setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), NICENESS);
  while (!stopping_) {
    auto leased = on_server<Result<std::optional<AnalysisLease>>>([this] { return jobs_.lease(); });
    if (!leased) return;
    if (!*leased || !**leased) {
      std::unique_lock lock(mutex_);
      idle_.wait_for(lock, POLL, [this] { return stopping_.load(); });
      continue;
    }
    const AnalysisLease lease = ***leased;
    analysis::analyse_positions(lease.game, analysis::AnalysisBudget{lease.nodes, 0}, lease.first,
                                [&](std::size_t index, const analysis::PositionAnalysis& position) {
                                  return !stopping_ && send(lease, index, position);
                                });
  }
}

bool AnalysisPool::send(const AnalysisLease& lease, std::size_t index,
                        const analysis::PositionAnalysis& position) {
  // Captured by value: a task still queued when this worker stops runs after its stack is gone.
  auto sent =
      on_server<Result<bool>>([jobs = &jobs_, key = lease.key, id = lease.lease, index, position] {
        return jobs->submit(key, id, index, {position});
      });
  // Refused (the lease lost to another worker, the game gone) or done: this job is over for us.
  return sent && *sent && !**sent;
}

}  // namespace tori::server
