// SqlStorage's puzzles (storage.h): the puzzles with their themes as rows, the attempts numbered
// per user, the players' puzzle ratings. Lists (a solution, themes) are words joined by spaces:
// neither a USI move nor a theme holds one.
#include <sstream>

#include "server/storage/sql_rows.h"
#include "server/storage/sql_storage.h"

namespace tori::server {

namespace {

constexpr std::string_view PUZZLE_COLUMNS =
    "p.id, p.variant, p.sfen, p.solution, p.themes, p.kind, p.source, p.proof_nodes, p.margin, "
    "p.start_rating, p.rating, p.deviation, p.volatility, p.plays";

// Parameters ?1 to ?6: bind them with bind_filter. A statement's own parameters start at ?7.
constexpr std::string_view FILTER_WHERE =
    "p.variant = ?1 AND (?2 = '' OR EXISTS (SELECT 1 FROM puzzle_themes t WHERE t.theme = ?2 AND "
    "t.puzzle_id = p.id)) AND (?3 = 0 OR p.kind <> 'tactic') AND p.plies >= ?4 AND "
    "p.start_rating BETWEEN ?5 AND ?6";

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& w : words) text += (text.empty() ? "" : " ") + w;
  return text;
}

std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

PuzzleRecord read_puzzle(const SqlStatement& row) {
  PuzzleRecord p;
  p.id = row.text(0);
  p.variant = parse_variant_code(row.text(1)).value_or(VariantId::TORI);
  p.sfen = row.text(2);
  p.solution = split_words(row.text(3));
  p.themes = split_words(row.text(4));
  p.kind = row.text(5);
  p.source = row.text(6);
  p.proof_nodes = uint64_t(row.integer(7));
  p.margin = row.real(8);
  p.start_rating = int(row.integer(9));
  p.rating = row.real(10);
  p.deviation = row.real(11);
  p.volatility = row.real(12);
  p.plays = int(row.integer(13));
  return p;
}

void bind_filter(SqlStatement& s, const PuzzleFilter& f) {
  s.bind_all(variant_code(f.variant), f.theme, f.mates_only, f.min_plies, f.least_start_rating,
             f.most_start_rating);
}

PuzzleAttempt read_attempt(const SqlStatement& row) {
  PuzzleAttempt a;
  a.user = row.text(0);
  a.seq = int(row.integer(1));
  a.puzzle = row.text(2);
  a.variant = parse_variant_code(row.text(3)).value_or(VariantId::TORI);
  a.solved = row.integer(4) != 0;
  a.seconds = int(row.integer(5));
  a.rated = row.integer(6) != 0;
  a.rating_after = row.real(7);
  a.at = row.integer(8);
  return a;
}

Result<int> one_number(SqlStatement& s) {
  auto n = optional_row(s, [](const SqlStatement& row) { return int(row.integer(0)); });
  if (!n) return n.error();
  return n->value_or(0);
}

}  // namespace

Status SqlStorage::upsert_puzzle(const PuzzleRecord& p, Seconds now) {
  auto s = statement(
      "INSERT INTO puzzles (id, variant, sfen, solution, themes, kind, plies, source, "
      "proof_nodes, margin, start_rating, rating, deviation, volatility, plays, imported_at) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, 0, ?15) "
      "ON CONFLICT (id) DO UPDATE SET variant = excluded.variant, sfen = excluded.sfen, "
      "solution = excluded.solution, themes = excluded.themes, kind = excluded.kind, "
      "plies = excluded.plies, source = excluded.source, proof_nodes = excluded.proof_nodes, "
      "margin = excluded.margin, start_rating = excluded.start_rating, "
      "imported_at = excluded.imported_at");
  s->bind_all(p.id, variant_code(p.variant), p.sfen, joined(p.solution), joined(p.themes), p.kind,
              int(p.solution.size()), p.source, int64_t(p.proof_nodes), p.margin, p.start_rating,
              double(p.start_rating), p.deviation, p.volatility, now);
  if (auto done = s->run(); !done) return done;
  if (auto done = statement("DELETE FROM puzzle_themes WHERE puzzle_id = ?1")->bind_all(p.id).run();
      !done)
    return done;
  for (const std::string& theme : p.themes) {
    auto insert = statement(
        "INSERT INTO puzzle_themes (theme, puzzle_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING");
    if (auto done = insert->bind_all(theme, p.id).run(); !done) return done;
  }
  return ok_status();
}

Result<std::optional<PuzzleRecord>> SqlStorage::find_puzzle(const std::string& id) {
  auto s = statement("SELECT " + std::string(PUZZLE_COLUMNS) + " FROM puzzles p WHERE p.id = ?1");
  s->bind_all(id);
  return optional_row(*s, read_puzzle);
}

Status SqlStorage::save_puzzle_rating(const PuzzleRecord& p) {
  return statement(
             "UPDATE puzzles SET rating = ?2, deviation = ?3, volatility = ?4, plays = ?5 "
             "WHERE id = ?1")
      ->bind_all(p.id, p.rating, p.deviation, p.volatility, p.plays)
      .run();
}

Result<int> SqlStorage::count_puzzles(const PuzzleFilter& filter) {
  auto s = statement("SELECT COUNT(*) FROM puzzles p WHERE " + std::string(FILTER_WHERE));
  bind_filter(*s, filter);
  return one_number(*s);
}

