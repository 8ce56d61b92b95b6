// The computer as a client of the service in `tori serve`: it never thinks inside a request.
// When a notice (a move, a new game) reaches a computer account whose turn it is, the game is
// copied to a thread of its own where the engine searches; the move it finds comes back to the
// server's thread as an ordinary move request of that account, guarded by the move number, so a
// game that changed meanwhile (a resignation, an undo) simply refuses it. Other clients are
// served while the computer thinks.
#pragma once

#include <boost/asio/io_context.hpp>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <thread>

#include "server/service/game_service.h"

namespace tori::server {

class ComputerMoves {
 public:
  // `provider` finds the moves (on the worker thread only); `io` is the service's thread.
  ComputerMoves(boost::asio::io_context& io, GameService& service, GameEvents& events,
                MoveProvider& provider);
  ~ComputerMoves();
  ComputerMoves(const ComputerMoves&) = delete;
  ComputerMoves& operator=(const ComputerMoves&) = delete;

  // Looks once at every active game where a computer is to move (a restart left it waiting).
  void start();
  // No more searches: the one under way finishes, its move is not played.
  void stop();

 private:
  struct Job {
    GameRecord record;
    LiveGame live;
    std::string computer;
    int move_number;
  };

  void consider(GameKey key);  // on the service's thread
  void play(const Job& job, const std::string& usi);
  void work();  // the worker thread's loop

  boost::asio::io_context& io_;
  GameService& service_;
  GameEvents& events_;
  MoveProvider& provider_;
  int listener_ = 0;
  std::map<GameKey, int> thinking_;  // game -> the move number searched (service's thread only)

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Job> jobs_;
  bool stopping_ = false;
  std::thread worker_;
};

}  // namespace tori::server
