// One simulated player's connection to the server, whatever the transport (the line protocol,
// the WebSocket API): it logs in, challenges, moves, and counts what the server pushes to it.
// Every call answers through its callback on the load tester's one thread; an empty error means
// the server accepted the request.
#pragma once

#include <functional>
#include <string>

namespace tori::loadtest {

class PlayerConnection {
 public:
  using Done = std::function<void(const std::string& error)>;
  using Challenged = std::function<void(const std::string& error, int game_number)>;

  virtual ~PlayerConnection() = default;

  // Connects, signs the user up if there is no such user yet, and logs in.
  virtual void start(Done done) = 0;
  // A Tori game against `opponent`, this player first (Black).
  virtual void challenge(const std::string& opponent, Challenged done) = 0;
  // Ready to play game `number` (a transport with a stream per game opens it here).
  virtual void join(int /*number*/, Done done) { done(""); }
  // `usi` in game `number`; `move_number` is the `#N` guard, so a move never lands twice.
  virtual void move(int number, const std::string& usi, int move_number, Done done) = 0;
  // Gives up game `number` (a game left unfinished when the run has seen enough of it).
  virtual void resign(int number, Done done) = 0;
  virtual void close() = 0;

  // News the server sent without being asked (the opponent's moves, mostly).
  std::size_t pushes() const { return pushes_; }

 protected:
  std::size_t pushes_ = 0;
};

}  // namespace tori::loadtest
