// The computer answering off the service's thread (ComputerMoves), as in `tori serve`: a search
// for a game that has ended is dropped or stopped, what the computer owes one person is bounded,
// and a queued move played in its reply has it answer again. The searches are scripted and wait
// for the test, so what is queued and what runs is known at every step.
#include "server/computer/computer_moves.h"

#include <gtest/gtest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "server/computer/engine_player.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

using namespace std::chrono_literals;

const std::vector<std::string> BLACK_MOVES = {"7e7d", "6e6d", "4e4d", "2e2d"};
const std::vector<std::string> WHITE_MOVES = {"1c1d", "2c2d", "6c6d", "7c7d"};

// Searches only when the test lets it: each waits for release() (or its stop), and the games
// searched for are written down in order. Its moves are fixed, for either side.
class GatedComputer : public MoveProvider {
 public:
  std::optional<std::string> choose_move(const GameRecord& g, const LiveGame& live) override {
    std::unique_lock lock(mutex_);
    begin(g);
    changed_.wait_for(lock, 20s, [&] { return releases_ > 0; });
    return answer(g, live);
  }
  std::optional<std::string> choose_move_unless_stopped(const GameRecord& g, const LiveGame& live,
                                                        std::stop_token stop) override {
    // Before the lock: a callback registered on a stopped token runs at once, here.
    std::stop_callback wake(stop, [this] {
      std::lock_guard lock(mutex_);
      changed_.notify_all();
    });
    std::unique_lock lock(mutex_);
    begin(g);
    changed_.wait_for(lock, 20s, [&] { return releases_ > 0 || stop.stop_requested(); });
    if (stop.stop_requested()) {
      stopped_.push_back(g.key.number);
      changed_.notify_all();
      return std::nullopt;
    }
    return answer(g, live);
  }

  void release() {
    std::lock_guard lock(mutex_);
    ++releases_;
    changed_.notify_all();
  }
  std::vector<int> started() {
    std::lock_guard lock(mutex_);
    return started_;
  }
  std::vector<int> stopped() {
    std::lock_guard lock(mutex_);
    return stopped_;
  }

 private:
  void begin(const GameRecord& g) {
    started_.push_back(g.key.number);
    changed_.notify_all();
  }
  std::optional<std::string> answer(const GameRecord& g, const LiveGame& live) {
    if (releases_ == 0) return std::nullopt;
    --releases_;
    const auto& moves = live.side_to_move() == BLACK ? BLACK_MOVES : WHITE_MOVES;
    return moves[g.moves.size() / 2];
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  int releases_ = 0;
  std::vector<int> started_;  // game numbers, in the order their searches began
  std::vector<int> stopped_;
};

class ComputerMovesTest : public ServiceFixture {
 protected:
  void SetUp() override {
    ServiceFixture::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    service_->set_events(&events_);
    ASSERT_TRUE(ensure_computer_accounts(*service_).ok());
    computer_ = std::make_unique<ComputerMoves>(io_, *service_, events_, gated_);
  }
  void TearDown() override {
    for (int i = 0; i < 10; ++i) gated_.release();  // no search left waiting for the test
    computer_.reset();
  }

  // Runs the server's thread (this one) until `done`, or gives up after a while.
  template <class Done>
  bool serve_until(Done done) {
    const auto give_up = std::chrono::steady_clock::now() + 10s;
    for (;;) {
      io_.poll();
      if (done()) return true;
      if (std::chrono::steady_clock::now() > give_up) return false;
      std::this_thread::sleep_for(2ms);
    }
  }
  void serve_a_little() {
    for (int i = 0; i < 20; ++i) {
      io_.poll();
      std::this_thread::sleep_for(2ms);
    }
  }
  // A game of bob's against computer1; `computer_first`: the computer is to move at once.
  Result<Report> game_against_computer(bool computer_first) {
    return computer_first ? service_->challenge(VariantId::TORI, "computer1", "bob", {})
                          : service_->challenge(VariantId::TORI, "bob", "computer1", {});
  }
  GameKey made_game(bool computer_first) {
    auto made = game_against_computer(computer_first);
    EXPECT_TRUE(made.ok()) << (made ? "" : made.error().message);
    serve_a_little();  // the computer hears of it
    return made ? *made->game : GameKey{};
  }
  std::size_t started() { return gated_.started().size(); }

