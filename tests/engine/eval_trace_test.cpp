// The evaluation trace: its groups and king dangers add up to the evaluation the search uses,
// and the printed form leaves out what adds nothing.
#include "engine/eval_trace.h"

#include <gtest/gtest.h>

#include "core/fen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "engine/evaluation.h"
#include "support/random_game.h"

namespace tori::engine {
namespace {

template <class V>
void expect_the_trace_adds_up() {
  for (uint64_t seed = 1; seed <= 10; ++seed)
    for (const Position<V>& pos : test_support::random_game<V>(seed, 80)) {
      EvalTrace trace = trace_evaluation(pos);
      int sum = trace.black_attack_cp - trace.white_attack_cp;
      for (const EvalTrace::Group& group : trace.groups) sum += group.black_cp;
      ASSERT_EQ(sum, trace.total_black_cp) << to_sfen(pos);
      const int stm = pos.side_to_move() == BLACK ? trace.total_black_cp : -trace.total_black_cp;
      ASSERT_EQ(stm, evaluate(pos)) << to_sfen(pos);
      ASSERT_GE(trace.black_attack_cp, 0);
      ASSERT_GE(trace.white_attack_cp, 0);
      ASSERT_EQ(trace.side_to_move, pos.side_to_move());
    }
}

TEST(EvalTrace, GroupsAndKingDangersAddUpToTheEvaluationInTori) {
  expect_the_trace_adds_up<Tori>();
}

TEST(EvalTrace, GroupsAndKingDangersAddUpToTheEvaluationInYari) {
  expect_the_trace_adds_up<Yari>();
}

TEST(EvalTrace, TheStartPositionIsTheTempoAlone) {
  EvalTrace trace = trace_evaluation(start_position<Tori>());
  int nonzero = 0;
  for (const EvalTrace::Group& group : trace.groups)
    if (group.black_cp) {
      ++nonzero;
      EXPECT_EQ(group.name, "tempo");
    }
  EXPECT_EQ(nonzero, 1);
  EXPECT_EQ(trace.total_black_cp, evaluate(start_position<Tori>()));
}

TEST(EvalTrace, PrintsNonZeroGroupsBothDangersAndTheTotals) {
  EvalTrace trace;
  trace.groups = {{"board", -120}, {"hand", 0}, {"tempo", 33}};
  trace.black_attack_cp = 40;
  trace.white_attack_cp = 5;
  trace.total_black_cp = -120 + 33 + 40 - 5;
  trace.side_to_move = WHITE;
  const std::vector<std::string> expected = {
      "evaluation in centipawns, from Black's point of view:",
      "  board                   -120",
      "  tempo                   +33",
      "  king danger to White    +40",
      "  king danger to Black    -5",
      "  total                   -52",
      "for the side to move (White): +52",
  };
  EXPECT_EQ(format_eval_trace(trace), expected);
}

}  // namespace
}  // namespace tori::engine
