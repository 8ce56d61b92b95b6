// The stored game turned into the notation layer's record: names, start, moves with their
// comments and times, and the result the server decided (resignation, time, agreement ...); an
// aborted game is written as left off, with why in a comment.
#include "server/web/record_text.h"

#include <ctime>

#include "core/move_text.h"

namespace tori::server::web {

namespace {

std::string iso_time(Seconds t) {
  std::time_t time = static_cast<std::time_t>(t);
  std::tm utc{};
  gmtime_r(&time, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &utc);
  return text;
}

}  // namespace

Result<std::string> record_text(const server::GameRecord& g, RecordFormat format) {
  RecordedGame r;
  r.variant = g.key.variant;
  r.black = g.players[BLACK];
  r.white = g.players[WHITE];
  r.date = iso_time(g.created);
  r.event = std::string(game_type_name(g.key.variant)) + " game " + std::to_string(g.key.number);
  r.start_sfen = g.start_sfen;
  Seconds before = g.created;
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    const PlayedMove& m = g.moves[i];
    auto move = visit_variant(g.key.variant, [&]<class V>() { return parse_usi_move<V>(m.usi); });
    if (!move)
      return make_error("stored move " + std::to_string(i + 1) + " (" + m.usi +
                        ") cannot be read: " + move.error().message);
    std::optional<double> spent;
    if (m.time >= before) spent = double(m.time - before);
    r.moves.push_back({*move, spent, m.comment});
    before = m.time;
  }
  r.outcome = g.result.outcome;
  r.termination = g.result.termination;
  if (was_aborted(g)) {  // stored as the absent side's loss; in a record it won nobody anything
    r.outcome = Outcome::ONGOING;
    r.termination = Termination::NONE;
    r.comments.push_back(g.result.description + "; unrated");
  }
  if (g.result.over() && !g.moves.empty()) r.end_date = iso_time(g.moves.back().time);
  return write_record(r, format);
}

}  // namespace tori::server::web
