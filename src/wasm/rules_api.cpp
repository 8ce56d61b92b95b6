// The rules core and notation for the browser (compiled with Emscripten, web/src/rules): one
// entry point taking a JSON request and answering JSON, so that the page asks the core, never
// a rule written again in TypeScript. Requests name a variant, a start position (empty: the
// variant's) and the moves played since, in USI; each op answers from the game they make:
//
//   {"op":"state",   ...}                  -> sfen, turn, check, the legal moves (USI), result
//                                             (outcome, termination, description)
//   {"op":"explain", ..., "move":TEXT}     -> the move TEXT names (any notation) and, if the
//                                             rules forbid it, why, in the core's own words
//                                             ("reason") and as a code with parameters
//                                             ("refusal", core/refusal.h)
//   {"op":"write",   ..., "notation":NAME} -> every move played, written in that notation
//   {"op":"handicaps", "variant":V}        -> the variant's handicaps: code, description, start
//   {"op":"import", "text":T}              -> a pasted record (KIF, PGN, USI, a SFEN) with its
//                                             variations: variant, start, nodes, header fields
//   {"op":"export", "format":"kif"|"pgn", "variant", "start", "nodes", header fields}
//                                          -> the record with its variations, as text
// A tree's "nodes" are [{"parent":P, "usi":M, "comment":C}], P an earlier index or -1 (a first
// move); a parent's children come in list order, the main continuation first.
//
// Bad input is an {"error": "..."} answer, never a crash.
#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "core/termination_names.h"
#include "core/text.h"
#include "core/variant.h"
#include "notation/move_explanation.h"
#include "notation/move_notation.h"
#include "notation/record_io.h"
#include "notation/record_tree.h"
#include "notation/refusal_json.h"

namespace tori::wasm {

using nlohmann::json;

namespace {

std::string_view outcome_name(Outcome o) {
  switch (o) {
    case Outcome::BLACK_WINS:
      return "black";
    case Outcome::WHITE_WINS:
      return "white";
    case Outcome::DRAW:
      return "draw";
    default:
      return "ongoing";
  }
}

// The game a request's variant, start and moves make; the error names the move that failed.
template <class V>
Result<Game<V>> game_of(const json& request) {
  std::string start = request.value("start", std::string());
  Game<V> game;
  if (!start.empty()) {
    auto pos = parse_position<V>(start);
    if (!pos) return make_error("the start position: " + pos.error().to_string());
    game = Game<V>(*pos);
  }
  const json& moves = request.contains("moves") ? request["moves"] : json::array();
  if (!moves.is_array()) return make_error("moves is a list of USI moves");
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!moves[i].is_string()) return make_error("moves is a list of USI moves");
    std::string text = moves[i].get<std::string>();
    auto m = parse_usi_move<V>(text);
    if (!m)
      return make_error("move " + std::to_string(i + 1) + " (" + text +
                        "): " + m.error().to_string());
    if (auto played = game.play(*m); !played)
      return make_error("move " + std::to_string(i + 1) + " (" + text +
                        "): " + played.error().to_string());
  }
  return game;
}

template <class V>
json state(const Game<V>& game) {
  const Position<V>& pos = game.position();
  json legal = json::array();
  if (!game.over())
    for (Move m : game.legal_moves()) legal.push_back(to_usi<V>(m));
  json answer = {
      {"sfen", to_sfen(pos)},    {"turn", pos.side_to_move() == BLACK ? "black" : "white"},
      {"check", pos.in_check()}, {"ply", game.moves().size()},
      {"legal", legal},          {"result", nullptr}};
  if (game.over()) {
    const GameResult& r = game.result();
    answer["result"] = {{"outcome", outcome_name(r.outcome)}, {"description", r.description}};
    // How it ended, so that a page says the result in its own language.
    if (r.termination != Termination::NONE)
      answer["result"]["termination"] = termination_name(r.termination);
  }
  return answer;
}

