// `tori tune generate`, `tori tune label`, `tori tune extract`, `tori tune calibrate` and
// `tori tune fit`: options and progress output; the work is done by src/tune.
#include "cli/tune_command.h"

#include <fmt/core.h>
#include <fmt/ranges.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/number_checks.h"
#include "cli/selfplay_options.h"
#include "tune/calibration.h"
#include "tune/data_file.h"
#include "tune/fit_run.h"
#include "tune/group_effects.h"
#include "tune/label.h"
#include "tune/record_positions.h"
#include "tune/selfplay.h"

namespace tori::cli {

namespace {

// Reports a failure on stderr and ends the command with exit code 2.
[[noreturn]] void fail(const std::string& message) {
  std::cerr << message << "\n";
  throw CLI::RuntimeError(2);
}

VariantId variant_from(const std::string& name) {
  auto id = parse_variant_name(name);
  if (!id) throw CLI::ValidationError("--variant", "unknown variant '" + name + "'");
  return *id;
}

struct GenerateOptions {
  std::string variant = "tori";
  std::string output;
  tune::SelfPlayOptions play;
};

void add_generate(CLI::App& tune) {
  auto o = std::make_shared<GenerateOptions>();
  CLI::App* cmd = tune.add_subcommand("generate", "Self-play games: quiet positions and results");
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--games", o->play.games, "games to play")
      ->check(CLI::Range(1, 10000000))
      ->capture_default_str();
  cmd->add_option("--nodes", o->play.nodes, "nodes per move")
      ->check(whole_number_at_least(1))
      ->capture_default_str();
  add_selfplay_game_options(cmd, o->play);
  cmd->add_option("--output", o->output, "data file to write")->required();
  cmd->callback([o] {
    o->play.variant = variant_from(o->variant);
    std::ofstream out(o->output);
    if (!out) throw CLI::ValidationError("--output", "cannot write " + o->output);
    out << fmt::format(
        "# tori tune generate --variant {} --games {} --nodes {} --seed {} --random-plies {} "
        "--max-plies {}\n",
        o->variant, o->play.games, o->play.nodes, o->play.seed, o->play.random_plies,
        o->play.max_plies);
    auto stats = tune::generate_selfplay(o->play, out, [](const tune::SelfPlayStats& s) {
      if (s.games % 100 == 0)
        std::cerr << fmt::format("{} games, {} positions\n", s.games, s.positions);
    });
    if (!stats) fail("tori tune generate: " + stats.error().message);
    std::cout << fmt::format("{} games (Black {}, White {}, draws {}), {} positions\n",
                             stats->games, stats->black_wins, stats->white_wins, stats->draws,
                             stats->positions);
  });
}

struct LabelCommandOptions {
  std::string variant = "tori";
  std::string data_path;
  std::string output;  // empty: stdout
  tune::LabelOptions label;
};

// The command as the first line of the output, so that the file says how it was made.
std::string label_command_line(const LabelCommandOptions& o) {
  return fmt::format(
      "# tori tune label --variant {} --data {} --nodes {} --weight {} --scale {} --every {} "
      "--offset {} --hash {}\n",
      o.variant, o.data_path, o.label.nodes, o.label.weight, o.label.scale, o.label.every,
      o.label.offset, o.label.hash_mb);
}

void run_label(LabelCommandOptions& o, bool scale_given) {
  o.label.variant = variant_from(o.variant);
  if (!scale_given) o.label.scale = tune::default_scale(o.label.variant);
  if (auto error = tune::check_options(o.label)) fail("tori tune label: " + error->message);
  auto text = tune::read_data_file(o.data_path);
  if (!text) fail("tori tune label: " + text.error().message);
  std::istringstream in(text.value());
  auto samples = tune::select_samples(o.label, in);
  if (!samples) fail("tori tune label: " + o.data_path + ": " + samples.error().message);
  // The output is opened only now: bad options or data leave no file behind.
  std::ofstream file;
  if (!o.output.empty()) {
    file.open(o.output);
    if (!file) fail("tori tune label: cannot write " + o.output);
  }
  std::ostream& out = o.output.empty() ? std::cout : file;
  out << label_command_line(o);
  auto stats = tune::write_labels(o.label, *samples, out, [](const tune::LabelStats& s) {
    if (s.labelled % 1000 == 0 || s.labelled == s.selected)
      std::cerr << fmt::format("{} of {} positions labelled\n", s.labelled, s.selected);
  });
  out.flush();
  if (!out) fail("tori tune label: cannot write " + (o.output.empty() ? "stdout" : o.output));
  std::cerr << fmt::format("{} positions labelled\n", stats.labelled);
}

void add_label(CLI::App& tune) {
  auto o = std::make_shared<LabelCommandOptions>();
  CLI::App* cmd = tune.add_subcommand(
      "label", "Blend each position's result with our own deeper search's score");
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--data", o->data_path, "data file (plain, .xz or .gz)")->required();
  cmd->add_option("--nodes", o->label.nodes, "nodes searched per position")
      ->check(whole_number_at_least(1))
      ->capture_default_str();
  cmd->add_option("--weight", o->label.weight, "weight of the search's probability, 0 to 1")
      ->capture_default_str();
  CLI::Option* scale = cmd->add_option(
      "--scale", o->label.scale,
      fmt::format("logistic scale K in centipawns (default: the K of the "
                  "variant's committed weights, {} Tori, {} Yari)",
                  tune::default_scale(VariantId::TORI), tune::default_scale(VariantId::YARI)));
  cmd->add_option("--every", o->label.every,
                  "label position i (from 0) only when i % every == offset")
      ->check(whole_number_at_least(1))
      ->capture_default_str();
  cmd->add_option("--offset", o->label.offset, "see --every")
      ->check(whole_number_at_least(0))
      ->capture_default_str();
  cmd->add_option("--hash", o->label.hash_mb, "hash table in MB")->capture_default_str();
  cmd->add_option("--output", o->output, "data file to write (default: stdout)");
  cmd->callback([o, scale] { run_label(*o, scale->count() > 0); });
}

struct ExtractCommandOptions {
  std::string variant = "tori";
  std::vector<std::string> records;
  std::string output;  // empty: stdout
  tune::RecordPositionOptions extract;
};

void run_extract(ExtractCommandOptions& o) {
  o.extract.variant = variant_from(o.variant);
  if (auto error = tune::check_record_position_options(o.extract))
    fail("tori tune extract: " + error->message);
  // Every record is read (and checked) before the output is opened: a bad one leaves no file.
  std::ostringstream lines;
  tune::RecordPositionStats total;
  for (const std::string& path : o.records) {
    auto text = tune::read_data_file(path);
    if (!text) fail("tori tune extract: " + text.error().message);
    auto stats = tune::write_record_positions(text.value(), o.extract, lines);
    if (!stats) fail("tori tune extract: " + path + ": " + stats.error().message);
    total.games += stats->games;
    total.unfinished += stats->unfinished;
    total.other_variant += stats->other_variant;
    total.positions += stats->positions;
    total.scored += stats->scored;
  }
  std::ofstream file;
  if (!o.output.empty()) {
    file.open(o.output);
    if (!file) fail("tori tune extract: cannot write " + o.output);
  }
  std::ostream& out = o.output.empty() ? std::cout : file;
  const std::string scores = o.extract.score_weight > 0
                                 ? fmt::format(" --score-weight {} --score-scale {}",
                                               o.extract.score_weight, o.extract.score_scale)
                                 : "";
  out << fmt::format("# tori tune extract --variant {} --skip-plies {}{} {}\n", o.variant,
                     o.extract.skip_plies, scores, fmt::join(o.records, " "));
  out << lines.str();
  out.flush();
  if (!out) fail("tori tune extract: cannot write " + (o.output.empty() ? "stdout" : o.output));
  std::cerr << fmt::format(
      "{} games, {} positions ({} blended with a score; {} games without a result and {} of "
      "the other variant left out)\n",
      total.games, total.positions, total.scored, total.unfinished, total.other_variant);
}

void add_extract(CLI::App& tune) {
  auto o = std::make_shared<ExtractCommandOptions>();
  CLI::App* cmd = tune.add_subcommand(
      "extract", "Quiet positions and results from game records (PGN, KIF): training data");
  cmd->add_option("records", o->records, "record files (plain, .xz or .gz); a PGN may hold many")
      ->required();
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--skip-plies", o->extract.skip_plies, "leave out each game's first plies")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  cmd->add_option("--score-weight", o->extract.score_weight,
                  "blend each result with the score in the mover's comment, with this weight "
                  "(0 to 1; 0: results alone)")
      ->capture_default_str();
  cmd->add_option("--score-scale", o->extract.score_scale,
                  "logistic scale K of those scores in centipawns, p = 1 / (1 + e^(-cp / K))");
  cmd->add_option("--output", o->output, "data file to write (default: stdout)");
  cmd->callback([o] { run_extract(*o); });
}

struct CalibrateCommandOptions {
  std::string variant = "tori";
  std::vector<std::string> records;
  tune::CalibrationOptions calibration;
};

void run_calibrate(CalibrateCommandOptions& o) {
  o.calibration.variant = variant_from(o.variant);
  auto edges = tune::check_calibration_edges(o.calibration.edges);
  if (!edges) throw CLI::ValidationError("--edges", edges.error().message);
  tune::Calibration calibration;
  int games = 0;
  for (const std::string& path : o.records) {
    auto text = tune::read_data_file(path);
    if (!text) fail("tori tune calibrate: " + text.error().message);
    auto added = tune::add_calibration(text.value(), o.calibration, calibration);
    if (!added) fail("tori tune calibrate: " + path + ": " + added.error().message);
    games += added.value();
  }
  std::cout << fmt::format("{} games ({} without a result and {} of the other variant left out)\n",
                           games, calibration.unfinished, calibration.other_variant);
  for (const tune::PlayerCalibration& player : calibration.players)
    std::cout << "\n" << tune::format_calibration(player);
}

void add_calibrate(CLI::App& tune) {
  auto o = std::make_shared<CalibrateCommandOptions>();
  CLI::App* cmd = tune.add_subcommand(
      "calibrate", "How each player's scores in game records (move comments) foretold its results");
  cmd->add_option("records", o->records, "record files (plain, .xz or .gz); a PGN may hold many")
      ->required();
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--edges", o->calibration.edges,
                  "band edges in centipawns, ascending, comma-separated")
      ->delimiter(',')
      ->capture_default_str();
  cmd->callback([o] { run_calibrate(*o); });
}

