// The NNUE's foundations: feature numbering, the net file format, and the incremental
// accumulators, which must equal a full refresh after every move and unmove of random games.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/variant.h"
#include "engine/nnue/accumulator.h"
#include "engine/random_network.h"

namespace tori::engine::nnue {
namespace {

template <class V>
std::vector<int16_t> refreshed(const Network<V>& net, const Position<V>& pos, Color perspective) {
  std::vector<int16_t> acc(HIDDEN);
  AccumulatorStack<V>::refresh(net, pos, perspective, acc.data());
  return acc;
}

// Random walks through the game tree: moves (captures, drops and promotions come by themselves
// in a few hundred random plies) and unmoves mixed, checked against a refresh after each step.
template <class V>
void check_incremental_matches_refresh(uint32_t seed, int& promotions) {
  const Network<V> net = random_network<V>(seed);
  std::mt19937 rng(seed);
  constexpr int MAX_DEPTH = 120;
  AccumulatorStack<V> stack(MAX_DEPTH);
  Position<V> pos = start_position<V>();
  stack.reset(net, pos);
  std::vector<std::pair<Move, typename Position<V>::Undo>> made;
  int drops = 0, captures = 0;
  for (int step = 0; step < 600; ++step) {
    MoveList moves;
    generate_legal(pos, moves);
    const bool back =
        !made.empty() && (moves.empty() || made.size() == MAX_DEPTH || rng() % 4 == 0);
    if (back) {
      pos.undo_move(made.back().first, made.back().second);
      made.pop_back();
      stack.pop();
    } else if (!moves.empty()) {
      Move m = moves[std::size_t(rng() % moves.size())];
      drops += m.is_drop();
      promotions += m.is_promotion();
      captures += !m.is_drop() && pos.piece_on(m.to()) != NO_PIECE;
      stack.push(pos, m);
      made.emplace_back(m, typename Position<V>::Undo{});
      pos.do_move(m, made.back().second);
    } else {
      break;
    }
    // Evaluate only now and then, so that several pushes are brought up to date at once.
    if (rng() % 3 != 0) continue;
    for (Color c : {BLACK, WHITE}) {
      auto incremental = stack.current(c);
      ASSERT_TRUE(
          std::equal(incremental.begin(), incremental.end(), refreshed(net, pos, c).begin()))
          << V::NAME << " seed " << seed << " step " << step << " perspective " << int(c) << "\n"
          << to_sfen(pos);
    }
    const Color us = pos.side_to_move();
    EXPECT_EQ(stack.evaluate(pos), net.output(refreshed(net, pos, us).data(),
                                              refreshed(net, pos, ~us).data(), net.bucket(pos)));
  }
  // The walks must have exercised every kind of change, or the test proves little.
  EXPECT_GT(drops, 0) << V::NAME << " seed " << seed;
  EXPECT_GT(captures, 0) << V::NAME << " seed " << seed;
}

TEST(NnueAccumulator, IncrementalEqualsRefreshInTori) {
  int promotions = 0;
  for (uint32_t seed = 1; seed <= 24; ++seed)
    check_incremental_matches_refresh<Tori>(seed, promotions);
  EXPECT_GT(promotions, 0);
}

TEST(NnueAccumulator, IncrementalEqualsRefreshInYari) {
  int promotions = 0;
  for (uint32_t seed = 1; seed <= 24; ++seed)
    check_incremental_matches_refresh<Yari>(seed, promotions);
  EXPECT_GT(promotions, 0);
}

// The same position seen by the other side: colours swapped and the board turned round.
template <class V>
Position<V> colour_flipped(const Position<V>& pos) {
  constexpr int SQ = V::W * V::H;
  Position<V> flipped;
  for (Square s = 0; s < SQ; ++s)
    if (Piece p = pos.piece_on(s))
      flipped.put_piece(make_piece(~color_of(p), type_of(p)), SQ - 1 - s);
  flipped.set_hand(BLACK, pos.hand(WHITE));
  flipped.set_hand(WHITE, pos.hand(BLACK));
  flipped.set_side_to_move(~pos.side_to_move());
  flipped.finish_setup();
  return flipped;
}

template <class V>
void check_perspectives_agree(uint64_t seed) {
  using F = Features<V>;
  Position<V> pos = start_position<V>();
  std::mt19937 rng{uint32_t(seed)};
  for (int ply = 0; ply < 150; ++ply) {
    MoveList moves;
    generate_legal(pos, moves);
    if (moves.empty()) break;
    typename Position<V>::Undo undo;
    pos.do_move(moves[std::size_t(rng() % moves.size())], undo);
    std::array<int, F::MAX_ACTIVE> a, b;
    int na = F::active(pos, BLACK, a), nb = F::active(colour_flipped(pos), WHITE, b);
    ASSERT_EQ(na, nb);
    std::sort(a.begin(), a.begin() + na);
    std::sort(b.begin(), b.begin() + nb);
    ASSERT_TRUE(std::equal(a.begin(), a.begin() + na, b.begin())) << to_sfen(pos);
    ASSERT_TRUE(std::adjacent_find(a.begin(), a.begin() + na) == a.begin() + na);
    ASSERT_TRUE(
        std::all_of(a.begin(), a.begin() + na, [](int f) { return f >= 0 && f < F::COUNT; }));
  }
}

TEST(NnueFeatures, EachSideSeesItsOwnPiecesAsBlackDoes) {
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    check_perspectives_agree<Tori>(seed);
    check_perspectives_agree<Yari>(seed);
  }
}

TEST(NnueFeatures, Sizes) {
  // Board: 2 sides x 9 types x squares; hands: every piece of both sets per side.
  EXPECT_EQ(Features<Tori>::COUNT, 2 * 9 * 49 + 2 * 30);
  EXPECT_EQ(Features<Yari>::COUNT, 2 * 9 * 63 + 2 * 26);
}

template <class V>
void check_file_round_trip() {
  const Network<V> net = random_network<V>(7, 2);
  const std::vector<unsigned char> bytes = write_network(net);
  auto read = read_network<V>(bytes);
  ASSERT_TRUE(read) << read.error().message;
  EXPECT_EQ(read->buckets, 2);
  EXPECT_EQ(read->description, "random test net");
  EXPECT_EQ(read->feature_bias, net.feature_bias);
  EXPECT_EQ(read->feature_weights, net.feature_weights);
  EXPECT_EQ(read->output_weights, net.output_weights);
  EXPECT_EQ(read->output_bias, net.output_bias);
  EXPECT_EQ(write_network(*read), bytes);
}

TEST(NnueFile, RoundTrip) {
  check_file_round_trip<Tori>();
  check_file_round_trip<Yari>();
}

TEST(NnueFile, RefusesWhatDoesNotFit) {
  std::vector<unsigned char> bytes = write_network(random_network<Tori>(3, 1));
  EXPECT_FALSE(read_network<Yari>(bytes));  // the other variant
  std::vector<unsigned char> truncated(bytes.begin(), bytes.end() - 1);
  EXPECT_FALSE(read_network<Tori>(truncated));
  std::vector<unsigned char> longer = bytes;
  longer.push_back(0);
  EXPECT_FALSE(read_network<Tori>(longer));
  std::vector<unsigned char> bad_magic = bytes;
  bad_magic[0] = 'X';
  EXPECT_FALSE(read_network<Tori>(bad_magic));
  EXPECT_FALSE(read_network<Tori>(std::vector<unsigned char>{}));
  // Output weights whose sums could overflow 32 bits.
  Network<Tori> huge = random_network<Tori>(3, 1);
  std::fill(huge.output_weights.begin(), huge.output_weights.end(), int16_t(32000));
  EXPECT_FALSE(read_network<Tori>(write_network(huge)));
}

// The nets committed at src/engine/nnue/nets are compiled in and fit this build's sizes.
// The nets compiled into the binary load and give the start positions the values they gave when
// they were committed: a net replaced, or read differently, shows here. Replacing a net in
// src/engine/nnue/nets/ means updating these two numbers (centipawns for Black, to move).
constexpr int TORI_NET_START_VALUE = 44, YARI_NET_START_VALUE = 59;

TEST(NnueFile, EmbeddedNetsLoadAndEvaluateTheStartPositionsAsCommitted) {
  auto tori = embedded_network<Tori>();
  ASSERT_TRUE(tori) << tori.error().message;
  auto yari = embedded_network<Yari>();
  ASSERT_TRUE(yari) << yari.error().message;
  EXPECT_FALSE((*tori)->description.empty());
  EXPECT_FALSE((*yari)->description.empty());
  EXPECT_EQ(evaluate_from_scratch(**tori, start_position<Tori>()), TORI_NET_START_VALUE);
  EXPECT_EQ(evaluate_from_scratch(**yari, start_position<Yari>()), YARI_NET_START_VALUE);
}

}  // namespace
}  // namespace tori::engine::nnue
