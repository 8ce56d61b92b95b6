// SqlStorage's analysis jobs (storage.h): one row a game in analysis_jobs.
#include "server/storage/sql_rows.h"
#include "server/storage/sql_storage.h"

namespace tori::server {

namespace {

constexpr std::string_view ANALYSIS_COLUMNS =
    "variant, number, status, requested_by, requested_at, lease, lease_until, positions, "
    "positions_done, finished_at";

AnalysisJob::Status parse_status(std::string_view name) {
  if (name == "running") return AnalysisJob::Status::RUNNING;
  if (name == "done") return AnalysisJob::Status::DONE;
  return AnalysisJob::Status::QUEUED;
}

AnalysisJob read_job(const SqlStatement& row) {
  AnalysisJob job;
  job.game.variant = parse_variant_code(row.text(0)).value_or(VariantId::TORI);
  job.game.number = int(row.integer(1));
  job.status = parse_status(row.text(2));
  job.requested_by = row.text(3);
  job.requested_at = row.integer(4);
  job.lease = row.text(5);
  job.lease_until = row.integer(6);
  job.positions = row.text(7);
  job.positions_done = int(row.integer(8));
  job.finished_at = row.integer(9);
  return job;
}

std::string select_jobs(std::string_view rest) {
  return "SELECT " + std::string(ANALYSIS_COLUMNS) + " FROM analysis_jobs " + std::string(rest);
}

}  // namespace

Result<bool> SqlStorage::insert_analysis(const AnalysisJob& job) {
  auto s = statement("INSERT INTO analysis_jobs (" + std::string(ANALYSIS_COLUMNS) +
                     ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) "
                     "ON CONFLICT (variant, number) DO NOTHING RETURNING number");
  s->bind_all(variant_code(job.game.variant), job.game.number, analysis_status_name(job.status),
              job.requested_by, job.requested_at, job.lease, job.lease_until, job.positions,
              job.positions_done, job.finished_at);
  bool inserted = s->step();
  if (!s->error().empty()) return database_error(*s);
  if (inserted)
    if (auto done = s->run(); !done) return done.error();
  return inserted;
}

Result<std::optional<AnalysisJob>> SqlStorage::find_analysis(GameKey game) {
  auto s = statement(select_jobs("WHERE variant = ?1 AND number = ?2"));
  s->bind_all(variant_code(game.variant), game.number);
  return optional_row(*s, read_job);
}

Status SqlStorage::save_analysis(const AnalysisJob& job) {
  auto s = statement(
      "UPDATE analysis_jobs SET status = ?3, lease = ?4, lease_until = ?5, positions = ?6, "
      "positions_done = ?7, finished_at = ?8 WHERE variant = ?1 AND number = ?2");
  s->bind_all(variant_code(job.game.variant), job.game.number, analysis_status_name(job.status),
              job.lease, job.lease_until, job.positions, job.positions_done, job.finished_at);
  return s->run();
}

Result<std::optional<AnalysisJob>> SqlStorage::next_analysis(Millis now) {
  auto s =
      statement(select_jobs("WHERE status = 'queued' OR (status = 'running' AND lease_until <= ?1) "
                            "ORDER BY requested_at, variant, number LIMIT 1"));
  s->bind_all(now);
  return optional_row(*s, read_job);
}

Result<int> SqlStorage::analyses_requested(const std::optional<std::string>& user, Seconds since) {
  auto s = user ? statement(
                      "SELECT COUNT(*) FROM analysis_jobs WHERE requested_by = ?1 AND "
                      "requested_at >= ?2")
                : statement("SELECT COUNT(*) FROM analysis_jobs WHERE requested_at >= ?1");
  if (user)
    s->bind_all(*user, since);
  else
    s->bind_all(since);
  auto count = optional_row(*s, [](const SqlStatement& row) { return int(row.integer(0)); });
  if (!count) return count.error();
  return count->value_or(0);
}

Result<int> SqlStorage::analyses_unfinished() {
  auto s = statement("SELECT COUNT(*) FROM analysis_jobs WHERE status <> 'done'");
  auto count = optional_row(*s, [](const SqlStatement& row) { return int(row.integer(0)); });
  if (!count) return count.error();
  return count->value_or(0);
}

}  // namespace tori::server
