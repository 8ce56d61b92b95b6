// Hostile and mistaken requests over HTTP and WebSocket: each refused with the documented
// status and code, and nothing changed; tokens revoked, and kept across a restart.
#include <random>
#include <thread>

#include "../server_line/line_client.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class HostileWeb : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    bob_ = sign_up("bob");
    wanda_ = sign_up("wanda");
    carol_ = sign_up("carol");
    challenge(bob_, "wanda");
  }
  // The game's moves, as GET shows them.
  std::size_t moves_played() { return http()->get(GAME).json_body()["game"]["moves"].size(); }

  static constexpr const char* GAME = "/api/games/torishogi/101";
  std::string bob_, wanda_, carol_;
};

TEST_P(HostileWeb, BadBodiesAreRefused) {
  auto c = http();
  std::string moves = std::string(GAME) + "/moves";
  HttpAnswer a = c->request("POST", moves, "{\"move\": ", bob_);
  EXPECT_EQ(a.status, 400u);
  EXPECT_EQ(a.error_code(), "bad_json");
  EXPECT_EQ(c->request("POST", moves, "[1, 2]", bob_).error_code(), "bad_json");
  EXPECT_EQ(c->request("POST", moves, "\"3d-3c\"", bob_).error_code(), "bad_json");
  EXPECT_EQ(c->post(moves, {{"move", 42}}, bob_).error_code(), "bad_request");
  EXPECT_EQ(c->post(moves, {{"move", "3d-3c"}, {"ply", "one"}}, bob_).error_code(), "bad_request");
  EXPECT_EQ(c->post(std::string(GAME) + "/offer", {{"kind", "peace"}}, bob_).error_code(),
            "bad_request");
  EXPECT_EQ(
      c->post(std::string(GAME) + "/chat", {{"text", std::string("a\0b", 3)}}, bob_).error_code(),
      "bad_request");
  EXPECT_EQ(c->post("/api/signup", {{"user", "9lives"}, {"password", "pwkifu77"}}).error_code(),
            "invalid");
  EXPECT_EQ(c->post("/api/signup", {{"user", "bob"}, {"password", "other"}}).status, 409u);
  EXPECT_EQ(c->post("/api/games", {{"variant", "chess"}, {"opponent", "wanda"}}, bob_).status,
            400u);
  EXPECT_EQ(c->post("/api/games",
                    {{"variant", "torishogi"}, {"opponent", "wanda"}, {"handicap", "zz"}}, bob_)
                .error_code(),
            "invalid");
  EXPECT_EQ(c->post("/api/games", {{"variant", "torishogi"}, {"opponent", "nobody"}}, bob_).status,
            404u);
  EXPECT_EQ(
      c->post("/api/seeks",
              {{"variant", "torishogi"}, {"time", {{"kind", "byoyomi"}, {"main_ms", -1}}}}, bob_)
          .error_code(),
      "bad_request");
  EXPECT_EQ(moves_played(), 0u);
  // After all that the connection still works.
  EXPECT_EQ(c->post(moves, {{"move", "3d-3c"}, {"ply", 1}}, bob_).status, 200u);
}