template <class V>
json explain(const Game<V>& game, const std::string& text) {
  MoveExplanation explained = explain_move(game, text);
  json answer = {{"legal", explained.legal()}};
  if (explained.move) answer["usi"] = to_usi<V>(*explained.move);
  if (explained.reason) answer["reason"] = *explained.reason;
  if (explained.refusal) answer["refusal"] = refusal_json(*explained.refusal);
  return answer;
}

template <class V>
Result<json> write(const json& request, const std::string& notation_name) {
  auto notation = parse_notation_name(notation_name);
  if (!notation) return make_error("no notation '" + notation_name + "'");
  auto full = game_of<V>(request);
  if (!full) return full.error();
  Game<V> replay(full->start());
  json written = json::array();
  MoveContext context;
  for (Move m : full->moves()) {
    written.push_back(format_move(replay.position(), m, *notation, context));
    (void)replay.play(m);
    context.previous = m;
  }
  return json{{"moves", written}};
}

// The header fields a record carries that the analysis board shows and writes back.
constexpr std::array<std::pair<std::string_view, std::string RecordedGame::*>, 6> HEADER_FIELDS = {{
    {"black", &RecordedGame::black},
    {"white", &RecordedGame::white},
    {"event", &RecordedGame::event},
    {"site", &RecordedGame::site},
    {"date", &RecordedGame::date},
    {"timeControl", &RecordedGame::time_control},
}};

// A bare SFEN (or FEN) pasted alone: the start of an empty tree, its variant told by its ranks.
std::optional<RecordTree> bare_position(std::string_view text) {
  text = trim(text);
  if (text.empty() || text.find('\n') != std::string_view::npos) return std::nullopt;
  for (VariantId id : {VariantId::TORI, VariantId::YARI}) {
    auto sfen = visit_variant(id, [&]<class V>() -> std::optional<std::string> {
      auto pos = parse_position<V>(text);
      return pos ? std::optional(to_sfen(*pos)) : std::nullopt;
    });
    if (!sfen) continue;
    RecordTree tree;
    tree.game.variant = id;
    tree.game.start_sfen = *sfen;
    return tree;
  }
  return std::nullopt;
}

template <class V>
json tree_answer(const RecordTree& tree) {
  auto game = replay<V>(tree.game);
  if (!game) return {{"error", game.error().to_string()}};
  json nodes = json::array();
  for (const TreeMove& node : tree.nodes) {
    json n = {{"parent", node.parent}, {"usi", to_usi<V>(node.move)}};
    if (!node.comment.empty()) n["comment"] = node.comment;
    nodes.push_back(n);
  }
  json answer = {{"variant", std::string(V::FSF_NAME)},
                 {"start", to_sfen(game->start())},
                 {"nodes", nodes},
                 {"comments", tree.game.comments}};
  for (const auto& [name, member] : HEADER_FIELDS)
    if (!(tree.game.*member).empty()) answer[std::string(name)] = tree.game.*member;
  if (tree.game.outcome != Outcome::ONGOING) answer["outcome"] = outcome_name(tree.game.outcome);
  // How it ended, in the server API's words (docs/api.md, Game's result).
  if (tree.game.termination != Termination::NONE)
    answer["termination"] = termination_name(tree.game.termination);
  return answer;
}

json import_record(const json& request, VariantId variant) {
  std::string text = request.value("text", std::string());
  if (trim(text).empty()) return {{"error", "nothing to import: paste a KIF, PGN, USI or SFEN"}};
  std::optional<RecordTree> tree = bare_position(text);
  if (!tree) {
    ReadOptions options;
    options.variant = variant;
    auto read = read_record_tree(text, std::nullopt, options);
    if (!read) return {{"error", read.error().to_string()}};
    tree = std::move(*read);
  }
  return visit_variant(tree->game.variant, [&]<class V>() { return tree_answer<V>(*tree); });
}

Termination termination_of_name(std::string_view name) {
  return parse_termination_name(name).value_or(Termination::NONE);
}

