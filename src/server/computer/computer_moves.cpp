// The computer's searches off the service's thread, and its moves back as requests.
#include "server/computer/computer_moves.h"

#include <boost/asio/post.hpp>
#include <iostream>

#include "server/computer/computer_levels.h"

namespace tori::server {

namespace asio = boost::asio;

ComputerMoves::ComputerMoves(asio::io_context& io, GameService& service, GameEvents& events,
                             MoveProvider& provider)
    : io_(io), service_(service), events_(events), provider_(provider) {
  listener_ = events_.listen([this](const Notice& notice, bool remote) {
    // Another instance handles the notices it made; this one, its own.
    if (remote || !notice.is_about_game()) return;
    for (const std::string& user : notice.to)
      if (computer_level(user)) {
        // After the request that made the notice has finished with the service.
        asio::post(io_, [this, key = notice.game] { consider(key); });
        return;
      }
  });
  worker_ = std::thread([this] { work(); });
}

ComputerMoves::~ComputerMoves() {
  events_.unlisten(listener_);
  stop();
}

void ComputerMoves::start() {
  std::vector<std::string> computers;
  for (const ComputerLevel& l : COMPUTER_LEVELS) computers.push_back(computer_userid(l.level));
  for (VariantId variant : {VariantId::TORI, VariantId::YARI}) {
    auto waiting = service_.games(variant, computers, GameQuery::Which::ACTIVE, true);
    if (!waiting) {
      std::cerr << "computer: cannot list its games: " << waiting.error().message << "\n";
      continue;
    }
    for (const GameRecord& g : *waiting) consider(g.key);
  }
}

void ComputerMoves::stop() {
  {
    std::lock_guard lock(mutex_);
    if (stopping_ && !worker_.joinable()) return;
    stopping_ = true;
    jobs_.clear();
  }
  wake_.notify_all();
  if (worker_.joinable()) worker_.join();
}

void ComputerMoves::consider(GameKey key) {
  auto record = service_.game(key);
  if (!record || !record->active()) return;
  auto live = service_.position(*record);
  if (!live || live->over()) return;
  const std::string& mover = record->players[live->side_to_move()];
  if (!computer_level(mover)) return;
  int move_number = live->move_number();
  auto thinking = thinking_.find(key);
  if (thinking != thinking_.end() && thinking->second == move_number) return;  // under way
  thinking_[key] = move_number;
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    jobs_.push_back(Job{std::move(*record), std::move(*live), mover, move_number});
  }
  wake_.notify_one();
}

void ComputerMoves::work() {
  for (;;) {
    std::optional<Job> job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (stopping_) return;
      job.emplace(std::move(jobs_.front()));
      jobs_.pop_front();
    }
    std::optional<std::string> usi = provider_.choose_move(job->record, job->live);
    if (!usi) continue;  // no level, or a record the engine refuses: the game waits
    asio::post(io_, [this, job = std::move(*job), usi = *usi] { play(job, usi); });
  }
}

void ComputerMoves::play(const Job& job, const std::string& usi) {
  GameKey key = job.record.key;
  auto thinking = thinking_.find(key);
  if (thinking != thinking_.end() && thinking->second == job.move_number) thinking_.erase(thinking);
  // The account has no password: the request is the computer's by this server's word.
  Status done = service_.in_one_transaction(
      [&]() -> Status {
        auto moved = service_.move(key, Actor::verified(job.computer), usi, job.move_number, "");
        return moved ? ok_status() : Status(moved.error());
      },
      LockScope::one_game(key));
  // Refused: the game moved on while the computer thought (its guard), or ended. Nothing to do.
  (void)done;
}

}  // namespace tori::server
