// The core's verdict on every candidate move text in every position of the perft suites, against
// a committed digest per position (tests/data/perft/illegal_move_reasons.txt). The web client's
// tests (web/test/reasons.test.ts) send the same candidates through the WebAssembly explain op
// and compare with the same file, so the browser and the native core must give the same reasons.
//
// The candidate texts are built the same way in both languages without knowing any rule, only
// which squares are empty (candidate_moves). Each gives one line "TEXT<TAB>REASON" (REASON
// "legal" when the move may be played); a position's lines are hashed with 64-bit FNV-1a.
//
// To update the file after a deliberate change of a reason: run this test, review the
// illegal_move_reasons.txt.actual it writes beside it, and move that over the file. Set
// TORI_REASONS_LISTING=DIR to have every position's lines written to DIR/<suite>-<index>.txt, to
// diff against the listing the web test writes under web/test-results/ when they disagree.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "core/test_support.h"
#include "core/variant.h"
#include "notation/move_explanation.h"

namespace tori {
namespace {

constexpr std::string_view GOLDEN_HEADER =
    "# Per position of the perft suites: suite, index (from 1), how many candidate moves are\n"
    "# legal and illegal, and the FNV-1a 64 of their \"TEXT<TAB>REASON<LF>\" lines. Made and\n"
    "# checked by tests/notation/illegal_move_reasons_test.cpp (native), checked by\n"
    "# web/test/reasons.test.ts (WebAssembly). To update: review the .actual the C++ test\n"
    "# writes beside this file and move it over this file.\n";

// In USI, squares in reading order as in an SFEN board (rank a first, from the highest file to
// file 1): every from-square to every to-square, plain and with '+', then every drop letter of
// the variant onto every square. '+' is left out from an empty square: its reason is the one
// without, and the web test, which asks the WebAssembly module one text at a time, needs a
// quarter less time.
template <class V>
std::vector<std::string> candidate_moves(const Position<V>& pos) {
  constexpr Square SQUARES = V::W * V::H;
  std::vector<std::string> texts;
  for (Square from = 0; from < SQUARES; ++from)
    for (Square to = 0; to < SQUARES; ++to) {
      std::string text = usi_square<V>(from) + usi_square<V>(to);
      texts.push_back(text);
      if (pos.piece_on(from) != NO_PIECE) texts.push_back(text + "+");
    }
  for (PieceType t : V::HAND_TYPES)  // USI writes drops with the uppercase letter for both sides
    for (Square to = 0; to < SQUARES; ++to)
      texts.push_back(std::string{V::SPECS[t].letter, '*'} + usi_square<V>(to));
  return texts;
}

uint64_t fnv1a_64(std::string_view bytes) {
  uint64_t hash = 0xcbf29ce484222325;
  for (unsigned char c : bytes) hash = (hash ^ c) * 0x100000001b3;
  return hash;
}

struct PositionVerdicts {
  std::string listing;  // "TEXT<TAB>REASON<LF>" per candidate
  int legal = 0;
  int illegal = 0;
};

template <class V>
PositionVerdicts verdicts(const std::string& fen) {
  auto start = parse_position<V>(fen);
  EXPECT_TRUE(start.ok()) << fen;
  if (!start) return {};
  const Game<V> game(*start);
  PositionVerdicts out;
  std::set<std::string> named_legal;  // a compulsory promotion is named with and without '+'
  for (const std::string& text : candidate_moves(game.position())) {
    MoveExplanation explained = explain_move(game, text);
    (explained.legal() ? out.legal : out.illegal)++;
    if (explained.legal()) named_legal.insert(to_usi<V>(*explained.move));
    out.listing += text + '\t' + explained.reason.value_or("legal") + '\n';
    // The reason's code and parameters say the same words (core/refusal.h).
    EXPECT_EQ(explained.refusal.has_value(), explained.reason.has_value()) << text;
    if (explained.refusal) {
      EXPECT_EQ(refusal_text(*explained.refusal), *explained.reason) << text;
    }
  }
  std::set<std::string> legal;
  for (Move m : game.legal_moves()) legal.insert(to_usi<V>(m));
  EXPECT_EQ(named_legal, legal) << "the legal candidates name other moves than the legal ones in "
                                << fen;
  return out;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The lines of one suite, adding each position's listing to `listing_dir` if it is not empty.
template <class V>
std::string suite_lines(const std::string& suite, const std::string& listing_dir) {
  std::string lines;
  int index = 0;
  for (const std::string& fen : test::suite_positions(suite)) {
    ++index;
    PositionVerdicts v = verdicts<V>(fen);
    char digest[17];
    std::snprintf(digest, sizeof digest, "%016llx",
                  static_cast<unsigned long long>(fnv1a_64(v.listing)));
    lines += suite + ' ' + std::to_string(index) + ' ' + std::to_string(v.legal) + ' ' +
             std::to_string(v.illegal) + ' ' + digest + '\n';
    if (!listing_dir.empty())
      std::ofstream(listing_dir + '/' + suite + '-' + std::to_string(index) + ".txt",
                    std::ios::binary)
          << v.listing;
  }
  return lines;
}

TEST(IllegalMoveReasons, MatchTheCommittedDigestsOverThePerftSuites) {
  const char* listing_env = std::getenv("TORI_REASONS_LISTING");
  std::string listing_dir = listing_env ? listing_env : "";
  if (!listing_dir.empty()) std::filesystem::create_directories(listing_dir);

  std::string actual = std::string(GOLDEN_HEADER) + suite_lines<Tori>("tori.epd", listing_dir) +
                       suite_lines<Yari>("yari.epd", listing_dir);
  std::string path = std::string(TORI_TEST_DATA_DIR) + "/perft/illegal_move_reasons.txt";
  std::string expected = read_file(path);
  if (expected == actual) return;
  std::ofstream(path + ".actual", std::ios::binary) << actual;
  ADD_FAILURE() << "the reasons differ from " << path << " (written: " << path
                << ".actual; TORI_REASONS_LISTING=DIR writes every position's lines to DIR)";
  std::vector<std::string> e = lines_of(expected), a = lines_of(actual);
  for (std::size_t i = 0; i < std::max(e.size(), a.size()); ++i) {
    std::string expected_line = i < e.size() ? e[i] : "", actual_line = i < a.size() ? a[i] : "";
    EXPECT_EQ(expected_line, actual_line) << "line " << i + 1;
  }
}

}  // namespace
}  // namespace tori