TEST_P(HostileWeb, TokensAreChecked) {
  auto c = http();
  std::string moves = std::string(GAME) + "/moves";
  json move = {{"move", "3d-3c"}};
  HttpAnswer none = c->post(moves, move);
  EXPECT_EQ(none.status, 401u);
  EXPECT_EQ(none.error_code(), "unauthorized");
  EXPECT_EQ(c->post(moves, move, std::string(64, 'a')).status, 401u);
  EXPECT_EQ(c->post(moves, move, "not-a-token").status, 401u);
  EXPECT_EQ(
      c->request("POST", moves, move.dump(), "", {{"Authorization", "Basic Ym9iOmJvYnB3"}}).status,
      401u);
  EXPECT_EQ(c->get("/api/me").status, 401u);
  EXPECT_EQ(c->get("/api/me", bob_).json_body()["user"]["id"], "bob");
  // Someone else's game: 403, and nothing played.
  HttpAnswer other = c->post(moves, move, carol_);
  EXPECT_EQ(other.status, 403u);
  EXPECT_EQ(other.error_code(), "not_your_game");
  EXPECT_EQ(c->post(std::string(GAME) + "/resign", json::object(), carol_).status, 403u);
  // Out of turn and with a wrong ply: 409.
  EXPECT_EQ(c->post(moves, {{"move", "4b-3c"}}, wanda_).error_code(), "refused");
  EXPECT_EQ(c->post(moves, {{"move", "3d-3c"}, {"ply", 5}}, bob_).error_code(), "refused");
  EXPECT_EQ(c->post(moves, {{"move", "9z-9y"}}, bob_).error_code(), "refused");
  EXPECT_EQ(moves_played(), 0u);

  // A wrong password, then the throttle.
  HttpAnswer wrong = c->post("/api/login", {{"user", "bob"}, {"password", "nope"}});
  EXPECT_EQ(wrong.status, 401u);
  HttpAnswer blocked = c->post("/api/login", {{"user", "bob"}, {"password", "bobpwkifu77"}});
  if (blocked.status == 429u) {  // the first delay (0.25 s) may have passed already
    EXPECT_EQ(blocked.error_code(), "too_many_requests");
    EXPECT_FALSE(blocked.headers["Retry-After"].empty());
  }

  // Logout revokes this token only.
  HttpAnswer login = c->post("/api/login", {{"user", "wanda"}, {"password", "wandapwkifu77"}});
  ASSERT_EQ(login.status, 200u) << login.body;
  std::string second = login.json_body()["token"];
  EXPECT_EQ(c->post("/api/logout", json::object(), wanda_).status, 200u);
  EXPECT_EQ(c->get("/api/me", wanda_).status, 401u);
  EXPECT_EQ(c->get("/api/me", second).status, 200u);
  // A password changed over the line protocol revokes every token of the user.
  {
    line::testing::LineClient line_client(server_->port());
    line_client.read_block();  // hello
    EXPECT_FALSE(line_client.command("change password carol carolpwkifu77 newpwkifu77")
                     .subject.starts_with("Error"));
  }
  EXPECT_EQ(c->get("/api/me", carol_).status, 401u);
  // Tokens live in the database: a restarted server takes them.
  restart_server();
  EXPECT_EQ(http()->get("/api/me", bob_).status, 200u);
  EXPECT_EQ(http()->get("/api/me", wanda_).status, 401u);
}

TEST_P(HostileWeb, RoutesMethodsAndSizes) {
  auto c = http();
  EXPECT_EQ(c->get("/api/nothing").error_code(), "not_found");
  // "/" is the web client, or a page on how to build it (cli/serve_command.cpp); a file that is
  // not there is not found either way.
  EXPECT_EQ(c->get("/nothing.php").status, 404u);
  EXPECT_EQ(c->get("/api/games/chess/101").status, 404u);
  EXPECT_EQ(c->get("/api/games/torishogi/999").status, 404u);
  EXPECT_EQ(c->get("/api/games/torishogi/1x").status, 404u);
  EXPECT_EQ(c->get("/api/users/nobody").status, 404u);
  EXPECT_EQ(c->post(std::string(GAME) + "/explode", json::object(), bob_).status, 404u);
  HttpAnswer method = c->request("PUT", "/api/me");
  EXPECT_EQ(method.status, 405u);
  EXPECT_EQ(method.error_code(), "method_not_allowed");
  EXPECT_EQ(method.headers["Allow"], "GET");
  EXPECT_EQ(c->request("DELETE", GAME, "", bob_).status, 405u);
  EXPECT_EQ(c->get(std::string(GAME) + "/record?format=docx").status, 400u);
  EXPECT_EQ(c->get(std::string(GAME) + "/ws").status, 400u);  // a stream, not a page

  std::string big(100 * 1024, 'x');
  HttpAnswer large = http()->request("POST", "/api/signup", big);
  EXPECT_EQ(large.status, 413u);
  EXPECT_EQ(large.error_code(), "too_large");
  HttpAnswer header =
      http()->request("GET", "/api/lobby", "", "", {{"X-Filler", std::string(16 * 1024, 'y')}});
  EXPECT_EQ(header.status, 413u);
  // Not HTTP at all.
  HttpAnswer garbage = http()->raw("GET /api/lobby HTTP/1.1\r\nContent-Length: nope\r\n\r\n");
  EXPECT_EQ(garbage.status, 400u);
  EXPECT_EQ(http()->raw("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n").status, 400u);
  // The server is still there.
  EXPECT_EQ(http()->get("/api/lobby").status, 200u);
  EXPECT_EQ(moves_played(), 0u);
}

