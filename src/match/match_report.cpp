// Formatting only: the numbers come from match_stats.
#include "match/match_report.h"

#include <fmt/format.h>

#include <cmath>

namespace tori::match {

namespace {

std::string elo_text(double elo) {
  if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
  return fmt::format("{:+.1f}", elo);
}

std::string interval(const EloEstimate& e) {
  if (!e.has_interval()) return elo_text(e.elo) + " [?, ?] (every sample scored the same)";
  return elo_text(e.elo) + " [" + elo_text(e.elo_low) + ", " + elo_text(e.elo_high) + "]";
}

std::string sprt_text(const MatchState& s) {
  return "LLR " + fmt::format("{:.2f}", s.llr) + " (" + fmt::format("{:.2f}", s.sprt->lower()) +
         ", " + fmt::format("{:.2f}", s.sprt->upper()) + ")";
}

std::string forfeits_of(const MatchState& s, int engine) {
  const auto& f = s.forfeits[std::size_t(engine)];
  return s.names[std::size_t(engine)] + ": " + std::to_string(f[int(Forfeit::ILLEGAL_MOVE)]) +
         " illegal move, " + std::to_string(f[int(Forfeit::TIME)]) + " time, " +
         std::to_string(f[int(Forfeit::CRASH)]) + " crash";
}

}  // namespace

std::string progress_line(const MatchState& s) {
  const Trinomial& t = s.trinomial;
  EloEstimate e =
      s.pentanomial.pairs() > 0 ? estimate_pentanomial(s.pentanomial) : estimate_trinomial(t);
  std::string line = "[" + std::to_string(s.games_played) + "/" + std::to_string(s.games_total) +
                     "] " + s.names[0] + " vs " + s.names[1] + ": " + std::to_string(t.wins) + "-" +
                     std::to_string(t.losses) + "-" + std::to_string(t.draws) + " " +
                     fmt::format("{:.1f}%", 100 * estimate_trinomial(t).score) + " Elo " +
                     e.describe();
  if (s.sprt) line += " " + sprt_text(s);
  return line;
}

std::string match_summary(const MatchState& s, const MatchOptions& o) {
  const Trinomial& t = s.trinomial;
  EloEstimate per_game = estimate_trinomial(t);
  std::string text = s.names[0] + " vs " + s.names[1] + ", " +
                     (o.variant == VariantId::TORI ? "tori" : "yari") + ", " +
                     o.time_control.describe() + ": " + std::to_string(s.games_played) + " of " +
                     std::to_string(s.games_total) + " games played" +
                     (s.stopped ? " (stopped early)" : "") + "\n";
  text += s.names[0] + ": " + std::to_string(t.wins) + " wins, " + std::to_string(t.losses) +
          " losses, " + std::to_string(t.draws) + " draws; score " +
          fmt::format("{:.1f}%", 100 * per_game.score) + " [" +
          fmt::format("{:.1f}%", 100 * per_game.score_low) + ", " +
          fmt::format("{:.1f}%", 100 * per_game.score_high) + "]\n";
  text += "Elo, per game (trinomial), 95%: " + interval(per_game) + "\n";
  const Pentanomial& p = s.pentanomial;
  if (p.pairs() > 0) {
    EloEstimate per_pair = estimate_pentanomial(p);
    text += "Elo, per pair (pentanomial, " + std::to_string(p.pairs()) +
            " pairs), 95%: " + interval(per_pair) +
            "; pairs scoring 0/0.5/1/1.5/2: " + std::to_string(p.counts[0]) + " " +
            std::to_string(p.counts[1]) + " " + std::to_string(p.counts[2]) + " " +
            std::to_string(p.counts[3]) + " " + std::to_string(p.counts[4]) + "\n";
  }
  if (s.sprt)
    text += "SPRT elo0=" + fmt::format("{:g}", s.sprt->elo0) +
            " elo1=" + fmt::format("{:g}", s.sprt->elo1) +
            " alpha=" + fmt::format("{:g}", s.sprt->alpha) +
            " beta=" + fmt::format("{:g}", s.sprt->beta) + ": " + sprt_text(s) + ": " +
            sprt_verdict_name(s.verdict) + "\n";
  text += "Losses by forfeit: " + forfeits_of(s, 0) + "; " + forfeits_of(s, 1) + "\n";
  return text;
}

}  // namespace tori::match
