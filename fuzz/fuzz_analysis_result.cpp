// Fuzzes what an analysis worker sends back (docs/api.md, POST /api/analysis/{g}): the JSON list
// of positions is read, then checked against a real game as the server does before it stores
// anything. Whatever passes both must make a review (judgements, accuracy) and its JSON without
// failing, with nothing judged beyond what was sent.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "analysis/analysis_json.h"
#include "analysis/game_positions.h"
#include "analysis/game_review.h"
#include "fuzz_checks.h"

namespace {

// Four moves of Tori (sente takes a swallow, gote retakes, both drop one), then a mate-free
// position: the positions sent are checked against these five.
tori::analysis::AnalysedGame the_game() {
  tori::analysis::AnalysedGame game;
  game.moves = {"3d3c", "4b3c", "S*3d", "S*1f"};
  return game;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  static const tori::analysis::AnalysedGame game = the_game();
  std::string text(reinterpret_cast<const char*>(data), size);
  nlohmann::json list = nlohmann::json::parse(text, nullptr, false);
  if (list.is_discarded()) return 0;
  auto positions = tori::analysis::positions_from_json(list);
  if (!positions) return 0;
  if (tori::analysis::check_positions(game, 0, *positions)) return 0;
  TORI_FUZZ_CHECK(positions->size() <= game.positions(), "more positions than the game has");
  tori::analysis::GameReview review = tori::analysis::review_game(game, *positions);
  TORI_FUZZ_CHECK(review.done_plies + 1 <= positions->size() || positions->empty(),
                  "judged a move whose next position was not sent");
  for (const auto& player : review.players)
    TORI_FUZZ_CHECK(player.accuracy >= 0 && player.accuracy <= 100, "accuracy out of range");
  std::string written = tori::analysis::review_json(review).dump();
  TORI_FUZZ_CHECK(!written.empty(), "no JSON");
  // What was accepted reads back the same through the worker format.
  auto again = tori::analysis::positions_from_json(tori::analysis::positions_json(*positions));
  TORI_FUZZ_CHECK(again && *again == *positions, "positions changed through their JSON");
  return 0;
}