TEST_P(HostileWeb, OpenSeeksPerUserAreBounded) {
  auto c = http();
  json seek = {{"variant", "torishogi"}};
  for (int i = 0; i < 5; ++i) EXPECT_EQ(c->post("/api/seeks", seek, carol_).status, 201u) << i;
  HttpAnswer sixth = c->post("/api/seeks", seek, carol_);
  EXPECT_EQ(sixth.status, 409u);
  EXPECT_EQ(sixth.error_code(), "refused");
  EXPECT_NE(sixth.body.find("at most 5"), std::string::npos) << sixth.body;
  EXPECT_EQ(c->post("/api/seeks", seek, bob_).status, 201u) << "another user's are their own";
  EXPECT_EQ(c->get("/api/lobby").json_body()["seeks"].size(), 6u);
}

TEST_P(HostileWeb, HostileStreamMessages) {
  // Upgrades with a bad token or to nowhere are refused before the upgrade.
  WsClient bad_token(http_port_, std::string(GAME) + "/ws?token=" + std::string(64, 'f'));
  EXPECT_FALSE(bad_token.open());
  EXPECT_EQ(bad_token.refused_status(), 401u);
  WsClient nowhere(http_port_, "/api/games/torishogi/999/ws");
  EXPECT_EQ(nowhere.refused_status(), 404u);

  auto anonymous = watch(GAME);
  anonymous->send({{"op", "move"}, {"move", "3d-3c"}, {"id", 1}});
  EXPECT_EQ(anonymous->read_type("error").value("code", ""), "unauthorized");

  auto ws = watch(GAME, bob_);
  ws->send_text("{not json");
  json e = ws->read_type("error");
  EXPECT_EQ(e.value("code", ""), "bad_json");
  EXPECT_TRUE(e["id"].is_null());
  ws->send({{"op", "dance"}, {"id", 2}});
  EXPECT_EQ(ws->read_type("error").value("code", ""), "bad_request");
  ws->send({{"op", "move"}, {"move", "3d-3c"}, {"ply", 9}, {"id", 3}});
  json refused = ws->read_type("error");
  EXPECT_EQ(refused.value("code", ""), "refused");
  EXPECT_EQ(refused["id"], 3);
  // The connection is kept: a good move still goes through.
  ws->send({{"op", "move"}, {"move", "3d-3c"}, {"ply", 1}, {"id", 4}});
  json ack = ws->read_type("ack");
  EXPECT_EQ(ack["id"], 4);
  EXPECT_EQ(moves_played(), 1u);

  // Another player's stream cannot act for anyone else.
  auto carol = watch(GAME, carol_);
  carol->send({{"op", "resign"}, {"id", 5}});
  EXPECT_EQ(carol->read_type("error").value("code", ""), "not_your_game");

  // A frame over 16 KiB closes the stream with 1009; others go on.
  ws->send_text(std::string(20 * 1024, ' '));
  EXPECT_TRUE(ws->read_until([](const json&) { return false; }, 10s).is_null());
  EXPECT_EQ(ws->close_code(), 1009u) << ws->last_error();
  EXPECT_EQ(moves_played(), 1u);
  EXPECT_TRUE(carol->open());
  EXPECT_EQ(http()->get(GAME).json_body()["game"]["active"], true);
}

