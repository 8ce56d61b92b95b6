#include "analysis/record_analysis.h"

#include <cstdio>
#include <string>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "notation/record_io.h"

namespace tori::analysis {

namespace {

std::string fixed(double value, int decimals) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

std::string summary(const char* side, const PlayerReview& player) {
  return std::string(side) + ": accuracy " + fixed(player.accuracy, 1) + ", average loss " +
         fixed(player.average_loss, 1) + " centipawns, " + std::to_string(player.inaccuracies) +
         " inaccuracies, " + std::to_string(player.mistakes) + " mistakes, " +
         std::to_string(player.blunders) + " blunders";
}

}  // namespace

Result<AnalysedGame> game_of_record(const RecordedGame& record) {
  return visit_variant(record.variant, [&]<class V>() -> Result<AnalysedGame> {
    auto game = replay<V>(record);
    if (!game) return game.error();
    AnalysedGame analysed;
    analysed.variant = record.variant;
    analysed.start = to_sfen(game->start());
    for (Move m : game->moves()) analysed.moves.push_back(to_usi<V>(m));
    return analysed;
  });
}

std::string evaluation_text(const Evaluation& eval) {
  switch (eval.kind) {
    case Evaluation::Kind::CENTIPAWNS:
      return (eval.value >= 0 ? "+" : "") + fixed(eval.value / 100.0, 2);
    case Evaluation::Kind::MATE:
      return "#" + std::to_string(eval.value);
    case Evaluation::Kind::DECIDED:
      return eval.value > 0 ? "sente has won" : eval.value < 0 ? "gote has won" : "drawn";
  }
  return "";
}

RecordedGame annotated_record(RecordedGame record, const GameReview& review) {
  for (const PlyReview& ply : review.plies) {
    if (ply.ply < 1 || std::size_t(ply.ply) > record.moves.size()) continue;
    std::string text = "eval " + evaluation_text(ply.eval) + " before the move; best " + ply.best;
    if (ply.cost && ply.cost->judgement)
      text += "; " + std::string(judgement_name(*ply.cost->judgement));
    std::string& comment = record.moves[ply.ply - 1].comment;
    comment = comment.empty() ? text : comment + "\n" + text;
  }
  record.comments.push_back(summary("Sente", review.players[BLACK]));
  record.comments.push_back(summary("Gote", review.players[WHITE]));
  return record;
}

}  // namespace tori::analysis
