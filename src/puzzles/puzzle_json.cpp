#include "puzzles/puzzle_json.h"

#include <algorithm>
#include <cctype>
#include <climits>
#include <cstdint>
#include <fstream>
#include <type_traits>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"

namespace tori::puzzles {

namespace {

Error invalid(std::string message) { return make_error(ErrorKind::INVALID, std::move(message)); }

// Bounds on what a set file may hold, so that a hostile or broken file cannot make the server
// store megabytes per puzzle.
constexpr std::size_t MAX_SOLUTION = 64;
constexpr std::size_t MAX_THEMES = 16;
constexpr std::size_t MAX_THEME_LENGTH = 32;
constexpr std::size_t MAX_SOURCE_LENGTH = 200;
constexpr int MAX_RATING = 4000;

std::string_view variant_json_name(VariantId variant) {
  return variant == VariantId::TORI ? Tori::FSF_NAME : Yari::FSF_NAME;
}

bool is_theme_name(const std::string& name) {
  return !name.empty() && name.size() <= MAX_THEME_LENGTH &&
         std::all_of(name.begin(), name.end(), [](unsigned char c) { return std::isalnum(c); });
}

bool is_puzzle_id(const std::string& id) {
  return id.size() == 10 && std::all_of(id.begin(), id.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

template <class V>
std::optional<Error> check_solution_of(const Puzzle& puzzle) {
  auto pos = parse_sfen<V>(puzzle.sfen);
  if (!pos) return invalid("sfen: " + pos.error().to_string());
  Game<V> game(*pos);
  for (std::size_t i = 0; i < puzzle.solution.size(); ++i) {
    const std::string& text = puzzle.solution[i];
    std::string where = "solution move " + std::to_string(i + 1) + " (" + text + "): ";
    if (game.over()) return invalid(where + "the game is already over");
    auto move = parse_usi_move<V>(text);
    if (!move) return invalid(where + move.error().to_string());
    if (auto why = game.why_illegal(*move)) return invalid(where + *why);
    game.play(*move);
  }
  if (puzzle.is_mate() && game.result().termination != Termination::CHECKMATE)
    return invalid("solution: a mate puzzle's solution must end in checkmate");
  return std::nullopt;
}

template <class T>
Result<T> field(const nlohmann::json& json, const char* name) {
  auto it = json.find(name);
  if (it == json.end()) return invalid(std::string("missing \"") + name + "\"");
  // Numbers are checked by kind and range before conversion: nlohmann converts a float to an
  // integer type unchecked (undefined behaviour when out of range).
  if constexpr (std::is_same_v<T, int>) {
    if (!it->is_number_integer() || it->get<int64_t>() < INT_MIN || it->get<int64_t>() > INT_MAX)
      return invalid(std::string("\"") + name + "\" must be a whole number");
  } else if constexpr (std::is_same_v<T, unsigned long long>) {
    if (!it->is_number_unsigned())
      return invalid(std::string("\"") + name + "\" must be a whole number, 0 or more");
  } else if constexpr (std::is_same_v<T, double>) {
    if (!it->is_number()) return invalid(std::string("\"") + name + "\" must be a number");
  }
  try {
    return it->get<T>();
  } catch (const nlohmann::json::exception&) {
    return invalid(std::string("\"") + name + "\" has the wrong type");
  }
}

}  // namespace

nlohmann::json puzzle_json(const Puzzle& puzzle) {
  nlohmann::json json = {{"id", puzzle.id},
                         {"variant", variant_json_name(puzzle.variant)},
                         {"sfen", puzzle.sfen},
                         {"solution", puzzle.solution},
                         {"themes", puzzle.themes},
                         {"kind", puzzle_kind_name(puzzle.kind)},
                         {"rating", puzzle.rating},
                         {"source", puzzle.source},
                         {"proof_nodes", puzzle.proof_nodes}};
  if (puzzle.kind == PuzzleKind::TACTIC) json["margin"] = puzzle.margin;
  return json;
}

std::optional<Error> check_solution(const Puzzle& puzzle) {
  return visit_variant(puzzle.variant, [&]<class V>() { return check_solution_of<V>(puzzle); });
}

Result<Puzzle> puzzle_from_json(const nlohmann::json& json) {
  if (!json.is_object()) return invalid("a puzzle must be a JSON object");
  Puzzle puzzle;
  auto id = field<std::string>(json, "id");
  if (!id) return id.error();
  if (!is_puzzle_id(*id)) return invalid("\"id\" must be ten lowercase hex digits");
  puzzle.id = *id;
  auto variant_name = field<std::string>(json, "variant");
  if (!variant_name) return variant_name.error();
  auto variant = parse_variant_name(*variant_name);
  if (!variant) return invalid("\"variant\" must be torishogi or yarishogi");
  puzzle.variant = *variant;
  auto sfen = field<std::string>(json, "sfen");
  if (!sfen) return sfen.error();
  puzzle.sfen = *sfen;
  auto solution = field<std::vector<std::string>>(json, "solution");
  if (!solution) return solution.error();
  if (solution->empty() || solution->size() > MAX_SOLUTION || solution->size() % 2 == 0)
    return invalid("\"solution\" must hold an odd number of moves, at most " +
                   std::to_string(MAX_SOLUTION));
  puzzle.solution = *solution;
  auto themes = field<std::vector<std::string>>(json, "themes");
  if (!themes) return themes.error();
  if (themes->size() > MAX_THEMES || !std::all_of(themes->begin(), themes->end(), is_theme_name))
    return invalid("\"themes\" must be at most 16 names of letters and digits");
  puzzle.themes = *themes;
  auto kind_name = field<std::string>(json, "kind");
  if (!kind_name) return kind_name.error();
  auto kind = parse_puzzle_kind(*kind_name);
  if (!kind) return invalid("\"kind\" must be tsume, mate or tactic");
  puzzle.kind = *kind;
  auto rating = field<int>(json, "rating");
  if (!rating) return rating.error();
  if (*rating < 0 || *rating > MAX_RATING) return invalid("\"rating\" must be 0 to 4000");
  puzzle.rating = *rating;
  if (json.contains("source")) {
    auto source = field<std::string>(json, "source");
    if (!source) return source.error();
    if (source->size() > MAX_SOURCE_LENGTH) return invalid("\"source\" is too long");
    puzzle.source = *source;
  }
  if (json.contains("proof_nodes")) {
    auto nodes = field<unsigned long long>(json, "proof_nodes");
    if (!nodes) return nodes.error();
    puzzle.proof_nodes = *nodes;
  }
  if (json.contains("margin")) {
    auto margin = field<double>(json, "margin");
    if (!margin) return margin.error();
    if (!(*margin >= 0 && *margin <= 2)) return invalid("\"margin\" must be 0 to 2");
    puzzle.margin = *margin;
  }
  if (auto wrong = check_solution(puzzle)) return *wrong;
  if (puzzle.id != puzzle_id(puzzle.variant, puzzle.sfen, puzzle.solution))
    return invalid("\"id\" does not match the puzzle's position and solution");
  return puzzle;
}

Result<std::vector<Puzzle>> read_puzzle_set(std::istream& in) {
  std::vector<Puzzle> puzzles;
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::string where = "line " + std::to_string(number) + ": ";
    auto json = nlohmann::json::parse(line, nullptr, false);
    if (json.is_discarded()) return invalid(where + "not JSON");
    auto puzzle = puzzle_from_json(json);
    if (!puzzle) return invalid(where + puzzle.error().message);
    puzzles.push_back(std::move(puzzle).value());
  }
  return puzzles;
}

Result<std::vector<Puzzle>> read_puzzle_set_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return make_error(ErrorKind::NOT_FOUND, "cannot open " + path);
  auto set = read_puzzle_set(in);
  if (!set) return invalid(path + ": " + set.error().message);
  return set;
}

std::string puzzle_line(const Puzzle& puzzle) { return puzzle_json(puzzle).dump() + "\n"; }

}  // namespace tori::puzzles
