// Whole games over HTTP and WebSocket against the real server: two players and a spectator on
// the game's stream, each seeing every move; offers and answers; chat; records in every format;
// seeks and the lobby stream; a user's own stream; a move made over the line protocol reaching
// the streams.
#include <set>

#include "../server_line/line_client.h"
#include "../server_line/recorded_games.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

using line::testing::TORI_MATE_GAME;

class GamesOverWeb : public WebServerTest {};

bool is_update_with_moves(const json& m, std::size_t moves) {
  return m.value("type", "") == "update" && moves_after(m) == moves;
}

// Reads until every one of `wants` has been met by some message (in any order).
bool read_all(WsClient& c, std::vector<std::function<bool(const json&)>> wants) {
  std::vector<bool> met(wants.size(), false);
  auto all_met = [&] { return std::all_of(met.begin(), met.end(), [](bool b) { return b; }); };
  while (!all_met()) {
    json m = c.read();
    if (m.is_null()) return false;
    for (std::size_t i = 0; i < wants.size(); ++i)
      if (!met[i] && wants[i](m)) met[i] = true;
  }
  return true;
}

TEST_P(GamesOverWeb, TwoPlayersAndASpectatorSeeEveryMoveOfAMate) {
  std::string bob = sign_up("bob"), wanda = sign_up("wanda"), sam = sign_up("sam");
  json game = challenge(bob, "wanda");
  ASSERT_EQ(game["number"], 101);
  const std::string path = "/api/games/torishogi/101";

  auto bob_ws = watch(path, bob);
  // wanda's token in the header rather than the query, as a program (not a browser) may send it
  auto wanda_ws = std::make_unique<WsClient>(http_port_, path + "/ws", wanda);
  ASSERT_TRUE(wanda_ws->open());
  ASSERT_EQ(wanda_ws->read().value("type", ""), "state");
  auto sam_ws = watch(path, sam);
  for (WsClient* c : {bob_ws.get(), wanda_ws.get(), sam_ws.get()}) {
    json count = c->read_until([](const json& m) {
      return m.value("type", "") == "spectators" && m.value("count", -1) == 1;
    });
    EXPECT_FALSE(count.is_null()) << "a client did not hear of the spectator";
  }

  std::vector<WsClient*> everyone = {bob_ws.get(), wanda_ws.get(), sam_ws.get()};
  for (std::size_t i = 0; i < TORI_MATE_GAME.size(); ++i) {
    WsClient& mover = i % 2 == 0 ? *bob_ws : *wanda_ws;
    const std::string& move = TORI_MATE_GAME[i];
    mover.send({{"op", "move"}, {"move", move}, {"ply", i + 1}, {"id", int(i)}});
    for (WsClient* c : everyone) {
      std::vector<std::function<bool(const json&)>> wants = {
          [&](const json& m) { return is_update_with_moves(m, i + 1); }};
      if (c == &mover)
        wants.push_back(
            [&](const json& m) { return m.value("type", "") == "ack" && m["id"] == int(i); });
      ASSERT_TRUE(read_all(*c, wants)) << "move " << i + 1 << " " << move << " not seen";
    }
    if (i == 1) {  // a chat line in the middle of the game, heard by all
      bob_ws->send({{"op", "chat"}, {"text", "good luck"}, {"id", "c"}});
      for (WsClient* c : everyone)
        ASSERT_FALSE(c->read_until([](const json& m) {
                        return m.value("type", "") == "chat" && m["line"]["from"] == "bob" &&
                               m["line"]["text"] == "good luck";
                      }).is_null());
      ASSERT_FALSE(bob_ws
                       ->read_until([](const json& m) {
                         return m.value("type", "") == "ack" && m["id"] == "c";
                       })
                       .is_null());
    }
    if (i == 2) {  // the spectator may not move for wanda
      sam_ws->send({{"op", "move"}, {"move", TORI_MATE_GAME[3]}, {"id", "x"}});
      json e = sam_ws->read_type("error");
      EXPECT_EQ(e.value("code", ""), "not_your_game") << e.dump();
      EXPECT_EQ(e["id"], "x");
    }
  }
  // Every client saw every move, in order, each with the clocks field, and knows the game's
  // moves from the state and the updates alone.
  for (WsClient* c : everyone) {
    std::size_t expected = 1;
    for (const json& m : c->seen())
      if (m.value("type", "") == "update") {
        ASSERT_TRUE(m["game"].contains("clocks"));
        EXPECT_FALSE(m["game"].contains("moves"));  // only the new ones, beside the game
        if (moves_after(m) == expected) ++expected;
      }
    EXPECT_EQ(expected, TORI_MATE_GAME.size() + 1);
    EXPECT_EQ(moves_known(c->seen()),
              std::vector<std::string>(TORI_MATE_GAME.begin(), TORI_MATE_GAME.end()));
    json last;
    for (const json& m : c->seen())
      if (m.value("type", "") == "update") last = m;
    ASSERT_TRUE(last.is_object());
    EXPECT_EQ(last["game"]["result"]["outcome"], "black_wins") << last.dump();
    EXPECT_EQ(last["game"]["result"]["termination"], "checkmate");
    EXPECT_EQ(last["game"]["active"], false);
  }

  auto client = http();
  HttpAnswer state = client->get(path);
  ASSERT_EQ(state.status, 200u);
  json g = state.json_body()["game"];
  EXPECT_EQ(g["moves"].size(), TORI_MATE_GAME.size());
  EXPECT_EQ(g["moves"][0]["written"], TORI_MATE_GAME[0]);
  EXPECT_EQ(g["chat"].size(), 1u);
  EXPECT_EQ(g["spectators"], 1);
  EXPECT_EQ(g["check"], true);  // mated: the side to move is in check
  for (const char* format : {"kif", "pgn", "usi"}) {
    HttpAnswer record = client->get(path + "/record?format=" + format);
    EXPECT_EQ(record.status, 200u) << format;
    EXPECT_EQ(record.headers["Content-Type"], "text/plain; charset=utf-8");
    EXPECT_FALSE(record.body.empty());
  }
  EXPECT_NE(client->get(path + "/record?format=usi").body.find("position"), std::string::npos);
  std::string kif = client->get(path + "/record?format=kif").body;
  EXPECT_NE(kif.find("手合割：平手\n"), std::string::npos) << kif;  // the normal start, named
  EXPECT_EQ(kif.find("開始局面"), std::string::npos) << kif;
  EXPECT_NE(client->get(path + "/record?format=pgn").body.find("[Black \"wanda\"]"),
            std::string::npos);
  json bob_profile = client->get("/api/users/bob").json_body()["user"];
  EXPECT_EQ(bob_profile["ratings"]["torishogi"]["wins"], 1);
  EXPECT_GT(bob_profile["ratings"]["torishogi"]["rating"].get<double>(), 1500.0);
  // The rating history has the game's point, the rating the profile shows, for each player.
  for (const char* user : {"bob", "wanda"}) {
    json profile = client->get(std::string("/api/users/") + user).json_body()["user"];
    json history =
        client->get(std::string("/api/users/") + user + "/ratings").json_body()["history"];
    ASSERT_EQ(history["torishogi"].size(), 1u) << history.dump();
    EXPECT_EQ(history["torishogi"][0]["game"], 101);
    EXPECT_EQ(history["torishogi"][0]["rating"], profile["ratings"]["torishogi"]["rating"]);
    EXPECT_EQ(history["torishogi"][0]["deviation"], profile["ratings"]["torishogi"]["deviation"]);
    EXPECT_TRUE(history["yarishogi"].empty());
  }
  EXPECT_EQ(client->get("/api/users/nobody/ratings").status, 404u);
  json finished = client->get("/api/users/wanda/games?which=finished").json_body();
  ASSERT_EQ(finished["games"].size(), 1u);
  EXPECT_EQ(finished["games"][0]["result"]["outcome"], "black_wins");
}

