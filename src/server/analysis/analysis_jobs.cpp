#include "server/analysis/analysis_jobs.h"

#include <algorithm>
#include <cstdio>
#include <random>

#include "analysis/analysis_json.h"
#include "analysis/game_review.h"
#include "core/variant.h"
#include "server/records/records.h"

namespace tori::server {

using nlohmann::json;

namespace {

constexpr Seconds HOUR = 3600;

// A lease's id: only the worker that holds it may send positions for the job.
std::string new_lease_id() {
  static thread_local std::random_device device;
  std::string id;
  for (int i = 0; i < 4; ++i) {
    char part[9];
    std::snprintf(part, sizeof part, "%08x", unsigned(device()));
    id += part;
  }
  return id;
}

Result<std::vector<analysis::PositionAnalysis>> stored_positions(const AnalysisJob& job) {
  json list = json::parse(job.positions, nullptr, false);
  if (list.is_discarded()) return make_error(ErrorKind::INTERNAL, "a stored analysis is damaged");
  auto positions = analysis::positions_from_json(list);
  if (!positions) return make_error(ErrorKind::INTERNAL, "a stored analysis is damaged");
  return positions;
}

}  // namespace

json lease_json(const AnalysisLease& lease) {
  return {{"variant", std::string(game_type_name(lease.key.variant))},
          {"number", lease.key.number},
          {"lease", lease.lease},
          {"start", lease.game.start},
          {"moves", lease.game.moves},
          {"first", lease.first},
          {"nodes", lease.nodes},
          {"lease_ms", lease.lease_ms}};
}

Result<AnalysisLease> lease_from_json(const json& j) {
  try {
    AnalysisLease lease;
    auto variant = parse_variant_name(j.at("variant").get<std::string>());
    if (!variant) return make_error("a job's variant is torishogi or yarishogi");
    lease.key = {*variant, j.at("number").get<int>()};
    lease.lease = j.at("lease").get<std::string>();
    lease.game.variant = *variant;
    lease.game.start = j.at("start").get<std::string>();
    lease.game.moves = j.at("moves").get<std::vector<std::string>>();
    lease.first = j.at("first").get<std::size_t>();
    lease.nodes = j.at("nodes").get<uint64_t>();
    lease.lease_ms = j.at("lease_ms").get<Millis>();
    return lease;
  } catch (const json::exception& e) {
    return make_error(std::string("a job of the wrong shape: ") + e.what());
  }
}

AnalysisJobs::AnalysisJobs(Storage& storage, const Clock& clock, AnalysisLimits limits)
    : storage_(storage), clock_(clock), limits_(limits) {}

Result<analysis::AnalysedGame> AnalysisJobs::game_of(GameKey key) {
  auto record = storage_.load_game(key);
  if (!record) return record.error();
  if (!*record)
    return make_error(ErrorKind::NOT_FOUND, "no game " + std::string(game_type_name(key.variant)) +
                                                " " + std::to_string(key.number));
  analysis::AnalysedGame game;
  game.variant = key.variant;
  game.start = (*record)->start_sfen;
  for (const PlayedMove& m : (*record)->moves) game.moves.push_back(m.usi);
  if ((*record)->active())
    return make_error(ErrorKind::REFUSED, "the game is still being played: analysis comes after");
  return game;
}

Result<json> AnalysisJobs::request(GameKey key, const std::string& user) {
  auto game = game_of(key);
  if (!game) return game.error();
  auto existing = storage_.find_analysis(key);
  if (!existing) return existing.error();
  if (!*existing) {
    Seconds now = clock_.now();
    auto mine = storage_.analyses_requested(user, now - HOUR);
    if (!mine) return mine.error();
    if (*mine >= limits_.per_user_per_hour)
      return make_error(ErrorKind::TOO_MANY, "at most " +
                                                 std::to_string(limits_.per_user_per_hour) +
                                                 " analyses an hour for each player");
    auto waiting = storage_.analyses_unfinished();
    if (!waiting) return waiting.error();
    if (*waiting >= limits_.unfinished_total)
      return make_error(ErrorKind::BUSY, "the analysis queue is full: try again later");
    AnalysisJob job;
    job.game = key;
    job.requested_by = user;
    job.requested_at = now;
    auto inserted = storage_.insert_analysis(job);
    if (!inserted) return inserted.error();
    if (*inserted && queued_) queued_();
  }
  return view(key);
}

Result<json> AnalysisJobs::view(GameKey key) {
  auto job = storage_.find_analysis(key);
  if (!job) return job.error();
  if (!*job) return make_error(ErrorKind::NOT_FOUND, "this game has not been analysed");
  auto game = game_of(key);
  if (!game) return game.error();
  auto positions = stored_positions(**job);
  if (!positions) return positions.error();
  analysis::GameReview review = analysis::review_game(*game, *positions);
  json answer = analysis::review_json(review);
  answer["status"] = analysis_status_name((*job)->status);
  answer["done_plies"] = review.done_plies;
  answer["moves"] = game->moves.size();
  // The position after the last move, for a chart's last point: decided where the rules ended
  // the game there (checkmate), searched otherwise (a resignation, a flag).
  answer["final_eval"] = positions->size() == game->positions()
                             ? analysis::evaluation_json(positions->back().eval)
                             : nlohmann::json();
  return answer;
}

Result<std::optional<AnalysisLease>> AnalysisJobs::lease() {
  std::optional<AnalysisLease> leased;
  Status status = storage_.atomically([&]() -> Status {
    Millis now = clock_.now_millis();
    auto next = storage_.next_analysis(now);
    if (!next) return next.error();
    if (!*next) return ok_status();
    AnalysisJob job = **next;
    auto game = game_of(job.game);
    if (!game) return game.error();
    job.status = AnalysisJob::Status::RUNNING;
    job.lease = new_lease_id();
    job.lease_until = now + limits_.lease_ms;
    if (auto saved = storage_.save_analysis(job); !saved) return saved;
    leased = AnalysisLease{job.game,      job.lease,       *game, std::size_t(job.positions_done),
                           limits_.nodes, limits_.lease_ms};
    return ok_status();
  });
  if (!status) return status.error();
  return leased;
}

Result<bool> AnalysisJobs::submit(GameKey key, const std::string& lease, std::size_t first,
                                  const std::vector<analysis::PositionAnalysis>& positions) {
  if (positions.empty()) return make_error(ErrorKind::INVALID, "no positions sent");
  bool done = false;
  std::size_t done_positions = 0, total = 0;
  Status status = storage_.atomically([&]() -> Status {
    auto found = storage_.find_analysis(key);
    if (!found) return found.error();
    if (!*found) return make_error(ErrorKind::NOT_FOUND, "no analysis job for this game");
    AnalysisJob job = **found;
    if (job.status == AnalysisJob::Status::DONE)
      return make_error(ErrorKind::REFUSED, "the analysis is done already");
    if (job.lease.empty() || job.lease != lease)
      return make_error(ErrorKind::REFUSED, "the lease is not (or no longer) yours");
    if (first != std::size_t(job.positions_done))
      return make_error(ErrorKind::REFUSED, "the job has " + std::to_string(job.positions_done) +
                                                " positions: send from position " +
                                                std::to_string(job.positions_done));
    auto game = game_of(key);
    if (!game) return game.error();
    if (auto wrong = analysis::check_positions(*game, first, positions))
      return make_error(ErrorKind::INVALID, wrong->message);
    auto was = stored_positions(job);
    if (!was) return was.error();
    std::vector<analysis::PositionAnalysis> stored = was.value();
    stored.insert(stored.end(), positions.begin(), positions.end());
    job.positions = analysis::positions_json(stored).dump();
    job.positions_done = int(stored.size());
    total = game->positions();
    done = stored.size() == total;
    Millis now = clock_.now_millis();
    if (done) {
      job.status = AnalysisJob::Status::DONE;
      job.lease.clear();
      job.finished_at = now / MILLIS_PER_SECOND;
    } else {
      job.lease_until = now + limits_.lease_ms;
    }
    done_positions = stored.size();
    return storage_.save_analysis(job);
  });
  if (!status) return status.error();
  if (progress_) {
    std::size_t moves = total - 1;
    progress_(key, {{"type", "analysis"},
                    {"status", done ? "done" : "running"},
                    {"done_plies", std::min(done_positions > 0 ? done_positions - 1 : 0, moves)},
                    {"moves", moves}});
  }
  return done;
}

}  // namespace tori::server
