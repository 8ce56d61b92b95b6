#include "analysis/analysis_json.h"

#include <cmath>
#include <string>

namespace tori::analysis {

using nlohmann::json;

namespace {

// One decimal: a figure for players, not for arithmetic.
double tenths(double value) { return std::round(value * 10) / 10; }

json player_json(const PlayerReview& player) {
  return {{"accuracy", tenths(player.accuracy)},
          {"average_loss", tenths(player.average_loss)},
          {"inaccuracies", player.inaccuracies},
          {"mistakes", player.mistakes},
          {"blunders", player.blunders}};
}

Result<std::vector<std::string>> moves_from_json(const json& list, const char* what) {
  if (!list.is_array()) return make_error(std::string(what) + " is a list of USI moves");
  std::vector<std::string> moves;
  for (const json& m : list) {
    if (!m.is_string()) return make_error(std::string(what) + " is a list of USI moves");
    moves.push_back(m.get<std::string>());
  }
  return moves;
}

bool is_int(const json& v) { return v.is_number_integer(); }

}  // namespace

json evaluation_json(const Evaluation& eval) {
  switch (eval.kind) {
    case Evaluation::Kind::CENTIPAWNS:
      return {{"cp", eval.value}};
    case Evaluation::Kind::MATE:
      return {{"mate", eval.value}};
    case Evaluation::Kind::DECIDED:
      return {{"decided", eval.value}};
  }
  return nullptr;
}

Result<Evaluation> evaluation_from_json(const json& j) {
  if (!j.is_object() || j.size() != 1)
    return make_error("an evaluation is {\"cp\": x}, {\"mate\": n} or {\"decided\": s}");
  auto value_of = [&](const char* key) -> Result<int> {
    const json& v = j.at(key);
    if (!is_int(v) || v.get<int64_t>() < -1'000'000 || v.get<int64_t>() > 1'000'000)
      return make_error(std::string("an evaluation's ") + key + " is a whole number");
    return int(v.get<int64_t>());
  };
  if (j.contains("cp")) {
    auto v = value_of("cp");
    if (!v) return v.error();
    return Evaluation::centipawns(*v);
  }
  if (j.contains("mate")) {
    auto v = value_of("mate");
    if (!v) return v.error();
    return Evaluation::mate(*v);
  }
  if (j.contains("decided")) {
    auto v = value_of("decided");
    if (!v) return v.error();
    if (*v < -1 || *v > 1) return make_error("a decided evaluation is 1, -1 or 0");
    return Evaluation::decided(*v);
  }
  return make_error("an evaluation is {\"cp\": x}, {\"mate\": n} or {\"decided\": s}");
}

json review_json(const GameReview& review) {
  json plies = json::array();
  for (const PlyReview& ply : review.plies) {
    json judgement = nullptr;
    if (ply.cost && ply.cost->judgement) judgement = judgement_name(*ply.cost->judgement);
    plies.push_back({{"ply", ply.ply},
                     {"move", ply.move},
                     {"eval", evaluation_json(ply.eval)},
                     {"best", ply.best},
                     {"line", ply.line},
                     {"judgement", judgement}});
  }
  return {{"plies", std::move(plies)},
          {"players",
           {{"black", player_json(review.players[BLACK])},
            {"white", player_json(review.players[WHITE])}}}};
}

json positions_json(const std::vector<PositionAnalysis>& positions) {
  json list = json::array();
  for (const PositionAnalysis& p : positions)
    list.push_back({{"eval", evaluation_json(p.eval)}, {"best", p.best}, {"line", p.line}});
  return list;
}

Result<std::vector<PositionAnalysis>> positions_from_json(const json& list) {
  if (!list.is_array()) return make_error("positions is a list");
  std::vector<PositionAnalysis> positions;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& entry = list[i];
    std::string where = "positions[" + std::to_string(i) + "]: ";
    if (!entry.is_object() || !entry.contains("eval") || !entry.contains("best") ||
        !entry.contains("line") || !entry["best"].is_string())
      return make_error(where + "each is {\"eval\", \"best\", \"line\"}");
    PositionAnalysis p;
    auto eval = evaluation_from_json(entry["eval"]);
    if (!eval) return make_error(where + eval.error().message);
    p.eval = *eval;
    p.best = entry["best"].get<std::string>();
    auto line = moves_from_json(entry["line"], "line");
    if (!line) return make_error(where + line.error().message);
    p.line = std::move(*line);
    positions.push_back(std::move(p));
  }
  return positions;
}

}  // namespace tori::analysis