// An undo takes moves back: the update says from which move the client's list changes, and a
// client that keeps its list as docs/api.md says has the game's moves after every message.
TEST_P(GamesOverWeb, AnUndoTellsTheStreamWhichMovesWereTakenBack) {
  std::string bob = sign_up("bob"), wanda = sign_up("wanda");
  challenge(bob, "wanda");
  const std::string path = "/api/games/torishogi/101";
  auto wanda_ws = watch(path, wanda);
  auto client = http();
  ASSERT_EQ(client->post(path + "/moves", {{"move", "3d-3c"}, {"ply", 1}}, bob).status, 200u);
  ASSERT_EQ(client->post(path + "/moves", {{"move", "4b-3c"}, {"ply", 2}}, wanda).status, 200u);
  HttpAnswer offered = client->post(path + "/offer", {{"kind", "undo"}}, wanda);
  ASSERT_EQ(offered.status, 200u) << offered.body;
  ASSERT_FALSE(wanda_ws->read_until([](const json& m) { return moves_after(m) == 2; }).is_null());
  HttpAnswer accepted = client->post(path + "/answer", {{"accept", true}}, bob);
  ASSERT_EQ(accepted.status, 200u) << accepted.body;
  json undone = wanda_ws->read_until(
      [](const json& m) { return m.value("type", "") == "update" && m["moves_from"] == 1; });
  ASSERT_FALSE(undone.is_null());
  EXPECT_TRUE(undone["moves"].empty());
  EXPECT_EQ(moves_known(wanda_ws->seen()), std::vector<std::string>{"3d-3c"});
  HttpAnswer replayed = client->post(path + "/moves", {{"move", "4b-3c"}, {"ply", 2}}, wanda);
  ASSERT_EQ(replayed.status, 200u) << replayed.body;
  json again = wanda_ws->read_until([](const json& m) { return moves_after(m) == 2; });
  ASSERT_FALSE(again.is_null());
  EXPECT_EQ(again["moves_from"], 1);
  EXPECT_EQ(moves_known(wanda_ws->seen()), (std::vector<std::string>{"3d-3c", "4b-3c"}));
}

