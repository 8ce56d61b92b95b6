#include "cli/analyse_command.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>

#include "analysis/analysis_json.h"
#include "analysis/game_positions.h"
#include "analysis/game_review.h"
#include "analysis/record_analysis.h"
#include "notation/record_io.h"
#include "server/analysis/remote_worker.h"

namespace tori::cli {

namespace {

struct AnalyseOptions {
  std::string record;
  std::string variant;
  uint64_t nodes = 0;
  int64_t movetime_ms = 0;
  bool json = false;
  bool quiet = false;
  server::RemoteWorkerOptions worker;
};

[[noreturn]] void fail(const std::string& message) {
  std::cerr << "tori analyse: " << message << "\n";
  throw CLI::RuntimeError(2);
}

std::string read_file(const std::string& path) {
  if (path == "-") return std::string(std::istreambuf_iterator<char>(std::cin), {});
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot read " + path);
  return std::string(std::istreambuf_iterator<char>(file), {});
}

analysis::AnalysisBudget budget_of(const AnalyseOptions& o) {
  analysis::AnalysisBudget budget;
  if (o.movetime_ms > 0) {
    budget.nodes = 0;
    budget.movetime_ms = o.movetime_ms;
  }
  if (o.nodes > 0) budget.nodes = o.nodes;
  return budget;
}

void analyse_record(const AnalyseOptions& o) {
  ReadOptions read_options;
  if (!o.variant.empty()) {
    auto id = parse_variant_name(o.variant);
    if (!id) fail("unknown variant '" + o.variant + "' (expected tori or yari)");
    read_options.variant = *id;
  }
  auto record = read_record(read_file(o.record), std::nullopt, read_options);
  if (!record) fail(record.error().to_string());
  auto game = analysis::game_of_record(*record);
  if (!game) fail(game.error().to_string());

  std::vector<analysis::PositionAnalysis> positions;
  auto error = analysis::analyse_positions(
      *game, budget_of(o), 0, [&](std::size_t index, const analysis::PositionAnalysis& p) {
        positions.push_back(p);
        if (!o.quiet)
          std::cerr << "\ranalysed " << index + 1 << " of " << game->positions() << " positions"
                    << std::flush;
        return true;
      });
  if (!o.quiet) std::cerr << "\n";
  if (error) fail(error->to_string());
  analysis::GameReview review = analysis::review_game(*game, positions);
  if (o.json)
    std::cout << analysis::review_json(review).dump() << "\n";
  else
    std::cout << write_kif(analysis::annotated_record(*record, review));
}

void work_for_server(const AnalyseOptions& o) {
  if (o.worker.key.empty()) fail("--server needs --key: the server's --analysis-key");
  auto error = server::run_remote_worker(o.worker, [&](const std::string& line) {
    if (!o.quiet) std::cerr << "tori analyse: " << line << "\n";
  });
  if (error) fail(error->to_string());
}

}  // namespace

void add_analyse_command(CLI::App& app) {
  auto o = std::make_shared<AnalyseOptions>();
  CLI::App* cmd = app.add_subcommand(
      "analyse", "Analyse a game record (KIF, PGN or USI): every move's evaluation and judgement");
  auto* record = cmd->add_option("record", o->record, "record file, or - for standard input");
  auto* server = cmd->add_option("--server", o->worker.server,
                                 "work for this `tori serve` instead (http://host:port): lease "
                                 "its analysis jobs and send the results back");
  record->excludes(server);
  cmd->add_option("--key", o->worker.key, "with --server: its --analysis-key")->needs(server);
  cmd->add_flag("--once", o->worker.once, "with --server: stop when no job is waiting")
      ->needs(server);
  cmd->add_option("--variant", o->variant, "tori or yari, where the record does not say");
  auto* nodes = cmd->add_option("--nodes", o->nodes, "nodes a position (default 300000)");
  cmd->add_option("--movetime", o->movetime_ms, "milliseconds a position instead of nodes")
      ->excludes(nodes);
  cmd->add_flag("--json", o->json, "one JSON object, shaped as the HTTP API's analysis");
  cmd->add_flag("-q,--quiet", o->quiet, "no progress line on standard error");
  cmd->callback([o] {
    if (!o->worker.server.empty())
      work_for_server(*o);
    else if (!o->record.empty())
      analyse_record(*o);
    else
      fail("give a record file (or - for standard input), or --server URL --key KEY");
  });
}

}  // namespace tori::cli
