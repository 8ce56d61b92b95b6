// The limits at the server's edge, end to end: requests per connection and per address, signups
// per address, actions per user, one budget of failed logins over the line protocol and HTTP
// that never locks a player out from an address that has not failed, and Argon2id off the I/O
// thread (a signup's hashing does not hold other clients' requests).
#include <future>
#include <thread>

#include "../server_line/line_client.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class EdgeLimits : public WebServerTest {};

TEST_P(EdgeLimits, AConnectionHasItsOwnRate) {
  restart_server_with({"--rate", "0.1", "--burst", "3"});
  auto c = http();
  for (int i = 0; i < 3; ++i) EXPECT_EQ(c->get("/api/lobby").status, 200u);
  HttpAnswer refused = c->get("/api/lobby");
  EXPECT_EQ(refused.status, 429u);
  EXPECT_EQ(refused.error_code(), "too_many_requests");
  EXPECT_FALSE(refused.headers["Retry-After"].empty());
  EXPECT_NE(refused.body.find("this connection"), std::string::npos) << refused.body;
  // The connection stays open, and another one has its own budget.
  EXPECT_EQ(http()->get("/api/lobby").status, 200u);
}

TEST_P(EdgeLimits, AnAddressHasOneBudgetOverAllItsConnections) {
  restart_server_with({"--address-rate", "0.1", "--address-burst", "6"});
  for (int i = 0; i < 6; ++i) EXPECT_EQ(http()->get("/api/lobby").status, 200u) << i;
  HttpAnswer refused = http()->get("/api/lobby");
  EXPECT_EQ(refused.status, 429u);
  EXPECT_NE(refused.body.find("your address"), std::string::npos) << refused.body;
  // The line protocol draws on the same budget.
  line::testing::LineClient line_client(server_->port());
  line_client.read_block();  // hello
  EXPECT_TRUE(line_client.command("help").contains("your address"));
  // Another address is not concerned.
  EXPECT_EQ(HttpClient(http_port_, "127.0.0.2").get("/api/lobby").status, 200u);
}

TEST_P(EdgeLimits, SignupsPerAddressAreBoundedOverBothTransports) {
  restart_server_with({"--signups-per-hour", "2"});
  sign_up("alice");
  line::testing::LineClient line_client(server_->port());
  line_client.read_block();  // hello
  EXPECT_FALSE(line_client.command("signup bob bobpwkifu77").subject.starts_with("Error"));
  HttpAnswer refused =
      http()->post("/api/signup", {{"user", "carol"}, {"password", "carolpwkifu77"}});
  EXPECT_EQ(refused.status, 429u) << refused.body;
  EXPECT_TRUE(line_client.command("signup dave davepwkifu77").contains("too many new accounts"));
  EXPECT_EQ(http()->get("/api/users/carol").status, 404u);
  EXPECT_EQ(http()->get("/api/users/dave").status, 404u);
  // Another address has its own budget.
  HttpAnswer elsewhere =
      HttpClient(http_port_, "127.0.0.2")
          .post("/api/signup", {{"user", "carol"}, {"password", "carolpwkifu77"}});
  EXPECT_EQ(elsewhere.status, 201u) << elsewhere.body;
}

TEST_P(EdgeLimits, AUsersActionsAreBoundedWhateverTheirConnections) {
  restart_server_with({"--user-rate", "0.1", "--user-burst", "3"});
  std::string bob = sign_up("bob");
  sign_up("wanda");
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(
        http()->post("/api/games", {{"variant", "torishogi"}, {"opponent", "wanda"}}, bob).status,
        201u);
  HttpAnswer refused =
      HttpClient(http_port_, "127.0.0.3")
          .post("/api/games", {{"variant", "torishogi"}, {"opponent", "wanda"}}, bob);
  EXPECT_EQ(refused.status, 429u) << refused.body;
  EXPECT_NE(refused.body.find("by bob"), std::string::npos) << refused.body;
  // Reading is not acting.
  EXPECT_EQ(http()->get("/api/me", bob).status, 200u);
}

// A failed login's answer waits out its delay, and the block ends with it: a second connection
// sees the block while the first one's answer is still held. Tried again until the failure has
// reached the server (a try before it simply logs in). The failure is known only once its
// password has been hashed, which on a loaded machine (tests running beside it) can take seconds:
// up to 30 s of tries, paced under the address's request rate (10 a second) so that it is the
// login block that refuses them and not the rate limit.
HttpAnswer login_until_refused(unsigned short port, const std::string& from) {
  HttpAnswer a;
  for (int i = 0; i < 200; ++i) {
    a = HttpClient(port, from).post("/api/login", {{"user", "bob"}, {"password", "bobpwkifu77"}});
    if (a.status == 429u) break;
    std::this_thread::sleep_for(150ms);
  }
  return a;
}

