// Analysis jobs on a real database (SQLite, and PostgreSQL in the server.postgres run): asked for
// once per game within the limits, leased by one worker at a time, taken over when a worker goes
// silent (nothing it sent is lost), and a worker's malformed or impossible result refused with
// nothing changed.
#include "server/analysis/analysis_jobs.h"

#include <gtest/gtest.h>

#include "analysis/game_positions.h"
#include "server_test_support.h"

namespace tori::server {
namespace {

using nlohmann::json;
using testing::ServiceFixture;

// Small: the test is about the jobs, not the engine.
constexpr uint64_t NODES = 2000;

class AnalysisJobsTest : public ServiceFixture {
 protected:
  void SetUp() override {
    ServiceFixture::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    limits_.per_user_per_hour = 2;
    limits_.lease_ms = 60'000;
    limits_.nodes = NODES;
    jobs_ = std::make_unique<AnalysisJobs>(*storage_, clock_, limits_);
    jobs_->on_progress([this](GameKey, const json& progress) { progress_.push_back(progress); });
  }
  // A finished game: four moves, then sente resigns.
  GameKey finished_game() {
    GameKey key = new_game();
    play(key, "bob", "3d3c");
    play(key, "wanda", "4b3c");
    play(key, "bob", "S*3d");
    play(key, "wanda", "S*1f");
    EXPECT_TRUE(service_->resign(key, Actor::verified("bob"), "").ok());
    return key;
  }
  // What an honest worker computes for positions first..last.
  std::vector<analysis::PositionAnalysis> positions(const AnalysisLease& lease, std::size_t first,
                                                    std::size_t count) {
    std::vector<analysis::PositionAnalysis> out;
    analysis::analyse_positions(lease.game, {NODES, 0}, first,
                                [&](std::size_t, const analysis::PositionAnalysis& p) {
                                  out.push_back(p);
                                  return out.size() < count;
                                });
    return out;
  }
  json view(GameKey key) {
    auto v = jobs_->view(key);
    EXPECT_TRUE(v) << v.error().message;
    return v ? *v : json();
  }

  AnalysisLimits limits_;
  std::unique_ptr<AnalysisJobs> jobs_;
  std::vector<json> progress_;
};

TEST_F(AnalysisJobsTest, AGameInPlayIsNotAnalysed) {
  GameKey key = new_game();
  auto r = jobs_->request(key, "bob");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().kind, ErrorKind::REFUSED);
  auto none = jobs_->request({VariantId::TORI, 999}, "bob");
  ASSERT_FALSE(none);
  EXPECT_EQ(none.error().kind, ErrorKind::NOT_FOUND);
  EXPECT_EQ(jobs_->view(key).error().kind, ErrorKind::NOT_FOUND);
}

TEST_F(AnalysisJobsTest, AskedForTwiceIsQueuedOnce) {
  GameKey key = finished_game();
  auto first = jobs_->request(key, "bob");
  ASSERT_TRUE(first) << first.error().message;
  EXPECT_EQ((*first)["status"], "queued");
  EXPECT_EQ((*first)["done_plies"], 0);
  EXPECT_EQ((*first)["moves"], 4);
  EXPECT_TRUE((*first)["final_eval"].is_null());
  auto again = jobs_->request(key, "wanda");
  ASSERT_TRUE(again);
  EXPECT_EQ(*storage_->analyses_unfinished(), 1);
  EXPECT_EQ(*storage_->analyses_requested("wanda", 0), 0);  // the second asked for nothing new
}

TEST_F(AnalysisJobsTest, EachPlayerHasAnHourlyLimit) {
  ASSERT_TRUE(jobs_->request(finished_game(), "bob"));
  ASSERT_TRUE(jobs_->request(finished_game(), "bob"));
  GameKey third = finished_game();
  auto refused = jobs_->request(third, "bob");
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().kind, ErrorKind::TOO_MANY);
  EXPECT_TRUE(jobs_->request(third, "wanda"));  // another player may
  clock_.advance(3601);
  EXPECT_TRUE(jobs_->request(finished_game(), "bob"));
}