  boost::asio::io_context io_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> busy_ =
      boost::asio::make_work_guard(io_);
  GameEvents events_;
  GatedComputer gated_;
  std::unique_ptr<ComputerMoves> computer_;
};

TEST_F(ComputerMovesTest, AQueuedSearchForAGameThatEndedIsNeverRun) {
  GameKey running = made_game(true);
  ASSERT_TRUE(serve_until([&] { return started() == 1; }));
  GameKey resigned = made_game(true);  // queued behind the first
  ASSERT_TRUE(service_->resign(resigned, Actor::verified("bob"), "").ok());
  serve_a_little();
  GameKey later = made_game(true);
  gated_.release();
  ASSERT_TRUE(serve_until([&] { return started() == 2; }));
  EXPECT_EQ(gated_.started(), (std::vector<int>{running.number, later.number}))
      << "the search for game " << resigned.number << " ran after its game had ended";
  EXPECT_TRUE(serve_until([&] { return record(running).moves.size() == 1; }));
}

TEST_F(ComputerMovesTest, ASearchUnderWayIsStoppedWhenItsGameEndsAndItsMoveNeverPlayed) {
  GameKey ended = made_game(true);
  ASSERT_TRUE(serve_until([&] { return started() == 1; }));
  ASSERT_TRUE(service_->resign(ended, Actor::verified("bob"), "").ok());
  EXPECT_TRUE(serve_until([&] { return gated_.stopped().size() == 1; }))
      << "the search went on after its game had ended";
  // The computer is free for the next game at once, and the ended game got no move.
  GameKey next = made_game(true);
  ASSERT_TRUE(serve_until([&] { return started() == 2; }));
  EXPECT_EQ(gated_.started().back(), next.number);
  EXPECT_TRUE(record(ended).moves.empty());
}

TEST_F(ComputerMovesTest, NoMoreGamesOrMovesAgainstTheComputerThanItsBoundOwed) {
  GameKey bobs_turn = made_game(false);
  GameKey searched = made_game(true);
  for (int i = 1; i < ComputerBacklog::MOST_REPLIES_OWED; ++i) made_game(true);
  ASSERT_TRUE(serve_until([&] { return started() == 1; }));

  auto another = game_against_computer(true);
  ASSERT_FALSE(another.ok()) << "a game beyond the bound was made";
  EXPECT_EQ(another.error().kind, ErrorKind::TOO_MANY);
  EXPECT_NE(another.error().message.find("owes bob replies"), std::string::npos)
      << another.error().message;
  auto moved = move(bobs_turn, "bob", "7e-7d");
  ASSERT_FALSE(moved.ok()) << "a move that needs a reply beyond the bound was played";
  EXPECT_EQ(moved.error().kind, ErrorKind::TOO_MANY);
  EXPECT_TRUE(record(bobs_turn).moves.empty());
  // Others are not held to bob's bound.
  ASSERT_TRUE(service_->challenge(VariantId::TORI, "computer1", "wanda", {}).ok());

  gated_.release();  // one reply paid: one more may be owed
  ASSERT_TRUE(serve_until([&] { return record(searched).moves.size() == 1; }));
  play(bobs_turn, "bob", "7e-7d");
}

TEST_F(ComputerMovesTest, AQueuedMovePlayedInItsReplyHasTheComputerAnswerAgain) {
  GameKey key = made_game(false);
  play(key, "bob", "7e-7d");
  ASSERT_TRUE(serve_until([&] { return started() == 1; }));
  ASSERT_TRUE(service_->queue(key, Actor::verified("bob"), "6e-6d", std::nullopt).ok());
  gated_.release();
  EXPECT_TRUE(serve_until([&] { return started() == 2; }))
      << "the computer did not answer the queued move";
  gated_.release();
  ASSERT_TRUE(serve_until([&] { return record(key).moves.size() == 4; }));
}

}  // namespace
}  // namespace tori::server::testing
