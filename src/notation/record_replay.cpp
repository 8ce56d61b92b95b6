// From records to games and back: the start a record describes, the replay of its moves (for
// replay() and for every reader, which reads each move in its position), and the moves of a
// record written in one notation (for every writer).
#include <type_traits>

#include "core/fen.h"
#include "core/move_text.h"
#include "notation/japanese_notation.h"
#include "notation/move_notation.h"
#include "notation/record_io.h"
#include "notation/record_support.h"

namespace tori {

namespace record_detail {

namespace {

template <class V>
constexpr VariantId variant_id() {
  return std::is_same_v<V, Tori> ? VariantId::TORI : VariantId::YARI;
}

Outcome win_for(Color c) { return c == BLACK ? Outcome::BLACK_WINS : Outcome::WHITE_WINS; }

template <class V>
std::string handicap_codes() {
  std::string codes;
  for (const auto& h : V::HANDICAPS) codes += (codes.empty() ? "" : ", ") + std::string(h.code);
  return codes;
}

// The start position a record describes: start_sfen, else the handicap's start, else the
// variant's.
template <class V>
Result<Position<V>> record_start(const RecordedGame& record) {
  if (record.variant != variant_id<V>())
    return make_error("the record is not a " + std::string(V::NAME) + " game");
  if (!record.start_sfen.empty()) {
    auto pos = parse_position<V>(record.start_sfen);
    if (!pos) return make_error("bad start position: " + pos.error().to_string());
    return pos;
  }
  if (record.handicap.empty()) return start_position<V>();
  for (const auto& h : V::HANDICAPS)
    if (h.code == record.handicap) return parse_sfen<V>(h.sfen);
  return make_error("unknown handicap '" + record.handicap + "' for " + std::string(V::NAME) +
                    " (known: " + handicap_codes<V>() + ")");
}

// Header fields that describe `start` in the fewest words.
template <class V>
StartFields describe_start(const Position<V>& start) {
  if (start == start_position<V>()) return {};
  for (const auto& h : V::HANDICAPS)
    if (start == parse_sfen<V>(h.sfen).value()) return {std::string(h.code), ""};
  return {"", to_sfen(start)};
}

template <class V>
Result<Move> read_move(const Position<V>& pos, std::string_view text, MoveSyntax syntax,
                       Move previous) {
  MoveContext context{previous};
  if (syntax == MoveSyntax::JAPANESE) return parse_japanese(pos, text, context);
  if (syntax == MoveSyntax::USI) {
    auto usi = parse_move(pos, text, MoveNotation::USI, context);
    if (usi) return usi;
    auto uci = parse_move(pos, text, MoveNotation::UCI, context);
    return uci ? uci : usi;
  }
  // pychess writes numeric moves; trying them first keeps any text that another notation could
  // also read meaning what the numeric notation says.
  auto numeric = parse_move(pos, text, MoveNotation::NUMERIC, context);
  if (numeric) return numeric;
  return parse_any_move(pos, text, context);
}

// The result a record ends with: the rules' where the game is over, else the declared one.
template <class V>
void set_result(RecordedGame& record, const Game<V>& game, const DeclaredResult& declared) {
  if (game.over()) {
    record.outcome = game.result().outcome;
    record.termination = game.result().termination;
    return;
  }
  Color to_move = game.position().side_to_move();
  Outcome outcome = Outcome::ONGOING;
  if (declared.outcome)
    outcome = *declared.outcome;
  else if (declared.side == DeclaredSide::TO_MOVE_LOSES)
    outcome = win_for(~to_move);
  else if (declared.side == DeclaredSide::TO_MOVE_WINS)
    outcome = win_for(to_move);
  else if (declared.side == DeclaredSide::DRAW)
    outcome = Outcome::DRAW;
  // A decisive result without a reason keeps none: a record that says only "0-1" does not say
  // that anyone resigned. A draw without one was agreed (the rules found no other).
  Termination termination = declared.termination;
  if (outcome == Outcome::ONGOING)
    termination = Termination::NONE;
  else if (termination == Termination::NONE && outcome == Outcome::DRAW)
    termination = Termination::AGREEMENT;
  record.outcome = outcome;
  record.termination = termination;
}

template <class V>
Result<RecordedGame> build(RecordedGame header, const std::vector<MoveText>& moves,
                           MoveSyntax syntax, const DeclaredResult& declared) {
  auto start = record_start<V>(header);
  if (!start) return start.error();
  Game<V> game(*start);
  header.moves.clear();
  Move previous;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const MoveText& text = moves[i];
    std::string where =
        at_line(text.line) + "move " + std::to_string(i + 1) + " '" + text.text + "': ";
    auto move = read_move(game.position(), text.text, syntax, previous);
    if (!move) return make_error(where + move.error().message);
    if (auto played = game.play(*move); !played) return make_error(where + played.error().message);
    header.moves.push_back({*move, text.seconds, text.comment});
    previous = *move;
  }
  set_result(header, game, declared);
  return header;
}

template <class V>
WrittenMoves write(const RecordedGame& record, MoveStyle style) {
  WrittenMoves out;
  auto start = record_start<V>(record);
  if (!start) {
    out.problem = start.error().message;
    return out;
  }
  out.start_sfen = to_sfen(*start);
  out.start_fen = to_fen(*start);
  out.first_to_move = start->side_to_move();
  Game<V> game(*start);
  Move previous;
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    Move m = record.moves[i].move;
    if (auto why = game.why_illegal(m)) {
      out.problem = "move " + std::to_string(i + 1) + " (" + to_usi<V>(m) + ") is illegal: " + *why;
      break;
    }
    const Position<V>& pos = game.position();
    if (style == MoveStyle::KIF)
      out.moves.push_back(
          format_japanese(pos, m, MoveContext{previous}, JapaneseStyle{false, true, true}));
    else if (style == MoveStyle::NUMERIC)
      out.moves.push_back(format_move(pos, m, MoveNotation::NUMERIC));
    else
      out.moves.push_back(to_usi<V>(m));
    game.play(m);
    previous = m;
  }
  return out;
}

// Side lines within side lines, at most: the writers recurse once per level.
constexpr int MAX_VARIATION_NESTING = 100;

// For each parent (NO_PARENT at 0, node i at i + 1), its first child: the main continuation.
Result<std::vector<int>> first_children(const std::vector<int>& parents) {
  std::vector<int> first(parents.size() + 1, -1);
  std::vector<int> nesting;
  for (std::size_t i = 0; i < parents.size(); ++i) {
    int parent = parents[i];
    if (parent < TreeMove::NO_PARENT || parent >= int(i))
      return make_error("move " + std::to_string(i + 1) + " of the tree: its parent (" +
                        std::to_string(parent) + ") is not a move before it");
    bool main = first[parent + 1] < 0;
    if (main) first[parent + 1] = int(i);
    nesting.push_back((parent < 0 ? 0 : nesting[parent]) + (main ? 0 : 1));
    if (nesting.back() > MAX_VARIATION_NESTING)
      return make_error("variations nested more than " + std::to_string(MAX_VARIATION_NESTING) +
                        " deep");
  }
  return first;
}

template <class V>
Result<RecordTree> build_tree(RecordedGame header, const std::vector<TextNode>& nodes,
                              MoveSyntax syntax, const DeclaredResult& declared) {
  std::vector<int> parents;
  for (const TextNode& node : nodes) parents.push_back(node.parent);
  auto first = first_children(parents);
  if (!first) return first.error();
  std::vector<MoveText> main_line;
  for (int at = (*first)[0]; at >= 0; at = (*first)[at + 1]) main_line.push_back(nodes[at].text);
  auto record = build<V>(std::move(header), main_line, syntax, declared);
  if (!record) return record.error();
  auto start = record_start<V>(*record);
  if (!start) return start.error();
  RecordTree tree{*record, {}};
  // Side lines are read without the game's history: a variation is about its position.
  std::vector<Position<V>> after;
  std::vector<int> ply;
  after.reserve(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const TextNode& node = nodes[i];
    bool first_move = node.parent == TreeMove::NO_PARENT;
    const Position<V>& pos = first_move ? *start : after[node.parent];
    Move previous = first_move ? Move() : tree.nodes[node.parent].move;
    ply.push_back(first_move ? 1 : ply[node.parent] + 1);
    std::string where = at_line(node.text.line) + "move " + std::to_string(ply.back()) + " '" +
                        node.text.text + "': ";
    auto move = read_move(pos, node.text.text, syntax, previous);
    if (!move) return make_error(where + move.error().message);
    Game<V> game(pos);
    if (auto played = game.play(*move); !played) return make_error(where + played.error().message);
    after.push_back(game.position());
    tree.nodes.push_back({node.parent, *move, node.text.seconds, node.text.comment});
  }
  return tree;
}

template <class V>
WrittenTree write_tree(const RecordTree& tree, MoveStyle style) {
  WrittenTree out;
  out.moves.resize(tree.nodes.size());
  out.problems.resize(tree.nodes.size());
  auto start = record_start<V>(tree.game);
  std::vector<std::optional<Position<V>>> after(tree.nodes.size());
  for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
    const TreeMove& node = tree.nodes[i];
    bool first_move = node.parent == TreeMove::NO_PARENT;
    if (node.parent < TreeMove::NO_PARENT || node.parent >= int(i)) {
      out.problems[i] = "its parent is not a move before it";
      continue;
    }
    const std::optional<Position<V>>& pos =
        first_move ? (start ? std::optional(*start) : std::nullopt) : after[node.parent];
    if (!pos) continue;  // the line stopped before it
    Game<V> game(*pos);
    if (auto why = game.why_illegal(node.move)) {
      out.problems[i] = "(" + to_usi<V>(node.move) + ") is illegal: " + *why;
      continue;
    }
    Move previous = first_move ? Move() : tree.nodes[node.parent].move;
    if (style == MoveStyle::KIF)
      out.moves[i] =
          format_japanese(*pos, node.move, MoveContext{previous}, JapaneseStyle{false, true, true});
    else if (style == MoveStyle::NUMERIC)
      out.moves[i] = format_move(*pos, node.move, MoveNotation::NUMERIC);
    else
      out.moves[i] = to_usi<V>(node.move);
    game.play(node.move);
    after[i] = game.position();
  }
  return out;
}

}  // namespace

