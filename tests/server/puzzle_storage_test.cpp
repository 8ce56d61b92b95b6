// Puzzles on both databases: importing a set (again: the ratings attempts gave are kept), the
// next puzzle (near the rating, never one the player has seen until they have seen them all),
// the daily one, attempts judged and rated (only a player's first at a puzzle), the history.
#include <gtest/gtest.h>

#include <set>

#include "puzzle_test_set.h"
#include "server/puzzles/puzzle_import.h"
#include "server/puzzles/puzzle_service.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class PuzzleStorageTest : public OnDatabaseParam<StorageFixture> {
 protected:
  void SetUp() override {
    OnDatabaseParam<StorageFixture>::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    for (const char* id : {"bob", "wanda"}) {
      User u;
      u.id = id;
      u.password_hash = "h";
      ASSERT_TRUE(storage_->insert_user(u).ok());
    }
    set_ = test_puzzle_set();
    ASSERT_TRUE(import_puzzles(*storage_, set_, clock_.now()).ok());
    service_ = std::make_unique<PuzzleService>(*storage_, clock_);
  }
  PuzzleRecord stored(const std::string& id) { return storage_->find_puzzle(id).value().value(); }
  AttemptOutcome attempt(const std::string& user, const puzzles::Puzzle& p,
                         const std::vector<std::string>& moves, bool may_rate = true) {
    auto outcome = service_->attempt(user, p.id, moves, 12, may_rate);
    EXPECT_TRUE(outcome.ok()) << (outcome ? "" : outcome.error().message);
    return outcome ? *outcome : AttemptOutcome{};
  }

  const puzzles::Puzzle& puzzle_of_id(const std::string& id) {
    for (const puzzles::Puzzle& p : set_)
      if (p.id == id) return p;
    ADD_FAILURE() << "no puzzle " << id << " in the test set";
    return set_[0];
  }

  ManualClock clock_;
  std::vector<puzzles::Puzzle> set_;
  std::unique_ptr<PuzzleService> service_;
};

std::string database_name(const ::testing::TestParamInfo<TestDatabase>& info) {
  return test_database_name(info.param);
}
INSTANTIATE_TEST_SUITE_P(Databases, PuzzleStorageTest,
                         ::testing::Values(TestDatabase::SQLITE, TestDatabase::POSTGRES),
                         database_name);

TEST_P(PuzzleStorageTest, ImportedPuzzlesReadBackWhole) {
  PuzzleRecord p = stored(set_[0].id);
  EXPECT_EQ(p.variant, VariantId::TORI);
  EXPECT_EQ(p.sfen, set_[0].sfen);
  EXPECT_EQ(p.solution, set_[0].solution);
  EXPECT_EQ(p.themes, set_[0].themes);
  EXPECT_EQ(p.kind, "tsume");
  EXPECT_EQ(p.start_rating, 1500);
  EXPECT_DOUBLE_EQ(p.rating, 1500);
  EXPECT_EQ(p.plays, 0);
  EXPECT_FALSE(storage_->find_puzzle("0123456789").value());
  EXPECT_FALSE(storage_->find_puzzle("x'; DROP TABLE puzzles;--").value());
  PuzzleFilter tori;
  EXPECT_EQ(storage_->count_puzzles(tori).value(), 3);
  tori.theme = "drop";
  EXPECT_EQ(storage_->count_puzzles(tori).value(), 2);
  auto themes = storage_->puzzle_themes(VariantId::YARI).value();
  ASSERT_EQ(themes.size(), 3u);
  EXPECT_EQ(themes[0], (std::pair<std::string, int>("drop", 1)));
}

TEST_P(PuzzleStorageTest, ImportingAgainKeepsRatingsAndPlaysButTakesTheNewSet) {
  attempt("bob", set_[1], {"F*4b"});
  PuzzleRecord played = stored(set_[1].id);
  ASSERT_EQ(played.plays, 1);
  ASSERT_NE(played.rating, 1100);
  std::vector<puzzles::Puzzle> again = set_;
  again[1].rating = 900;
  again[1].themes = {"matein1", "tsume"};
  ASSERT_TRUE(import_puzzles(*storage_, again, clock_.now()).ok());
  PuzzleRecord after = stored(set_[1].id);
  EXPECT_EQ(after.plays, 1);
  EXPECT_DOUBLE_EQ(after.rating, played.rating);
  EXPECT_DOUBLE_EQ(after.deviation, played.deviation);
  EXPECT_EQ(after.start_rating, 900);
  EXPECT_EQ(after.themes, again[1].themes);
  PuzzleFilter drops;
  drops.theme = "drop";
  EXPECT_EQ(storage_->count_puzzles(drops).value(), 1);
}