TEST_P(EdgeLimits, FailedLoginsOnTheLineProtocolCountForHttpToo) {
  sign_up("bob");
  line::testing::LineClient line_client(server_->port());
  line_client.read_block();  // hello
  // The first failure blocks the address for only 250 ms, shorter than one try's password
  // hashing on a loaded machine; each failure doubles the next one's delay, so after three the
  // fourth blocks for 2 s, which the tries below cannot miss.
  for (int failures = 0, tries = 0; failures < 3 && tries < 20; ++tries) {
    line_client.send_line("login wanda wrong");
    if (line_client.reply().contains("wrong userid or password")) ++failures;
  }
  line_client.send_line("login wanda wrong");  // its answer is held back a while
  HttpAnswer blocked = login_until_refused(http_port_, "127.0.0.1");
  EXPECT_EQ(blocked.status, 429u) << blocked.body;
  EXPECT_NE(blocked.body.find("nothing was checked"), std::string::npos) << blocked.body;
  EXPECT_TRUE(line_client.reply().contains("login failed"));
}

TEST_P(EdgeLimits, GuessesFromOneAddressNeverLockThePlayerOutFromAnother) {
  sign_up("bob");
  HttpClient attacker(http_port_, "127.0.0.2");
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(attacker.post("/api/login", {{"user", "bob"}, {"password", "guess"}}).status, 401u);
  auto held = std::async(std::launch::async, [&] {
    return attacker.post("/api/login", {{"user", "bob"}, {"password", "guess"}});
  });
  EXPECT_EQ(login_until_refused(http_port_, "127.0.0.2").status, 429u);
  // While the attacker's address is blocked, bob logs in from his own at once.
  HttpAnswer victim = http()->post("/api/login", {{"user", "bob"}, {"password", "bobpwkifu77"}});
  EXPECT_EQ(victim.status, 200u) << victim.body;
  EXPECT_EQ(held.get().status, 401u);
}

// Ordering, not timing: eight signups at the real Argon2id cost are queued before one GET; with
// the hashing on the I/O thread the GET's answer would come after all of them.
TEST_P(EdgeLimits, SignupsBeingHashedDoNotHoldOtherRequests) {
  restart_server_with({"--signups-per-hour", "100"});
  std::vector<std::unique_ptr<HttpClient>> clients;
  for (int i = 0; i < 8; ++i) clients.push_back(http());
  std::vector<std::future<HttpAnswer>> signups;
  std::atomic<int> answered{0};
  for (int i = 0; i < 8; ++i)
    signups.push_back(std::async(std::launch::async, [&, i] {
      auto a = clients[i]->post("/api/signup", {{"user", "player" + std::to_string(i)},
                                                {"password", "secretword" + std::to_string(i)}});
      ++answered;
      return a;
    }));
  std::this_thread::sleep_for(50ms);  // let the signups reach the server first
  auto reader = http();
  EXPECT_EQ(reader->get("/api/lobby").status, 200u);
  int signups_done_before_the_get = answered.load();
  for (auto& s : signups) EXPECT_EQ(s.get().status, 201u);
  // Hashed on the I/O thread, all eight would come first (they were read first).
  EXPECT_LE(signups_done_before_the_get, 2);
}

TEST_P(EdgeLimits, ChatLinesPerUserAreBoundedOverEveryTransport) {
  restart_server_with({"--chat-rate", "0.01", "--chat-burst", "3"});
  std::string bob = sign_up("bob");
  sign_up("wanda");
  challenge(bob, "wanda");
  const std::string chat = "/api/games/torishogi/101/chat";
  for (int i = 0; i < 2; ++i)
    EXPECT_EQ(http()->post(chat, {{"text", "hello " + std::to_string(i)}}, bob).status, 200u);
  WsClient stream(http_port_, "/api/games/torishogi/101/ws?token=" + bob);
  ASSERT_TRUE(stream.open());
  stream.send({{"op", "chat"}, {"id", 1}, {"text", "third"}});
  EXPECT_EQ(stream.read_type("ack").value("id", 0), 1);
  stream.send({{"op", "chat"}, {"id", 2}, {"text", "fourth"}});
  json refused = stream.read_type("error");
  EXPECT_EQ(refused.value("code", ""), "too_many_requests") << refused;
  HttpAnswer over_http = http()->post(chat, {{"text", "fifth"}}, bob);
  EXPECT_EQ(over_http.status, 429u);
  line::testing::LineClient line_client(server_->port());
  line_client.read_block();  // hello
  line_client.command("login bob bobpwkifu77");
  EXPECT_TRUE(line_client.command("torishogi chat 101 sixth").contains("too many chat lines"));
  EXPECT_EQ(http()->get("/api/games/torishogi/101").json_body()["game"]["chat"].size(), 3u);
}

