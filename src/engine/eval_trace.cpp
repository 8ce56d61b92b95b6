// The evaluation trace: the evaluator run with a sink that sorts its terms into groups.
#include "engine/eval_trace.h"

#include <algorithm>
#include <array>
#include <string>

#include "engine/eval/evaluate_with.h"
#include "engine/eval/weights.h"

namespace tori::engine {

namespace {

// Sorts each (weight index, count) the evaluator reports into its group, and sums each side's
// king-danger inputs, which are scored only as a whole.
template <class V>
struct GroupSink {
  using T = eval::Terms<V>;
  const eval::Weights<V>& weights;
  std::array<int, T::GROUPS.size()> group_cp{};
  int danger_sum[COLOR_NB] = {};

  void add(int index, int count) {
    for (std::size_t g = 0; g < T::GROUPS.size(); ++g)
      if (index >= T::GROUPS[g].offset && index < T::GROUPS[g].offset + T::GROUPS[g].size) {
        group_cp[g] += weights[index] * count;
        return;
      }
  }
  void danger(Color c, int index, int count) { danger_sum[c] += weights[index] * count; }
};

std::string signed_cp(int cp) { return (cp >= 0 ? "+" : "") + std::to_string(cp); }

}  // namespace

template <class V>
EvalTrace trace_evaluation(const Position<V>& pos) {
  using T = eval::Terms<V>;
  GroupSink<V> sink{eval::WEIGHTS<V>};
  EvalTrace trace;
  trace.total_black_cp = eval::evaluate_black(pos, eval::WEIGHTS<V>, sink);
  trace.side_to_move = pos.side_to_move();
  for (std::size_t g = 0; g < T::GROUPS.size(); ++g)
    if (!T::is_danger(T::GROUPS[g].offset))
      trace.groups.push_back({std::string(T::GROUPS[g].name), sink.group_cp[g]});
  trace.black_attack_cp = eval::danger_value<V>(sink.danger_sum[BLACK]);
  trace.white_attack_cp = eval::danger_value<V>(sink.danger_sum[WHITE]);
  return trace;
}

std::vector<std::string> format_eval_trace(const EvalTrace& trace) {
  std::vector<std::string> lines = {"evaluation in centipawns, from Black's point of view:"};
  auto line = [&](const std::string& name, int cp) {
    std::string text = "  " + name;
    text.resize(std::max<std::size_t>(text.size() + 1, 26), ' ');
    lines.push_back(text + signed_cp(cp));
  };
  for (const EvalTrace::Group& group : trace.groups)
    if (group.black_cp) line(group.name, group.black_cp);
  line("king danger to White", trace.black_attack_cp);
  line("king danger to Black", -trace.white_attack_cp);
  line("total", trace.total_black_cp);
  const bool black = trace.side_to_move == BLACK;
  lines.push_back(std::string("for the side to move (") + (black ? "Black" : "White") +
                  "): " + signed_cp(black ? trace.total_black_cp : -trace.total_black_cp));
  return lines;
}

template EvalTrace trace_evaluation<Tori>(const Position<Tori>&);
template EvalTrace trace_evaluation<Yari>(const Position<Yari>&);

}  // namespace tori::engine
