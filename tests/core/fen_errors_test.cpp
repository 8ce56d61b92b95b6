// Malformed FEN, SFEN and move text give errors that say what is wrong, never a crash.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "core/text.h"
#include "test_support.h"

namespace tori {
namespace {

struct BadInput {
  const char* text;
  const char* keyword;  // a word the error message must contain (case ignored)
};

// The error is a value with a message that names the problem and, if it says where, points
// inside the text.
template <class T>
void expect_error(const Result<T>& result, std::string_view text, std::string_view keyword) {
  ASSERT_FALSE(result.ok()) << "accepted: '" << text << "'";
  const Error& e = result.error();
  EXPECT_FALSE(e.message.empty()) << "'" << text << "'";
  EXPECT_NE(ascii_lower(e.message).find(ascii_lower(keyword)), std::string::npos)
      << "'" << text << "' gave '" << e.message << "', expected it to mention '" << keyword << "'";
  if (e.offset != Error::NO_OFFSET) {
    EXPECT_LE(e.offset, text.size()) << "'" << text << "'";
  }
}

template <class V>
using PositionReader = Result<Position<V>> (*)(std::string_view);

template <class V>
void expect_errors(PositionReader<V> read, std::span<const BadInput> cases) {
  for (const BadInput& c : cases) expect_error(read(c.text), c.text, c.keyword);
}

// --- positions ---

constexpr BadInput TORI_BAD_FENS[] = {
    {"", "empty"},
    {"   ", "empty"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3[-] w 0 1", "ranks"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR/7[-] w 0 1", "too many ranks"},
    {"rpckcpl1/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "wider"},
    {"rpckcpl/3f4/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "wider"},
    {"rpckcpl/9/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "wider"},
    {"rpckcp/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "squares"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCP[-] w 0 1", "squares"},
    {"rpckcpx/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "unknown piece"},
    {"rpckcpn/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "unknown piece"},
    {"rpckcp0/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "unknown piece"},
    {"rpckcp+l/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "does not promote"},
    {"rpc+kcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "does not promote"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCP+[-] w 0 1", "followed by a piece"},
    {"rpc1cpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "exactly one phoenix"},
    {"rpckkpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", "exactly one phoenix"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKKPR[-] w 0 1", "exactly one phoenix"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] x 0 1", "side to move"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] W 0 1", "side to move"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-]", "side to move"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[Z] w 0 1", "in hand"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[N] w 0 1", "in hand"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[K] w 0 1", "king"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[SS w 0 1", "closed"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[S]x w 0 1", "closed"},
    {"rpckcpl/3f3/[S]sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR w 0 1", "closed"},
    {"S2k3/7/7/7/7/7/3K3[-] w 0 1", "last rank"},
    {"3k3/7/7/7/7/7/s2K3[-] w 0 1", "last rank"},
    {"3k3/3S3/7/7/7/7/3K3[-] w 0 1", "side not to move is in check"},
    {"3k3/7/7/7/7/3s3/3K3[-] b 0 1", "side not to move is in check"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[S] w 0 1", "swallow"},
    {"3k3/7/7/7/7/7/3K3[SSSSSSSSSSSSSSSSS] w 0 1", "swallow"},
    {"3k3/7/7/7/7/7/3K3[17S] w 0 1", "swallow"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[F] w 0 1", "falcon"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/+F2F3/LPCKCPR[-] w 0 1", "falcon"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1 xyz", "unexpected"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1 2", "unexpected"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 x", "counter"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 99999999999", "counter"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 -1", "counter"},
    {"3k3/7/7/7/7/7/3K3[999S] w 0 1", "too large"},
    {"3k3/7/7/7/7/7/3K3[0S] w 0 1", "count"},
    {"3k3/7/7/7/7/7/3K3[2] w 0 1", "count"},
};

constexpr BadInput TORI_BAD_SFENS[] = {
    {"", "needs"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b", "needs"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3 b - 1", "ranks"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR x - 1", "side to move"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b Z 1", "in hand"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b [S] 1", "in hand"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b K 1", "king"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b 2S 1", "swallow"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 0", "move number"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - -5", "move number"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 99999999999", "move number"},
    {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1 extra", "unexpected"},
    {"3k3/3S3/7/7/7/7/3K3 b - 1", "check"},
};

constexpr BadInput YARI_BAD_FENS[] = {
    {"", "empty"},
    {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/RBBKNNR[-] w 0 1", "ranks"},
    {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR/7[-] w 0 1", "too many ranks"},
    {"rnnkbbr/8/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1", "wider"},
    {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNS[-] w 0 1", "unknown piece"},
    {"rnn+kbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1", "does not promote"},
    {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBB1NNR[-] b 0 1", "exactly one general"},
    {"P2k3/7/7/7/7/7/7/7/3K3[-] w 0 1", "last rank"},
    {"N2k3/7/7/7/7/7/7/7/3K3[-] w 0 1", "last rank"},
    {"B2k3/7/7/7/7/7/7/7/3K3[-] w 0 1", "last rank"},
    {"3k3/7/7/7/7/7/7/7/p2K3[-] w 0 1", "last rank"},
    {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[R] w 0 1", "yari rook"},
    {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[p] w 0 1", "pawn"},
    {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[G] w 0 1", "in hand"},
    {"3k3/3R3/7/7/7/7/7/7/3K3[-] w 0 1", "check"},
    {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1 junk", "unexpected"},
};

TEST(FenErrors, ToriFen) { expect_errors<Tori>(&parse_fen<Tori>, TORI_BAD_FENS); }

TEST(FenErrors, ToriSfen) { expect_errors<Tori>(&parse_sfen<Tori>, TORI_BAD_SFENS); }

TEST(FenErrors, YariFen) { expect_errors<Yari>(&parse_fen<Yari>, YARI_BAD_FENS); }

// A position without a king for the side to move must be refused before anything looks for
// checks on its (missing) king square; the sanitize build would catch an out-of-bounds read.
TEST(FenErrors, MissingKingOfTheSideToMoveIsRefusedSafely) {
  const char* tori_fen = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPC1CPR[-] w 0 1";
  expect_error(parse_fen<Tori>(tori_fen), tori_fen, "exactly one phoenix");
  const char* tori_sfen = "3K3/7/7/7/7/7/7 w - 2";
  expect_error(parse_sfen<Tori>(tori_sfen), tori_sfen, "exactly one phoenix");
  const char* yari_sfen = "3k3/7/7/7/7/7/7/7/7 b - 1";
  expect_error(parse_sfen<Yari>(yari_sfen), yari_sfen, "exactly one general");
}

TEST(FenErrors, ParsePositionPassesTheErrorsOn) {
  for (const char* text : {"", "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[K] w 0 1"})
    expect_error(parse_position<Tori>(text), text, *text ? "king" : "needs");
  const char* yari = "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR x - 1";
  expect_error(parse_position<Yari>(yari), yari, "side to move");
}

TEST(FenErrors, AcceptedVariantsOfTheFormats) {
  const char* tori[] = {
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1",
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w 0 1",
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1",
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w",
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1",
      "sfen rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1",
      "startpos",
  };
  auto start = start_position<Tori>();
  for (const char* text : tori) {
    auto pos = parse_position<Tori>(text);
    ASSERT_TRUE(pos.ok()) << text << ": " << pos.error().to_string();
    EXPECT_TRUE(*pos == start) << text;
  }
  // Hands with counts or repeated letters mean the same; a yari rook may stand on its last rank
  // and a yari knight on the one before it.
  auto counted = parse_fen<Tori>("3k3/7/7/7/7/7/3K3[3S2sC] w 0 1");
  auto repeated = parse_fen<Tori>("3k3/7/7/7/7/7/3K3[SSSssC] w 0 1");
  ASSERT_TRUE(counted.ok() && repeated.ok());
  EXPECT_TRUE(*counted == *repeated);
  EXPECT_EQ(counted->hand(BLACK).count(Tori::SWALLOW), 3);
  EXPECT_EQ(counted->hand(WHITE).count(Tori::SWALLOW), 2);
  EXPECT_TRUE(parse_fen<Yari>("R6/N2k3/7/7/7/7/7/7/3K3[-] w 0 1").ok());
}

TEST(FenErrors, FenSideLettersAreTheChessOnes) {
  // FEN 'w' is Black (sente), SFEN 'b' is Black.
  EXPECT_EQ(parse_fen<Tori>("3k3/7/7/7/7/7/3K3[-] w 0 1")->side_to_move(), BLACK);
  EXPECT_EQ(parse_fen<Tori>("3k3/7/7/7/7/7/3K3[-] b 0 1")->side_to_move(), WHITE);
  EXPECT_EQ(parse_sfen<Tori>("3k3/7/7/7/7/7/3K3 b - 1")->side_to_move(), BLACK);
  EXPECT_EQ(parse_sfen<Tori>("3k3/7/7/7/7/7/3K3 w - 2")->side_to_move(), WHITE);
}

// Random edits of valid positions: every result is either a position that writes and reads back
// the same, or an error with a message. Mostly a guard against crashes.
template <class V>
void expect_mutations_handled(std::vector<std::string> seeds, unsigned seed) {
  const std::string alphabet = "/+[]-0123456789 wbrpckslfRPCKSLFnNbBgG*";
  std::mt19937 rng(seed);
  int accepted = 0;
  for (int i = 0; i < 4000; ++i) {
    std::string text = seeds[rng() % seeds.size()];
    for (int edits = 1 + int(rng() % 3); edits > 0; --edits) {
      std::size_t at = rng() % (text.size() + 1);
      char c = alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0:
          text.insert(at, 1, c);
          break;
        case 1:
          if (at < text.size()) text.erase(at, 1);
          break;
        default:
          if (at < text.size()) text[at] = c;
          break;
      }
    }
    auto pos = parse_position<V>(text);
    if (!pos.ok()) {
      EXPECT_FALSE(pos.error().message.empty()) << text;
      continue;
    }
    ++accepted;
    auto again = parse_sfen<V>(to_sfen(*pos));
    ASSERT_TRUE(again.ok()) << text << " -> " << to_sfen(*pos);
    EXPECT_TRUE(*again == *pos) << text;
    MoveList moves;
    generate_legal(*pos, moves);  // must not crash on whatever was accepted
  }
  EXPECT_GT(accepted, 0);
}

TEST(FenErrors, RandomEditsNeverCrash) {
  expect_mutations_handled<Tori>(
      {"rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1",
       "3k3/6F/2S4/7/7/f6/3K3[SPCsp] w 0 1", "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1",
       "1pckcp1/rc4S/1S1sSsS/1s5/2FS1S1/+s1S1SF1/1PLKCPR[SSSS] b - - 0 17"},
      7);
  expect_mutations_handled<Yari>(
      {"rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1",
       "3k3/B6/7/2P2N1/7/7/7/6R/3K3[PPp] w 0 1", "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR b - 1"},
      8);
}

// --- moves ---

constexpr const char* MALFORMED_USI[] = {
    "",      "4e",  "8e4d",   "0e4d",  "4e4z",   "4E4D",  "S*",    "K*3d", "s*3d",  "S*3",
    "S*3d+", "S3d", "4e4d++", "4e4d-", "4e4d+x", " 4e4d", "4e*4d", "4e4e", "4e4e+", "x*3d",
};

constexpr const char* MALFORMED_UCI[] = {
    "",     "d3",  "h3d4",  "d0d4",   "d3dz",  "D3D4",  "S@",   "K@c4",
    "s@c4", "S@c", "S@c4+", "d3d4++", "d3d4=", " d3d4", "d3d3", "x@c4",
};

// The highest move number the readers take stays there as moves are made, so that what is
// written after them reads back; undoing a move gives the number before it back.
TEST(FenErrors, MoveNumberStopsAtTheHighestReadable) {
  using P = Position<Tori>;
  auto pos = test::position_from<Tori>("rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - " +
                                       std::to_string(P::MAX_MOVE_NUMBER - 1));
  std::vector<P::Undo> undos(3);
  std::vector<Move> moves = {test::usi_move<Tori>("4d4c"), test::usi_move<Tori>("3c3d"),
                             test::usi_move<Tori>("4c4b")};
  for (std::size_t i = 0; i < moves.size(); ++i) {
    pos.do_move(moves[i], undos[i]);
    EXPECT_EQ(pos.move_number(), P::MAX_MOVE_NUMBER) << "after " << i + 1 << " moves";
    auto reread = parse_sfen<Tori>(to_sfen(pos));
    ASSERT_TRUE(reread.ok()) << to_sfen(pos) << ": " << reread.error().to_string();
    EXPECT_EQ(reread->move_number(), P::MAX_MOVE_NUMBER);
  }
  for (std::size_t i = moves.size(); i-- > 0;) pos.undo_move(moves[i], undos[i]);
  EXPECT_EQ(pos.move_number(), P::MAX_MOVE_NUMBER - 1);
}

template <class V>
void expect_malformed(std::string_view notation, Result<Move> (*read)(std::string_view),
                      std::span<const char* const> texts) {
  for (const char* text : texts) {
    auto m = read(text);
    if (m.ok()) {
      ADD_FAILURE() << V::NAME << " " << notation << " '" << text << "' read as raw " << m->raw();
      continue;
    }
    EXPECT_FALSE(m.error().message.empty()) << text;
  }
}

template <class V>
void expect_malformed_moves() {
  expect_malformed<V>("USI", &parse_usi_move<V>, MALFORMED_USI);
  expect_malformed<V>("UCI", &parse_uci_move<V>, MALFORMED_UCI);
}

TEST(MoveTextErrors, MalformedMovesAreErrors) {
  expect_malformed_moves<Tori>();
  expect_malformed_moves<Yari>();
  // Board size and piece letters depend on the variant.
  EXPECT_FALSE(parse_usi_move<Tori>("4e4h").ok());
  EXPECT_TRUE(parse_usi_move<Yari>("4e4h").ok());
  EXPECT_FALSE(parse_usi_move<Yari>("4e4j").ok());
  EXPECT_FALSE(parse_uci_move<Tori>("d8d7").ok());
  EXPECT_TRUE(parse_uci_move<Yari>("d8d9").ok());
  EXPECT_FALSE(parse_uci_move<Yari>("d9d10").ok());
  EXPECT_FALSE(parse_usi_move<Tori>("N*3d").ok());
  EXPECT_FALSE(parse_usi_move<Yari>("S*3d").ok());
  EXPECT_FALSE(parse_usi_move<Yari>("L*3d").ok());
  EXPECT_TRUE(parse_usi_move<Yari>("N*3d").ok());
  expect_error(parse_usi_move<Tori>("k*3d"), "k*3d", "uppercase");
  expect_error(parse_usi_move<Tori>("4e4d++"), "4e4d++", "+");
  expect_error(parse_usi_move<Tori>("4e4e"), "4e4e", "change");
}

// Both notations read to the same move, on the squares RULES.md names.
template <class V>
void expect_same_move(std::string_view usi, std::string_view uci, Move expected) {
  auto a = parse_usi_move<V>(usi);
  auto b = parse_uci_move<V>(uci);
  ASSERT_TRUE(a.ok()) << usi;
  ASSERT_TRUE(b.ok()) << uci;
  EXPECT_EQ(a->raw(), expected.raw()) << usi;
  EXPECT_EQ(b->raw(), expected.raw()) << uci;
  EXPECT_EQ(to_usi<V>(expected), usi);
  EXPECT_EQ(to_uci<V>(expected), uci);
}

TEST(MoveTextErrors, AcceptedFormsReadTheRightSquares) {
  using TG = Geometry<7, 7>;
  using YG = Geometry<7, 9>;
  // Tori: USI file 4 = column 3, rank e = row 4; UCI d3 is the same square.
  expect_same_move<Tori>("4e4d", "d3d4", Move::board(TG::square(3, 4), TG::square(3, 3)));
  expect_same_move<Tori>("S*3d", "S@e4", Move::drop(Tori::SWALLOW, TG::square(4, 3)));
  expect_same_move<Tori>("3b3a+", "e6e7+", Move::board(TG::square(4, 1), TG::square(4, 0), true));
  expect_same_move<Tori>("1g7a", "g1a7", Move::board(48, 0));
  // Yari: ranks a..i, UCI ranks 1..9.
  expect_same_move<Yari>("4i4a", "d1d9", Move::board(YG::square(3, 8), YG::square(3, 0)));
  expect_same_move<Yari>("7a1i", "a9g1", Move::board(0, 62));
  expect_same_move<Yari>("P*1i", "P@g1", Move::drop(Yari::PAWN, 62));
  expect_same_move<Yari>("N*5c", "N@c7", Move::drop(Yari::YARI_KNIGHT, YG::square(2, 2)));
  expect_same_move<Yari>("2c2b+", "f7f8+", Move::board(YG::square(5, 2), YG::square(5, 1), true));
}

}  // namespace
}  // namespace tori
