// Move notations: the examples of the seeds and the issue read to the intended move, ambiguity
// and errors are explained, and every notation round-trips over random games of both variants.
#include "notation/move_notation.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "core/variant.h"
#include "notation/japanese_notation.h"

namespace tori {
namespace {

template <class V>
Position<V> position(std::string_view text) {
  auto pos = parse_position<V>(text);
  EXPECT_TRUE(pos.ok()) << text << ": " << (pos.ok() ? "" : pos.error().to_string());
  return pos.ok() ? *pos : start_position<V>();
}

template <class V>
void expect_reads(std::string_view where, std::string_view text, MoveNotation n,
                  std::string_view usi, const MoveContext& context = {}) {
  Position<V> pos = position<V>(where);
  auto m = parse_move(pos, text, n, context);
  ASSERT_TRUE(m.ok()) << text << ": " << m.error().to_string();
  EXPECT_EQ(to_usi<V>(*m), usi) << text;
  MoveList legal;
  generate_legal(pos, legal);
  EXPECT_TRUE(legal.contains(*m)) << text << " should be legal here";
  auto any = parse_any_move(pos, text, context);
  ASSERT_TRUE(any.ok()) << text << " (any notation): " << any.error().to_string();
  EXPECT_EQ(*any, *m) << text;
}

template <class V>
std::string reading_error(std::string_view where, std::string_view text, MoveNotation n) {
  auto m = parse_move(position<V>(where), text, n);
  return m.ok() ? "(read as " + to_usi<V>(*m) + ")" : m.error().message;
}

constexpr std::string_view START = "startpos";
// Black falcon on 3c facing a White crane on 3b and a pheasant on 2b; a swallow in hand.
constexpr std::string_view FALCON_ATTACK = "3k3/4cp1/4F2/7/7/7/3K3 b S 1";
// Both Black cranes can reach 4f (the falcon has left it).
constexpr std::string_view CRANES = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/2F4/LPCKCPR b - 1";

TEST(WesternNotation, IssueExamples) {
  expect_reads<Tori>(START, "Sw-4d", MoveNotation::WESTERN, "4e4d");
  expect_reads<Tori>(FALCON_ATTACK, "Fax3b+", MoveNotation::WESTERN, "3c3b+");
  expect_reads<Tori>("3k3/7/7/7/7/7/3K3 b S 1", "Sw*3d", MoveNotation::WESTERN, "S*3d");
  expect_reads<Tori>(CRANES, "Cr5g-4f", MoveNotation::WESTERN, "5g4f");
  expect_reads<Tori>(CRANES, "Cr3g-4f", MoveNotation::WESTERN, "3g4f");
}

TEST(WesternNotation, VariantCodesAreRead) {
  expect_reads<Tori>(START, "SW-4d", MoveNotation::WESTERN, "4e4d");
  expect_reads<Tori>(START, "Ql-7f", MoveNotation::WESTERN, "7g7f");
  expect_reads<Tori>(START, "LQ-7f", MoveNotation::WESTERN, "7g7f");
  expect_reads<Tori>(START, "Qr-1f", MoveNotation::WESTERN, "1g1f");
  // A goose on 3c jumps two squares diagonally forward, to 1a.
  expect_reads<Tori>("3k3/7/4+S2/7/7/7/3K3 b - 1", "Go-1a", MoveNotation::WESTERN, "3c1a");
  expect_reads<Tori>("3k3/7/4+S2/7/7/7/3K3 b - 1", "+Sw-1a", MoveNotation::WESTERN, "3c1a");
  expect_reads<Tori>("3k3/7/2+F4/7/7/7/3K3 b - 1", "Eg-7a", MoveNotation::WESTERN, "5c7a");
}

TEST(WesternNotation, YariDeclinedPromotionIsMarked) {
  auto pos = position<Yari>("3k3/7/7/R6/7/7/7/7/3K3 b - 1");
  auto decline = parse_move(pos, "YR-7c=", MoveNotation::WESTERN);
  ASSERT_TRUE(decline.ok()) << decline.error().to_string();
  EXPECT_EQ(to_usi<Yari>(*decline), "7d7c");
  EXPECT_EQ(format_move(pos, *decline, MoveNotation::WESTERN), "YR-7c=");
  auto promote = parse_move(pos, "YR-7c+", MoveNotation::WESTERN);
  ASSERT_TRUE(promote.ok());
  EXPECT_EQ(format_move(pos, *promote, MoveNotation::WESTERN), "YR-7c+");
}

TEST(WesternNotation, OriginWrittenOnlyWhenNeeded) {
  auto pos = position<Tori>(CRANES);
  EXPECT_EQ(format_move(pos, *parse_usi_move<Tori>("5g4f"), MoveNotation::WESTERN), "Cr5g-4f");
  EXPECT_EQ(format_move(pos, *parse_usi_move<Tori>("3g3f"), MoveNotation::WESTERN), "Cr-3f");
  EXPECT_EQ(format_move(pos, *parse_usi_move<Tori>("4e4d"), MoveNotation::WESTERN), "Sw-4d");
  auto attack = position<Tori>(FALCON_ATTACK);
  EXPECT_EQ(format_move(attack, *parse_usi_move<Tori>("3c3b+"), MoveNotation::WESTERN), "Fax3b+");
  EXPECT_EQ(format_move(attack, *parse_usi_move<Tori>("S*3d"), MoveNotation::WESTERN), "Sw*3d");
}

TEST(WesternNotation, AmbiguityListsTheCandidates) {
  EXPECT_EQ(reading_error<Tori>(CRANES, "Cr-4f", MoveNotation::WESTERN),
            "ambiguous move: it could be Cr5g-4f or Cr3g-4f");
}

TEST(WesternNotation, ErrorsSayWhatIsWrong) {
  EXPECT_EQ(reading_error<Tori>(START, "Cr-4d", MoveNotation::WESTERN),
            "no crane of yours can move to 4d");
  EXPECT_EQ(reading_error<Tori>(START, "Swx4d", MoveNotation::WESTERN),
            "'x' marks a capture, but there is nothing to capture on 4d");
  EXPECT_EQ(reading_error<Tori>(START, "Sw-4z", MoveNotation::WESTERN),
            "expected a square like 4d (file 1-7, rank a-g)");
  EXPECT_EQ(reading_error<Tori>(START, "Sw-4d?", MoveNotation::WESTERN),
            "unexpected '?' after the move");
  EXPECT_EQ(reading_error<Tori>("3k3/7/7/7/7/7/3K3 b F 1", "+Fa*3d", MoveNotation::WESTERN),
            "an eagle cannot be dropped: captured pieces return to the hand unpromoted, as falcon");
}

TEST(NumericNotation, SeedAndIssueExamples) {
  // pychess guide: "a Swallow drop on 3-3 is S*33"; "a Swallow promoting on 1-1 would be S11+".
  expect_reads<Tori>("3k3/7/7/7/7/7/3K3 b S 1", "S*33", MoveNotation::NUMERIC, "S*3c");
  expect_reads<Tori>("3k3/6S/7/7/7/7/3K3 b - 1", "S11+", MoveNotation::NUMERIC, "1b1a+");
  expect_reads<Tori>("3k3/7/2c4/2F4/7/7/3K3 b - 1", "Fx53", MoveNotation::NUMERIC, "5d5c");
  // White's falcon takes on 5b: outside White's zone, so no promotion.
  expect_reads<Tori>("2f1k2/2S4/7/7/7/7/3K3 w - 1", "Fx52", MoveNotation::NUMERIC, "5a5b");
  expect_reads<Tori>("3k3/2p4/2F4/7/7/7/3K3 b - 1", "Fx52+", MoveNotation::NUMERIC, "5c5b+");
  expect_reads<Tori>("3k3/7/7/4C2/7/7/3K3 b - 1", "C-43", MoveNotation::NUMERIC, "3d4c");
}

TEST(NumericNotation, Writes) {
  auto pos = position<Tori>(CRANES);
  EXPECT_EQ(format_move(pos, *parse_usi_move<Tori>("5g4f"), MoveNotation::NUMERIC), "C57-46");
  EXPECT_EQ(format_move(pos, *parse_usi_move<Tori>("4e4d"), MoveNotation::NUMERIC), "S-44");
  auto goose = position<Tori>("3k3/7/4+S2/7/7/7/3K3 b - 1");
  EXPECT_EQ(format_move(goose, *parse_usi_move<Tori>("3c1a"), MoveNotation::NUMERIC), "+S-11");
}

TEST(ServerNotation, Grammar) {
  expect_reads<Tori>(START, "7g-7f", MoveNotation::SERVER, "7g7f");
  expect_reads<Tori>(START, "g7-f7", MoveNotation::SERVER, "7g7f");
  expect_reads<Tori>(CRANES, "Cr5g-4f", MoveNotation::SERVER, "5g4f");
  expect_reads<Tori>(START, "Sw3dx3c", MoveNotation::SERVER, "3d3c");
  expect_reads<Tori>("3k3/7/7/7/7/7/3K3 b S 1", "Sw*4d", MoveNotation::SERVER, "S*4d");
  expect_reads<Tori>(START, "7g-7f #1", MoveNotation::SERVER, "7g7f");
  expect_reads<Yari>("3k3/7/7/R6/7/7/7/7/3K3 b - 1", "7d-7c=", MoveNotation::SERVER, "7d7c");
  expect_reads<Yari>("3k3/7/7/R6/7/7/7/7/3K3 b - 1", "d7-c7+", MoveNotation::SERVER, "7d7c+");
}

TEST(ServerNotation, Errors) {
  EXPECT_EQ(reading_error<Tori>(START, "7g-f7", MoveNotation::SERVER),
            "write both squares the same way (7g-7f or g7-f7)");
  EXPECT_EQ(reading_error<Tori>(START, "7g-7f #3", MoveNotation::SERVER),
            "the move is marked #3 but this is move 1");
  EXPECT_EQ(reading_error<Tori>(START, "7g-7f #x", MoveNotation::SERVER),
            "expected a move number after '#'");
  auto pos = position<Tori>(START);
  EXPECT_EQ(format_move(pos, *parse_usi_move<Tori>("7g7f"), MoveNotation::SERVER), "7g-7f");
}

TEST(JapaneseNotation, Examples) {
  expect_reads<Tori>("3k3/7/7/7/4S2/7/3K3 b - 1", "▲３四燕", MoveNotation::JAPANESE, "3e3d");
  expect_reads<Tori>("3k3/7/7/7/4S2/7/3K3 b - 1", "３四燕", MoveNotation::JAPANESE, "3e3d");
  expect_reads<Tori>("3k3/7/7/7/7/7/3K3 b S 1", "▲３三燕打", MoveNotation::JAPANESE, "S*3c");
  expect_reads<Tori>("3k3/7/7/7/7/7/3K3 b S 1", "３三燕", MoveNotation::JAPANESE, "S*3c");
  expect_reads<Tori>("3k3/2p4/2F4/7/7/7/3K3 b - 1", "▲５二鷹成", MoveNotation::JAPANESE, "5c5b+");
  expect_reads<Tori>(CRANES, "４六鶴(57)", MoveNotation::JAPANESE, "5g4f");
  expect_reads<Tori>(START, "▲７六左鶉", MoveNotation::JAPANESE, "7g7f");
  // 同: a recapture on the square of the previous move.
  MoveContext after_capture{*parse_usi_move<Tori>("5d5e")};
  expect_reads<Tori>("rpckcpl/3f3/sssssss/4S2/SSsSSSS/3F3/LPCKCPR b s 2", "▲同　鷹",
                     MoveNotation::JAPANESE, "4f5e", after_capture);
  expect_reads<Yari>("3k3/7/7/R6/7/7/7/7/3K3 b - 1", "７三香飛不成", MoveNotation::JAPANESE,
                     "7d7c");
  expect_reads<Yari>("3k3/7/7/R6/7/7/7/7/3K3 b - 1", "７三香飛成", MoveNotation::JAPANESE, "7d7c+");
}

TEST(JapaneseNotation, Writes) {
  auto pos = position<Tori>("3k3/2p4/2F4/7/7/7/3K3 b S 1");
  EXPECT_EQ(format_move(pos, *parse_usi_move<Tori>("5c5b+"), MoveNotation::JAPANESE), "▲５二鷹成");
  EXPECT_EQ(format_move(pos, *parse_usi_move<Tori>("S*3c"), MoveNotation::JAPANESE), "▲３三燕");
  auto cranes = position<Tori>(CRANES);
  EXPECT_EQ(format_move(cranes, *parse_usi_move<Tori>("5g4f"), MoveNotation::JAPANESE),
            "▲４六鶴(57)");
  auto yari = position<Yari>("3k3/7/7/R6/7/7/7/7/3K3 b - 1");
  EXPECT_EQ(format_move(yari, *parse_usi_move<Yari>("7d7c"), MoveNotation::JAPANESE),
            "▲７三香飛不成");
}

TEST(JapaneseNotation, Errors) {
  EXPECT_EQ(reading_error<Tori>(START, "△７六左鶉", MoveNotation::JAPANESE),
            "△ marks a move of White, but Black is to move");
  EXPECT_EQ(reading_error<Tori>(START, "同　燕", MoveNotation::JAPANESE),
            "同 (same square) needs a previous move");
  EXPECT_EQ(reading_error<Tori>(START, "４四馬", MoveNotation::JAPANESE),
            "expected the kanji of a piece");
}

// A move whose promotion is compulsory needs no '+': every notation reads it as the promotion,
// and it is written back with the mark. A declined promotion ('=', 不成) stays as written, so
// that the game can say why it is refused; an optional one is still declined by leaving it out.
TEST(CompulsoryPromotion, IsReadWithoutTheMarkInEveryNotation) {
  // Tori: a swallow on 1b, in Black's zone; the falcon on 3c faces a crane on 3b.
  constexpr std::string_view SWALLOW = "3k3/6S/7/7/7/7/3K3 b - 1";
  expect_reads<Tori>(SWALLOW, "1b1a", MoveNotation::USI, "1b1a+");
  expect_reads<Tori>(SWALLOW, to_uci<Tori>(*parse_usi_move<Tori>("1b1a")), MoveNotation::UCI,
                     "1b1a+");
  expect_reads<Tori>(SWALLOW, "1b-1a", MoveNotation::SERVER, "1b1a+");
  expect_reads<Tori>(SWALLOW, "Sw-1a", MoveNotation::WESTERN, "1b1a+");
  expect_reads<Tori>(SWALLOW, "S-11", MoveNotation::NUMERIC, "1b1a+");
  expect_reads<Tori>(SWALLOW, "１一燕", MoveNotation::JAPANESE, "1b1a+");
  expect_reads<Tori>(FALCON_ATTACK, "Fax3b", MoveNotation::WESTERN, "3c3b+");
  expect_reads<Tori>(FALCON_ATTACK, "3c3b", MoveNotation::USI, "3c3b+");
  auto pos = position<Tori>(SWALLOW);
  auto m = parse_any_move(pos, "1b-1a");
  ASSERT_TRUE(m.ok()) << m.error().to_string();
  EXPECT_EQ(format_move(pos, *m, MoveNotation::SERVER), "1b-1a+");
  EXPECT_EQ(format_move(pos, *m, MoveNotation::WESTERN), "Sw-1a+");
  // A move outside the zone is left alone.
  expect_reads<Tori>(START, "4e4d", MoveNotation::USI, "4e4d");

  // Yari: a pawn reaching the last rank must promote; a yari rook entering the zone need not.
  constexpr std::string_view PAWN = "3k3/P6/7/7/7/7/7/7/3K3 b - 1";
  expect_reads<Yari>(PAWN, "7b7a", MoveNotation::USI, "7b7a+");
  expect_reads<Yari>(PAWN, "P-7a", MoveNotation::WESTERN, "7b7a+");
  expect_reads<Yari>(PAWN, "7b-7a", MoveNotation::SERVER, "7b7a+");
  EXPECT_EQ(reading_error<Yari>(PAWN, "P-7a=", MoveNotation::WESTERN), "(read as 7b7a)");
  expect_reads<Yari>("3k3/7/7/R6/7/7/7/7/3K3 b - 1", "7d7c", MoveNotation::USI, "7d7c");
}

TEST(AnyNotation, PicksTheMostTellingError) {
  EXPECT_EQ(parse_any_move(position<Tori>(START), "Cr-4d").error().message,
            "no crane of yours can move to 4d");
}

// Every legal move of thousands of random positions reads back from every notation.
template <class V>
void round_trip_random_games(int games, int plies, unsigned seed) {
  std::mt19937 rng(seed);
  int checked = 0;
  for (int g = 0; g < games; ++g) {
    Game<V> game;
    Move previous;
    for (int ply = 0; ply < plies && !game.over(); ++ply) {
      const Position<V>& pos = game.position();
      MoveList legal = game.legal_moves();
      MoveContext context{previous};
      for (Move m : legal) {
        for (MoveNotation n :
             {MoveNotation::USI, MoveNotation::UCI, MoveNotation::WESTERN, MoveNotation::NUMERIC,
              MoveNotation::JAPANESE, MoveNotation::SERVER}) {
          std::string text = format_move(pos, m, n, context);
          auto back = parse_move(pos, text, n, context);
          ASSERT_TRUE(back.ok()) << notation_name(n) << " '" << text << "' in " << to_sfen(pos)
                                 << ": " << back.error().to_string();
          ASSERT_EQ(*back, m) << notation_name(n) << " '" << text << "' in " << to_sfen(pos);
          ++checked;
        }
      }
      if (legal.empty()) break;
      previous = legal[rng() % legal.size()];
      ASSERT_TRUE(game.play(previous).ok());
    }
  }
  EXPECT_GT(checked, 10000);
}

TEST(RoundTrip, ToriRandomGames) { round_trip_random_games<Tori>(30, 120, 7); }
TEST(RoundTrip, YariRandomGames) { round_trip_random_games<Yari>(30, 120, 11); }

}  // namespace
}  // namespace tori
