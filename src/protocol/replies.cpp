// Formatting of the engine's reports. The legality checks here are the last guard between the
// search and the GUI: a wrong move from the engine costs a game, a wrong line costs nothing.
#include "protocol/replies.h"

#include <algorithm>

namespace tori::protocol {

namespace {

std::string moves_text(const std::vector<Move>& moves, const ProtocolGame& game, Dialect dialect) {
  std::string text;
  for (Move m : moves) {
    if (!text.empty()) text += ' ';
    text += game.move_text(m, dialect);
  }
  return text;
}

}  // namespace

std::string score_text(const engine::Score& score, Dialect dialect) {
  if (!score.mate) return "cp " + std::to_string(score.value);
  int n = score.value;
  // Mating in n moves takes 2n-1 plies; being mated in n moves, 2n.
  if (dialect == Dialect::USI) n = n > 0 ? 2 * n - 1 : 2 * n;
  return "mate " + std::to_string(n);
}

std::string info_line(const engine::SearchInfo& info, const ProtocolGame& game, Dialect dialect) {
  std::string line = "info depth " + std::to_string(info.depth) + " seldepth " +
                     std::to_string(std::max(info.seldepth, info.depth)) + " multipv " +
                     std::to_string(info.multipv) + " score " + score_text(info.score, dialect);
  if (info.bound == engine::SearchInfo::Bound::LOWER) line += " lowerbound";
  if (info.bound == engine::SearchInfo::Bound::UPPER) line += " upperbound";
  line += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) +
          " hashfull " + std::to_string(info.hashfull) + " time " + std::to_string(info.time_ms);
  std::vector<Move> pv = game.legal_prefix(info.pv);
  if (!pv.empty()) line += " pv " + moves_text(pv, game, dialect);
  return line;
}

std::vector<std::string> bestmove_lines(const engine::SearchOutcome& outcome,
                                        const ProtocolGame& game, Dialect dialect) {
  std::vector<std::string> lines;
  std::vector<Move> legal = game.legal_moves();
  if (legal.empty()) {
    lines.push_back(dialect == Dialect::USI ? "bestmove resign" : "bestmove (none)");
    return lines;
  }
  Move best = outcome.best;
  if (std::find(legal.begin(), legal.end(), best) == legal.end()) {
    lines.push_back("info string error: the engine chose " +
                    (best ? "an illegal move" : std::string("no move")) + "; playing " +
                    game.move_text(legal.front(), dialect) + " instead");
    best = legal.front();
  }
  std::string line = "bestmove " + game.move_text(best, dialect);
  if (outcome.ponder && best == outcome.best &&
      game.legal_prefix({best, outcome.ponder}).size() == 2)
    line += " ponder " + game.move_text(outcome.ponder, dialect);
  lines.push_back(line);
  return lines;
}

std::string checkmate_line(const engine::SearchOutcome& outcome, const std::vector<Move>& last_pv,
                           bool out_of_time, const ProtocolGame& game) {
  if (outcome.best && outcome.score.mate && outcome.score.value > 0) {
    std::vector<Move> line = last_pv;
    if (line.empty() || line.front() != outcome.best) line = {outcome.best};
    line = game.legal_prefix(line);
    if (!line.empty()) return "checkmate " + moves_text(line, game, Dialect::USI);
  }
  return out_of_time ? "checkmate timeout" : "checkmate nomate";
}

}  // namespace tori::protocol