Result<RecordedGame> build_record(RecordedGame header, const std::vector<MoveText>& moves,
                                  MoveSyntax syntax, const DeclaredResult& declared) {
  return visit_variant(header.variant, [&]<class V>() {
    return build<V>(std::move(header), moves, syntax, declared);
  });
}

Result<RecordTree> build_record_tree(RecordedGame header, const std::vector<TextNode>& nodes,
                                     MoveSyntax syntax, const DeclaredResult& declared) {
  return visit_variant(header.variant, [&]<class V>() {
    return build_tree<V>(std::move(header), nodes, syntax, declared);
  });
}

WrittenTree write_tree_moves(const RecordTree& tree, MoveStyle style) {
  return visit_variant(tree.game.variant, [&]<class V>() { return write_tree<V>(tree, style); });
}

RecordedGame as_written(const RecordedGame& record, const WrittenMoves& written) {
  RecordedGame r = record;
  // A start given only as a SFEN (the server keeps every game's so) is named when it is the
  // variant's start or a handicap's: KIF writes 手合割：平手 rather than 開始局面：sfen ...
  if (r.handicap.empty() && !r.start_sfen.empty())
    if (auto named = start_fields(r.variant, r.start_sfen)) {
      r.handicap = named->handicap;
      r.start_sfen = named->start_sfen;
    }
  if (!written.problem.empty()) {
    r.outcome = Outcome::ONGOING;
    r.termination = Termination::NONE;
  }
  return r;
}

