// Game records to training lines: each record is replayed by the rules core (notation reads it
// move by move), then its quiet positions are written with the declared result.
#include "tune/record_positions.h"

#include <fmt/format.h>

#include <cmath>
#include <sstream>

#include "core/fen.h"
#include "match/engine_output.h"
#include "notation/record_io.h"
#include "tune/label.h"
#include "tune/sample.h"

namespace tori::tune {

namespace {

// The quiet positions of one game, each as a training line, counted into `stats`.
template <class V>
std::optional<Error> write_game(const RecordedGame& record, const RecordPositionOptions& options,
                                std::ostream& out, RecordPositionStats& stats) {
  // The reader replayed the record already, so this does not fail; if it ever did, an error
  // names the game instead of a crash.
  auto replayed = replay<V>(record);
  if (!replayed) return replayed.error();
  const Game<V>& game = replayed.value();
  Game<V> walk(game.start());
  const double result = black_score_of(game.result().outcome);
  const std::string result_text = format_result(result);
  for (std::size_t ply = 0; ply < game.moves().size(); ++ply) {
    Move m = game.moves()[ply];
    if (int(ply) >= options.skip_plies && is_quiet_choice(walk.position(), m)) {
      const std::string sfen = to_sfen(walk.position());
      auto score = options.score_weight > 0 ? match::parse_comment_score(record.moves[ply].comment)
                                            : std::nullopt;
      if (score && !(score->mate && score->value == 0)) {
        LabelSample sample{sfen, walk.position().side_to_move(), result};
        double label = blended_label(sample, engine::Score{score->mate, score->value},
                                     options.score_weight, options.score_scale);
        out << sfen << ';' << format_label(label) << '\n';
        ++stats.scored;
      } else {
        out << sfen << ';' << result_text << '\n';
      }
      ++stats.positions;
    }
    walk.play(m);
  }
  return std::nullopt;
}

bool finished(Outcome o) { return o != Outcome::ONGOING; }

}  // namespace

std::optional<Error> check_record_position_options(const RecordPositionOptions& options) {
  if (options.skip_plies < 0) return make_error("--skip-plies must not be negative");
  if (!(options.score_weight >= 0 && options.score_weight <= 1))
    return make_error(
        fmt::format("--score-weight must be from 0 to 1, not {}", options.score_weight));
  if (options.score_weight > 0 && !(options.score_scale > 0 && std::isfinite(options.score_scale)))
    return make_error(
        fmt::format("--score-weight needs --score-scale, a positive number of centipawns (not {})",
                    options.score_scale));
  return std::nullopt;
}

Result<RecordPositionStats> write_record_positions(std::string_view text,
                                                   const RecordPositionOptions& options,
                                                   std::ostream& out) {
  if (auto error = check_record_position_options(options)) return *error;
  ReadOptions read;
  read.variant = options.variant;
  auto read_all = read_records(text, read);
  if (!read_all) return read_all.error();
  const std::vector<RecordedGame>& records = read_all.value();
  // Every record was read before a line is written: a bad one leaves the output untouched.
  RecordPositionStats stats;
  std::ostringstream lines;
  for (std::size_t i = 0; i < records.size(); ++i) {
    const RecordedGame& record = records[i];
    if (record.variant != options.variant) {
      ++stats.other_variant;
      continue;
    }
    if (!finished(record.outcome)) {
      ++stats.unfinished;
      continue;
    }
    auto error = visit_variant(
        options.variant, [&]<class V>() { return write_game<V>(record, options, lines, stats); });
    if (error) return make_error("game " + std::to_string(i + 1) + ": " + error->message);
    ++stats.games;
  }
  out << lines.str();
  return stats;
}

}  // namespace tori::tune