Outcome outcome_of_name(std::string_view name) {
  if (name == "black") return Outcome::BLACK_WINS;
  if (name == "white") return Outcome::WHITE_WINS;
  if (name == "draw") return Outcome::DRAW;
  return Outcome::ONGOING;
}

json export_record(const json& request, VariantId variant) {
  std::string format = request.value("format", std::string("kif"));
  if (format != "kif" && format != "pgn")
    return {{"error", "no format '" + format + "' (kif, pgn)"}};
  RecordedGame header;
  header.variant = variant;
  for (const auto& [name, member] : HEADER_FIELDS)
    header.*member = request.value(std::string(name), std::string());
  header.start_sfen = request.value("start", std::string());  // checked by tree_from_usi
  if (request.contains("comments") && request["comments"].is_array())
    for (const json& comment : request["comments"])
      if (comment.is_string()) header.comments.push_back(comment.get<std::string>());
  const json& nodes = request.contains("nodes") ? request["nodes"] : json::array();
  if (!nodes.is_array()) return {{"error", "nodes is a list of {parent, usi, comment}"}};
  std::vector<UsiTreeMove> moves;
  for (const json& n : nodes) {
    if (!n.is_object() || !n.contains("usi") || !n["usi"].is_string())
      return {{"error", "nodes is a list of {parent, usi, comment}"}};
    moves.push_back(
        {n.value("parent", -1), n["usi"].get<std::string>(), n.value("comment", std::string())});
  }
  auto built = tree_from_usi(header, moves);
  if (!built) return {{"error", built.error().to_string()}};
  RecordTree tree = *built;
  // A result the moves do not show (a resignation) is the caller's to say: "outcome" black,
  // white or draw, and "termination" in the API's words (resignation, time, ...).
  if (tree.game.outcome == Outcome::ONGOING) {
    tree.game.outcome = outcome_of_name(request.value("outcome", std::string()));
    if (tree.game.outcome != Outcome::ONGOING)
      tree.game.termination = termination_of_name(request.value("termination", std::string()));
  }
  return {{"text", format == "kif" ? write_kif_tree(tree) : write_pgn_tree(tree)}};
}

json answer_request(const json& request) {
  if (!request.is_object()) return {{"error", "the request is a JSON object"}};
  auto variant = parse_variant_name(request.value("variant", std::string("torishogi")));
  if (!variant) return {{"error", "no variant '" + request.value("variant", std::string()) + "'"}};
  std::string op = request.value("op", std::string());
  if (op == "import") return import_record(request, *variant);
  if (op == "export") return export_record(request, *variant);
  return visit_variant(*variant, [&]<class V>() -> json {
    if (op == "handicaps") {
      json list = json::array();
      for (const auto& h : V::HANDICAPS)
        list.push_back({{"code", h.code}, {"description", h.description}, {"sfen", h.sfen}});
      return {{"handicaps", list}};
    }
    if (op == "write") {
      auto written = write<V>(request, request.value("notation", std::string("usi")));
      return written ? *written : json{{"error", written.error().to_string()}};
    }
    auto game = game_of<V>(request);
    if (!game) return {{"error", game.error().to_string()}};
    if (op == "state") return state(*game);
    if (op == "explain") return explain(*game, request.value("move", std::string()));
    return {{"error", "no op '" + op + "' (state, explain, write, handicaps, import or export)"}};
  });
}

}  // namespace

}  // namespace tori::wasm

// The answer stays valid until the next call (the caller copies it out at once).
extern "C" const char* tori_rules(const char* request_text) {
  static std::string answer;
  try {
    auto request = nlohmann::json::parse(request_text, nullptr, false);
    if (request.is_discarded())
      answer = R"({"error":"the request is not JSON"})";
    else
      answer = tori::wasm::answer_request(request).dump(-1, ' ', false,
                                                        nlohmann::json::error_handler_t::replace);
  } catch (const std::exception& e) {  // a type mismatch inside a well-formed request
    answer = nlohmann::json{{"error", std::string("bad request: ") + e.what()}}.dump();
  }
  return answer.c_str();
}
