// Puzzles over HTTP against the real `tori serve` (SQLite and PostgreSQL), the set imported with
// --puzzles: the next, daily and one puzzle for anyone; attempts judged and rated for a logged-in
// player only, the first rated and the rest not; the history and the profile's puzzle ratings;
// malformed requests and a malformed set file refused.
#include <cstdlib>
#include <fstream>
#include <set>

#include "../server/puzzle_test_set.h"
#include "puzzles/puzzle_json.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

using server::testing::other_last_mates;
using server::testing::test_puzzle_set;

class PuzzlesOverWeb : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    set_ = test_puzzle_set();
    std::ofstream out(file("set.jsonl"));
    for (const puzzles::Puzzle& p : set_) out << puzzles::puzzle_line(p);
    out.close();
    restart_server_with({"--puzzles", file("set.jsonl")});
    bob_ = sign_up("bob");
  }
  std::string attempt_path(const puzzles::Puzzle& p) { return "/api/puzzles/" + p.id + "/attempt"; }
  json attempt(const puzzles::Puzzle& p, const std::vector<std::string>& moves) {
    HttpAnswer a = http()->post(attempt_path(p), {{"moves", moves}, {"seconds", 9}}, bob_);
    EXPECT_EQ(a.status, 200u) << a.body;
    return a.json_body();
  }

  std::vector<puzzles::Puzzle> set_;
  std::string bob_;
};

TORI_WEB_TESTS(PuzzlesOverWeb);

TEST_P(PuzzlesOverWeb, AnyoneGetsTheNextTheDailyAndAPuzzleById) {
  auto c = http();
  HttpAnswer next = c->get("/api/puzzles/next");
  ASSERT_EQ(next.status, 200u) << next.body;
  json puzzle = next.json_body()["puzzle"];
  EXPECT_EQ(puzzle["variant"], "torishogi");
  for (const char* field : {"id", "sfen", "solution", "themes", "kind", "plays"})
    EXPECT_TRUE(puzzle.contains(field)) << field;
  EXPECT_TRUE(puzzle["rating"].is_number_integer());

  json yari = c->get("/api/puzzles/next?variant=yarishogi&theme=drop").json_body()["puzzle"];
  EXPECT_EQ(yari["id"], set_[3].id);
  EXPECT_EQ(yari["solution"], json({"P*7b"}));
  json near = c->get("/api/puzzles/next?rating=1100&theme=matein1").json_body()["puzzle"];
  EXPECT_EQ(near["variant"], "torishogi");

  HttpAnswer daily = c->get("/api/puzzles/daily");
  ASSERT_EQ(daily.status, 200u) << daily.body;
  EXPECT_EQ(daily.json_body()["puzzle"]["id"], set_[0].id);  // the one mate of 3 plies
  EXPECT_EQ(daily.json_body()["date"].get<std::string>().size(), 10u);
  EXPECT_EQ(c->get("/api/puzzles/daily").json_body(), daily.json_body());

  HttpAnswer one = c->get("/api/puzzles/" + set_[1].id);
  ASSERT_EQ(one.status, 200u);
  EXPECT_EQ(one.json_body()["puzzle"]["sfen"], set_[1].sfen);
  EXPECT_EQ(one.json_body()["puzzle"]["rating"], 1100);

  json themes = c->get("/api/puzzles/themes").json_body()["themes"];
  EXPECT_EQ(themes[0], json({{"theme", "drop"}, {"count", 2}}));
}

