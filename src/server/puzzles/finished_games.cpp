#include "server/puzzles/finished_games.h"

#include <algorithm>

#include "analysis/analysis_json.h"

namespace tori::server {

namespace {

std::optional<Color> winner_of(const GameResult& result) {
  if (result.outcome == Outcome::BLACK_WINS) return BLACK;
  if (result.outcome == Outcome::WHITE_WINS) return WHITE;
  return std::nullopt;
}

// The evaluations of a finished analysis with one per position; none otherwise.
Result<std::vector<analysis::Evaluation>> evaluations_of(Storage& storage, const GameRecord& game) {
  auto job = storage.find_analysis(game.key);
  if (!job) return job.error();
  std::vector<analysis::Evaluation> evaluations;
  if (!*job || (*job)->status != AnalysisJob::Status::DONE) return evaluations;
  auto json = nlohmann::json::parse((*job)->positions, nullptr, false);
  auto positions = analysis::positions_from_json(json);
  if (!positions || positions->size() != game.moves.size() + 1) return evaluations;
  for (const auto& p : *positions) evaluations.push_back(p.eval);
  return evaluations;
}

}  // namespace

Result<std::vector<puzzles::PlayedGame>> finished_games_for_mining(Storage& storage) {
  GameQuery query;
  query.which = GameQuery::Which::INACTIVE;
  auto records = storage.find_games(query);
  if (!records) return records.error();
  std::vector<GameRecord> list = std::move(records).value();
  std::sort(list.begin(), list.end(),
            [](const GameRecord& a, const GameRecord& b) { return a.key < b.key; });
  std::vector<puzzles::PlayedGame> games;
  for (const GameRecord& record : list) {
    puzzles::PlayedGame game;
    game.variant = record.key.variant;
    game.start = record.start_sfen;
    for (const PlayedMove& m : record.moves) game.moves.push_back(m.usi);
    game.winner = winner_of(record.result);
    game.handicap = !record.handicap.empty();
    auto evaluations = evaluations_of(storage, record);
    if (!evaluations) return evaluations.error();
    game.evaluations = std::move(evaluations).value();
    game.name = std::string(record.key.variant == VariantId::TORI ? "torishogi" : "yarishogi") +
                " game " + std::to_string(record.key.number);
    games.push_back(std::move(game));
  }
  return games;
}

}  // namespace tori::server
