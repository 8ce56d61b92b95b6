// Game analysis over HTTP against the real `tori serve` (SQLite and PostgreSQL): a player asks,
// a remote worker (`tori analyse --server`, the real binary) or the server's own pool does the
// work, anyone reads the review, and the game's stream hears the progress; a wrong worker key and
// a malformed result are refused and change nothing.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <thread>

#include "core/move_text.h"
#include "core/variant_tori.h"
#include "notation/record_io.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

constexpr const char* KEY = "worker-key-for-tests";
constexpr const char* GAME = "/api/games/torishogi/101";

class AnalysisOverWeb : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    restart_server_with(
        {"--analysis-threads", "0", "--analysis-key", KEY, "--analysis-nodes", "2000"});
    bob_ = sign_up("bob");
    wanda_ = sign_up("wanda");
  }
  // Game 101: four moves, then bob resigns.
  void finished_game() {
    challenge(bob_, "wanda");
    auto c = http();
    const char* moves[] = {"3d-3c", "4b-3c", "Sw*3d", "Sw*1f"};
    for (int i = 0; i < 4; ++i)
      ASSERT_EQ(c->post(std::string(GAME) + "/moves", {{"move", moves[i]}, {"ply", i + 1}},
                        i % 2 ? wanda_ : bob_)
                    .status,
                200u);
    ASSERT_EQ(c->post(std::string(GAME) + "/resign", json::object(), bob_).status, 200u);
  }
  int run_worker(const std::string& key) {
    std::string command = std::string(TORI_BINARY) +
                          " analyse --server http://127.0.0.1:" + std::to_string(http_port_) +
                          " --key " + key + " --once 2>" + file("worker.log");
    return std::system(command.c_str());
  }
  std::string bob_, wanda_;
};

TEST_P(AnalysisOverWeb, ARemoteWorkerAnalysesAGameAPlayerAskedFor) {
  finished_game();
  auto c = http();
  EXPECT_EQ(c->get(std::string(GAME) + "/analysis").status, 404u);
  EXPECT_EQ(c->post(std::string(GAME) + "/analysis", json::object()).status, 401u);
  HttpAnswer asked = c->post(std::string(GAME) + "/analysis", json::object(), bob_);
  ASSERT_EQ(asked.status, 202u) << asked.body;
  EXPECT_EQ(asked.json_body()["status"], "queued");
  auto stream = watch(GAME);

  EXPECT_NE(run_worker("not-the-key"), 0);
  EXPECT_EQ(c->get(std::string(GAME) + "/analysis").json_body()["status"], "queued");
  ASSERT_EQ(run_worker(KEY), 0);

  HttpAnswer read = c->get(std::string(GAME) + "/analysis");
  ASSERT_EQ(read.status, 200u);
  json analysis = read.json_body();
  EXPECT_EQ(analysis["status"], "done");
  EXPECT_EQ(analysis["done_plies"], 4);
  ASSERT_EQ(analysis["plies"].size(), 4u);
  for (const json& ply : analysis["plies"]) {
    EXPECT_TRUE(ply.contains("eval") && ply.contains("best") && ply.contains("judgement"));
    EXPECT_EQ(ply["line"][0], ply["best"]);
  }
  EXPECT_EQ(analysis["plies"][0]["move"], "3d3c");
  EXPECT_TRUE(analysis["players"]["white"].contains("accuracy"));
  json done = stream->read_until([](const json& m) {
    return m.value("type", "") == "analysis" && m.value("status", "") == "done";
  });
  EXPECT_EQ(done.value("done_plies", -1), 4) << done.dump();
  // Asked for again: the same analysis, not a second job.
  HttpAnswer again = c->post(std::string(GAME) + "/analysis", json::object(), wanda_);
  EXPECT_EQ(again.status, 200u);
  EXPECT_EQ(again.json_body()["plies"], analysis["plies"]);
}