struct GroupsCommandOptions {
  std::string variant = "tori";
  std::string data_path;
};

void add_groups(CLI::App& tune) {
  auto o = std::make_shared<GroupsCommandOptions>();
  CLI::App* cmd = tune.add_subcommand(
      "groups",
      "How much each term group of the committed evaluation helps to foretell the results of a "
      "data file: the error with the group left out or doubled");
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--data", o->data_path, "data file (plain, .xz or .gz)")->required();
  cmd->callback([o] {
    auto effects = tune::group_effects_of_file(variant_from(o->variant), o->data_path);
    if (!effects) fail("tori tune groups: " + effects.error().message);
    std::cout << tune::format_group_effects(effects.value());
  });
}

struct FitCommandOptions {
  std::string variant = "tori";
  tune::FitRunOptions run;
};

void add_fit(CLI::App& tune) {
  auto o = std::make_shared<FitCommandOptions>();
  CLI::App* cmd = tune.add_subcommand("fit", "Texel fit of the evaluation weights");
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--data", o->run.data_path, "data file (plain, .xz or .gz)")->required();
  cmd->add_option("--output", o->run.output_path, "weights header to write")->required();
  cmd->add_option("--epochs", o->run.fit.epochs, "full passes of Adam")
      ->check(CLI::Range(0, 10000000))
      ->capture_default_str();
  cmd->add_option("--learning-rate", o->run.fit.learning_rate, "Adam step in centipawns")
      ->check(number_above_zero())
      ->capture_default_str();
  cmd->add_option("--regularisation", o->run.fit.regularisation,
                  "pull towards the start weights (error per (100 cp)^2)")
      ->check(number_above_zero(/*or_zero=*/true))
      ->capture_default_str();
  cmd->add_option("--freeze", o->run.frozen_groups,
                  "term groups to leave at their start weights (comma-separated)")
      ->delimiter(',');
  cmd->add_flag("--from-committed", o->run.from_committed,
                "start from (and pull towards) the committed weights, not the hand-set ones");
  cmd->add_option("--holdout-percent", o->run.fit.holdout_percent,
                  "hold out the last n% of the positions (whole games)")
      ->check(CLI::Range(0, 90))
      ->capture_default_str();
  cmd->add_option("--king-safety", o->run.king_safety_path,
                  "first fit the king danger to a reference engine's king safety in this file "
                  "('SFEN;black;white'), then freeze it");
  cmd->add_option("--king-scale", o->run.king_safety.scale,
                  "our centipawns per pawn of the reference's king safety")
      ->check(number_above_zero())
      ->capture_default_str();
  cmd->add_option("--hand-bonus", o->run.hand_bonus,
                  "centipawns added to each fitted hand value (half for a piece that slides)")
      ->check(CLI::Range(-1000, 1000))
      ->capture_default_str();
  cmd->callback([o] {
    o->run.variant = variant_from(o->variant);
    auto report =
        tune::run_fit(o->run, [](const std::string& line) { std::cout << line << std::endl; });
    if (!report) fail("tori tune fit: " + report.error().message);
    std::cout << "wrote " << o->run.output_path << "\n";
  });
}

}  // namespace

void add_tune_command(CLI::App& app) {
  CLI::App* tune = app.add_subcommand(
      "tune",
      "Tune the evaluation: self-play data, search labels, positions from records, calibration, "
      "term groups, Texel fit");
  tune->require_subcommand(1);
  add_generate(*tune);
  add_label(*tune);
  add_extract(*tune);
  add_calibrate(*tune);
  add_groups(*tune);
  add_fit(*tune);
}

}  // namespace tori::cli
