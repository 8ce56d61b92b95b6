// Scores against results: each scored move of a finished game puts the mover's score into a band;
// each (game, band) pair then counts once, with the points the mover took from that game.
#include "tune/calibration.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "match/engine_output.h"
#include "notation/record_io.h"
#include "tune/sample.h"

namespace tori::tune {

namespace {

std::string signed_cp(int value) { return (value > 0 ? "+" : "") + std::to_string(value); }

std::vector<std::string> band_labels(const std::vector<int>& edges) {
  const int k = int(edges.size());
  std::vector<std::string> labels = {"mated", "below " + signed_cp(-edges[k - 1])};
  for (int j = k - 1; j >= 1; --j)
    labels.push_back(signed_cp(-edges[j]) + ".." + signed_cp(-edges[j - 1]));
  labels.push_back(signed_cp(-edges[0]) + ".." + signed_cp(edges[0]));
  for (int j = 1; j < k; ++j)
    labels.push_back(signed_cp(edges[j - 1]) + ".." + signed_cp(edges[j]));
  labels.push_back("above " + signed_cp(edges[k - 1]));
  labels.push_back("mating");
  return labels;
}

// The band of a score (an index into band_labels), or -1 for a mate of unknown sign.
int band_of(const match::EngineScore& score, const std::vector<int>& edges) {
  const int k = int(edges.size());
  if (score.mate) return score.value < 0 ? 0 : score.value > 0 ? 2 * k + 2 : -1;
  const int v = score.value;
  const int magnitude = v < 0 ? -v : v;
  // Edges strictly below the score's size: 0 in the middle band, k beyond the last edge.
  const int beyond = int(std::lower_bound(edges.begin(), edges.end(), magnitude) - edges.begin());
  return 1 + k + (v < 0 ? -beyond : beyond);
}

PlayerCalibration& player_named(Calibration& c, const std::string& name,
                                const std::vector<std::string>& labels) {
  for (PlayerCalibration& p : c.players)
    if (p.name == name) return p;
  PlayerCalibration& p = c.players.emplace_back();
  p.name = name;
  for (const std::string& label : labels) p.bands.push_back({label, 0, 0, 0});
  return p;
}

template <class V>
Color first_mover(const RecordedGame& record) {
  auto game = replay<V>(record);  // the reader replayed it already: this does not fail
  return game ? game.value().start().side_to_move() : BLACK;
}

}  // namespace

Result<std::vector<int>> check_calibration_edges(std::vector<int> edges) {
  if (edges.empty()) return make_error("no band edges given");
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (edges[i] <= 0)
      return make_error("band edge " + std::to_string(edges[i]) + " is not above zero");
    if (i > 0 && edges[i] <= edges[i - 1])
      return make_error("band edges must ascend: " + std::to_string(edges[i]) + " follows " +
                        std::to_string(edges[i - 1]));
  }
  return edges;
}

Result<int> add_calibration(std::string_view text, const CalibrationOptions& options,
                            Calibration& into) {
  auto edges = check_calibration_edges(options.edges);
  if (!edges) return edges.error();
  ReadOptions read;
  read.variant = options.variant;
  auto records = read_records(text, read);
  if (!records) return records.error();
  const std::vector<std::string> labels = band_labels(options.edges);
  int added = 0;
  for (const RecordedGame& record : records.value()) {
    if (record.variant != options.variant) {
      ++into.other_variant;
      continue;
    }
    if (record.outcome == Outcome::ONGOING) {
      ++into.unfinished;
      continue;
    }
    const double black_points = black_score_of(record.outcome);
    const Color first =
        visit_variant(record.variant, [&]<class V>() { return first_mover<V>(record); });
    for (Color side : {BLACK, WHITE}) {
      const std::string& name = side == BLACK ? record.black : record.white;
      PlayerCalibration& player =
          player_named(into, name.empty() ? (side == BLACK ? "Black" : "White") : name, labels);
      const double points = side == BLACK ? black_points : 1 - black_points;
      ++player.games;
      player.points += points;
      std::set<int> bands_said;
      for (std::size_t ply = 0; ply < record.moves.size(); ++ply) {
        const Color mover = ply % 2 == 0 ? first : ~first;
        if (mover != side) continue;
        auto score = match::parse_comment_score(record.moves[ply].comment);
        if (!score) continue;
        const int band = band_of(*score, options.edges);
        if (band < 0) continue;
        ++player.bands[band].scores;
        bands_said.insert(band);
      }
      for (int band : bands_said) {
        ++player.bands[band].games;
        player.bands[band].points += points;
      }
    }
    ++added;
  }
  return added;
}

std::string format_calibration(const PlayerCalibration& player) {
  auto percent = [](double points, int games) {
    return games ? fmt::format("{:.1f}%", 100 * points / games) : std::string("-");
  };
  std::string text = fmt::format("{}: {} games, {} of the points\n", player.name, player.games,
                                 percent(player.points, player.games));
  text += fmt::format("  {:<14} {:>8} {:>7}  {}\n", "its score", "scores", "games",
                      "its points in those games");
  for (const CalibrationBand& band : player.bands)
    text += fmt::format("  {:<14} {:>8} {:>7}  {:>6}\n", band.label, band.scores, band.games,
                        percent(band.points, band.games));
  return text;
}

}  // namespace tori::tune