// The game's state carries the last page of its chat; the rest comes a page at a time.
TEST_P(EdgeLimits, AGamesChatIsReadAPageAtATime) {
  restart_server_with({"--chat-rate", "1000", "--chat-burst", "1000", "--user-rate", "1000",
                       "--user-burst", "1000", "--rate", "1000", "--burst", "1000",
                       "--address-rate", "1000", "--address-burst", "1000"});
  std::string bob = sign_up("bob");
  sign_up("wanda");
  challenge(bob, "wanda");
  auto c = http();
  for (int i = 1; i <= 60; ++i)
    ASSERT_EQ(c->post("/api/games/torishogi/101/chat", {{"text", "line " + std::to_string(i)}}, bob)
                  .status,
              200u);
  json last = c->get("/api/games/torishogi/101").json_body()["game"]["chat"];
  ASSERT_EQ(last.size(), 50u);
  EXPECT_EQ(last.front()["seq"], 11);
  EXPECT_EQ(last.back()["text"], "line 60");
  json page = c->get("/api/games/torishogi/101/chat?before=11&limit=4").json_body()["lines"];
  ASSERT_EQ(page.size(), 4u);
  EXPECT_EQ(page.front()["seq"], 7);
  EXPECT_EQ(page.back()["text"], "line 10");
  EXPECT_EQ(c->get("/api/games/torishogi/101/chat?before=3").json_body()["lines"].size(), 2u);
  EXPECT_EQ(c->get("/api/games/torishogi/101/chat?limit=0").error_code(), "bad_request");
  EXPECT_EQ(c->get("/api/games/torishogi/101/chat?before=x").error_code(), "bad_request");
  EXPECT_EQ(c->get("/api/games/torishogi/999/chat").status, 404u);
  // A stream opened now starts from the same last page, and hears the next line.
  WsClient stream(http_port_, "/api/games/torishogi/101/ws");
  EXPECT_EQ(stream.read_type("state")["game"]["chat"].size(), 50u);
  c->post("/api/games/torishogi/101/chat", {{"text", "line 61"}}, bob);
  EXPECT_EQ(stream.read_type("chat")["line"]["seq"], 61);
}

// Lists are read a page at a time: the database is asked for one page, not every game.
TEST_P(EdgeLimits, AUsersGamesComeAPageAtATime) {
  std::string bob = sign_up("bob");
  sign_up("wanda");
  for (int i = 0; i < 7; ++i) challenge(bob, "wanda");  // games 101 to 107
  auto c = http();
  json first = c->get("/api/users/bob/games?variant=torishogi&limit=3").json_body();
  ASSERT_EQ(first["games"].size(), 3u) << first;
  EXPECT_EQ(first["games"][0]["number"], 107);
  EXPECT_EQ(first["next_before"], 105);
  json second = c->get("/api/users/bob/games?variant=torishogi&limit=3&before=105").json_body();
  ASSERT_EQ(second["games"].size(), 3u) << second;
  EXPECT_EQ(second["games"][0]["number"], 104);
  json last = c->get("/api/users/bob/games?variant=torishogi&limit=3&before=102").json_body();
  ASSERT_EQ(last["games"].size(), 1u) << last;
  EXPECT_TRUE(last["next_before"].is_null());
  EXPECT_EQ(c->get("/api/users/bob/games").json_body()["games"].size(), 7u);
  EXPECT_EQ(c->get("/api/users/bob/games?before=105").error_code(), "bad_request");
  EXPECT_EQ(c->get("/api/users/bob/games?limit=201").error_code(), "bad_request");
}

TORI_WEB_TESTS(EdgeLimits);

}  // namespace
}  // namespace tori::server::web::testing
