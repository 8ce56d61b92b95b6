// `tori nnue gen` and `tori nnue eval`: options and output; the work is done by
// tune/nnue_selfplay and engine/nnue.
#include "cli/nnue_command.h"

#include <fmt/core.h>

#include <chrono>
#include <iostream>
#include <memory>
#include <thread>

#include "cli/number_checks.h"
#include "cli/selfplay_options.h"
#include "engine/nnue/accumulator.h"
#include "tune/nnue_selfplay.h"

namespace tori::cli {

namespace {

struct GenOptions {
  std::string variant = "tori";
  std::string output;
  tune::NnueSelfPlayOptions play;
};

void run_gen(GenOptions& o) {
  auto id = parse_variant_name(o.variant);
  if (!id) throw CLI::ValidationError("--variant", "unknown variant '" + o.variant + "'");
  o.play.variant = *id;
  auto writer = tune::PackedDataWriter::open(o.output, *id);
  if (!writer) {
    std::cerr << "tori nnue gen: " << writer.error().message << "\n";
    throw CLI::RuntimeError(2);
  }
  const uint64_t before = writer->records();
  if (before > 0)
    std::cerr << fmt::format("{}: {} positions already there; playing the missing games\n",
                             o.output, before);
  using Clock = std::chrono::steady_clock;
  const auto started = Clock::now();
  auto last_line = started;
  // One line every few seconds, and one at the end: enough to follow a long run.
  auto line = [&](const tune::NnueSelfPlayStats& s) {
    double seconds = std::chrono::duration<double>(Clock::now() - started).count();
    std::cerr << fmt::format(
        "games {}/{} ({} already there), positions {}, {:.0f} positions/s, B/W/D {}/{}/{}\n",
        s.games + s.skipped, o.play.games, s.skipped, s.positions,
        seconds > 0 ? double(s.positions) / seconds : 0.0, s.black_wins, s.white_wins, s.draws);
  };
  auto stats = tune::generate_nnue_data(o.play, writer.value(), [&](const auto& s) {
    if (Clock::now() - last_line < std::chrono::seconds(5)) return;
    last_line = Clock::now();
    line(s);
  });
  if (!stats) {
    std::cerr << "tori nnue gen: " << stats.error().message << "\n";
    throw CLI::RuntimeError(2);
  }
  line(*stats);
  std::cout << fmt::format("{} games played, {} positions written, {} in {}\n", stats->games,
                           stats->positions, writer->records(), o.output);
}

void add_gen(CLI::App& nnue) {
  auto o = std::make_shared<GenOptions>();
  o->play.threads = int(std::max(1u, std::thread::hardware_concurrency()));
  CLI::App* cmd = nnue.add_subcommand(
      "gen", "Self-play training data: scored quiet positions and results, packed; resumable");
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--output", o->output, "packed data file; an existing one is continued")
      ->required();
  cmd->add_option("--games", o->play.games, "games in all (game numbers 0 .. games-1)")
      ->check(CLI::Range(1, 100000000))
      ->capture_default_str();
  cmd->add_option("--nodes", o->play.nodes, "nodes per move (0: no limit)")
      ->check(whole_number_at_least(0))
      ->capture_default_str();
  cmd->add_option("--depth", o->play.depth, "depth per move (0: no limit)")
      ->check(CLI::Range(0, 64))
      ->capture_default_str();
  add_selfplay_game_options(cmd, o->play);
  cmd->add_option("--threads", o->play.threads, "games played at once")
      ->check(CLI::Range(1, 1024))
      ->capture_default_str();
  cmd->add_option("--hash", o->play.hash_mb, "hash table per thread, MiB")
      ->check(CLI::Range(1, 65536))
      ->capture_default_str();
  cmd->add_flag("--use-nnue", o->play.use_nnue,
                "let the net play (the embedded one or --eval-file)");
  cmd->add_option("--eval-file", o->play.eval_file, "net file for --use-nnue");
  cmd->callback([o] {
    if (o->play.nodes == 0 && o->play.depth == 0)
      throw CLI::ValidationError("--nodes", "give --nodes or --depth a limit");
    run_gen(*o);
  });
}

[[noreturn]] void fail(const std::string& message) {
  std::cerr << message << "\n";
  throw CLI::RuntimeError(2);
}

struct EvalOptions {
  std::string variant = "tori";
  std::string net;
  std::string data;
  std::size_t count = 100;
};

// The net's evaluation of a data file's first positions, one number a line: the trainer's
// tools/nnue/evaluate.py must print the same.
template <class V>
void print_evaluations(const EvalOptions& o, VariantId id) {
  auto net = engine::nnue::load_network<V>(o.net);
  if (!net) fail("tori nnue eval: " + net.error().message);
  auto records = tune::read_packed_file(o.data, id);
  if (!records) fail("tori nnue eval: " + records.error().message);
  for (std::size_t i = 0; i < std::min(o.count, records->size()); ++i) {
    auto unpacked = tune::unpack<V>((*records)[i]);
    if (!unpacked) fail(fmt::format("tori nnue eval: record {} is no position", i + 1));
    std::cout << engine::nnue::evaluate_from_scratch(*net, unpacked->first) << "\n";
  }
}

void add_eval(CLI::App& nnue) {
  auto o = std::make_shared<EvalOptions>();
  CLI::App* cmd =
      nnue.add_subcommand("eval", "A net's evaluation of the first positions of a data file");
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--eval-file", o->net, "net file")->required();
  cmd->add_option("--data", o->data, "packed data file")->required();
  cmd->add_option("--count", o->count, "positions")->capture_default_str();
  cmd->callback([o] {
    auto id = parse_variant_name(o->variant);
    if (!id) throw CLI::ValidationError("--variant", "unknown variant '" + o->variant + "'");
    visit_variant(*id, [&]<class V>() { print_evaluations<V>(*o, *id); });
  });
}

}  // namespace

void add_nnue_command(CLI::App& app) {
  CLI::App* nnue = app.add_subcommand("nnue", "The neural evaluation: training data, checks");
  nnue->require_subcommand(1);
  add_gen(*nnue);
  add_eval(*nnue);
}

}  // namespace tori::cli