WrittenMoves write_moves(const RecordedGame& record, MoveStyle style) {
  return visit_variant(record.variant, [&]<class V>() { return write<V>(record, style); });
}

Result<StartFields> start_fields(VariantId variant, std::string_view position) {
  return visit_variant(variant, [&]<class V>() -> Result<StartFields> {
    auto pos = parse_position<V>(position);
    if (!pos) return make_error("bad start position: " + pos.error().to_string());
    return describe_start(*pos);
  });
}

Result<std::string> normalized_sfen(VariantId variant, std::string_view position) {
  return visit_variant(variant, [&]<class V>() -> Result<std::string> {
    auto pos = parse_position<V>(position);
    if (!pos) return make_error("bad start position: " + pos.error().to_string());
    return to_sfen(*pos);
  });
}

Color first_to_move(const RecordedGame& record) {
  return visit_variant(record.variant, [&]<class V>() {
    auto start = record_start<V>(record);
    return start ? start->side_to_move() : BLACK;
  });
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

std::string at_line(int line) { return "line " + std::to_string(line) + ": "; }

std::size_t display_width(std::string_view s) {
  std::size_t width = 0;
  for (char c : s) {
    auto b = static_cast<unsigned char>(c);
    if (b < 0x80)
      ++width;
    else if (b >= 0xC0)  // a lead byte; continuation bytes add nothing
      width += 2;
  }
  return width;
}

}  // namespace record_detail

