// The evaluation: colour symmetry, the trace (coefficients times weights is the evaluation),
// and sanity (more material is better, the start position is worth the tempo).
#include "engine/evaluation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <vector>

#include "core/fen.h"
#include "core/movegen.h"
#include "engine/eval/evaluate_with.h"
#include "engine/eval/weights.h"
#include "support/random_game.h"

namespace tori::engine {
namespace {

// Positions along seeded random games: every kind of material, hands and king exposure.
template <class V>
std::vector<Position<V>> playout_positions(int games, int plies) {
  std::vector<Position<V>> out;
  for (int g = 0; g < games; ++g)
    for (const Position<V>& pos : test_support::random_game<V>(12345 + uint64_t(g), plies))
      out.push_back(pos);
  return out;
}

// The same position seen from the other side: board rotated by 180 degrees, colours and hands
// swapped, the other side to move.
template <class V>
Position<V> colour_flipped(const Position<V>& pos) {
  Position<V> flipped;
  for (Square s = 0; s < Position<V>::SQUARES; ++s) {
    Piece p = pos.piece_on(s);
    if (p != NO_PIECE)
      flipped.put_piece(make_piece(~color_of(p), type_of(p)), Position<V>::SQUARES - 1 - s);
  }
  flipped.set_hand(BLACK, pos.hand(WHITE));
  flipped.set_hand(WHITE, pos.hand(BLACK));
  flipped.set_side_to_move(~pos.side_to_move());
  flipped.finish_setup();
  return flipped;
}

struct RecordingSink {
  std::map<int, int> coefficients;
  std::map<int, int> danger_of[COLOR_NB];
  void add(int index, int count) { coefficients[index] += count; }
  void danger(Color c, int index, int count) { danger_of[c][index] += count; }
};

template <class V>
void expect_colour_symmetry() {
  for (const Position<V>& pos : playout_positions<V>(20, 60))
    ASSERT_EQ(evaluate(pos), evaluate(colour_flipped(pos))) << to_sfen(pos);
}

template <class V>
void expect_trace_matches() {
  const eval::Weights<V>& w = eval::WEIGHTS<V>;
  for (const Position<V>& pos : playout_positions<V>(20, 60)) {
    RecordingSink sink;
    int black = eval::evaluate_black(pos, w, sink);
    long sum = 0;
    for (auto [index, count] : sink.coefficients) {
      ASSERT_GE(index, 0);
      ASSERT_LT(index, eval::Terms<V>::COUNT);
      sum += long(w[index]) * count;
    }
    for (Color c : {BLACK, WHITE}) {
      int danger = 0;
      for (auto [index, count] : sink.danger_of[c]) {
        ASSERT_TRUE(eval::Terms<V>::is_danger(index));
        ASSERT_LT(index, eval::Terms<V>::COUNT);
        danger += w[index] * count;
      }
      sum += (c == BLACK ? 1 : -1) * eval::danger_value<V>(danger);
    }
    ASSERT_EQ(sum, black) << to_sfen(pos);
    ASSERT_EQ(evaluate(pos), pos.side_to_move() == BLACK ? black : -black);
  }
}

TEST(Evaluation, ColourSymmetricInTori) { expect_colour_symmetry<Tori>(); }
TEST(Evaluation, ColourSymmetricInYari) { expect_colour_symmetry<Yari>(); }
TEST(Evaluation, TraceSumsToTheEvaluationInTori) { expect_trace_matches<Tori>(); }
TEST(Evaluation, TraceSumsToTheEvaluationInYari) { expect_trace_matches<Yari>(); }

TEST(Evaluation, StartPositionIsWorthTheTempo) {
  // Both start positions are their own colour-flipped image, so only the move counts.
  EXPECT_EQ(evaluate(start_position<Tori>()), eval::WEIGHTS<Tori>[eval::Terms<Tori>::TEMPO]);
  EXPECT_EQ(evaluate(start_position<Yari>()), eval::WEIGHTS<Yari>[eval::Terms<Yari>::TEMPO]);
}

TEST(Evaluation, ExtraMaterialIsBetter) {
  // The same quiet position, once with a crane or a yari rook more in Black's hand.
  auto tori = parse_sfen<Tori>("rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LP1KCPR b - 1").value();
  auto tori_more = parse_sfen<Tori>("rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LP1KCPR b C 1").value();
  EXPECT_GT(evaluate(tori_more), evaluate(tori) + 300);
  auto yari = parse_sfen<Yari>("rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/1BBKNNR b - 1").value();
  auto yari_more = parse_sfen<Yari>("rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/1BBKNNR b R 1").value();
  EXPECT_GT(evaluate(yari_more), evaluate(yari) + 300);
}

TEST(Evaluation, MaterialBalanceCountsBoardAndHand) {
  EXPECT_EQ(material_balance(start_position<Tori>()), 0);
  // Black has taken White's advanced swallow.
  auto pos = parse_sfen<Tori>("rpckcpl/3f3/sssssss/4S2/SSSSSSS/3F3/LPCKCPR b S 1").value();
  using T = eval::Terms<Tori>;
  EXPECT_EQ(material_balance(pos), eval::WEIGHTS<Tori>[T::BOARD + Tori::SWALLOW] +
                                       eval::WEIGHTS<Tori>[T::HAND + Tori::SWALLOW]);
}

TEST(Evaluation, QuailsShareOneMirroredTable) {
  // Black's left quail on 7g and right quail on 1g read the same weight, as do White's.
  using Tab = eval::Tables<Tori>;
  constexpr Square left_corner = 6 * 7, right_corner = 6 * 7 + 6;
  EXPECT_EQ(Tab::psqt_index(BLACK, Tori::LEFT_QUAIL, left_corner),
            Tab::psqt_index(BLACK, Tori::RIGHT_QUAIL, right_corner));
  EXPECT_EQ(Tab::psqt_index(WHITE, Tori::LEFT_QUAIL, 6),
            Tab::psqt_index(BLACK, Tori::LEFT_QUAIL, 42));
}

TEST(Evaluation, YariTablesHaveOneCellPerRank) {
  // Every file of a rank reads one weight; each rank its own; White's ranks count from its side.
  using Tab = eval::Tables<Yari>;
  constexpr int W = Yari::W, H = Yari::H;
  for (PieceType t = 1; t < Yari::TYPE_NB; ++t) {
    std::vector<int> rank_cells;
    for (int row = 0; row < H; ++row) {
      const int first = Tab::psqt_index(BLACK, t, Square(row * W));
      for (int col = 1; col < W; ++col)
        EXPECT_EQ(Tab::psqt_index(BLACK, t, Square(row * W + col)), first) << int(t) << " " << row;
      EXPECT_EQ(Tab::psqt_index(WHITE, t, Square((H - 1 - row) * W + 3)), first);
      rank_cells.push_back(first);
    }
    std::sort(rank_cells.begin(), rank_cells.end());
    EXPECT_EQ(std::unique(rank_cells.begin(), rank_cells.end()), rank_cells.end()) << int(t);
  }
}

// Black's king danger inputs in a position (0 for an input not counted).
std::map<int, int> black_danger(const std::string& sfen) {
  RecordingSink sink;
  eval::evaluate_black(parse_sfen<Tori>(sfen).value(), eval::WEIGHTS<Tori>, sink);
  return sink.danger_of[BLACK];
}

TEST(Evaluation, DangerCountsTheRingSquaresChecksAndFlankAnAttackerHits) {
  using T = eval::Terms<Tori>;
  // Black's swallow on 4c attacks 4b, next to White's lone king on 4a: a hole in the king's
  // ring, in its flank, from where a swallow (moved, or dropped from hand) gives a safe check.
  auto open = black_danger("3k3/7/3S3/7/7/7/3K3 b S 1");
  EXPECT_EQ(open[T::DANGER_RING_HIT], 1);
  EXPECT_EQ(open[T::DANGER_FLANK_ATTACKS], 1);
  EXPECT_EQ(open[T::DANGER_MOVE_CHECKS], 1);
  EXPECT_EQ(open[T::DANGER_HAND_ATTACKERS], 1);
  EXPECT_EQ(open[T::DANGER_ANY_SAFE_CHECK + Tori::SWALLOW], 1);
  // A White crane on 3a defends 4b: no hole and no safe check, but the square is still attacked.
  auto defended = black_danger("3kc2/7/3S3/7/7/7/3K3 b S 1");
  EXPECT_EQ(defended[T::DANGER_RING_HIT], 0);
  EXPECT_EQ(defended[T::DANGER_FLANK_ATTACKS], 1);
  EXPECT_EQ(defended[T::DANGER_MOVE_CHECKS], 0);
  EXPECT_EQ(defended[T::DANGER_ANY_SAFE_CHECK + Tori::SWALLOW], 0);
}

}  // namespace
}  // namespace tori::engine