TEST_P(PuzzleStorageTest, TheFirstAttemptMovesBothRatingsLaterOnesAreUnrated) {
  AttemptOutcome solved = attempt("bob", set_[0], set_[0].solution);
  EXPECT_TRUE(solved.solved);
  EXPECT_TRUE(solved.rated);
  EXPECT_DOUBLE_EQ(solved.before.rating, 1500);
  EXPECT_GT(solved.after.rating, 1500);
  EXPECT_LT(solved.after.deviation, 350);
  EXPECT_LT(solved.puzzle.rating, 1500);
  EXPECT_EQ(solved.puzzle.plays, 1);
  PuzzleRecord p = stored(set_[0].id);
  EXPECT_DOUBLE_EQ(p.rating, solved.puzzle.rating);

  AttemptOutcome again = attempt("bob", set_[0], {"7c6b", "7a7b"});
  EXPECT_FALSE(again.solved);
  EXPECT_FALSE(again.rated);
  EXPECT_DOUBLE_EQ(again.after.rating, solved.after.rating);
  EXPECT_EQ(again.puzzle.plays, 1);
  EXPECT_DOUBLE_EQ(stored(set_[0].id).rating, p.rating);

  // Another player failing it: their rating falls, the puzzle's rises.
  AttemptOutcome failed = attempt("wanda", set_[0], {});
  EXPECT_FALSE(failed.solved);
  EXPECT_TRUE(failed.rated);
  EXPECT_LT(failed.after.rating, 1500);
  EXPECT_GT(failed.puzzle.rating, p.rating);
  EXPECT_EQ(failed.puzzle.plays, 2);

  auto ratings = service_->ratings("bob").value();
  EXPECT_DOUBLE_EQ(ratings[0].rating, solved.after.rating);
  EXPECT_EQ(ratings[0].attempts, 2);
  EXPECT_DOUBLE_EQ(ratings[1].rating, 1500);
  EXPECT_EQ(ratings[1].attempts, 0);

  // An attempt asked to be unrated (the streak mode) is, and so is every later one.
  AttemptOutcome streak = attempt("wanda", set_[1], {"F*4b"}, false);
  EXPECT_TRUE(streak.solved);
  EXPECT_FALSE(streak.rated);
  EXPECT_FALSE(attempt("wanda", set_[1], {"F*4b"}).rated);
}

TEST_P(PuzzleStorageTest, OnlyTheWholeSolutionSolvesButAnyMateEndsAMate) {
  const puzzles::Puzzle& mate3 = set_[0];
  EXPECT_FALSE(attempt("bob", mate3, {"7c6b"}).solved);  // a prefix
  EXPECT_FALSE(attempt("bob", mate3, {}).solved);        // given up
  EXPECT_TRUE(attempt("bob", mate3, {"7c6b", "7a7b", "P*7d"}).solved);
  auto others = other_last_mates<Tori>(set_[2]);
  ASSERT_EQ(others.size(), 2u) << "the test wants a puzzle with other mates at its last step";
  EXPECT_TRUE(attempt("bob", set_[2], {others[0]}).solved) << others[0];
  // A wrong move that is legal fails; moves that are no moves are refused, not judged.
  EXPECT_FALSE(attempt("bob", set_[2], {"7g7f"}).solved);
  for (std::vector<std::string> bad : {std::vector<std::string>{"zz"},
                                       {"4e4c", "4a4b"},
                                       {"P*5d"},
                                       {"7c6b", "7a7b", "7c6b"},
                                       {std::string(100, '7')},
                                       std::vector<std::string>(65, "7c6b")}) {
    auto refused = service_->attempt("bob", mate3.id, bad, 1, true);
    ASSERT_FALSE(refused.ok()) << bad[0];
    EXPECT_EQ(refused.error().kind, ErrorKind::INVALID) << refused.error().message;
  }
  EXPECT_EQ(service_->attempt("bob", "0123456789", {}, 1, true).error().kind, ErrorKind::NOT_FOUND);
  // The refused ones left nothing behind.
  EXPECT_EQ(service_->history("bob").value().attempts.size(), 5u);
}