template <class V>
Result<Game<V>> replay(const RecordedGame& record) {
  auto start = record_detail::record_start<V>(record);
  if (!start) return start.error();
  Game<V> game(*start);
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    Move m = record.moves[i].move;
    if (auto played = game.play(m); !played)
      return make_error("move " + std::to_string(i + 1) + " (" + to_usi<V>(m) +
                        "): " + played.error().message);
  }
  if (game.over()) return game;
  // Results that only players cause: the rules cannot find them in the moves.
  Color loser = record.outcome == Outcome::BLACK_WINS ? WHITE : BLACK;
  bool decisive = record.outcome == Outcome::BLACK_WINS || record.outcome == Outcome::WHITE_WINS;
  if (record.termination == Termination::RESIGNATION && decisive)
    game.resign(loser);
  else if (record.termination == Termination::TIME && decisive)
    game.lose_on_time(loser);
  else if (record.termination == Termination::NONE && decisive)
    game.declare_winner(~loser);
  else if (record.termination == Termination::AGREEMENT && record.outcome == Outcome::DRAW)
    game.agree_draw();
  else if (record.termination == Termination::IMPASSE && game.impasse_claimable())
    game.settle_impasse();
  return game;
}

template <class V>
RecordedGame record_of(const Game<V>& game, RecordedGame header) {
  header.variant = record_detail::variant_id<V>();
  auto declared = record_detail::record_start<V>(header);
  if (!declared || !(*declared == game.start())) {
    record_detail::StartFields start = record_detail::describe_start(game.start());
    header.handicap = start.handicap;
    header.start_sfen = start.start_sfen;
  }
  std::vector<RecordedMove> moves;
  bool same_so_far = true;  // times and comments belong to the header's line of play only
  for (std::size_t i = 0; i < game.moves().size(); ++i) {
    Move m = game.moves()[i];
    same_so_far = same_so_far && i < header.moves.size() && header.moves[i].move == m;
    if (same_so_far)
      moves.push_back(header.moves[i]);
    else
      moves.push_back({m, std::nullopt, ""});
  }
  header.moves = std::move(moves);
  header.outcome = game.result().outcome;
  header.termination = game.result().termination;
  return header;
}

#define TORI_INSTANTIATE(V)                                       \
  template Result<Game<V>> replay<V>(const RecordedGame& record); \
  template RecordedGame record_of<V>(const Game<V>& game, RecordedGame header);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori
