// `tori mate POSITION`: prints "mate in N" and the numbered line, "no mate", or "unknown (budget
// exhausted)". Exit codes: 0 mate, 1 no mate (proven), 2 unknown or bad input (the error on
// stderr). The position may be given as one argument or as several words (an unquoted SFEN).
#include "cli/mate_command.h"

#include <fmt/core.h>

#include <charconv>
#include <chrono>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "core/fen.h"
#include "core/variant.h"
#include "engine/mate/mate_solver.h"
#include "notation/move_notation.h"

namespace tori::cli {

namespace {

constexpr int EXIT_MATE = 0, EXIT_NO_MATE = 1, EXIT_UNKNOWN_OR_ERROR = 2;

struct MateOptions {
  std::string variant = "tori";
  std::vector<std::string> position;
  // Numbers are read here rather than by CLI11, so that a bad one is an exit-2 error like any
  // other bad input.
  std::string nodes = "2000000";
  std::string time_ms = "0";
  std::string max_plies = "0";
  std::string notation = "western";
};

[[noreturn]] void fail(const std::string& message) {
  std::cerr << "tori mate: " << message << "\n";
  throw CLI::RuntimeError(EXIT_UNKNOWN_OR_ERROR);
}

template <class T>
T read_number(const std::string& text, const char* option) {
  T value{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  bool negative = false;
  if constexpr (std::is_signed_v<T>) negative = value < 0;
  if (ec != std::errc() || end != text.data() + text.size() || negative)
    fail(fmt::format("{} expects a non-negative number, not '{}'", option, text));
  return value;
}

template <class V>
void print_line(const Position<V>& root, const std::vector<Move>& line, MoveNotation notation) {
  Position<V> pos = root;
  typename Position<V>::Undo undo;
  MoveContext context;
  for (std::size_t i = 0; i < line.size(); ++i) {
    std::cout << fmt::format("{:>3}. {}\n", i + 1, format_move(pos, line[i], notation, context));
    context.previous = line[i];
    pos.do_move(line[i], undo);
  }
}

template <class V>
int solve(const std::string& text, MoveNotation notation, const engine::mate::MateLimits& limits) {
  auto parsed = parse_position<V>(text);
  if (!parsed) fail("bad position: " + parsed.error().to_string());
  auto start = std::chrono::steady_clock::now();
  engine::mate::MateResult r = engine::mate::solve_mate(parsed.value(), limits);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  int code = EXIT_UNKNOWN_OR_ERROR;
  switch (r.status) {
    case engine::mate::MateResult::MATE:
      if (r.shortest)
        std::cout << fmt::format("mate in {}\n", r.length);
      else
        std::cout << fmt::format(
            "mate in at most {} (the budget ran out before the shortest "
            "mate was established)\n",
            r.length);
      print_line(parsed.value(), r.line, notation);
      code = EXIT_MATE;
      break;
    case engine::mate::MateResult::NO_MATE:
      std::cout << (limits.max_plies > 0 ? fmt::format("no mate in {} plies\n", limits.max_plies)
                                         : std::string("no mate\n"));
      code = EXIT_NO_MATE;
      break;
    case engine::mate::MateResult::UNKNOWN:
      std::cout << "unknown (budget exhausted)\n";
      break;
  }
  std::cout << fmt::format("nodes {}, time {:.3f} s\n", r.nodes, seconds);
  return code;
}

int run(const MateOptions& o) {
  auto id = parse_variant_name(o.variant);
  if (!id) fail("unknown variant '" + o.variant + "' (expected tori or yari)");
  auto notation = parse_notation_name(o.notation);
  if (!notation) fail("unknown notation '" + o.notation + "' (expected western, japanese or usi)");
  std::string text;
  for (const std::string& word : o.position) text += (text.empty() ? "" : " ") + word;
  engine::mate::MateLimits limits;
  limits.max_nodes = read_number<uint64_t>(o.nodes, "--nodes");
  limits.max_ms = read_number<int64_t>(o.time_ms, "--time");
  limits.max_plies = read_number<int>(o.max_plies, "--max-plies");
  return visit_variant(*id, [&]<class V>() { return solve<V>(text, *notation, limits); });
}

}  // namespace

void add_mate_command(CLI::App& app) {
  auto o = std::make_shared<MateOptions>();
  CLI::App* cmd = app.add_subcommand(
      "mate", "Solve a mating problem: the shortest forced mate by checks, or prove there is none");
  cmd->add_option("position", o->position, "FEN or SFEN of the problem (attacker to move)")
      ->required();
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--nodes", o->nodes, "node budget (0: none)")->capture_default_str();
  cmd->add_option("--time", o->time_ms, "time budget in milliseconds (0: none)")
      ->capture_default_str();
  cmd->add_option("--max-plies", o->max_plies, "only look for mates of at most this many plies")
      ->capture_default_str();
  cmd->add_option("--notation", o->notation, "western, japanese or usi (or any tori convert knows)")
      ->capture_default_str();
  cmd->callback([o] {
    int code = run(*o);
    if (code != EXIT_MATE) throw CLI::RuntimeError(code);
  });
}

}  // namespace tori::cli
