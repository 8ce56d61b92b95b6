// A refused move's reason over the API (docs/api.md, Conventions, Reasons): a 409 and the game
// stream's error carry it as a code with parameters beside the English message; other errors
// carry none.
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class RefusalReasonsOverWeb : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    bob_ = sign_up("bob");
    wanda_ = sign_up("wanda");
    carol_ = sign_up("carol");
    challenge(bob_, "wanda");
  }

  static constexpr const char* GAME = "/api/games/torishogi/101";
  std::string bob_, wanda_, carol_;
};

TEST_P(RefusalReasonsOverWeb, AMoveRefusedOverHttpSaysWhyAsACode) {
  auto c = http();
  std::string moves = std::string(GAME) + "/moves";
  HttpAnswer out_of_turn = c->post(moves, {{"move", "4b-3c"}}, wanda_);
  EXPECT_EQ(out_of_turn.status, 409u);
  EXPECT_EQ(out_of_turn.json_body()["error"]["reason"],
            json({{"code", "not_your_turn"}, {"turn", "black"}, {"player", "bob"}}))
      << out_of_turn.body;
  HttpAnswer wrong_ply = c->post(moves, {{"move", "3d-3c"}, {"ply", 5}}, bob_);
  EXPECT_EQ(wrong_ply.json_body()["error"]["reason"],
            json({{"code", "move_number_mismatch"}, {"marked", 5}, {"current", 1}}))
      << wrong_ply.body;
  HttpAnswer unreadable = c->post(moves, {{"move", "9z-9y"}}, bob_);
  EXPECT_EQ(unreadable.json_body()["error"]["reason"]["code"], "unreadable_move")
      << unreadable.body;
  EXPECT_EQ(unreadable.json_body()["error"]["reason"]["text"], "9z-9y");
  HttpAnswer illegal = c->post(moves, {{"move", "S*4d"}}, bob_);
  EXPECT_EQ(illegal.error_code(), "refused");
  EXPECT_EQ(illegal.json_body()["error"]["message"], "illegal move: you have no swallow in hand");
  EXPECT_EQ(illegal.json_body()["error"]["reason"],
            json({{"code", "not_in_hand"}, {"piece", "swallow"}}))
      << illegal.body;
  // Not a refusal by the rules: no reason.
  HttpAnswer other = c->post(moves, {{"move", "3d-3c"}}, carol_);
  EXPECT_EQ(other.error_code(), "not_your_game");
  EXPECT_FALSE(other.json_body()["error"].contains("reason")) << other.body;
}

TEST_P(RefusalReasonsOverWeb, TheStreamsErrorCarriesTheReasonAndAFinishedGameSaysSo) {
  auto ws = watch(GAME, bob_);
  ws->send({{"op", "move"}, {"move", "3d-3c"}, {"ply", 9}, {"id", 3}});
  json refused = ws->read_type("error");
  EXPECT_EQ(refused.value("code", ""), "refused");
  EXPECT_EQ(refused["reason"],
            json({{"code", "move_number_mismatch"}, {"marked", 9}, {"current", 1}}));

  // Both have moved (a resignation before aborts the game instead), and bob resigns in turn.
  auto c = http();
  std::string moves = std::string(GAME) + "/moves";
  ASSERT_EQ(c->post(moves, {{"move", "7e-7d"}}, bob_).status, 200u);
  ASSERT_EQ(c->post(moves, {{"move", "1c-1d"}}, wanda_).status, 200u);
  ASSERT_EQ(c->post(std::string(GAME) + "/resign", json::object(), bob_).status, 200u);
  HttpAnswer over = c->post(moves, {{"move", "1d-1e"}}, wanda_);
  EXPECT_EQ(over.status, 409u);
  json reason = over.json_body()["error"]["reason"];
  EXPECT_EQ(reason["code"], "game_over") << over.body;
  EXPECT_EQ(reason["termination"], "resignation") << over.body;
  // Chat after the end is allowed; its refusals are not the game's being over.
  EXPECT_EQ(c->post(std::string(GAME) + "/chat", {{"text", "gg"}}, wanda_).status, 200u);
}

TORI_WEB_TESTS(RefusalReasonsOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