TEST_P(PuzzleStorageTest, APlayerSeesEveryPuzzleBeforeOneComesRoundAgain) {
  PuzzleChoice choice;
  choice.user = "bob";
  std::vector<std::string> seen;
  for (int i = 0; i < 3; ++i) {
    auto next = service_->next(choice);
    ASSERT_TRUE(next.ok()) << next.error().message;
    EXPECT_EQ(next->variant, VariantId::TORI);
    seen.push_back(next->id);
    attempt("bob", puzzle_of_id(next->id), {});
  }
  EXPECT_EQ(std::set<std::string>(seen.begin(), seen.end()).size(), 3u);
  // All seen: the one attempted longest ago, then the next longest ago.
  EXPECT_EQ(service_->next(choice)->id, seen[0]);
  attempt("bob", puzzle_of_id(seen[0]), {});
  EXPECT_EQ(service_->next(choice)->id, seen[1]);
  // Another player has seen none; a theme narrows the choice; a stranger gets any.
  choice.user = "wanda";
  choice.theme = "drop";
  choice.variant = VariantId::YARI;
  EXPECT_EQ(service_->next(choice)->id, set_[3].id);
  choice.theme = "nosuchtheme";
  EXPECT_EQ(service_->next(choice).error().kind, ErrorKind::NOT_FOUND);
  PuzzleChoice stranger;
  stranger.near = 1100;
  EXPECT_TRUE(service_->next(stranger).ok());
  stranger.near.reset();
  EXPECT_EQ(service_->next(stranger)->variant, VariantId::TORI);
}

TEST_P(PuzzleStorageTest, NearARatingMeansTheNearestUnseen) {
  auto nearest = storage_->puzzles_near({}, 1150, std::string("bob"), 3).value();
  ASSERT_EQ(nearest.size(), 3u);
  EXPECT_EQ(nearest[0].id, set_[1].id);  // 1100
  EXPECT_EQ(nearest[1].id, set_[2].id);  // 1300
  attempt("bob", set_[1], {});
  nearest = storage_->puzzles_near({}, 1150, std::string("bob"), 3).value();
  ASSERT_EQ(nearest.size(), 2u);
  EXPECT_EQ(nearest[0].id, set_[2].id);
  EXPECT_EQ(storage_->puzzles_near({}, 1150, std::nullopt, 3).value().size(), 3u);
}

TEST_P(PuzzleStorageTest, TheDailyPuzzleIsTheSameAllDayAndPrefersLongerMates) {
  clock_.set(1'700'000'000);  // 2023-11-14 22:13 UTC
  auto daily = service_->daily(VariantId::TORI);
  ASSERT_TRUE(daily.ok()) << daily.error().message;
  EXPECT_EQ(daily->date, "2023-11-14");
  // The only Tori mate of 3 plies in the middling band.
  EXPECT_EQ(daily->puzzle.id, set_[0].id);
  clock_.advance(2 * 3600);
  EXPECT_EQ(service_->daily(VariantId::TORI)->date, "2023-11-15");
  // Without a mate of that kind any puzzle does.
  EXPECT_EQ(service_->daily(VariantId::YARI)->puzzle.id, set_[3].id);
}

TEST_P(PuzzleStorageTest, HistoryIsNewestFirst) {
  attempt("bob", set_[1], {"F*4b"});
  attempt("bob", set_[3], {});
  attempt("bob", set_[1], {});
  auto history = service_->history("bob").value();
  ASSERT_EQ(history.attempts.size(), 3u);
  EXPECT_EQ(history.attempts[0].puzzle, set_[1].id);
  EXPECT_FALSE(history.attempts[0].rated);
  EXPECT_EQ(history.attempts[1].puzzle, set_[3].id);
  EXPECT_EQ(history.attempts[1].variant, VariantId::YARI);
  EXPECT_TRUE(history.attempts[2].solved);
  EXPECT_EQ(history.attempts[2].seconds, 12);
  EXPECT_EQ(history.attempts[2].at, clock_.now());
  EXPECT_EQ(history.ratings[1].attempts, 1);
  EXPECT_DOUBLE_EQ(history.attempts[1].rating_after, history.ratings[1].rating);
}

TEST_P(PuzzleStorageTest, HistoryKeepsTheNewestHundred) {
  for (int i = 0; i < PuzzleService::HISTORY_LENGTH + 5; ++i)
    attempt("bob", set_[i % set_.size()], {}, false);
  auto history = service_->history("bob").value();
  ASSERT_EQ(history.attempts.size(), std::size_t(PuzzleService::HISTORY_LENGTH));
  EXPECT_EQ(history.attempts.front().seq, PuzzleService::HISTORY_LENGTH + 5);
  EXPECT_EQ(history.attempts.back().seq, 6);
  EXPECT_EQ(history.ratings[0].attempts + history.ratings[1].attempts,
            PuzzleService::HISTORY_LENGTH + 5);
}

TEST(PuzzleDates, UtcDays) {
  EXPECT_EQ(utc_date(0), "1970-01-01");
  EXPECT_EQ(utc_date(86399), "1970-01-01");
  EXPECT_EQ(utc_date(951782400), "2000-02-29");
  EXPECT_EQ(utc_date(1'700'000'000), "2023-11-14");
  EXPECT_EQ(utc_date(-1), "1969-12-31");
}

}  // namespace
}  // namespace tori::server::testing
