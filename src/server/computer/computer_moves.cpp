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
    if (!notice.is_about_game()) return;  // a seek's news
    // After the request that made the notice has finished with the service.
    auto look = [this, key = notice.game] { asio::post(io_, [this, key] { consider(key); }); };
    // A game searched for may have changed (ended) on any instance, this one or another.
    if (wanted_.contains(notice.game)) return look();
    // Another instance answers the notices it made; this one, its own.
    if (remote) return;
    for (const std::string& user : notice.to)
      if (computer_level(user)) return look();
  });
  service_.set_computer_backlog(this);
  worker_ = std::thread([this] { work(); });
}

ComputerMoves::~ComputerMoves() {
  events_.unlisten(listener_);
  service_.set_computer_backlog(nullptr);
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
    queue_.clear();
    running_stop_.request_stop();
  }
  wake_.notify_all();
  if (worker_.joinable()) worker_.join();
}

int ComputerMoves::replies_owed_to(const std::string& person) const {
  auto owed = owed_.find(person);
  return owed == owed_.end() ? 0 : owed->second;
}

void ComputerMoves::consider(GameKey key) {
  auto record = service_.game(key);
  if (!record || !record->active()) return take_back(key);
  auto live = service_.position(*record);
  if (!live || live->over()) return take_back(key);
  const Color mover = live->side_to_move();
  // The game waits for a person now (an undo gave the turn back): the search is not wanted.
  if (!computer_level(record->players[mover])) return take_back(key);
  const int move_number = live->move_number();
  if (auto wanted = wanted_.find(key); wanted != wanted_.end()) {
    if (wanted->second.move_number == move_number) return;  // under way
    take_back(key);                                         // for a position the game has left
  }
  std::string computer = record->players[mover];
  std::string person = record->players[~mover];
  queue(ComputerJob{std::move(*record), std::move(*live), std::move(computer), std::move(person),
                    move_number, next_job_++});
}

void ComputerMoves::queue(ComputerJob job) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    wanted_[job.record.key] = Wanted{job.move_number, job.id};
    owe(job.person, +1);
    queue_.push(std::move(job));
  }
  wake_.notify_one();
}

void ComputerMoves::take_back(GameKey key) {
  auto wanted = wanted_.find(key);
  if (wanted == wanted_.end()) return;
  wanted_.erase(wanted);
  std::optional<ComputerJob> dropped;
  {
    std::lock_guard lock(mutex_);
    dropped = queue_.remove(key);
    if (!dropped && running_ == key) running_stop_.request_stop();
  }
  // A search under way stays owed until it has stopped (finished).
  if (dropped) owe(dropped->person, -1);
}

void ComputerMoves::finished(const ComputerJob& job, const std::optional<std::string>& usi) {
  owe(job.person, -1);
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
  }
  GameKey key = job.record.key;
  auto wanted = wanted_.find(key);
  if (wanted == wanted_.end() || wanted->second.job != job.id) return;  // taken back meanwhile
  wanted_.erase(wanted);
  // No move (a record the engine refuses): the game waits.
  if (!usi || !play(job, *usi)) return;
  // The person's queued move may have been played in reply, and the computer be to move again:
  // the notice of its own move does not reach it.
  consider(key);
}

bool ComputerMoves::play(const ComputerJob& job, const std::string& usi) {
  GameKey key = job.record.key;
  // The account has no password: the request is the computer's by this server's word.
  Status done = service_.in_one_transaction(
      [&]() -> Status {
        auto moved = service_.move(key, Actor::verified(job.computer), usi, job.move_number, "");
        return moved ? ok_status() : Status(moved.error());
      },
      LockScope::one_game(key));
  // Refused: the game moved on while the computer thought (its guard), or ended. Nothing to do.
  return done.ok();
}

void ComputerMoves::owe(const std::string& person, int change) {
  int& owed = owed_[person];
  owed += change;
  if (owed <= 0) owed_.erase(person);
}

void ComputerMoves::work() {
  for (;;) {
    std::optional<ComputerJob> job;
    std::stop_token stop;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job.emplace(std::move(*queue_.pop()));
      running_ = job->record.key;
      running_stop_ = std::stop_source();
      stop = running_stop_.get_token();
    }
    std::optional<std::string> usi =
        provider_.choose_move_unless_stopped(job->record, job->live, stop);
    {
      std::lock_guard lock(mutex_);
      running_.reset();
    }
    if (stop.stop_requested()) usi.reset();  // taken back: its move is not played
    // Always answered, with a move or without, so that what is owed is paid.
    asio::post(io_, [this, job = std::move(*job), usi] { finished(job, usi); });
  }
}

}  // namespace tori::server
