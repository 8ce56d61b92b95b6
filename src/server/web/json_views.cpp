// The API's objects written as JSON, and time controls read back.
#include "server/web/json_views.h"

#include "server/records/game_clock.h"
#include "server/storage/record_codes.h"

namespace tori::server::web {

namespace {

std::string_view color_word(Color c) { return c == BLACK ? "black" : "white"; }

std::string_view outcome_word(Outcome o) {
  switch (o) {
    case Outcome::BLACK_WINS:
      return "black_wins";
    case Outcome::WHITE_WINS:
      return "white_wins";
    case Outcome::DRAW:
      return "draw";
    default:
      return "ongoing";
  }
}

// The move number of the start position: the last field of its SFEN (1 when absent).
int first_move_number(const std::string& sfen) {
  std::size_t space = sfen.find_last_of(' ');
  if (space == std::string::npos) return 1;
  int n = 0;
  for (char c : sfen.substr(space + 1)) {
    if (c < '0' || c > '9' || n > 100000) return 1;
    n = n * 10 + (c - '0');
  }
  return n > 0 ? n : 1;
}

json players_json(const GameRecord& g) {
  return {{"black", g.players[BLACK]}, {"white", g.players[WHITE]}};
}

// A whole number of milliseconds from a field, within [low, high].
std::optional<int64_t> whole_number(const json& j, const char* field, int64_t low, int64_t high) {
  auto it = j.find(field);
  if (it == j.end() || !it->is_number_integer()) return std::nullopt;
  int64_t v = it->get<int64_t>();
  if (v < low || v > high) return std::nullopt;
  return v;
}

}  // namespace

std::optional<VariantId> parse_variant_name(std::string_view name) {
  if (name == "torishogi" || name == "tori") return VariantId::TORI;
  if (name == "yarishogi" || name == "yari") return VariantId::YARI;
  return std::nullopt;
}

json result_json(const GameRecord& g) {
  const GameResult& r = g.result;
  if (!r.over()) return nullptr;
  return {{"outcome", outcome_word(r.outcome)},
          {"termination", termination_code(r.termination)},
          {"description", r.description},
          {"aborted", was_aborted(g)}};
}

json time_control_json(const TimeControl& t) {
  switch (t.kind) {
    case TimeControl::Kind::BYOYOMI:
      return {{"kind", "byoyomi"},
              {"main_ms", t.main},
              {"periods", t.periods},
              {"period_ms", t.period}};
    case TimeControl::Kind::FISCHER:
      return {{"kind", "fischer"}, {"main_ms", t.main}, {"increment_ms", t.increment}};
    case TimeControl::Kind::CORRESPONDENCE:
      return {{"kind", "correspondence"}, {"days", t.days}};
    default:
      return nullptr;
  }
}

ApiResult<TimeControl> parse_time_control(const json& t) {
  if (t.is_null()) return TimeControl{};
  if (!t.is_object() || !t.contains("kind") || !t["kind"].is_string())
    return bad_request("time is an object with a kind: byoyomi, fischer or correspondence");
  constexpr int64_t WEEK_MS = 7 * MILLIS_PER_DAY;
  const std::string kind = t["kind"].get<std::string>();
  if (kind == "byoyomi") {
    auto main = whole_number(t, "main_ms", 0, WEEK_MS);
    auto periods = whole_number(t, "periods", 0, 100);
    auto period = whole_number(t, "period_ms", 0, MILLIS_PER_DAY);
    if (!main || !periods || !period || (*main == 0 && (*periods == 0 || *period == 0)))
      return bad_request(
          "byoyomi needs main_ms (0 to a week), periods (0 to 100) and period_ms (0 to a day), "
          "and some time in all");
    return TimeControl::byoyomi(*main, int(*periods), *period);
  }
  if (kind == "fischer") {
    auto main = whole_number(t, "main_ms", 1, WEEK_MS);
    auto increment = whole_number(t, "increment_ms", 0, MILLIS_PER_DAY);
    if (!main || !increment)
      return bad_request("fischer needs main_ms (1 ms to a week) and increment_ms (0 to a day)");
    return TimeControl::fischer(*main, *increment);
  }
  if (kind == "correspondence") {
    auto days = whole_number(t, "days", 1, 365);
    if (!days) return bad_request("correspondence needs days (1 to 365)");
    return TimeControl::correspondence(int(*days));
  }
  return bad_request("time kind '" + kind + "' is not byoyomi, fischer or correspondence");
}

// Each side's clock as it reads at `now` (the server's time, also sent, so that a client can
// count down from it without trusting its own clock): null for an untimed game. Before its first
// move the side to move's clock stands still (nothing runs) and the move is due by a deadline.
json clocks_json(const GameRecord& record, Millis now) {
  GameClock clock(record.clock);
  if (!clock.timed()) return nullptr;
  const auto first_move_due_at = first_move_due(record);
  const bool running = record.active() && !first_move_due_at;
  const Millis read_at = first_move_due_at ? record.clock.turn_started : now;
  auto side = [&](Color c) {
    ClockReading r = clock.reading(c, read_at);
    return json{{"main_ms", r.main},
                {"periods", r.periods},
                {"period_left_ms", r.period_left},
                {"move_deadline_ms", r.move_deadline},
                {"in_byoyomi", r.in_byoyomi},
                {"flagged", r.flagged}};
  };
  return {{"black", side(BLACK)},
          {"white", side(WHITE)},
          {"running", running ? json(color_word(record.clock.to_move)) : json(nullptr)},
          {"first_move_due_ms", first_move_due_at ? json(*first_move_due_at) : json(nullptr)},
          {"now_ms", now}};
}

json chat_line_json(const ChatLine& line) {
  return {{"seq", line.seq},
          {"from", line.from},
          {"text", line.text},
          {"ply", line.ply},
          {"time", line.time}};
}

json move_json(const GameRecord& g, std::size_t index) {
  const PlayedMove& m = g.moves[index];
  return {{"ply", int(index + 1)},
          {"usi", m.usi},
          {"written", m.written},
          {"comment", m.comment},
          {"time", m.time}};
}

json game_json(const GameRecord& g, const LiveGame& live, const std::vector<ChatLine>& chat,
               int spectators, Millis now) {
  json game = game_now_json(g, live, spectators, now);
  json moves = json::array();
  for (std::size_t i = 0; i < g.moves.size(); ++i) moves.push_back(move_json(g, i));
  json lines = json::array();
  for (const ChatLine& line : chat) lines.push_back(chat_line_json(line));
  game["moves"] = std::move(moves);
  game["chat"] = std::move(lines);
  return game;
}

json game_now_json(const GameRecord& g, const LiveGame& live, int spectators, Millis now) {
  json proposal = nullptr;
  if (g.proposal.kind != ProposalKind::NONE && g.active())
    proposal = {{"kind", proposal_code(g.proposal.kind)}, {"by", color_word(g.proposal.by)}};
  return {{"variant", game_type_name(g.key.variant)},
          {"number", g.key.number},
          {"players", players_json(g)},
          {"handicap", g.handicap},
          {"rated", g.rated},
          {"created", g.created},
          {"start_sfen", g.start_sfen},
          {"sfen", live.sfen()},
          {"move_number", live.move_number()},
          {"to_move", g.active() ? json(color_word(live.side_to_move())) : json(nullptr)},
          {"check", live.in_check()},
          {"active", g.active()},
          {"result", result_json(g)},
          {"proposal", std::move(proposal)},
          // A resignation made out of turn waits for its player's turn: both players see it.
          {"resign_pending",
           {{"black", g.active() && g.resign_pending[BLACK]},
            {"white", g.active() && g.resign_pending[WHITE]}}},
          {"time", time_control_json(g.clock.control)},
          {"clocks", clocks_json(g, now)},
          {"spectators", spectators}};
}

json game_summary_json(const GameRecord& g) {
  return {{"variant", game_type_name(g.key.variant)},
          {"number", g.key.number},
          {"players", players_json(g)},
          {"handicap", g.handicap},
          {"rated", g.rated},
          {"move_number", first_move_number(g.start_sfen) + int(g.moves.size())},
          {"to_move", g.active() ? json(color_word(side_to_move(g))) : json(nullptr)},
          {"active", g.active()},
          {"result", result_json(g)},
          {"created", g.created}};
}

json seek_json(const Seek& k) {
  return {{"id", k.id},
          {"variant", game_type_name(k.variant)},
          {"user", k.user},
          {"handicap", k.handicap},
          {"time", time_control_json(k.time)},
          {"rated", k.rated},
          {"first", k.seeker_first},
          {"created", k.created}};
}

json user_json(const User& u, const std::vector<Rating>& ratings) {
  json by_variant = json::object();
  for (const Rating& r : ratings)
    by_variant[std::string(game_type_name(r.variant))] = {{"rating", r.rating},
                                                          {"deviation", r.deviation},
                                                          {"wins", r.wins},
                                                          {"losses", r.losses},
                                                          {"draws", r.draws}};
  return {{"id", u.id},
          {"kind", player_kind_code(u.kind)},
          {"created", u.created},
          {"signed_off", u.signed_off},
          {"ratings", std::move(by_variant)}};
}

}  // namespace tori::server::web
