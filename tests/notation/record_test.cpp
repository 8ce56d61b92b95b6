// Game records: the hand-written samples in tests/data/records import to the games they hold,
// KIF written by us is KIF, every format round-trips hundreds of random games of both variants,
// and malformed records come back as errors that name the line, never as crashes.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "core/fen.h"
#include "notation/move_notation.h"
#include "notation/record_io.h"

namespace tori {
namespace {

std::string read_data(const std::string& name) {
  std::ifstream in(std::string(TORI_TEST_DATA_DIR) + "/records/" + name, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  EXPECT_FALSE(bytes.str().empty()) << name;
  return bytes.str();
}

RecordedGame read_ok(std::string_view bytes, std::optional<RecordFormat> format = {},
                     const ReadOptions& options = {}) {
  auto record = read_record(bytes, format, options);
  EXPECT_TRUE(record.ok()) << (record ? "" : record.error().to_string());
  return record ? *record : RecordedGame{};
}

template <class V>
Position<V> final_position(const RecordedGame& record) {
  auto game = replay<V>(record);
  EXPECT_TRUE(game.ok()) << (game ? "" : game.error().to_string());
  return game ? game->position() : Position<V>();
}

template <class V>
std::string final_sfen(const RecordedGame& record) {
  return to_sfen(final_position<V>(record));
}

std::vector<Move> moves_of(const RecordedGame& record) {
  std::vector<Move> moves;
  for (const RecordedMove& m : record.moves) moves.push_back(m.move);
  return moves;
}

void expect_same_record(const RecordedGame& a, const RecordedGame& b) {
  EXPECT_EQ(a.variant, b.variant);
  EXPECT_EQ(a.black, b.black);
  EXPECT_EQ(a.white, b.white);
  EXPECT_EQ(a.date, b.date);
  EXPECT_EQ(a.end_date, b.end_date);
  EXPECT_EQ(a.event, b.event);
  EXPECT_EQ(a.site, b.site);
  EXPECT_EQ(a.handicap, b.handicap);
  EXPECT_EQ(a.start_sfen, b.start_sfen);
  EXPECT_EQ(a.time_control, b.time_control);
  EXPECT_EQ(a.outcome, b.outcome);
  EXPECT_EQ(a.termination, b.termination);
  EXPECT_EQ(a.comments, b.comments);
  ASSERT_EQ(a.moves.size(), b.moves.size());
  for (std::size_t i = 0; i < a.moves.size(); ++i) {
    EXPECT_EQ(a.moves[i].move, b.moves[i].move) << "move " << i + 1;
    EXPECT_EQ(a.moves[i].seconds, b.moves[i].seconds) << "move " << i + 1;
    EXPECT_EQ(a.moves[i].comment, b.moves[i].comment) << "move " << i + 1;
  }
}

// The hand-written Tori game (59 moves, Black mates with a right quail drop on 5e).
constexpr std::string_view TORI_FINAL =
    "sp1P1p1/Lcsl1f1/1s1s1s1/2k1S2/1SRSSS1/3K3/1P3C1 w R5Sf2cs 60";
constexpr std::string_view YARI_FINAL =
    "rn4k/5+B1/pppNN2/4+P1p/3p3/1P1b3/P1P1+pPP/2K4/RB4R w N2P 51";

// --- the samples ---

TEST(RecordSamples, ToriKifImports) {
  std::string bytes = read_data("tori_game.kif");
  EXPECT_EQ(detect_record_format(bytes), RecordFormat::KIF);
  RecordedGame r = read_ok(bytes);
  EXPECT_EQ(r.variant, VariantId::TORI);
  ASSERT_EQ(r.moves.size(), 59u);
  EXPECT_EQ(final_sfen<Tori>(r), TORI_FINAL);
  // The record closes with 投了, but the rules find the mate.
  EXPECT_EQ(r.outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(r.termination, Termination::CHECKMATE);
  EXPECT_EQ(r.black, "青木 翼");
  EXPECT_EQ(r.white, "佐藤 隼人");
  EXPECT_EQ(r.date, "2024-05-18T14:00:00");
  EXPECT_EQ(r.end_date, "2024-05-18T14:21:36");
  EXPECT_EQ(r.event, "鳥将棋研究会 例会");
  EXPECT_EQ(r.site, "東京");
  EXPECT_EQ(r.time_control, "各15分");
  EXPECT_EQ(r.handicap, "");
  EXPECT_EQ(r.moves[0].seconds, 3.0);
  EXPECT_EQ(r.moves[27].seconds, 63.0);
  EXPECT_EQ(r.moves[0].comment, "初手は定跡通り燕を取る。");
  EXPECT_EQ(r.moves[27].comment, "後手、右鶉を５五に打ち込む。\n先手陣の中央を狙う。");
  EXPECT_EQ(r.moves[1].comment, "");
}

TEST(RecordSamples, ShiftJisAndUtf8GiveTheSameRecord) {
  std::string sjis = read_data("tori_game.sjis.kif");
  ASSERT_NE(sjis, read_data("tori_game.kif"));  // really another encoding
  expect_same_record(read_ok(sjis), read_ok(read_data("tori_game.kif")));
}

TEST(RecordSamples, ToriPgnHoldsTheSameGame) {
  std::string bytes = read_data("tori_game.pgn");
  EXPECT_EQ(detect_record_format(bytes), RecordFormat::PGN);
  RecordedGame pgn = read_ok(bytes);
  RecordedGame kif = read_ok(read_data("tori_game.kif"));
  EXPECT_EQ(moves_of(pgn), moves_of(kif));
  EXPECT_EQ(final_sfen<Tori>(pgn), TORI_FINAL);
  EXPECT_EQ(pgn.outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(pgn.termination, Termination::CHECKMATE);
  // pychess's "White" is the first player: our Black.
  EXPECT_EQ(pgn.black, "Aoki");
  EXPECT_EQ(pgn.white, "Sato");
  EXPECT_EQ(pgn.date, "2024-05-18");
  EXPECT_EQ(pgn.event, "Casual game");
  EXPECT_EQ(pgn.round, "");
  EXPECT_EQ(pgn.time_control, "900+0");
  EXPECT_EQ(pgn.moves[0].comment, "The usual first move: take the swallow.");
  EXPECT_EQ(pgn.moves[29].comment, "The swallow promotes to a goose.");
}

TEST(RecordSamples, YariHandicapKifImports) {
  RecordedGame r = read_ok(read_data("yari_handicap.kif"));
  EXPECT_EQ(r.variant, VariantId::YARI);
  EXPECT_EQ(r.handicap, "2p");
  ASSERT_EQ(r.moves.size(), 50u);
  EXPECT_EQ(final_sfen<Yari>(r), YARI_FINAL);
  EXPECT_EQ(r.outcome, Outcome::BLACK_WINS);  // 上手 (White) resigned
  EXPECT_EQ(r.termination, Termination::RESIGNATION);
  EXPECT_EQ(r.black, "村上 葵");
  EXPECT_EQ(r.white, "高橋 健一");
  EXPECT_EQ(r.date, "2023-11-03T13:30");
  EXPECT_EQ(r.moves[49].seconds, 32.0);
}

TEST(RecordSamples, CustomStartKifImports) {
  std::string bytes = read_data("custom_start.kif");
  ASSERT_EQ(bytes.substr(0, 3), "\xEF\xBB\xBF");  // with a byte order mark
  RecordedGame r = read_ok(bytes);
  EXPECT_EQ(r.variant, VariantId::TORI);  // no 棋種: told by the kanji
  EXPECT_EQ(r.start_sfen, "sp1P1p1/Lcsl1f1/1sks1s1/4S2/1SCSSS1/7/1P1K1C1 w 2R3Sfc3s 1");
  ASSERT_EQ(r.moves.size(), 6u);
  EXPECT_EQ(r.outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(r.termination, Termination::CHECKMATE);
  EXPECT_EQ(r.comments, std::vector<std::string>{"後手の燕打ちから。先手は右鶉二枚を持っている。"});
  EXPECT_EQ(r.moves[3].comment, "５四の燕を取って右鶉打ちの筋を作る。");
  EXPECT_FALSE(r.moves[0].seconds.has_value());
  // The same final position as the full game, whose last six moves these are.
  std::string full(TORI_FINAL.substr(0, TORI_FINAL.rfind(' ')));
  EXPECT_EQ(final_sfen<Tori>(r), full + " 7");
}

// --- KIF written by us ---

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::stringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Header lines, the move list line, moves numbered 1..n, the closing and result lines.
void expect_valid_kif(const std::string& text, std::size_t moves, const std::string& result) {
  auto lines = lines_of(text);
  ASSERT_GT(lines.size(), moves + 3);
  EXPECT_EQ(lines[0], "#KIF version=2.0 encoding=UTF-8");
  std::size_t list = 0;
  while (list < lines.size() && lines[list] != "手数----指手---------消費時間--") ++list;
  ASSERT_LT(list, lines.size());
  for (std::size_t i = 1; i < list; ++i)
    EXPECT_NE(lines[i].find("："), std::string::npos) << lines[i];
  std::size_t expected = 1;
  for (std::size_t i = list + 1; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (line.empty() || line[0] == '*' || line.starts_with("まで")) continue;
    EXPECT_EQ(std::stoul(line.substr(0, 4)), expected) << line;
    EXPECT_EQ(line[4], ' ') << line;
    ++expected;
  }
  EXPECT_GE(expected, moves + 1);
  EXPECT_EQ(lines.back(), result);
}

TEST(KifWriter, WritesValidKifThatReadsBack) {
  RecordedGame original = read_ok(read_data("tori_game.kif"));
  std::string text = write_kif(original);
  expect_valid_kif(text, 59, "まで59手で詰み");
  EXPECT_NE(text.find("棋種：鳥将棋\n"), std::string::npos);
  EXPECT_NE(text.find("手合割：平手\n"), std::string::npos);
  EXPECT_NE(text.find("先手：青木 翼\n"), std::string::npos);
  EXPECT_NE(text.find("   1 ３三燕(34)   ( 0:03/00:00:03)\n"), std::string::npos);
  EXPECT_NE(text.find("   2 同　鷹(42)   ( 0:08/00:00:08)\n"), std::string::npos);
  EXPECT_NE(text.find("  30 ２七燕成(26) ( 0:38/00:06:43)\n"), std::string::npos);
  EXPECT_NE(text.find("  60 詰み\n"), std::string::npos);
  expect_same_record(read_ok(text), original);
}

TEST(KifWriter, HandicapGamesName上手And下手) {
  RecordedGame original = read_ok(read_data("yari_handicap.kif"));
  std::string text = write_kif(original);
  expect_valid_kif(text, 50, "まで50手で下手の勝ち");
  EXPECT_NE(text.find("棋種：槍将棋\n"), std::string::npos);
  EXPECT_NE(text.find("手合割：二枚落ち\n"), std::string::npos);
  EXPECT_NE(text.find("下手：村上 葵\n"), std::string::npos);
  EXPECT_NE(text.find("上手：高橋 健一\n"), std::string::npos);
  EXPECT_NE(text.find("  51 投了\n"), std::string::npos);
  expect_same_record(read_ok(text), original);
}

// The server keeps every game's start as a SFEN: the variant's start is still 平手, a handicap's
// start still its name.
TEST(KifWriter, AStartSfenThatIsTheNormalStartIsWritten平手) {
  Game<Tori> game;
  ASSERT_TRUE(game.play(*parse_move(game.position(), "3d3c", MoveNotation::USI)));
  RecordedGame record = record_of(game);
  record.start_sfen = to_sfen(start_position<Tori>());
  std::string text = write_kif(record);
  EXPECT_NE(text.find("手合割：平手\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("開始局面"), std::string::npos) << text;
  EXPECT_EQ(write_pgn(record).find("[FEN"), std::string::npos);

  RecordedGame handicap = read_ok(read_data("yari_handicap.kif"));
  handicap.start_sfen = std::string(Yari::HANDICAPS[2].sfen);
  ASSERT_EQ(std::string(Yari::HANDICAPS[2].code), "2p");  // the one the record plays
  handicap.handicap.clear();
  text = write_kif(handicap);
  EXPECT_NE(text.find("手合割：二枚落ち\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("開始局面"), std::string::npos) << text;
}

TEST(KifWriter, CustomStartIsWrittenAsSfen) {
  RecordedGame original = read_ok(read_data("custom_start.kif"));
  std::string text = write_kif(original);
  EXPECT_NE(text.find("開始局面：sfen " + original.start_sfen + "\n"), std::string::npos);
  EXPECT_EQ(text.find("手合割"), std::string::npos);
  expect_same_record(read_ok(text), original);
}

TEST(KifWriter, EveryEndingHasItsClosingLine) {
  struct Case {
    Outcome outcome;
    Termination termination;
    std::string closing, result;
  };
  // One move played: White is to move.
  const std::vector<Case> cases = {
      {Outcome::WHITE_WINS, Termination::RESIGNATION, "   2 投了", "まで1手で後手の勝ち"},
      {Outcome::BLACK_WINS, Termination::RESIGNATION, "   2 投了", "まで1手で先手の勝ち"},
      {Outcome::BLACK_WINS, Termination::TIME, "   2 切れ負け",
       "まで1手で時間切れにより先手の勝ち"},
      {Outcome::DRAW, Termination::AGREEMENT, "   2 引き分け", "まで1手で引き分け"},
      {Outcome::ONGOING, Termination::NONE, "   2 中断", "まで1手で中断"},
  };
  for (const Case& c : cases) {
    Game<Tori> game;
    ASSERT_TRUE(game.play(*parse_move(game.position(), "3d3c", MoveNotation::USI)));
    RecordedGame record = record_of(game);
    record.outcome = c.outcome;
    record.termination = c.termination;
    std::string text = write_kif(record);
    auto lines = lines_of(text);
    EXPECT_EQ(lines[lines.size() - 2], c.closing);
    EXPECT_EQ(lines.back(), c.result);
    RecordedGame back = read_ok(text);
    EXPECT_EQ(back.outcome, c.outcome) << c.result;
    EXPECT_EQ(back.termination, c.termination) << c.result;
  }
}

TEST(KifReader, ReadsForeignClosingLines) {
  const std::string head = "棋種：鳥将棋\n手数----指手---------消費時間--\n   1 ３三燕(34)\n";
  RecordedGame time = read_ok(head + "   2 切れ負け\nまで1手で時間切れにより先手の勝ち\n");
  EXPECT_EQ(time.outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(time.termination, Termination::TIME);
  RecordedGame resign = read_ok(head + "   2 投了\n");  // no result line: the player to move lost
  EXPECT_EQ(resign.outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(resign.termination, Termination::RESIGNATION);
  RecordedGame foul = read_ok(head + "   2 反則勝ち\nまで1手で後手の反則勝ち\n");
  EXPECT_EQ(foul.outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(foul.termination, Termination::PERPETUAL_CHECK);
  RecordedGame variation =
      read_ok(head + "   2 同　鷹(42)   ( 0:01/00:00:01)+\n変化：2手\n   2 ２二鷹(42)\n");
  EXPECT_EQ(variation.moves.size(), 2u);  // the main line only
  EXPECT_EQ(variation.moves[1].seconds, 1.0);
}

// --- PGN and USI ---

TEST(PgnWriter, WritesPychessTags) {
  RecordedGame record = read_ok(read_data("tori_game.pgn"));
  std::string text = write_pgn(record);
  EXPECT_EQ(text.rfind("[Event \"Casual game\"]\n[Site \"Tokyo\"]\n"
                       "[Date \"2024.05.18\"]\n[Round \"-\"]\n[White \"Aoki\"]\n[Black \"Sato\"]\n"
                       "[Result \"1-0\"]\n[TimeControl \"900+0\"]\n[Variant \"torishogi\"]\n",
                       0),
            0u);
  EXPECT_NE(text.find("\n1. Sx33 {The usual first move: take the swallow.} Fx33 2. S*34"),
            std::string::npos);
  EXPECT_NE(text.find("30. R*55 1-0\n"), std::string::npos);
  expect_same_record(read_ok(text), record);
}

TEST(PgnWriter, KeepsWhatKifSaid) {
  RecordedGame kif = read_ok(read_data("tori_game.kif"));
  std::string text = write_pgn(kif);
  EXPECT_NE(text.find("[Result \"1-0\"]\n[Time \"14:00:00\"]\n[TimeControl \"各15分\"]\n"),
            std::string::npos);
  RecordedGame back = read_ok(text);
  kif.end_date = "";  // PGN has no tag for it
  expect_same_record(back, kif);
}

TEST(PgnWriter, HandicapStartsWithFenAndWhitesMove) {
  RecordedGame record = read_ok(read_data("yari_handicap.kif"));
  std::string text = write_pgn(record);
  EXPECT_NE(text.find("[Variant \"yarishogi\"]\n[FEN \"rnnkb2/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] "
                      "b 0 1\"]\n[SetUp \"1\"]\n"),
            std::string::npos);
  EXPECT_NE(text.find("\n1... B-22 {[%emt 0:00:05] 二枚落ちの上手は"), std::string::npos);
  RecordedGame back = read_ok(text);
  EXPECT_EQ(back.handicap, "2p");
  EXPECT_EQ(moves_of(back), moves_of(record));
}

TEST(PgnReader, ReadsOtherNotationsNumbersNagsAndVariations) {
  RecordedGame r = read_ok(
      "[Variant \"Torishogi\"]\n[Result \"0-1\"]\n\n"
      "1.3d3c $2 (1. 7e7d) 4b3c! 2. S*3d; a comment to the end of the line\n"
      "S-1d {[%clk 0:05:00]} 0-1\n");
  ASSERT_EQ(r.moves.size(), 4u);  // USI and Western moves
  EXPECT_EQ(r.outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(r.termination, Termination::NONE);  // "0-1" says who won, not how
  EXPECT_EQ(r.moves[2].comment, "a comment to the end of the line");
  EXPECT_EQ(r.moves[3].comment, "[%clk 0:05:00]");  // the time left, kept as written
}

// A PGN result without a Termination tag names the winner only: nothing says that anyone
// resigned, in the record read, the game replayed or any record written from it.
TEST(PgnReader, AResultWithoutTerminationInventsNoResignation) {
  RecordedGame r = read_ok("[Variant \"torishogi\"]\n[Result \"0-1\"]\n\n1. 3d3c 4b3c 0-1\n");
  EXPECT_EQ(r.outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(r.termination, Termination::NONE);
  auto game = replay<Tori>(r);
  ASSERT_TRUE(game.ok());
  EXPECT_EQ(game->result().outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(game->result().termination, Termination::NONE);
  EXPECT_EQ(game->result().description, "White wins");
  std::string pgn = write_pgn(r);
  EXPECT_EQ(pgn.find("Termination"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[Result \"0-1\"]"), std::string::npos) << pgn;
  std::string kif = write_kif(r);
  EXPECT_EQ(kif.find("投了"), std::string::npos) << kif;
  EXPECT_NE(kif.find("まで2手で後手の勝ち\n"), std::string::npos) << kif;
  for (const std::string& text : {pgn, kif}) {
    RecordedGame back = read_ok(text);
    EXPECT_EQ(back.outcome, Outcome::WHITE_WINS) << text;
    EXPECT_EQ(back.termination, Termination::NONE) << text;
  }
}

// "[%clk ...]" is the time left: kept in the comment (the time a move took cannot be told from
// it), and written back; "[%emt ...]" is the time the move took.
TEST(PgnReader, KeepsClockCommentsAndReadsMoveTimes) {
  RecordedGame r =
      read_ok("[Variant \"torishogi\"]\n\n1. 3d3c {[%clk 0:04:55] fast} 4b3c {[%emt 0:00:07]} *\n");
  ASSERT_EQ(r.moves.size(), 2u);
  EXPECT_EQ(r.moves[0].comment, "[%clk 0:04:55] fast");
  EXPECT_FALSE(r.moves[0].seconds.has_value());
  EXPECT_EQ(r.moves[1].comment, "");
  EXPECT_EQ(r.moves[1].seconds, 7.0);
  EXPECT_NE(write_pgn(r).find("[%clk 0:04:55] fast"), std::string::npos);
}

TEST(UsiRecord, WritesAndReadsPositionCommands) {
  RecordedGame record = read_ok(read_data("tori_game.kif"));
  std::string text = write_usi_record(record);
  EXPECT_EQ(text.rfind("position startpos moves 3d3c 4b3c S*3d S*1f 1g1f ", 0), 0u);
  EXPECT_EQ(detect_record_format(text), RecordFormat::USI);
  RecordedGame back = read_ok(text);
  EXPECT_EQ(moves_of(back), moves_of(record));
  EXPECT_EQ(back.termination, Termination::CHECKMATE);  // the rules say so, not the record
  EXPECT_EQ(read_ok("startpos moves 3d3c").moves.size(), 1u);
  // The variant: from the option, or told by the ranks of an SFEN.
  RecordedGame yari = read_ok("position startpos moves 1g1f", {}, ReadOptions{VariantId::YARI});
  EXPECT_EQ(yari.variant, VariantId::YARI);
  RecordedGame handicap = read_ok(write_usi_record(read_ok(read_data("yari_handicap.kif"))));
  EXPECT_EQ(handicap.variant, VariantId::YARI);
  EXPECT_EQ(handicap.handicap, "2p");
  EXPECT_EQ(final_sfen<Yari>(handicap), YARI_FINAL);
}

TEST(RecordFormats, NamesRoundTrip) {
  for (RecordFormat f : {RecordFormat::KIF, RecordFormat::PGN, RecordFormat::USI})
    EXPECT_EQ(parse_record_format_name(record_format_name(f)), f);
  EXPECT_EQ(parse_record_format_name("KIF"), RecordFormat::KIF);
  EXPECT_FALSE(parse_record_format_name("csa").has_value());
}

// --- replay and record_of ---

TEST(Replay, NamesTheIllegalMove) {
  RecordedGame record = read_ok(read_data("tori_game.kif"));
  record.moves[9].move = record.moves[8].move;  // the same drop again
  auto game = replay<Tori>(record);
  ASSERT_FALSE(game.ok());
  EXPECT_EQ(game.error().message.rfind("move 10 (S*5c): ", 0), 0u) << game.error().message;
  // A writer stops at the illegal move and says why.
  std::string kif = write_kif(record);
  EXPECT_NE(kif.find("#move 10 (S*5c) is illegal: "), std::string::npos);
  EXPECT_NE(kif.find("   9 ５三燕打     ( 0:26/00:01:04)\n#move 10 (S*5c) is illegal: "),
            std::string::npos);
  EXPECT_NE(kif.find("\n  10 中断\nまで9手で中断\n"), std::string::npos);
  std::string pgn = write_pgn(record);
  EXPECT_NE(pgn.find("{move 10 (S*5c) is illegal: square 5c is occupied} *\n"), std::string::npos);
  EXPECT_NE(pgn.find("[Result \"*\"]"), std::string::npos);
}

TEST(Replay, AppliesDeclaredResults) {
  RecordedGame record = read_ok(read_data("yari_handicap.kif"));
  auto game = replay<Yari>(record);
  ASSERT_TRUE(game.ok());
  EXPECT_EQ(game->result().termination, Termination::RESIGNATION);
  EXPECT_EQ(game->result().outcome, Outcome::BLACK_WINS);
  EXPECT_FALSE(replay<Tori>(record).ok());  // a Yari record
}

TEST(RecordOf, KeepsHeaderTimesAndComments) {
  RecordedGame header = read_ok(read_data("yari_handicap.kif"));
  Game<Yari> game = *replay<Yari>(header);
  RecordedGame record = record_of(game, header);
  expect_same_record(record, header);
  Move last = game.moves().back();
  game.undo();
  Move other = game.legal_moves()[0] == last ? game.legal_moves()[1] : game.legal_moves()[0];
  ASSERT_TRUE(game.play(other));
  RecordedGame changed = record_of(game, header);
  EXPECT_EQ(changed.moves.back().move, other);
  EXPECT_FALSE(changed.moves.back().seconds.has_value());
  EXPECT_EQ(changed.moves[48].seconds, header.moves[48].seconds);
  EXPECT_EQ(changed.outcome, game.result().outcome);
}

// --- random games through every format ---

template <class V>
struct RandomGame {
  Game<V> game;
  RecordedGame record;
};

template <class V>
RandomGame<V> random_game(std::mt19937& rng, VariantId id) {
  static const std::vector<std::string> names = {
      "", "Alice", "青木 翼", "O'Brien \"Bob\"", "Ken\\Ji", "山田：太郎"};
  static const std::vector<std::string> comments = {
      "", "", "", "good move", "好手。", "two\nlines", "[bracketed] text"};
  RecordedGame header;
  header.variant = id;
  header.black = names[rng() % names.size()];
  header.white = names[rng() % names.size()];
  header.event = rng() % 2 ? "" : "Club game";
  Position<V> start = start_position<V>();
  if (rng() % 6 == 0) {
    const auto& h = V::HANDICAPS[rng() % V::HANDICAPS.size()];
    header.handicap = std::string(h.code);
    start = parse_sfen<V>(h.sfen).value();
  } else if (rng() % 6 == 0) {  // a custom start: a few random moves in
    Game<V> prefix;
    for (int i = 1 + int(rng() % 12); i > 0 && !prefix.over(); --i) {
      MoveList legal = prefix.legal_moves();
      prefix.play(legal[rng() % legal.size()]);
    }
    start = prefix.position();
    header.start_sfen = to_sfen(start);
  }
  Game<V> game(start);
  bool timed = rng() % 2;
  for (int n = int(rng() % 90); n > 0 && !game.over(); --n) {
    MoveList legal = game.legal_moves();
    Move m = legal[rng() % legal.size()];
    game.play(m);
    std::optional<double> seconds;
    if (timed) seconds = double(rng() % 700);
    header.moves.push_back({m, seconds, comments[rng() % comments.size()]});
  }
  if (!game.over()) {
    switch (rng() % 4) {
      case 0:
        game.resign(Color(rng() % 2));
        break;
      case 1:
        game.lose_on_time(Color(rng() % 2));
        break;
      case 2:
        game.agree_draw();
        break;
      default:
        break;
    }
  }
  return {game, record_of(game, header)};
}

bool ended_by_rules(Termination t) {
  return t == Termination::CHECKMATE || t == Termination::STALEMATE ||
         t == Termination::REPETITION || t == Termination::PERPETUAL_CHECK ||
         t == Termination::MUTUAL_PERPETUAL_CHECK;
}

template <class V>
void round_trip_random_games(VariantId id, unsigned seed, int games) {
  std::mt19937 rng(seed);
  for (int g = 0; g < games; ++g) {
    RandomGame<V> random = random_game<V>(rng, id);
    const RecordedGame& original = random.record;
    for (RecordFormat format : {RecordFormat::KIF, RecordFormat::PGN, RecordFormat::USI}) {
      SCOPED_TRACE("game " + std::to_string(g) + " in " + std::string(record_format_name(format)));
      std::string text = write_record(original, format);
      auto back = read_record(text, format, ReadOptions{id});
      ASSERT_TRUE(back.ok()) << back.error().to_string() << "\n" << text;
      EXPECT_EQ(moves_of(*back), moves_of(original));
      EXPECT_TRUE(final_position<V>(*back) == random.game.position());
      if (format == RecordFormat::USI) {
        bool by_rules = ended_by_rules(original.termination);
        EXPECT_EQ(back->outcome, by_rules ? original.outcome : Outcome::ONGOING);
        continue;
      }
      EXPECT_EQ(back->outcome, original.outcome) << text;
      EXPECT_EQ(back->termination, original.termination) << text;
      EXPECT_EQ(back->black, original.black);
      EXPECT_EQ(back->white, original.white);
      EXPECT_EQ(back->event, original.event);
      for (std::size_t i = 0; i < original.moves.size() && i < back->moves.size(); ++i) {
        EXPECT_EQ(back->moves[i].seconds, original.moves[i].seconds) << "move " << i + 1;
        EXPECT_EQ(back->moves[i].comment, original.moves[i].comment) << "move " << i + 1;
      }
    }
  }
}

TEST(RecordRoundTrip, RandomToriGames) {
  round_trip_random_games<Tori>(VariantId::TORI, 20261121, 200);
}

TEST(RecordRoundTrip, RandomYariGames) {
  round_trip_random_games<Yari>(VariantId::YARI, 19930101, 200);
}

// --- malformed records ---

void expect_error_at_line(std::string_view bytes, int line, std::string_view part,
                          std::optional<RecordFormat> format = {}) {
  auto record = read_record(bytes, format);
  ASSERT_FALSE(record.ok()) << bytes;
  const std::string& message = record.error().message;
  EXPECT_EQ(message.rfind("line " + std::to_string(line) + ": ", 0), 0u) << message;
  EXPECT_NE(message.find(part), std::string::npos) << message;
}

TEST(MalformedRecords, TruncatedKif) {
  std::string kif = read_data("tori_game.kif");
  std::size_t cut = kif.find("  30 ２七");
  ASSERT_NE(cut, std::string::npos);
  std::string truncated = kif.substr(0, cut + std::string("  30 ２七").size());
  int line = 1;
  for (char c : truncated) line += c == '\n';
  expect_error_at_line(truncated, line, "move 30 '２七': expected the kanji of a piece");
}

TEST(MalformedRecords, IllegalMoveInTheMiddle) {
  // 1 ５四燕 takes a swallow; 3 ３六燕打 would be Black's third swallow on file 3.
  expect_error_at_line(
      "棋種：鳥将棋\n手数----指手---------消費時間--\n   1 ５四燕(55)\n   2 同　燕(53)\n"
      "   3 ３六燕打\n   4 ４二鷹(52)\n",
      5, "move 3 '３六燕打': ");
  expect_error_at_line("手数----指手\n   1 ３三燕(34)\n   3 ３三鷹(42)\n", 3, "expected move 2");
}

TEST(MalformedRecords, UnknownPieceKanji) {
  expect_error_at_line("棋種：鳥将棋\n手数----指手---------消費時間--\n   1 ３三龍(34)\n", 3,
                       "move 1 '３三龍(34)': expected the kanji of a piece");
}

TEST(MalformedRecords, BadKifHeaders) {
  expect_error_at_line(
      "棋種：鳥将棋\n開始局面：sfen rpckcpl/3f3/sssssss/9/SSSSSSS/3F3/LPCKCPR b - 1\n", 2,
      "bad start position");
  expect_error_at_line("先手：A\n棋種：大将棋\n", 2, "unknown 棋種");
  expect_error_at_line("棋種：鳥将棋\n手合割：香落ち\n", 2, "unknown 手合割");
  expect_error_at_line("先手：A\n  ７ ６ ５ ４ ３ ２ １\n+---------------------+\n", 2,
                       "expected a header");
  expect_error_at_line("後手の持駒：なし\n", 1, "board diagrams are not read");
  expect_error_at_line("手数----指手\n   1 ３三燕(34)\nnonsense\n", 3, "expected a move line");
}

TEST(MalformedRecords, GarbagePgn) {
  expect_error_at_line("[Event \"x\"]\n[Variant \"torishogi\"]\n\n1. Sx33 Fx33 2. Qh5 Zz9 *\n", 4,
                       "move 3 'Qh5'");
  expect_error_at_line("[Event \"broken\n1. S-44 *\n", 1, "expected a tag pair");
  expect_error_at_line("[Event \"x\"]\n[Variant \"chess\"]\n\n1. e4 *\n", 2, "unknown variant");
  expect_error_at_line("[Event \"x\"]\n\n1. Sx33 {never closed\nFx33 *\n", 3, "never closed");
  expect_error_at_line("[FEN \"not a position\"]\n\n*\n", 1, "bad start position");
  expect_error_at_line("1. S-44 ) S-54\n", 1, "unexpected ')'", RecordFormat::PGN);
}

TEST(MalformedRecords, BadUsiRecords) {
  expect_error_at_line("position startpos moves 3d3c zz\n", 1, "move 2 'zz'");
  expect_error_at_line("position sfen nonsense moves 3d3c\n", 1, "bad start position");
  expect_error_at_line("position startpos 3d3c\n", 1, "expected 'moves'");
  expect_error_at_line("position startpos\nposition startpos\n", 2, "one position command");
  EXPECT_FALSE(read_record("", RecordFormat::USI).ok());
  EXPECT_FALSE(read_record("", RecordFormat::PGN).ok());
}

TEST(MalformedRecords, NeitherUtf8NorShiftJis) {
  expect_error_at_line("#KIF\n\x81\x7f\xff\xfe\n", 2, "neither UTF-8 nor Shift_JIS");
}

// Cuts and damaged bytes anywhere in the samples: a record or an error, never a crash.
TEST(MalformedRecords, DamagedSamplesNeverCrash) {
  std::mt19937 rng(7);
  const std::vector<std::string> samples = {
      read_data("tori_game.kif"), read_data("tori_game.sjis.kif"), read_data("tori_game.pgn"),
      read_data("yari_handicap.kif"), read_data("custom_start.kif")};
  for (int i = 0; i < 600; ++i) {
    std::string bytes = samples[rng() % samples.size()];
    if (i % 2 == 0) {
      bytes.resize(rng() % bytes.size());
    } else {
      for (int k = 1 + int(rng() % 4); k > 0; --k) bytes[rng() % bytes.size()] = char(rng() % 256);
    }
    auto record = read_record(bytes);
    if (!record) {
      EXPECT_FALSE(record.error().message.empty());
    }
  }
}

}  // namespace
}  // namespace tori
