// Labelling positions with our own search. Every position is searched from a fresh game, on one
// thread, to a node count: the output depends on the options and the data only, and a file split
// with --every/--offset gives, put back together, the labels of the whole.
#include "tune/label.h"

#include <fmt/core.h>

#include <cmath>

#include "core/fen.h"
#include "tune/dataset.h"

namespace tori::tune {

// Four decimals are finer than any fit can use; 1, 0.5 and 0 are written as generate writes
// them, so a weight of 0 gives back the input's results.
std::string format_label(double label) {
  std::string text = fmt::format("{:.4f}", label);
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

namespace {

template <class V>
Result<std::vector<LabelSample>> select_samples_of(const LabelOptions& options, std::istream& in) {
  std::vector<LabelSample> selected;
  uint64_t index = 0;
  auto read = read_samples<V>(in, [&](const Position<V>& pos, double result) {
    if (index++ % options.every == options.offset)
      selected.push_back({to_sfen(pos), pos.side_to_move(), result});
  });
  if (!read) return read.error();
  return selected;
}

}  // namespace

double default_scale(VariantId variant) {
  // Copied from the headers' comments; a test keeps them equal.
  return variant == VariantId::TORI ? 803.11 : 846.41;
}

std::optional<Error> check_options(const LabelOptions& o) {
  if (!(o.weight >= 0 && o.weight <= 1))
    return make_error(fmt::format("--weight must be from 0 to 1, not {}", o.weight));
  if (!(o.scale > 0 && std::isfinite(o.scale)))
    return make_error(
        fmt::format("--scale must be a positive number of centipawns, not {}", o.scale));
  if (o.nodes == 0) return make_error("--nodes must be at least 1");
  if (o.every == 0) return make_error("--every must be at least 1");
  if (o.offset >= o.every)
    return make_error(
        fmt::format("--offset must be below --every ({}), not {}", o.every, o.offset));
  if (o.hash_mb < 1) return make_error("--hash must be at least 1 MB");
  return std::nullopt;
}

Result<std::vector<LabelSample>> select_samples(const LabelOptions& options, std::istream& in) {
  if (auto error = check_options(options)) return *error;
  return visit_variant(options.variant,
                       [&]<class V>() { return select_samples_of<V>(options, in); });
}

double blended_label(const LabelSample& sample, const engine::Score& score, double weight,
                     double scale) {
  const int for_black = sample.side_to_move == BLACK ? score.value : -score.value;
  double search_probability;
  if (score.mate)
    // Moves to mate, from the side to move; 0 when it has no move (it has lost).
    search_probability = (score.value > 0) == (sample.side_to_move == BLACK) ? 1.0 : 0.0;
  else
    search_probability = 1.0 / (1.0 + std::exp(-for_black / scale));
  return (1 - weight) * sample.result + weight * search_probability;
}

LabelStats write_labels(const LabelOptions& options, const std::vector<LabelSample>& samples,
                        std::ostream& out, const LabelProgress& progress) {
  engine::Options engine_options;
  engine_options.hash_mb = options.hash_mb;
  engine_options.threads = 1;
  engine_options.use_nnue = false;  // its positions and labels tune the classical evaluation
  engine::Engine engine(options.variant, engine_options);
  engine::SearchLimits limits;
  limits.nodes = options.nodes;
  LabelStats stats;
  stats.selected = samples.size();
  for (const LabelSample& sample : samples) {
    engine.new_game();
    (void)engine.set_position(sample.sfen, {});  // written by the core's own writer
    engine::SearchOutcome outcome = engine.search(limits);
    double label = blended_label(sample, outcome.score, options.weight, options.scale);
    out << sample.sfen << ';' << format_label(label) << '\n';
    ++stats.labelled;
    if (progress) progress(stats);
  }
  return stats;
}

Result<LabelStats> label_samples(const LabelOptions& options, std::istream& in, std::ostream& out,
                                 const LabelProgress& progress) {
  auto samples = select_samples(options, in);
  if (!samples) return samples.error();
  return write_labels(options, *samples, out, progress);
}

}  // namespace tori::tune
