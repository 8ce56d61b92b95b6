// The computer as a client of the service in `tori serve`: it never thinks inside a request.
// When a notice (a move, a new game) reaches a computer account whose turn it is, the game is
// copied to a thread of its own where the engine searches; the move it finds comes back to the
// server's thread as an ordinary move request of that account, guarded by the move number, so a
// game that changed meanwhile (a resignation, an undo) simply refuses it. Other clients are
// served while the computer thinks. A game that ends, or no longer waits for the computer,
// takes its search back: dropped while it waits, stopped while it runs. The searches wait in
// turn between people, and each person is owed at most ComputerBacklog::MOST_REPLIES_OWED
// (the service refuses requests beyond it).
#pragma once

#include <boost/asio/io_context.hpp>
#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>

#include "server/computer/search_queue.h"
#include "server/service/game_service.h"

namespace tori::server {

class ComputerMoves final : public ComputerBacklog {
 public:
  // `provider` finds the moves (on the worker thread only); `io` is the service's thread. The
  // service is given this as its backlog while it lives.
  ComputerMoves(boost::asio::io_context& io, GameService& service, GameEvents& events,
                MoveProvider& provider);
  ~ComputerMoves() override;
  ComputerMoves(const ComputerMoves&) = delete;
  ComputerMoves& operator=(const ComputerMoves&) = delete;

  // Looks once at every active game where a computer is to move (a restart left it waiting).
  void start();
  // No more searches: the one under way is stopped, its move not played.
  void stop();

  // Searches queued or under way for `person`'s games (the service's thread).
  int replies_owed_to(const std::string& person) const override;

 private:
  struct Wanted {
    int move_number;
    uint64_t job;
  };

  void consider(GameKey key);  // on the service's thread, as all below but work()
  void queue(ComputerJob job);
  void take_back(GameKey key);  // the game's search: dropped if waiting, stopped if running
  void finished(const ComputerJob& job, const std::optional<std::string>& usi);
  bool play(const ComputerJob& job, const std::string& usi);  // whether it was played
  void owe(const std::string& person, int change);
  void work();  // the worker thread's loop

  boost::asio::io_context& io_;
  GameService& service_;
  GameEvents& events_;
  MoveProvider& provider_;
  int listener_ = 0;
  std::map<GameKey, Wanted> wanted_;  // game -> the search it waits for
  std::map<std::string, int> owed_;   // person -> searches queued or under way for them
  uint64_t next_job_ = 1;

  std::mutex mutex_;  // guards what follows, shared with the worker
  std::condition_variable wake_;
  SearchQueue queue_;
  std::optional<GameKey> running_;  // the game searched now
  std::stop_source running_stop_;   // ends that search
  bool stopping_ = false;
  std::thread worker_;
};

}  // namespace tori::server
