// Game records to training lines: each record is replayed by the rules core (notation reads it
// move by move), then its quiet positions are written with the declared result.
#include "tune/record_positions.h"

#include <sstream>

#include "core/fen.h"
#include "notation/record_io.h"
#include "tune/sample.h"

namespace tori::tune {

namespace {

// The quiet positions of one game, each as a training line; how many.
template <class V>
Result<uint64_t> write_game(const GameRecord& record, const RecordPositionOptions& options,
                            std::ostream& out) {
  // The reader replayed the record already, so this does not fail; if it ever did, an error
  // names the game instead of a crash.
  auto replayed = replay<V>(record);
  if (!replayed) return replayed.error();
  const Game<V>& game = replayed.value();
  Game<V> walk(game.start());
  const std::string result = format_result(black_score_of(game.result().outcome));
  uint64_t written = 0;
  for (std::size_t ply = 0; ply < game.moves().size(); ++ply) {
    Move m = game.moves()[ply];
    if (int(ply) >= options.skip_plies && is_quiet_choice(walk.position(), m)) {
      out << to_sfen(walk.position()) << ';' << result << '\n';
      ++written;
    }
    walk.play(m);
  }
  return written;
}

bool finished(Outcome o) { return o != Outcome::ONGOING; }

}  // namespace

Result<RecordPositionStats> write_record_positions(std::string_view text,
                                                   const RecordPositionOptions& options,
                                                   std::ostream& out) {
  ReadOptions read;
  read.variant = options.variant;
  auto read_all = read_records(text, read);
  if (!read_all) return read_all.error();
  const std::vector<GameRecord>& records = read_all.value();
  // Every record was read before a line is written: a bad one leaves the output untouched.
  RecordPositionStats stats;
  std::ostringstream lines;
  for (std::size_t i = 0; i < records.size(); ++i) {
    const GameRecord& record = records[i];
    if (record.variant != options.variant) {
      ++stats.other_variant;
      continue;
    }
    if (!finished(record.outcome)) {
      ++stats.unfinished;
      continue;
    }
    auto written = visit_variant(options.variant,
                                 [&]<class V>() { return write_game<V>(record, options, lines); });
    if (!written)
      return make_error("game " + std::to_string(i + 1) + ": " + written.error().message);
    ++stats.games;
    stats.positions += *written;
  }
  out << lines.str();
  return stats;
}

}  // namespace tori::tune
