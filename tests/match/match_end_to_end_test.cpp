// Whole matches through real processes: `tori engine` against itself in both dialects and under
// every kind of clock, and misbehaving fake engines that must lose for the right reason. Small
// depths and short clocks keep it quick; nothing here asserts on speed.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>

#include "match/match_runner.h"
#include "match/record_sink.h"
#include "notation/record_io.h"

namespace tori::match {
namespace {

using namespace std::chrono_literals;

const std::string TORI_START = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";

std::string tori_engine() { return std::string(TORI_BINARY) + " engine"; }

std::string fake_engine(const std::string& mode) {
  return "sh " + std::string(TORI_TEST_DATA_DIR) + "/match/fake_engine.sh " + mode;
}

EngineConfig engine(const std::string& command, ProtocolChoice protocol = ProtocolChoice::AUTO) {
  EngineConfig c;
  c.command = command;
  c.protocol = protocol;
  c.hash_mb = 8;
  return c;
}

MatchOptions depth_match(const std::string& engine1, const std::string& engine2, int games) {
  MatchOptions o;
  o.engines = {engine(engine1), engine(engine2)};
  o.openings = {TORI_START};
  o.games = games;
  o.time_control.kind = MatchTimeControl::Kind::DEPTH;
  o.time_control.depth = 1;
  o.max_plies = 200;
  return o;
}

// A fresh folder for one test's records.
std::filesystem::path scratch(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() /
             ("tori_match_" + name + "_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The games of a PGN file, one text each.
std::vector<std::string> pgn_games(const std::string& text) {
  std::vector<std::string> games;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t next = text.find("\n[Event ", start);
    games.push_back(text.substr(start, next == std::string::npos ? next : next + 1 - start));
    if (next == std::string::npos) break;
    start = next + 1;
  }
  return games;
}

struct Played {
  MatchState state;
  std::vector<FinishedGame> games;
};

Played play(const MatchOptions& options) {
  Played played;
  std::mutex mutex;
  MatchCallbacks callbacks;
  callbacks.on_game = [&](const FinishedGame& game, const MatchState&) {
    std::lock_guard lock(mutex);
    played.games.push_back(game);
  };
  auto result = run_match(options, callbacks);
  EXPECT_TRUE(result) << (result ? "" : result.error().message);
  if (result) played.state = *result;
  return played;
}

void expect_no_forfeits(const MatchState& s) {
  for (int e = 0; e < 2; ++e)
    for (Forfeit f : {Forfeit::ILLEGAL_MOVE, Forfeit::TIME, Forfeit::CRASH})
      EXPECT_EQ(s.forfeits[std::size_t(e)][int(f)], 0)
          << s.names[std::size_t(e)] << " lost by " << forfeit_name(f);
}

TEST(MatchEndToEndTest, ToriAgainstItselfSavesEveryGame) {
  auto dir = scratch("self");
  MatchOptions o = depth_match(tori_engine(), tori_engine(), 4);
  o.variant = VariantId::TORI;
  o.openings = {TORI_START, "rpckcpl/3f3/ssss1ss/2s1S2/SSSS1SS/3F3/LPCKCPR b - 1"};
  o.time_control.depth = 2;
  o.concurrency = 2;
  o.pgn_path = (dir / "games.pgn").string();
  o.kif_dir = (dir / "kif").string();
  Played played = play(o);
  const MatchState& s = played.state;
  EXPECT_EQ(s.games_played, 4);
  EXPECT_FALSE(s.stopped);
  EXPECT_EQ(s.trinomial.games(), 4);
  EXPECT_EQ(s.pentanomial.pairs(), 2);
  EXPECT_NE(s.names[0], s.names[1]);  // the same program, told apart
  expect_no_forfeits(s);
  ASSERT_EQ(played.games.size(), 4u);

  auto pgns = pgn_games(slurp(o.pgn_path));
  ASSERT_EQ(pgns.size(), 4u);
  for (const FinishedGame& game : played.games) {
    EXPECT_NE(game.report.outcome, Outcome::ONGOING) << game.report.reason;
    auto kif = read_record(slurp(dir / "kif" / RecordSink::kif_file_name(game.number)));
    ASSERT_TRUE(kif) << kif.error().message;
    EXPECT_EQ(kif->outcome, game.report.outcome);
    EXPECT_EQ(int(kif->moves.size()), game.report.plies);
    EXPECT_EQ(kif->black, game.report.record.black);
    bool in_pgn = false;
    for (const std::string& text : pgns) {
      auto pgn = read_record(text);
      ASSERT_TRUE(pgn) << pgn.error().message;
      EXPECT_NE(pgn->outcome, Outcome::ONGOING);
      in_pgn = in_pgn || pgn->round == std::to_string(game.number);
    }
    EXPECT_TRUE(in_pgn) << "game " << game.number;
  }
  // Each opening was played with both colours: engine 1 is Black in the pair's first game.
  for (const FinishedGame& game : played.games)
    EXPECT_EQ(game.engine1_color, game.number % 2 == 1 ? BLACK : WHITE);
  std::filesystem::remove_all(dir);
}

TEST(MatchEndToEndTest, UciAgainstUsiOnAClock) {
  MatchOptions o = depth_match(tori_engine(), tori_engine(), 2);
  o.engines[0].protocol = ProtocolChoice::UCI;
  o.engines[1].protocol = ProtocolChoice::USI;
  o.time_control = *parse_fischer("2+0.05");
  o.time_margin_ms = 500;  // a loaded test machine must not cost a game
  o.max_plies = 40;
  o.concurrency = 2;
  Played played = play(o);
  EXPECT_EQ(played.state.games_played, 2);
  expect_no_forfeits(played.state);
  for (const FinishedGame& game : played.games) {
    EXPECT_NE(game.report.outcome, Outcome::ONGOING);
    EXPECT_EQ(game.report.record.time_control, "2+0.05");
  }
}

TEST(MatchEndToEndTest, YariWithByoyomi) {
  MatchOptions o = depth_match(tori_engine(), tori_engine(), 2);
  o.variant = VariantId::YARI;
  o.openings = {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR b - 1"};
  o.time_control = *parse_byoyomi("0.5+0.1");
  o.time_margin_ms = 500;
  o.max_plies = 30;
  Played played = play(o);
  EXPECT_EQ(played.state.games_played, 2);
  expect_no_forfeits(played.state);
  for (const FinishedGame& game : played.games) {
    EXPECT_EQ(game.report.record.variant, VariantId::YARI);
    EXPECT_NE(game.report.outcome, Outcome::ONGOING);
  }
}

// A fake engine as engine 1 loses both games of the pair, each time for `reason`.
void expect_forfeits(const MatchOptions& o, Forfeit reason, const std::string& words) {
  Played played = play(o);
  const MatchState& s = played.state;
  EXPECT_EQ(s.games_played, 2);
  EXPECT_EQ(s.trinomial.losses, 2);
  EXPECT_EQ(s.forfeits[0][int(reason)], 2);
  EXPECT_EQ(s.forfeits[1][int(reason)], 0);
  for (const FinishedGame& game : played.games) {
    EXPECT_EQ(game.report.forfeit, reason);
    EXPECT_NE(game.report.reason.find(words), std::string::npos) << game.report.reason;
    const auto& comments = game.report.record.comments;
    EXPECT_NE(std::find(comments.begin(), comments.end(), game.report.reason), comments.end());
  }
}

TEST(MatchEndToEndTest, IllegalMoveLoses) {
  expect_forfeits(depth_match(fake_engine("illegal"), tori_engine(), 2), Forfeit::ILLEGAL_MOVE,
                  "illegal move 'P*4d'");
}

TEST(MatchEndToEndTest, UnreadableBestmoveLoses) {
  expect_forfeits(depth_match(fake_engine("garbled"), tori_engine(), 2), Forfeit::ILLEGAL_MOVE,
                  "unreadable bestmove");
}

TEST(MatchEndToEndTest, CrashLoses) {
  expect_forfeits(depth_match(fake_engine("crash"), tori_engine(), 2), Forfeit::CRASH,
                  "loses by crash");
}

TEST(MatchEndToEndTest, TimeForfeitLoses) {
  MatchOptions o = depth_match(fake_engine("slow"), tori_engine(), 2);
  // The fake sleeps 5 s; the clock and margin leave our engine 2.5 s for its one move, which a
  // loaded machine needs (at 0.3 s + 100 ms it once lost on time beside a match on both cores).
  o.time_control = *parse_fischer("1+0");
  o.time_margin_ms = 1500;
  expect_forfeits(o, Forfeit::TIME, "loses by time");
}

TEST(MatchEndToEndTest, ResignationIsNoForfeit) {
  Played played = play(depth_match(fake_engine("resign"), tori_engine(), 2));
  EXPECT_EQ(played.state.trinomial.losses, 2);
  expect_no_forfeits(played.state);
}

TEST(MatchEndToEndTest, SprtStopsEarly) {
  MatchOptions o = depth_match(fake_engine("illegal"), tori_engine(), 20);
  o.sprt = SprtSettings{};
  Played played = play(o);
  EXPECT_EQ(played.state.verdict, SprtVerdict::H0);
  EXPECT_TRUE(played.state.stopped);
  EXPECT_LT(played.state.games_played, 20);
  EXPECT_LT(played.state.llr, played.state.sprt->lower());
}

TEST(MatchEndToEndTest, AnEngineThatWillNotStartIsASetupError) {
  MatchOptions o = depth_match(fake_engine("silent"), tori_engine(), 2);
  o.engines[0].handshake_timeout = 300ms;
  auto result = run_match(o);
  ASSERT_FALSE(result);
  EXPECT_NE(result.error().message.find("engine 1"), std::string::npos) << result.error().message;
  o.engines[0].command = "/nonexistent/engine";
  EXPECT_FALSE(run_match(o));
}

}  // namespace
}  // namespace tori::match