TEST_P(PuzzlesOverWeb, BadRequestsAreRefusedWithACode) {
  auto c = http();
  EXPECT_EQ(c->get("/api/puzzles/0123456789").error_code(), "not_found");
  EXPECT_EQ(c->get("/api/puzzles/ABCDEF0123").error_code(), "bad_puzzle_id");
  EXPECT_EQ(c->get("/api/puzzles/%00").status, 400u);
  EXPECT_EQ(c->get("/api/puzzles/next?variant=chess").error_code(), "bad_variant");
  EXPECT_EQ(c->get("/api/puzzles/daily?variant=").error_code(), "bad_variant");
  EXPECT_EQ(c->get("/api/puzzles/next?theme=a%20b").error_code(), "bad_theme");
  EXPECT_EQ(c->get("/api/puzzles/next?theme=" + std::string(33, 'a')).error_code(), "bad_theme");
  EXPECT_EQ(c->get("/api/puzzles/next?theme=nosuchtheme").status, 404u);
  EXPECT_EQ(c->get("/api/puzzles/next?rating=-5").status, 400u);
  EXPECT_EQ(c->get("/api/puzzles/next?rating=abc").status, 400u);
  EXPECT_EQ(c->get("/api/puzzles/next", "not-a-token").status, 401u);
  EXPECT_EQ(c->post("/api/puzzles/next", json::object()).status, 405u);

  // Attempts: a token first, then a body of the right shape with real moves.
  std::string path = "/api/puzzles/" + set_[0].id + "/attempt";
  HttpAnswer stranger = c->post(path, {{"moves", {"7c6b"}}});
  EXPECT_EQ(stranger.status, 401u);
  EXPECT_EQ(stranger.error_code(), "unauthorized");
  EXPECT_EQ(c->get("/api/puzzles/history").status, 401u);
  for (const std::string& body :
       {std::string("{not json"), std::string("[1, 2]"), std::string("{}"),
        std::string(R"({"moves": "7c6b"})"), std::string(R"({"moves": [1]})"),
        std::string(R"({"moves": ["zz"]})"), std::string(R"({"moves": ["P*5d"]})"),
        std::string(R"({"moves": ["7c6b"], "seconds": -1})"),
        std::string(R"({"moves": ["7c6b"], "seconds": "9"})"),
        std::string(R"({"moves": ["7c6b"], "rated": "no"})"),
        std::string(R"({"moves": [)") + std::string(200, '[') + "]}"}) {
    HttpAnswer a = c->request("POST", path, body, bob_);
    EXPECT_EQ(a.status, 400u) << body << " -> " << a.body;
  }
  json many = {{"moves", std::vector<std::string>(65, "7c6b")}};
  EXPECT_EQ(c->post(path, many, bob_).status, 400u);
  EXPECT_EQ(c->post("/api/puzzles/0123456789/attempt", {{"moves", json::array()}}, bob_).status,
            404u);
  EXPECT_EQ(c->post("/api/puzzles/nothex/attempt", {{"moves", json::array()}}, bob_).status, 400u);
  // None of those was recorded.
  EXPECT_EQ(c->get("/api/puzzles/history", bob_).json_body()["attempts"].size(), 0u);
}

TEST_P(PuzzlesOverWeb, AttemptsAreJudgedAndOnlyTheFirstIsRated) {
  json solved = attempt(set_[0], set_[0].solution);
  EXPECT_EQ(solved["solved"], true);
  EXPECT_EQ(solved["rated"], true);
  EXPECT_EQ(solved["rating"]["before"], 1500.0);
  EXPECT_GT(solved["rating"]["after"].get<double>(), 1500);
  EXPECT_LT(solved["rating"]["deviation"].get<double>(), 350);
  EXPECT_LT(solved["puzzle"]["rating"].get<int>(), 1500);
  EXPECT_EQ(solved["puzzle"]["plays"], 1);

  json again = attempt(set_[0], {"7c6b", "7a7b"});  // a prefix: not solved, and not rated
  EXPECT_EQ(again["solved"], false);
  EXPECT_EQ(again["rated"], false);
  EXPECT_EQ(again["rating"]["after"], solved["rating"]["after"]);
  EXPECT_EQ(again["puzzle"], solved["puzzle"]);

  json wrong = attempt(set_[2], {"7g7f"});
  EXPECT_EQ(wrong["solved"], false);
  EXPECT_EQ(wrong["rated"], true);
  EXPECT_LT(wrong["rating"]["after"].get<double>(), solved["rating"]["after"].get<double>());
  // Any mate at a mate's last step: another player tries the mate the solution does not name.
  std::string wanda = sign_up("wanda");
  auto others = other_last_mates<Tori>(set_[2]);
  ASSERT_FALSE(others.empty());
  HttpAnswer alternative =
      http()->post(attempt_path(set_[2]), {{"moves", {others[0]}}, {"seconds", 3.5}}, wanda);
  ASSERT_EQ(alternative.status, 200u) << alternative.body;
  EXPECT_EQ(alternative.json_body()["solved"], true);
  EXPECT_EQ(alternative.json_body()["rated"], true);

  // The history, newest first, and the profile's puzzle ratings.
  json history = http()->get("/api/puzzles/history", bob_).json_body();
  ASSERT_EQ(history["attempts"].size(), 3u) << history.dump();
  EXPECT_EQ(history["attempts"][0]["puzzle"], set_[2].id);
  EXPECT_EQ(history["attempts"][1]["rated"], false);
  EXPECT_EQ(history["attempts"][2]["solved"], true);
  EXPECT_EQ(history["attempts"][2]["seconds"], 9);
  EXPECT_EQ(history["attempts"][2]["variant"], "torishogi");
  EXPECT_EQ(history["ratings"]["torishogi"]["attempts"], 3);
  EXPECT_EQ(history["ratings"]["torishogi"]["rating"], wrong["rating"]["after"]);
  EXPECT_EQ(history["ratings"]["yarishogi"]["rating"], 1500.0);
  json profile = http()->get("/api/users/bob").json_body()["user"];
  EXPECT_EQ(profile["puzzle_ratings"], history["ratings"]);

  // A restart imports the set again: the puzzles keep what the attempts gave them.
  restart_server_with({"--puzzles", file("set.jsonl")});
  json kept = http()->get("/api/puzzles/" + set_[0].id).json_body()["puzzle"];
  EXPECT_EQ(kept["plays"], 1);
  EXPECT_EQ(kept["rating"], solved["puzzle"]["rating"]);
}