TEST_F(AnalysisJobsTest, AWorkerKilledMidJobLosesNothing) {
  GameKey key = finished_game();
  ASSERT_TRUE(jobs_->request(key, "bob"));
  auto leased = jobs_->lease();
  ASSERT_TRUE(leased && *leased);
  AnalysisLease dead = **leased;
  EXPECT_EQ(dead.first, 0u);
  EXPECT_EQ(dead.game.moves.size(), 4u);
  EXPECT_EQ(view(key)["status"], "running");
  // The first worker sends two positions, then dies.
  ASSERT_TRUE(jobs_->submit(key, dead.lease, 0, positions(dead, 0, 2)));
  EXPECT_EQ(view(key)["done_plies"], 1);
  // While its lease runs, nobody else gets the job.
  ASSERT_TRUE(jobs_->lease());
  EXPECT_FALSE(*jobs_->lease());
  clock_.advance_millis(limits_.lease_ms + 1);
  auto taken = jobs_->lease();
  ASSERT_TRUE(taken && *taken);
  AnalysisLease live = **taken;
  EXPECT_EQ(live.first, 2u);  // where the dead one stopped
  EXPECT_NE(live.lease, dead.lease);
  // The dead worker, come back, is refused and changes nothing.
  auto stale = jobs_->submit(key, dead.lease, 2, positions(dead, 2, 1));
  ASSERT_FALSE(stale);
  EXPECT_EQ(stale.error().kind, ErrorKind::REFUSED);
  auto done = jobs_->submit(key, live.lease, 2, positions(live, 2, 3));
  ASSERT_TRUE(done) << done.error().message;
  EXPECT_TRUE(*done);
  json v = view(key);
  EXPECT_EQ(v["status"], "done");
  EXPECT_EQ(v["done_plies"], 4);
  ASSERT_EQ(v["plies"].size(), 4u);
  EXPECT_EQ(v["plies"][0]["move"], "3d3c");
  // Sente resigned: the last position was searched, not decided by the rules.
  EXPECT_TRUE(v["final_eval"].contains("cp") || v["final_eval"].contains("mate"));
  EXPECT_TRUE(v["plies"][0]["eval"].contains("cp") || v["plies"][0]["eval"].contains("mate"));
  EXPECT_TRUE(v["players"]["black"].contains("accuracy"));
  // The same as one worker analysing the whole game without a stop.
  auto whole = positions(live, 0, 5);
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(v["plies"][i]["best"], whole[i].best);
    EXPECT_EQ(v["plies"][i]["line"], whole[i].line);
  }
  ASSERT_FALSE(progress_.empty());
  EXPECT_EQ(progress_.back()["status"], "done");
  EXPECT_FALSE(*jobs_->lease());  // done jobs are not leased again
}

TEST_F(AnalysisJobsTest, AMalformedOrImpossibleResultChangesNothing) {
  GameKey key = finished_game();
  ASSERT_TRUE(jobs_->request(key, "bob"));
  AnalysisLease lease = **jobs_->lease();
  auto good = positions(lease, 0, 2);
  // Not from where the job stands.
  auto skipped = jobs_->submit(key, lease.lease, 1, good);
  ASSERT_FALSE(skipped);
  EXPECT_EQ(skipped.error().kind, ErrorKind::REFUSED);
  // An illegal best move.
  auto bad = good;
  bad[1].best = "4g4d";
  bad[1].line = {"4g4d"};
  auto illegal = jobs_->submit(key, lease.lease, 0, bad);
  ASSERT_FALSE(illegal);
  EXPECT_EQ(illegal.error().kind, ErrorKind::INVALID);
  EXPECT_NE(illegal.error().message.find("position 1"), std::string::npos);
  // A made-up lease.
  EXPECT_FALSE(jobs_->submit(key, "0123", 0, good));
  EXPECT_FALSE(jobs_->submit(key, lease.lease, 0, {}));
  EXPECT_EQ(view(key)["done_plies"], 0);
  EXPECT_EQ(storage_->find_analysis(key).value()->positions_done, 0);
  EXPECT_TRUE(progress_.empty());
  // The honest result is still taken.
  EXPECT_TRUE(jobs_->submit(key, lease.lease, 0, good));
}

TEST_F(AnalysisJobsTest, LeasesGoOldestFirstAndSurviveARestart) {
  GameKey older = finished_game();
  clock_.advance(10);
  GameKey newer = finished_game();
  ASSERT_TRUE(jobs_->request(newer, "bob"));
  clock_.set(clock_.now() - 5);  // asked for earlier, whatever the game numbers say
  ASSERT_TRUE(jobs_->request(older, "wanda"));
  reopen();
  jobs_ = std::make_unique<AnalysisJobs>(*storage_, clock_, limits_);
  auto first = jobs_->lease();
  ASSERT_TRUE(first && *first);
  EXPECT_EQ((*first)->key, older);
  auto second = jobs_->lease();
  ASSERT_TRUE(second && *second);
  EXPECT_EQ((*second)->key, newer);
}

}  // namespace
}  // namespace tori::server