Result<std::optional<PuzzleRecord>> SqlStorage::puzzle_at(const PuzzleFilter& filter, int index) {
  auto s = statement("SELECT " + std::string(PUZZLE_COLUMNS) + " FROM puzzles p WHERE " +
                     std::string(FILTER_WHERE) + " ORDER BY p.id LIMIT 1 OFFSET ?7");
  bind_filter(*s, filter);
  s->bind(7, index);
  return optional_row(*s, read_puzzle);
}

Result<std::vector<PuzzleRecord>> SqlStorage::puzzles_near(
    const PuzzleFilter& filter, double rating, const std::optional<std::string>& unseen_by,
    int limit) {
  // No user has the empty id, so without one the NOT EXISTS holds for every puzzle.
  auto s = statement("SELECT " + std::string(PUZZLE_COLUMNS) + " FROM puzzles p WHERE " +
                     std::string(FILTER_WHERE) +
                     " AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.user_id = ?7 AND "
                     "a.puzzle_id = p.id) ORDER BY ABS(p.rating - ?8), p.id LIMIT ?9");
  bind_filter(*s, filter);
  s->bind(7, unseen_by.value_or("")).bind(8, rating).bind(9, limit);
  return collect_rows(*s, read_puzzle);
}

Result<std::optional<PuzzleRecord>> SqlStorage::puzzle_seen_longest_ago(const PuzzleFilter& filter,
                                                                        const std::string& user) {
  auto s = statement("SELECT " + std::string(PUZZLE_COLUMNS) +
                     " FROM puzzles p JOIN (SELECT puzzle_id, MAX(seq) AS last FROM "
                     "puzzle_attempts WHERE user_id = ?7 GROUP BY puzzle_id) a ON a.puzzle_id = "
                     "p.id WHERE " +
                     std::string(FILTER_WHERE) + " ORDER BY a.last LIMIT 1");
  bind_filter(*s, filter);
  s->bind(7, user);
  return optional_row(*s, read_puzzle);
}

Result<std::vector<std::pair<std::string, int>>> SqlStorage::puzzle_themes(VariantId variant) {
  auto s = statement(
      "SELECT t.theme, COUNT(*) FROM puzzle_themes t JOIN puzzles p ON p.id = t.puzzle_id "
      "WHERE p.variant = ?1 GROUP BY t.theme ORDER BY t.theme");
  s->bind_all(variant_code(variant));
  return collect_rows(*s, [](const SqlStatement& row) {
    return std::pair<std::string, int>(row.text(0), int(row.integer(1)));
  });
}

Result<int> SqlStorage::insert_puzzle_attempt(const PuzzleAttempt& a) {
  auto last = statement("SELECT COALESCE(MAX(seq), 0) FROM puzzle_attempts WHERE user_id = ?1");
  last->bind_all(a.user);
  auto seq = one_number(*last);
  if (!seq) return seq.error();
  int number = *seq + 1;
  auto s = statement(
      "INSERT INTO puzzle_attempts (user_id, seq, puzzle_id, variant, solved, seconds, rated, "
      "rating_after, attempted_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  s->bind_all(a.user, number, a.puzzle, variant_code(a.variant), a.solved, a.seconds, a.rated,
              a.rating_after, a.at);
  if (auto done = s->run(); !done) return done.error();
  return number;
}

Result<int> SqlStorage::puzzle_attempts_at(const std::string& user, const std::string& puzzle) {
  auto s = statement("SELECT COUNT(*) FROM puzzle_attempts WHERE user_id = ?1 AND puzzle_id = ?2");
  s->bind_all(user, puzzle);
  return one_number(*s);
}

Result<std::vector<PuzzleAttempt>> SqlStorage::puzzle_attempts(const std::string& user, int limit) {
  auto s = statement(
      "SELECT user_id, seq, puzzle_id, variant, solved, seconds, rated, rating_after, "
      "attempted_at FROM puzzle_attempts WHERE user_id = ?1 ORDER BY seq DESC LIMIT ?2");
  s->bind_all(user, limit);
  return collect_rows(*s, read_attempt);
}

Result<std::optional<PuzzleRating>> SqlStorage::find_puzzle_rating(const std::string& user,
                                                                   VariantId variant) {
  auto s = statement(
      "SELECT user_id, variant, rating, deviation, volatility, attempts FROM puzzle_ratings "
      "WHERE user_id = ?1 AND variant = ?2");
  s->bind_all(user, variant_code(variant));
  return optional_row(*s, [](const SqlStatement& row) {
    PuzzleRating r;
    r.user = row.text(0);
    r.variant = parse_variant_code(row.text(1)).value_or(VariantId::TORI);
    r.rating = row.real(2);
    r.deviation = row.real(3);
    r.volatility = row.real(4);
    r.attempts = int(row.integer(5));
    return r;
  });
}

Status SqlStorage::save_user_puzzle_rating(const PuzzleRating& r) {
  return statement(
             "INSERT INTO puzzle_ratings (user_id, variant, rating, deviation, volatility, "
             "attempts) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (user_id, variant) DO UPDATE "
             "SET rating = excluded.rating, deviation = excluded.deviation, "
             "volatility = excluded.volatility, attempts = excluded.attempts")
      ->bind_all(r.user, variant_code(r.variant), r.rating, r.deviation, r.volatility, r.attempts)
      .run();
}

}  // namespace tori::server
