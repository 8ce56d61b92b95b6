// `tori match`: reads the options into a MatchOptions, shows progress on stderr and the summary
// on stdout. The match itself is src/match.
#include "cli/match_command.h"

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/number_checks.h"
#include "match/match_report.h"
#include "match/match_runner.h"
#include "match/opening_maker.h"
#include "match/openings.h"

namespace tori::cli {

namespace {

struct EngineArgs {
  std::string command, name, protocol = "auto";
  std::vector<std::string> options;  // name=value
};

struct MatchArgs {
  std::string variant = "tori";
  EngineArgs engines[2];
  int games = 2;
  std::string openings;
  std::string tc, byoyomi;
  uint64_t nodes = 0;
  int depth = 0;
  int64_t time_margin_ms = 100;
  double move_timeout_s = 60;
  int max_plies = 400;
  int hash_mb = 64;
  int threads = 1;
  int concurrency = 1;
  std::vector<std::string> sprt;
  std::string pgn, kif, engine_stderr = "/dev/null";
  std::optional<uint64_t> seed;
  // --make-openings
  int make_openings = 0;
  std::string output, plies = "4-8";
  int choice_depth = 4, choice_margin = 60, check_depth = 12, balance = 100;
};

// SIGINT asks the match to start no more games; a second one ends the program as usual.
std::atomic<bool> interrupted{false};
extern "C" void on_interrupt(int) {
  interrupted = true;
  std::signal(SIGINT, SIG_DFL);
}

match::ProtocolChoice protocol_of(const std::string& name) {
  if (name == "usi") return match::ProtocolChoice::USI;
  if (name == "uci") return match::ProtocolChoice::UCI;
  return match::ProtocolChoice::AUTO;
}

match::EngineConfig engine_config(const EngineArgs& e, const MatchArgs& a, const char* flag) {
  match::EngineConfig c;
  c.command = e.command;
  c.name = e.name;
  c.protocol = protocol_of(e.protocol);
  c.hash_mb = a.hash_mb;
  c.threads = a.threads;
  c.stderr_path = a.engine_stderr;
  for (const std::string& o : e.options) {
    std::size_t eq = o.find('=');
    if (eq == std::string::npos || eq == 0)
      throw CLI::ValidationError(flag, "expected name=value, not '" + o + "'");
    c.options.emplace_back(o.substr(0, eq), o.substr(eq + 1));
  }
  return c;
}

match::MatchTimeControl time_control(const MatchArgs& a) {
  int given = !a.tc.empty() + !a.byoyomi.empty() + (a.nodes > 0) + (a.depth > 0);
  if (given > 1)
    throw CLI::ValidationError("--tc", "give one of --tc, --byoyomi, --nodes, --depth");
  match::MatchTimeControl tc;
  if (a.nodes > 0) {
    tc.kind = match::MatchTimeControl::Kind::NODES;
    tc.nodes = a.nodes;
  } else if (a.depth > 0) {
    tc.kind = match::MatchTimeControl::Kind::DEPTH;
    tc.depth = a.depth;
  } else if (!a.byoyomi.empty()) {
    auto parsed = match::parse_byoyomi(a.byoyomi);
    if (!parsed) throw CLI::ValidationError("--byoyomi", parsed.error().message);
    tc = *parsed;
  } else if (!a.tc.empty()) {
    auto parsed = match::parse_fischer(a.tc);
    if (!parsed) throw CLI::ValidationError("--tc", parsed.error().message);
    tc = *parsed;
  }
  return tc;  // the default: 10+0.1
}

match::MatchOptions match_options(const MatchArgs& a, VariantId variant, bool sprt_given) {
  match::MatchOptions o;
  o.variant = variant;
  if (a.engines[0].command.empty() || a.engines[1].command.empty())
    throw CLI::ValidationError("--engine1/--engine2", "a match needs two engine commands");
  o.engines = {engine_config(a.engines[0], a, "--option1"),
               engine_config(a.engines[1], a, "--option2")};
  std::string path = a.openings.empty() ? match::default_openings_path(variant) : a.openings;
  auto openings = match::load_openings(path, variant);
  if (!openings) throw CLI::ValidationError("--openings", openings.error().message);
  o.openings = *openings;
  o.seed = a.seed;
  o.games = a.games;
  o.time_control = time_control(a);
  o.time_margin_ms = a.time_margin_ms;
  o.unclocked_limit_ms = int64_t(a.move_timeout_s * 1000);
  o.max_plies = a.max_plies;
  o.concurrency = a.concurrency;
  if (sprt_given) {
    std::string text, error;
    for (const std::string& word : a.sprt) text += word + " ";
    o.sprt = match::parse_sprt(text, &error);
    if (!o.sprt) throw CLI::ValidationError("--sprt", error);
  }
  o.pgn_path = a.pgn;
  o.kif_dir = a.kif;
  return o;
}

void run_match_command(const MatchArgs& a, VariantId variant, bool sprt_given) {
  match::MatchOptions options = match_options(a, variant, sprt_given);
  // A terminal gets one line rewritten in place; a log gets a line per game.
  bool terminal = isatty(STDERR_FILENO);
  match::MatchCallbacks callbacks;
  callbacks.on_game = [&](const match::FinishedGame& game, const match::MatchState& state) {
    if (terminal)
      std::cerr << "\r" << match::progress_line(state) << "\x1b[K" << std::flush;
    else
      std::cerr << match::progress_line(state) << "  (game " << game.number << ": "
                << game.report.reason << ")\n";
  };
  std::signal(SIGINT, on_interrupt);
  auto result = match::run_match(options, callbacks, &interrupted);
  std::signal(SIGINT, SIG_DFL);
  if (terminal) std::cerr << "\n";
  if (!result) {
    std::cerr << "tori match: " << result.error().message << "\n";
    throw CLI::RuntimeError(1);
  }
  std::cout << match::match_summary(*result, options);
}

std::string make_openings_command(const MatchArgs& a, const match::OpeningMakerOptions& o) {
  std::string text = "tori match --make-openings " + std::to_string(o.count) + " --variant " +
                     a.variant + " --seed " + std::to_string(o.seed) + " --plies " + a.plies +
                     " --choice-depth " + std::to_string(o.choice_depth) + " --choice-margin " +
                     std::to_string(o.choice_margin) + " --check-depth " +
                     std::to_string(o.check_depth) + " --balance " + std::to_string(o.balance);
  if (!a.output.empty()) text += " --output " + a.output;
  return text;
}

void run_make_openings(const MatchArgs& a, VariantId variant) {
  match::OpeningMakerOptions o;
  o.variant = variant;
  o.count = a.make_openings;
  o.seed = a.seed.value_or(1);
  std::size_t dash = a.plies.find('-');
  try {
    o.min_plies = std::stoi(a.plies.substr(0, dash));
    o.max_plies = dash == std::string::npos ? o.min_plies : std::stoi(a.plies.substr(dash + 1));
  } catch (const std::exception&) {
    throw CLI::ValidationError("--plies", "expected MIN-MAX, not '" + a.plies + "'");
  }
  o.choice_depth = a.choice_depth;
  o.choice_margin = a.choice_margin;
  o.check_depth = a.check_depth;
  o.balance = a.balance;
  auto made = match::make_openings(o, [](int done, int tried) {
    std::cerr << "\r" << done << " openings from " << tried << " tries" << std::flush;
  });
  std::cerr << "\n";
  if (!made) {
    std::cerr << "tori match: " << made.error().message << "\n";
    throw CLI::RuntimeError(1);
  }
  std::string text = match::opening_file_text(*made, o, make_openings_command(a, o));
  if (a.output.empty()) {
    std::cout << text;
    return;
  }
  std::ofstream out(a.output, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) {
    std::cerr << "tori match: cannot write " << a.output << "\n";
    throw CLI::RuntimeError(1);
  }
}

void add_engine_options(CLI::App* cmd, EngineArgs& e, const std::string& n) {
  cmd->add_option("--engine" + n, e.command, "engine " + n + "'s command line");
  cmd->add_option("--name" + n, e.name, "engine " + n + "'s name (default: its id name)");
  cmd->add_option("--option" + n, e.options, "setoption for engine " + n + ": name=value")
      ->take_all();
  cmd->add_option("--protocol" + n, e.protocol, "usi, uci or auto (try usi, then uci)")
      ->check(CLI::IsMember({"usi", "uci", "auto"}))
      ->capture_default_str();
}

}  // namespace

void add_match_command(CLI::App& app) {
  auto a = std::make_shared<MatchArgs>();
  CLI::App* cmd = app.add_subcommand(
      "match", "Play two USI/UCI engines against each other: Elo, SPRT, records");
  cmd->add_option("--variant", a->variant, "tori or yari")->capture_default_str();
  add_engine_options(cmd, a->engines[0], "1");
  add_engine_options(cmd, a->engines[1], "2");
  cmd->add_option("--games", a->games, "games to play, in pairs with colours swapped")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--openings", a->openings, "opening set (default data/openings/VARIANT.txt)");
  cmd->add_option("--tc", a->tc, "clock BASE+INC in seconds (default 10+0.1)");
  cmd->add_option("--byoyomi", a->byoyomi, "clock BASE+PERIOD in seconds, byo-yomi");
  cmd->add_option("--nodes", a->nodes, "fixed nodes per move instead of a clock")
      ->check(whole_number_at_least(1));
  cmd->add_option("--depth", a->depth, "fixed depth per move instead of a clock")
      ->check(CLI::Range(1, 100));
  cmd->add_option("--time-margin", a->time_margin_ms, "ms an engine may overrun its clock")
      ->check(CLI::Range(0, 60000))
      ->capture_default_str();
  cmd->add_option("--move-timeout", a->move_timeout_s,
                  "seconds a move may take under --nodes/--depth before it loses on time")
      ->check(CLI::Range(0.1, 86400.0))
      ->capture_default_str();
  cmd->add_option("--max-plies", a->max_plies, "a game this long is drawn")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_option("--hash", a->hash_mb, "hash size (MB) of both engines")
      ->check(CLI::Range(1, 1 << 20))
      ->capture_default_str();
  cmd->add_option("--threads", a->threads, "search threads of both engines")
      ->check(CLI::Range(1, 1024))
      ->capture_default_str();
  cmd->add_option("--concurrency", a->concurrency, "games played at the same time")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--sprt", a->sprt, "SPRT: elo0=0 elo1=10 alpha=0.05 beta=0.05")->expected(0, 4);
  cmd->add_option("--pgn", a->pgn, "save every game to this PGN file");
  cmd->add_option("--kif", a->kif, "save every game as a KIF file in this folder");
  cmd->add_option("--engine-stderr", a->engine_stderr, "where the engines' stderr goes")
      ->capture_default_str();
  cmd->add_option("--seed", a->seed, "shuffle the openings with this seed (--make-openings: 1)")
      ->check(whole_number_at_least(0));
  cmd->add_option("--make-openings", a->make_openings,
                  "make a balanced opening set of N positions instead of playing")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--output", a->output, "--make-openings: write here (default stdout)");
  cmd->add_option("--plies", a->plies, "--make-openings: plies from the start, MIN-MAX")
      ->capture_default_str();
  cmd->add_option("--choice-depth", a->choice_depth,
                  "--make-openings: search depth that judges each random move")
      ->check(CLI::Range(1, 20))
      ->capture_default_str();
  cmd->add_option("--choice-margin", a->choice_margin,
                  "--make-openings: cp a random move may fall short of the best")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  cmd->add_option("--check-depth", a->check_depth,
                  "--make-openings: search depth that judges the final position")
      ->check(CLI::Range(1, 30))
      ->capture_default_str();
  cmd->add_option("--balance", a->balance, "--make-openings: keep positions within +-CP")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  cmd->callback([a, cmd] {
    auto variant = parse_variant_name(a->variant);
    if (!variant) throw CLI::ValidationError("--variant", "unknown variant '" + a->variant + "'");
    if (a->make_openings > 0)
      run_make_openings(*a, *variant);
    else
      run_match_command(*a, *variant, cmd->count("--sprt") > 0);
  });
}

}  // namespace tori::cli