TEST_P(AnalysisOverWeb, WorkersWithoutTheKeyOrWithAMalformedResultAreRefused) {
  finished_game();
  auto c = http();
  ASSERT_EQ(c->post(std::string(GAME) + "/analysis", json::object(), bob_).status, 202u);
  EXPECT_EQ(c->post("/api/analysis/lease", json::object(), "wrong").status, 401u);
  EXPECT_EQ(c->post("/api/analysis/lease", json::object(), bob_).status, 401u);
  HttpAnswer leased = c->post("/api/analysis/lease", json::object(), KEY);
  ASSERT_EQ(leased.status, 200u);
  json job = leased.json_body()["job"];
  ASSERT_TRUE(job.is_object()) << leased.body;
  EXPECT_EQ(job["moves"].size(), 4u);
  std::string lease = job["lease"];
  const std::string submit = "/api/analysis/torishogi/101";
  json illegal = {{"lease", lease},
                  {"first", 0},
                  {"positions", {{{"eval", {{"cp", 10}}}, {"best", "4g4d"}, {"line", {"4g4d"}}}}}};
  HttpAnswer refused = c->post(submit, illegal, KEY);
  EXPECT_EQ(refused.status, 400u) << refused.body;
  EXPECT_NE(refused.body.find("position 0"), std::string::npos) << refused.body;
  EXPECT_EQ(c->post(submit, {{"lease", lease}, {"first", 0}, {"positions", "x"}}, KEY).status,
            400u);
  EXPECT_EQ(c->request("POST", submit, "{not json", KEY).status, 400u);
  EXPECT_EQ(c->post(submit, {{"lease", lease}}, KEY).status, 400u);
  json ok_shape = illegal;
  ok_shape["positions"][0]["best"] = "3d3c";
  ok_shape["positions"][0]["line"] = {"3d3c"};
  json stolen = ok_shape;
  stolen["lease"] = "stolen";
  EXPECT_EQ(c->post(submit, stolen, KEY).status, 409u);
  EXPECT_EQ(c->post(submit, ok_shape, "wrong").status, 401u);
  EXPECT_EQ(c->get(std::string(GAME) + "/analysis").json_body()["done_plies"], 0);
  // The well-formed, legal one is taken.
  EXPECT_EQ(c->post(submit, ok_shape, KEY).status, 200u);
}

TEST_P(AnalysisOverWeb, TheServersOwnWorkersAnalyseToo) {
  restart_server_with({"--analysis-threads", "1", "--analysis-nodes", "2000"});
  finished_game();
  auto c = http();
  ASSERT_EQ(c->post(std::string(GAME) + "/analysis", json::object(), bob_).status, 202u);
  // No remote workers on this server: no key was given.
  EXPECT_EQ(c->post("/api/analysis/lease", json::object(), KEY).status, 403u);
  json analysis = json::object();
  for (int i = 0; i < 300 && analysis.value("status", "") != "done"; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    analysis = c->get(std::string(GAME) + "/analysis").json_body();
  }
  EXPECT_EQ(analysis.value("status", ""), "done") << analysis.dump();
  EXPECT_EQ(analysis["plies"].size(), 4u);
}

// A remote worker killed (SIGKILL) in the middle of a game: once its lease runs out, the next
// worker goes on from the last position the first one sent, and the analysis ends whole.
TEST_P(AnalysisOverWeb, AWorkerKilledMidJobLosesNothing) {
  restart_server_with({"--analysis-threads", "0", "--analysis-key", KEY, "--analysis-nodes",
                       "100000", "--analysis-lease-seconds", "1"});
  // The 59 moves of tests/data/records/tori_game.kif, ending in sente's checkmate.
  std::ifstream kif(std::string(TORI_TEST_DATA_DIR) + "/records/tori_game.kif", std::ios::binary);
  auto record = read_record(std::string(std::istreambuf_iterator<char>(kif), {}));
  ASSERT_TRUE(record);
  challenge(bob_, "wanda");
  auto c = http();
  for (std::size_t i = 0; i < record->moves.size(); ++i)
    ASSERT_EQ(c->post(std::string(GAME) + "/moves",
                      {{"move", to_usi<Tori>(record->moves[i].move)}, {"ply", i + 1}},
                      i % 2 ? wanda_ : bob_)
                  .status,
              200u);
  ASSERT_EQ(c->post(std::string(GAME) + "/analysis", json::object(), bob_).status, 202u);

  pid_t first = ::fork();
  if (first == 0) {
    std::string server = "http://127.0.0.1:" + std::to_string(http_port_);
    ::execl(TORI_BINARY, TORI_BINARY, "analyse", "--server", server.c_str(), "--key", KEY,
            "--quiet", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ASSERT_GT(first, 0);
  // Polled within the connection's request rate (10 a second).
  int sent = 0;
  for (int i = 0; i < 400 && sent < 3; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    sent = c->get(std::string(GAME) + "/analysis").json_body().value("done_plies", 0);
  }
  ::kill(first, SIGKILL);
  ::waitpid(first, nullptr, 0);
  json cut = c->get(std::string(GAME) + "/analysis").json_body();
  ASSERT_GE(sent, 3);
  ASSERT_NE(cut["status"], "done") << "the first worker finished before it could be killed";
  int kept = cut["done_plies"];

  std::this_thread::sleep_for(std::chrono::milliseconds(1200));  // its lease runs out
  ASSERT_EQ(run_worker(KEY + std::string(" --quiet")), 0);
  json whole = c->get(std::string(GAME) + "/analysis").json_body();
  EXPECT_EQ(whole["status"], "done");
  EXPECT_EQ(whole["done_plies"], 59);
  ASSERT_EQ(whole["plies"].size(), 59u);
  for (int i = 0; i < kept; ++i) EXPECT_EQ(whole["plies"][i], cut["plies"][i]) << "ply " << i + 1;
  EXPECT_EQ(whole["plies"][58]["eval"], json({{"mate", 1}}));
  EXPECT_EQ(whole["final_eval"], json({{"decided", 1}}));  // checkmate: sente has won
}

TORI_WEB_TESTS(AnalysisOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