TEST_P(HostileWeb, TooManyConnectionsFromOneAddress) {
  restart_server();
  std::vector<std::unique_ptr<HttpClient>> held;
  for (int i = 0; i < 16; ++i) {
    held.push_back(std::make_unique<HttpClient>(http_port_));
    ASSERT_EQ(held.back()->get("/api/lobby").status, 200u) << i;
  }
  HttpClient extra(http_port_);
  EXPECT_EQ(extra.get("/api/lobby").status, 429u);
  held.pop_back();
  // The slot is given back once the server sees the connection close.
  for (int tries = 0; tries < 50; ++tries) {
    HttpClient again(http_port_);
    if (again.get("/api/lobby").status == 200u) return;
    std::this_thread::sleep_for(100ms);
  }
  ADD_FAILURE() << "a closed connection's slot was not given back";
}

// A crude fuzzer over the wire: requests made of random pieces (methods, paths, bodies cut and
// mangled from good ones, random bytes), each answered with a status below 500, on one
// connection while it stays open; the game nobody may touch is unchanged.
TEST_P(HostileWeb, RandomRequestsGetOrderlyAnswers) {
  std::mt19937 random(20261121);
  auto pick = [&](const std::vector<std::string>& from) {
    return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(random)];
  };
  const std::vector<std::string> methods = {"GET", "POST", "DELETE", "PUT", "PATCH", "HEAD"};
  const std::vector<std::string> paths = {"/api/signup",
                                          "/api/login",
                                          "/api/logout",
                                          "/api/me",
                                          "/api/lobby",
                                          "/api/seeks",
                                          "/api/seeks/1",
                                          "/api/seeks/1/accept",
                                          "/api/seeks/-1",
                                          "/api/games",
                                          std::string(GAME),
                                          std::string(GAME) + "/moves",
                                          std::string(GAME) + "/offer",
                                          std::string(GAME) + "/answer",
                                          std::string(GAME) + "/chat",
                                          std::string(GAME) + "/record",
                                          "/api/games/torishogi/99999999999",
                                          "/api/users/bob",
                                          "/api/users/%00/games",
                                          "/api/games//",
                                          "/api/../etc/passwd",
                                          "/api/games/torishogi/101?format=%ZZ"};
  const std::vector<std::string> bodies = {"",
                                           "{}",
                                           "null",
                                           "[]",
                                           "{\"move\":\"3d-3c\",\"ply\":1}",
                                           "{\"kind\":\"draw\"}",
                                           "{\"accept\":true}",
                                           "{\"text\":\"\\u0000\"}",
                                           "{\"variant\":\"torishogi\"}",
                                           "{\"user\":\"x\",\"password\":\"\\ud800\"}",
                                           "{\"time\":{\"kind\":\"fischer\"}}",
                                           "{\"a\":" + std::string(2000, '[') + "}",
                                           "\xff\xfe{"};
  auto client = http();
  for (int i = 0; i < 300; ++i) {
    std::string body = pick(bodies);
    if (!body.empty() && random() % 3 == 0) body.resize(random() % body.size());
    if (random() % 5 == 0) body += char(random() % 256);
    std::string token = random() % 2 ? carol_ : "";
    HttpAnswer a = client->request(pick(methods), pick(paths), body, token);
    if (a.status == 0) client = http();  // the server closed it (a bad request): go on anew
    EXPECT_LT(a.status, 500u) << a.body;
  }
  // Another address: this one may have spent its request budget (429 is an orderly answer).
  EXPECT_EQ(HttpClient(http_port_, "127.0.0.2").get("/api/lobby").status, 200u);
  EXPECT_EQ(moves_played(), 0u);
}

TEST_P(HostileWeb, StopsCleanlyOnSigtermWithStreamsOpen) {
  auto stream = watch(GAME, bob_);
  auto lobby = std::make_unique<WsClient>(http_port_, "/api/lobby/ws");
  auto keep_alive = http();
  ASSERT_EQ(keep_alive->get("/api/lobby").status, 200u);
  auto started = std::chrono::steady_clock::now();
  EXPECT_EQ(server_->terminate(), 0);
  EXPECT_LT(std::chrono::steady_clock::now() - started, 10s);
  EXPECT_TRUE(stream->read_until([](const json&) { return false; }, 10s).is_null());
  EXPECT_FALSE(stream->open());
}

TORI_WEB_TESTS(HostileWeb);

}  // namespace
}  // namespace tori::server::web::testing