TEST_P(GamesOverWeb, DrawOfferedOverHttpAcceptedOverTheStream) {
  std::string bob = sign_up("bob"), wanda = sign_up("wanda");
  challenge(bob, "wanda");
  const std::string path = "/api/games/torishogi/101";
  auto wanda_ws = watch(path, wanda);
  auto client = http();
  HttpAnswer moved = client->post(path + "/moves", {{"move", "3d-3c"}, {"ply", 1}}, bob);
  ASSERT_EQ(moved.status, 200u) << moved.body;
  EXPECT_EQ(moved.json_body()["game"]["move_number"], 2);
  EXPECT_EQ(moved.json_body()["game"]["check"], false);
  HttpAnswer offered = client->post(path + "/offer", {{"kind", "draw"}}, bob);
  ASSERT_EQ(offered.status, 200u) << offered.body;
  json update = wanda_ws->read_until([](const json& m) {
    return m.value("type", "") == "update" && m["game"]["proposal"].is_object();
  });
  ASSERT_FALSE(update.is_null());
  EXPECT_EQ(update["game"]["proposal"]["kind"], "draw");
  EXPECT_EQ(update["game"]["proposal"]["by"], "black");
  // bob cannot answer his own offer
  HttpAnswer own = client->post(path + "/answer", {{"accept", true}}, bob);
  EXPECT_EQ(own.status, 409u) << own.body;
  EXPECT_EQ(own.error_code(), "refused");
  wanda_ws->send({{"op", "answer"}, {"accept", true}, {"id", 7}});
  json ack = wanda_ws->read_type("ack");
  EXPECT_EQ(ack["id"], 7);
  json g = client->get(path).json_body()["game"];
  EXPECT_EQ(g["result"]["outcome"], "draw") << g.dump();
  EXPECT_EQ(g["result"]["termination"], "agreement");
  EXPECT_TRUE(g["proposal"].is_null());
  HttpAnswer late = client->post(path + "/moves", {{"move", "4b-3c"}}, wanda);
  EXPECT_EQ(late.status, 409u);
  EXPECT_EQ(late.error_code(), "refused");
}