TEST_P(PuzzlesOverWeb, APlayerIsNotServedAPuzzleTwiceUntilTheyHaveSeenTheSet) {
  std::set<std::string> seen;
  std::string first;
  for (int i = 0; i < 3; ++i) {
    HttpAnswer next = http()->get("/api/puzzles/next?variant=torishogi", bob_);
    ASSERT_EQ(next.status, 200u) << next.body;
    std::string id = next.json_body()["puzzle"]["id"];
    if (first.empty()) first = id;
    seen.insert(id);
    ASSERT_EQ(
        http()->post("/api/puzzles/" + id + "/attempt", {{"moves", json::array()}}, bob_).status,
        200u);
  }
  EXPECT_EQ(seen.size(), 3u);
  EXPECT_EQ(http()->get("/api/puzzles/next", bob_).json_body()["puzzle"]["id"], first);
}

// The miner's sample sets as shipped: served in both variants, and each puzzle's own solution
// solves it on the server.
TEST_P(PuzzlesOverWeb, TheSampleSetsAreServedAndTheirSolutionsSolve) {
  std::vector<std::string> files = {std::string(TORI_TEST_DATA_DIR) + "/puzzles/tori-sample.jsonl",
                                    std::string(TORI_TEST_DATA_DIR) + "/puzzles/yari-sample.jsonl"};
  restart_server_with({"--puzzles", files[0], "--puzzles", files[1]});
  auto c = http();
  for (const char* variant : {"torishogi", "yarishogi"}) {
    EXPECT_EQ(c->get(std::string("/api/puzzles/daily?variant=") + variant).status, 200u);
    EXPECT_FALSE(c->get(std::string("/api/puzzles/themes?variant=") + variant)
                     .json_body()["themes"]
                     .empty());
  }
  for (const std::string& path : files) {
    auto set = puzzles::read_puzzle_set_file(path);
    ASSERT_TRUE(set.ok()) << set.error().message;
    for (const puzzles::Puzzle& p : *set) {
      json outcome = attempt(p, p.solution);
      EXPECT_EQ(outcome["solved"], true) << p.id;
      EXPECT_EQ(outcome["rated"], true) << p.id;
    }
  }
}

TEST_P(PuzzlesOverWeb, AMalformedSetFileKeepsTheServerFromStarting) {
  {
    std::ofstream out(file("bad.jsonl"));
    out << puzzles::puzzle_line(set_[0]) << "{\"id\": \"0123456789\"}\n";
  }
  // Bounded: were the file taken, the server would run until the timeout.
  std::string command = "timeout 60 " + std::string(TORI_BINARY) + " serve --db " +
                        file("other.db") + " --listen 127.0.0.1:0 --http 127.0.0.1:0 --puzzles " +
                        file("bad.jsonl") + " 2>" + file("serve.log");
  int status = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
  std::ifstream log(file("serve.log"));
  std::string text((std::istreambuf_iterator<char>(log)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("line 2"), std::string::npos) << text;
}

}  // namespace
}  // namespace tori::server::web::testing