TEST_P(GamesOverWeb, AMoveOverTheLineProtocolReachesTheStreams) {
  std::string wanda = sign_up("wanda");
  auto line_bob = std::make_unique<line::testing::LineClient>(server_->port());
  ASSERT_TRUE(line_bob->connected());
  line_bob->read_block();  // hello
  EXPECT_FALSE(line_bob->command("signup bob bobpwkifu77").subject.starts_with("Error"));
  EXPECT_FALSE(line_bob->command("login bob bobpwkifu77").subject.starts_with("Error"));
  EXPECT_FALSE(line_bob->command("torishogi challenge wanda").subject.starts_with("Error"));
  auto wanda_ws = watch("/api/games/torishogi/101", wanda);
  auto spectator = watch("/api/games/torishogi/101");
  EXPECT_FALSE(line_bob->command("torishogi move 101 3d-3c hello").subject.starts_with("Error"));
  for (WsClient* c : {wanda_ws.get(), spectator.get()}) {
    json update = c->read_until([](const json& m) { return is_update_with_moves(m, 1); });
    ASSERT_FALSE(update.is_null());
    EXPECT_EQ(update["headline"], "bob played 3d-3c");
    EXPECT_EQ(update["moves_from"], 0);
    EXPECT_EQ(update["moves"][0]["comment"], "hello");
  }
  // The answer over the stream is stored where the line protocol sees it.
  wanda_ws->send({{"op", "move"}, {"move", "4b-3c"}, {"ply", 2}, {"id", 1}});
  ASSERT_FALSE(wanda_ws->read_type("ack").is_null());
  // ... and pushed to bob, logged in over the line protocol.
  auto pushed = line_bob->wait_push("wanda played 4b-3c");
  EXPECT_TRUE(pushed.has_value());
  line::testing::Block shown = line_bob->command("torishogi show 101");
  EXPECT_TRUE(shown.contains("4b-3c")) << shown.body;
}

TEST_P(GamesOverWeb, SeeksAndTheLobbyStream) {
  std::string bob = sign_up("bob"), wanda = sign_up("wanda");
  auto lobby = std::make_unique<WsClient>(http_port_, "/api/lobby/ws");
  ASSERT_TRUE(lobby->open());
  json first = lobby->read();
  EXPECT_EQ(first.value("type", ""), "lobby");
  EXPECT_TRUE(first["seeks"].empty());

  auto client = http();
  HttpAnswer made = client->post(
      "/api/seeks", {{"variant", "yarishogi"}, {"time", {{"kind", "correspondence"}, {"days", 3}}}},
      bob);
  ASSERT_EQ(made.status, 201u) << made.body;
  int id = made.json_body()["seek"]["id"];
  json added = lobby->read_type("seek_added");
  EXPECT_EQ(added["seek"]["user"], "bob");
  EXPECT_EQ(added["seek"]["time"]["days"], 3);
  EXPECT_EQ(client->get("/api/lobby").json_body()["seeks"].size(), 1u);

  std::string accept = "/api/seeks/" + std::to_string(id) + "/accept";
  EXPECT_EQ(client->post(accept, json::object(), bob).error_code(), "forbidden");
  HttpAnswer taken = client->post(accept, json::object(), wanda);
  ASSERT_EQ(taken.status, 201u) << taken.body;
  json game = taken.json_body()["game"];
  EXPECT_EQ(game["variant"], "yarishogi");
  EXPECT_EQ(game["players"]["black"], "bob");
  EXPECT_EQ(game["players"]["white"], "wanda");
  // The game starts (a notice, as the challenge is stored) before the seek is reported gone.
  EXPECT_TRUE(
      read_all(*lobby, {[&](const json& m) {
                          return m.value("type", "") == "seek_removed" && m["id"] == id &&
                                 m["reason"] == "accepted";
                        },
                        [](const json& m) { return m.value("type", "") == "game_started"; }}));
  EXPECT_EQ(client->post(accept, json::object(), wanda).status, 404u);
  EXPECT_EQ(client->get("/api/lobby").json_body()["games"].size(), 1u);

  HttpAnswer resigned = client->post("/api/games/yarishogi/101/resign", {{"comment", "gg"}}, bob);
  EXPECT_EQ(resigned.status, 200u) << resigned.body;
  json ended = lobby->read_type("game_ended");
  EXPECT_EQ(ended["game"]["number"], 101);

  HttpAnswer second = client->post("/api/seeks", {{"variant", "torishogi"}}, wanda);
  ASSERT_EQ(second.status, 201u);
  std::string seek_path =
      "/api/seeks/" + std::to_string(second.json_body()["seek"]["id"].get<int>());
  EXPECT_EQ(client->request("DELETE", seek_path, "", bob).error_code(), "forbidden");
  EXPECT_EQ(client->request("DELETE", seek_path, "", wanda).status, 200u);
  EXPECT_FALSE(lobby
                   ->read_until([](const json& m) {
                     return m.value("type", "") == "seek_removed" && m["reason"] == "cancelled";
                   })
                   .is_null());
  EXPECT_TRUE(client->get("/api/lobby").json_body()["seeks"].empty());
}

TEST_P(GamesOverWeb, AHandicapChallengeAndSpectatorsComingAndGoing) {
  std::string bob = sign_up("bob"), wanda = sign_up("wanda");
  auto client = http();
  // bob gives two pieces: the giver is White and moves first.
  HttpAnswer made = client->post(
      "/api/games", {{"variant", "yari"}, {"opponent", "wanda"}, {"handicap", "2p"}}, bob);
  ASSERT_EQ(made.status, 201u) << made.body;
  json game = made.json_body()["game"];
  EXPECT_EQ(game["variant"], "yarishogi");
  EXPECT_EQ(game["players"]["white"], "bob");
  EXPECT_EQ(game["to_move"], "white");
  EXPECT_EQ(game["handicap"], "2p");
  EXPECT_EQ(game["rated"], false);
  // wanda names bob first: bob moves first, Black in an even game.
  HttpAnswer second = client->post(
      "/api/games", {{"variant", "torishogi"}, {"opponent", "bob"}, {"first", false}}, wanda);
  ASSERT_EQ(second.status, 201u) << second.body;
  EXPECT_EQ(second.json_body()["game"]["players"]["black"], "bob");

  const std::string path = "/api/games/yarishogi/101";
  auto bob_ws = watch(path, bob);
  {
    auto visitor = watch(path);
    EXPECT_FALSE(bob_ws
                     ->read_until([](const json& m) {
                       return m.value("type", "") == "spectators" && m["count"] == 1;
                     })
                     .is_null());
    EXPECT_EQ(client->get(path).json_body()["game"]["spectators"], 1);
  }  // the visitor leaves
  EXPECT_FALSE(bob_ws
                   ->read_until([](const json& m) {
                     return m.value("type", "") == "spectators" && m["count"] == 0;
                   })
                   .is_null());
  bob_ws->send({{"op", "move"}, {"move", "3a-2b"}, {"ply", 1}, {"id", 1}});
  EXPECT_FALSE(bob_ws->read_type("ack").is_null());
  HttpAnswer kif = client->get(path + "/record");
  EXPECT_EQ(kif.status, 200u);
  EXPECT_NE(kif.body.find("bob"), std::string::npos);
  EXPECT_EQ(client->get("/api/users/bob/games?which=active").json_body()["games"].size(), 2u);
  EXPECT_EQ(client->get("/api/users/bob/games?variant=yarishogi").json_body()["games"].size(), 1u);
  EXPECT_EQ(client->get("/api/users/bob/games?which=someday").status, 400u);
}

TEST_P(GamesOverWeb, AUsersOwnStreamHearsOfChallengesMovesAndTheEnd) {
  std::string bob = sign_up("bob"), wanda = sign_up("wanda"), carol = sign_up("carol");
  auto client = http();
  // Without a token there is no "own" stream; with one, it starts with the user's active games.
  WsClient anonymous(http_port_, "/api/me/ws");
  EXPECT_FALSE(anonymous.open());
  EXPECT_EQ(anonymous.refused_status(), 401u);
  // (A casual game: asked for unrated.)
  ASSERT_EQ(client
                ->post("/api/games",
                       {{"variant", "yarishogi"}, {"opponent", "bob"}, {"rated", false}}, wanda)
                .status,
            201u);
  WsClient bob_own(http_port_, "/api/me/ws", bob);
  ASSERT_TRUE(bob_own.open());
  json first = bob_own.read();
  EXPECT_EQ(first.value("type", ""), "games");
  ASSERT_EQ(first["games"].size(), 1u);
  EXPECT_EQ(first["games"][0]["variant"], "yarishogi");
  EXPECT_EQ(first["games"][0]["rated"], false);

  // A challenge to bob, made over HTTP, reaches his stream; one between others does not.
  ASSERT_EQ(
      client->post("/api/games", {{"variant", "torishogi"}, {"opponent", "carol"}}, wanda).status,
      201u);
  ASSERT_EQ(
      client->post("/api/games", {{"variant", "torishogi"}, {"opponent", "bob"}}, wanda).status,
      201u);
  json challenge = bob_own.read_type("game");
  EXPECT_EQ(challenge["game"]["number"], 102) << challenge;
  EXPECT_EQ(challenge["game"]["players"]["white"], "bob");
  EXPECT_EQ(challenge["game"]["to_move"], "black");
  EXPECT_EQ(challenge["game"]["rated"], true);

  // A move over the line protocol reaches it too, with the headline.
  auto line_wanda = std::make_unique<line::testing::LineClient>(server_->port());
  ASSERT_TRUE(line_wanda->connected());
  line_wanda->read_block();  // hello
  EXPECT_FALSE(line_wanda->command("login wanda wandapwkifu77").subject.starts_with("Error"));
  EXPECT_FALSE(line_wanda->command("torishogi move 102 3d-3c").subject.starts_with("Error"));
  json moved = bob_own.read_type("game");
  EXPECT_EQ(moved["headline"], "wanda played 3d-3c");
  EXPECT_EQ(moved["game"]["to_move"], "white");

  // The end of the game, and carol's stream heard only of her own game.
  EXPECT_EQ(client->post("/api/games/torishogi/102/resign", json::object(), bob).status, 200u);
  json ended = bob_own.read_until(
      [](const json& m) { return m.value("type", "") == "game" && !m["game"]["active"]; });
  ASSERT_FALSE(ended.is_null());
  EXPECT_EQ(ended["game"]["number"], 102);
  WsClient carol_own(http_port_, "/api/me/ws", carol);
  ASSERT_TRUE(carol_own.open());
  json carols = carol_own.read();
  ASSERT_EQ(carols["games"].size(), 1u) << carols;
  EXPECT_EQ(carols["games"][0]["number"], 101);
}

// A challenger who asks the other to move first ("first": false) still challenges them: the one
// who must answer, and move, hears of it, live, on the line protocol and on their own stream.
TEST_P(GamesOverWeb, TheChallengedPlayerHearsOfItWhoeverMovesFirst) {
  std::string bob = sign_up("bob"), wanda = sign_up("wanda");
  WsClient bob_own(http_port_, "/api/me/ws", bob);
  ASSERT_TRUE(bob_own.open());
  EXPECT_EQ(bob_own.read().value("type", ""), "games");
  auto line_bob = std::make_unique<line::testing::LineClient>(server_->port());
  ASSERT_TRUE(line_bob->connected());
  line_bob->read_block();  // hello
  EXPECT_FALSE(line_bob->command("login bob bobpwkifu77").subject.starts_with("Error"));

  HttpAnswer made = http()->post(
      "/api/games", {{"variant", "torishogi"}, {"opponent", "bob"}, {"first", false}}, wanda);
  ASSERT_EQ(made.status, 201u) << made.body;
  json heard = bob_own.read_type("game");
  EXPECT_EQ(heard["game"]["players"]["black"], "bob") << heard;
  EXPECT_NE(heard.value("headline", "").find("begins"), std::string::npos) << heard;
  auto pushed = line_bob->read_block();
  EXPECT_EQ(pushed.kind, "push");
  EXPECT_TRUE(pushed.contains("begins")) << pushed.subject << pushed.body;
}

TORI_WEB_TESTS(GamesOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
