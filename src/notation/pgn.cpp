// PGN as pychess-variants writes Tori and Yari Shogi games:
//
//   [Event "Casual game"] [Site "..."] [Date "2026.11.21"] [Round "-"]
//   [White "sente's name"] [Black "gote's name"] [Result "1-0"] [TimeControl "300+10"]
//   [Variant "torishogi"] and, for any other start, [FEN "<Fairy-Stockfish FEN>"] [SetUp "1"]
//   1. Sx33 Fx33 2. S*34 ... 1-0
//
// pychess and Fairy-Stockfish call the first player "white": [White] is our Black (sente) and
// "1-0" a win for Black. Moves are written in the numeric notation and read in any notation
// (numeric first). Our additions, which other readers skip: [Time "HH:MM:SS"] for a date with a
// time, [Termination "resignation"] (checkmate, stalemate, repetition, perpetual check, mutual
// perpetual check, impasse, resignation, time forfeit, agreement), and the time a move took as
// "[%emt 0:00:05]" at the start of its comment. A '}' inside a comment is written as ')'.
#include <array>
#include <cctype>
#include <cstdio>
#include <utility>

#include "notation/record_io.h"
#include "notation/record_support.h"
#include "notation/record_tree.h"

namespace tori {

namespace {

using namespace record_detail;

constexpr std::array<std::pair<Termination, std::string_view>, 9> TERMINATION_WORDS = {{
    {Termination::CHECKMATE, "checkmate"},
    {Termination::STALEMATE, "stalemate"},
    {Termination::REPETITION, "repetition"},
    {Termination::PERPETUAL_CHECK, "perpetual check"},
    {Termination::MUTUAL_PERPETUAL_CHECK, "mutual perpetual check"},
    {Termination::IMPASSE, "impasse"},
    {Termination::RESIGNATION, "resignation"},
    {Termination::TIME, "time forfeit"},
    {Termination::AGREEMENT, "agreement"},
}};

std::optional<Termination> termination_of(std::string_view word) {
  std::string w = ascii_lower(word);
  for (auto [t, name] : TERMINATION_WORDS)
    if (name == w) return t;
  if (w == "time") return Termination::TIME;
  return std::nullopt;  // "normal", "abandoned", ...: the result alone says it
}

std::string_view result_token(Outcome o) {
  switch (o) {
    case Outcome::BLACK_WINS:
      return "1-0";  // the first player is pychess's "white"
    case Outcome::WHITE_WINS:
      return "0-1";
    case Outcome::DRAW:
      return "1/2-1/2";
    default:
      return "*";
  }
}

std::optional<Outcome> outcome_of(std::string_view token) {
  if (token == "1-0") return Outcome::BLACK_WINS;
  if (token == "0-1") return Outcome::WHITE_WINS;
  if (token == "1/2-1/2") return Outcome::DRAW;
  if (token == "*") return Outcome::ONGOING;
  return std::nullopt;
}

// "0:00:05" or "1:02:03.5" from seconds, and back.
std::string clock_text(double seconds) {
  long whole = long(seconds);
  // snprintf, not fmt: the wasm build has no fmt, and GCC 12 has no <format> (issue 43).
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%ld:%02ld:%02ld", whole / 3600, whole / 60 % 60,
                whole % 60);
  std::string text = buffer;
  if (double fraction = seconds - double(whole); fraction > 0.0005) {
    std::snprintf(buffer, sizeof buffer, "%.3f", fraction);
    std::string digits = buffer + 1;  // ".500"
    while (digits.back() == '0') digits.pop_back();
    text += digits;
  }
  return text;
}

std::optional<double> parse_clock(std::string_view text) {
  double total = 0, field = 0, scale = 0;
  int colons = 0;
  for (char c : trim(text)) {
    if (c == ':' && scale == 0) {
      total = total * 60 + field, field = 0, ++colons;
    } else if (c == '.' && scale == 0) {
      scale = 0.1;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      if (scale == 0)
        field = field * 10 + (c - '0');
      else
        field += (c - '0') * scale, scale /= 10;
    } else {
      return std::nullopt;
    }
  }
  if (colons == 0 || colons > 2) return std::nullopt;
  return total * 60 + field;
}

// Tags that are plain fields of the record. The first player is pychess's "White": our Black.
struct FieldTag {
  std::string_view name;
  std::string RecordedGame::*member;
};

constexpr std::array<FieldTag, 6> FIELD_TAGS = {{
    {"Event", &RecordedGame::event},
    {"Site", &RecordedGame::site},
    {"Round", &RecordedGame::round},
    {"White", &RecordedGame::black},
    {"Black", &RecordedGame::white},
    {"TimeControl", &RecordedGame::time_control},
}};

// --- reading ---

struct Tag {
  std::string name, value;
  int line = 0;
};

enum class TokenKind { MOVE, COMMENT, RESULT, VARIATION_START, VARIATION_END };
struct Token {
  TokenKind kind;
  std::string text;
  int line = 0;
};

struct ParsedPgn {
  std::vector<Tag> tags;
  std::vector<Token> tokens;
};

// One pass over the text: tag pairs, then movetext up to the result or the next game.
class PgnScanner {
 public:
  explicit PgnScanner(std::string_view text) : text_(text) {}

  Result<ParsedPgn> scan() {
    ParsedPgn out;
    if (auto error = scan_tags(out.tags)) return *error;
    if (auto error = scan_movetext(out.tokens)) return *error;
    if (auto error = check_closed()) return *error;
    return out;
  }

 private:
  bool done() const { return i_ >= text_.size(); }
  char peek() const { return text_[i_]; }
  void advance() { line_ += text_[i_++] == '\n'; }
  Error fail(const std::string& message) const { return make_error(at_line(line_) + message); }

  void skip_space() {
    while (!done() && std::isspace(static_cast<unsigned char>(peek()))) advance();
  }
  void skip_line() {
    while (!done() && peek() != '\n') advance();
  }
  bool at_line_start() const { return i_ == 0 || text_[i_ - 1] == '\n'; }

  std::optional<Error> scan_tags(std::vector<Tag>& tags) {
    while (true) {
      skip_space();
      if (!done() && peek() == '%' && at_line_start()) {  // an escaped line
        skip_line();
        continue;
      }
      if (done() || peek() != '[') return std::nullopt;
      auto tag = scan_tag();
      if (!tag) return tag.error();
      tags.push_back(*tag);
    }
  }

  Result<Tag> scan_tag() {
    Tag tag;
    tag.line = line_;
    const std::string form = "expected a tag pair like [Event \"name\"]";
    advance();  // '['
    skip_space();
    while (!done() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_'))
      tag.name += peek(), advance();
    skip_space();
    if (tag.name.empty() || done() || peek() != '"') return fail(form);
    for (advance(); !done() && peek() != '"' && peek() != '\n'; advance()) {
      if (peek() == '\\' && i_ + 1 < text_.size() && text_[i_ + 1] != '\n') advance();
      tag.value += peek();
    }
    if (done() || peek() != '"') return fail(form + " (the value is not closed)");
    advance();
    skip_space();
    if (done() || peek() != ']') return fail(form + " (no closing ']')");
    advance();
    return tag;
  }

  std::optional<Error> scan_movetext(std::vector<Token>& tokens) {
    while (true) {
      skip_space();
      if (done()) return std::nullopt;
      char c = peek();
      if (c == '[') return std::nullopt;  // the next game's tags
      if (c == '%' && at_line_start()) {
        skip_line();
      } else if (c == '{') {
        auto comment = scan_comment();
        if (!comment) return comment.error();
        tokens.push_back(*comment);
      } else if (c == ';') {
        int line = line_;
        std::size_t start = i_ + 1;
        skip_line();
        tokens.push_back({TokenKind::COMMENT, std::string(text_.substr(start, i_ - start)), line});
      } else if (c == '(') {
        open_lines_.push_back(line_);
        tokens.push_back({TokenKind::VARIATION_START, "(", line_});
        advance();
      } else if (c == ')' && !open_lines_.empty()) {
        open_lines_.pop_back();
        tokens.push_back({TokenKind::VARIATION_END, ")", line_});
        advance();
      } else if (c == ')' || c == '}') {
        return fail(std::string("unexpected '") + c + "'");
      } else if (scan_word(tokens) && open_lines_.empty()) {
        return std::nullopt;  // the result: the end of this game
      }
    }
  }

  // Called at the end of the movetext: a variation must be closed by then.
  std::optional<Error> check_closed() const {
    if (open_lines_.empty()) return std::nullopt;
    return make_error(at_line(open_lines_.back()) + "the variation '(' is never closed");
  }

  Result<Token> scan_comment() {
    int line = line_;
    advance();  // '{'
    std::size_t start = i_;
    while (!done() && peek() != '}') advance();
    if (done()) return make_error(at_line(line) + "the comment '{' is never closed");
    Token token{TokenKind::COMMENT, std::string(text_.substr(start, i_ - start)), line};
    advance();
    return token;
  }

  // A move, a move number, a NAG or the result; true at the result.
  bool scan_word(std::vector<Token>& tokens) {
    int line = line_;
    std::size_t start = i_;
    while (!done() && !std::isspace(static_cast<unsigned char>(peek())) &&
           std::string_view("{}();[").find(peek()) == std::string_view::npos)
      advance();
    std::string_view word = text_.substr(start, i_ - start);
    if (outcome_of(word)) {
      if (!open_lines_.empty()) return true;  // a side line's end says nothing of the game's
      tokens.push_back({TokenKind::RESULT, std::string(word), line});
      return true;
    }
    std::size_t digits = 0;  // a move number: "12." or "12..." maybe glued to the move
    while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits]))) ++digits;
    if (digits > 0 && digits < word.size() && word[digits] == '.') {
      word.remove_prefix(digits);
      while (!word.empty() && word.front() == '.') word.remove_prefix(1);
    }
    while (!word.empty() && (word.back() == '!' || word.back() == '?')) word.remove_suffix(1);
    if (!word.empty() && word.front() != '$')
      tokens.push_back({TokenKind::MOVE, std::string(word), line});
    return false;
  }

  std::string_view text_;
  std::size_t i_ = 0;
  int line_ = 1;
  std::vector<int> open_lines_;  // where each open variation began
};

// "2026.11.21" and [Time "10:00:00"] as ISO 8601; unknown parts ("??") are left out.
std::string iso_date(std::string_view date, std::string_view time) {
  std::string iso;
  for (char c : date) iso += c == '.' ? '-' : c;
  std::size_t unknown = iso.find('?');
  if (unknown != std::string::npos) iso.resize(unknown);
  while (!iso.empty() && iso.back() == '-') iso.pop_back();
  if (iso.size() == 10 && !time.empty() && time.find('?') == std::string_view::npos)
    iso += "T" + std::string(time);
  return iso;
}

std::string unknown_as_empty(std::string_view value) {
  return value == "?" || value == "-" ? "" : std::string(value);
}

// Moves out of the tokens; comments go to the move before them, or to the game before any.
// A comment's text without its "[%emt ...]", and the seconds that held.
std::string comment_text(std::string_view token, std::optional<double>& seconds) {
  std::string text(trim(token));
  // "[%emt 0:00:05]" is the time the move took: kept as the move's time. "[%clk 0:04:55]"
  // (the time left) stays in the comment as written: the time a move took cannot be told
  // from it without the time control, and a record written back keeps it.
  std::size_t at = text.find("[%emt");
  std::size_t end = at == std::string::npos ? at : text.find(']', at);
  if (end != std::string::npos) {
    seconds = parse_clock(std::string_view(text).substr(at + 5, end - at - 5));
    text = std::string(trim(text.substr(0, at) + text.substr(end + 1)));
  }
  return text;
}

// The moves of every line: a variation's first move takes the place of the move before the '('.
Result<std::vector<TextNode>> collect_tree(const std::vector<Token>& tokens) {
  std::vector<TextNode> nodes;
  int at = TreeMove::NO_PARENT;
  std::vector<int> resume;  // where each open variation returns to
  for (const Token& token : tokens) {
    if (token.kind == TokenKind::VARIATION_START) {
      if (at == TreeMove::NO_PARENT)
        return make_error(at_line(token.line) + "a variation '(' before any move");
      resume.push_back(at);
      at = nodes[at].parent;
    } else if (token.kind == TokenKind::VARIATION_END) {
      at = resume.back();
      resume.pop_back();
    } else if (token.kind == TokenKind::MOVE) {
      nodes.push_back({at, {token.text, token.line, {}, ""}});
      at = int(nodes.size()) - 1;
    } else if (token.kind == TokenKind::COMMENT && at != TreeMove::NO_PARENT) {
      std::optional<double> seconds;
      std::string text = comment_text(token.text, seconds);
      MoveText& last = nodes[at].text;
      if (seconds) last.seconds = seconds;
      if (!text.empty()) last.comment += (last.comment.empty() ? "" : "\n") + text;
    }
  }
  return nodes;
}

void collect_moves(const std::vector<Token>& tokens, RecordedGame& header,
                   std::vector<MoveText>& moves, std::optional<Outcome>& result_token_outcome) {
  int depth = 0;  // variations are collect_tree's
  for (const Token& token : tokens) {
    depth += token.kind == TokenKind::VARIATION_START ? 1
             : token.kind == TokenKind::VARIATION_END ? -1
                                                      : 0;
    if (depth > 0 || token.kind == TokenKind::VARIATION_END) continue;
    if (token.kind == TokenKind::MOVE) {
      moves.push_back({token.text, token.line, {}, ""});
    } else if (token.kind == TokenKind::RESULT) {
      result_token_outcome = outcome_of(token.text);
    } else {
      std::optional<double> seconds;
      std::string text = comment_text(token.text, seconds);
      if (moves.empty()) {
        if (!text.empty()) header.comments.push_back(text);
        continue;
      }
      MoveText& last = moves.back();
      if (seconds) last.seconds = seconds;
      if (!text.empty()) last.comment += (last.comment.empty() ? "" : "\n") + text;
    }
  }
}

// The header fields of the tag pairs; the start position once the variant is known.
Result<DeclaredResult> apply_tags(const std::vector<Tag>& tags, RecordedGame& header) {
  DeclaredResult declared;
  std::string date, time;
  const Tag* fen = nullptr;
  for (const Tag& tag : tags) {
    const std::string& v = tag.value;
    for (const FieldTag& field : FIELD_TAGS)
      if (tag.name == field.name) header.*field.member = unknown_as_empty(v);
    if (tag.name == "Date") {
      date = v;
    } else if (tag.name == "Time") {
      time = v;
    } else if (tag.name == "FEN") {
      fen = &tag;
    } else if (tag.name == "Termination") {
      declared.termination = termination_of(v).value_or(Termination::NONE);
    } else if (tag.name == "Result") {
      auto outcome = outcome_of(trim(v));
      if (!outcome)
        return make_error(at_line(tag.line) + "unknown result '" + v +
                          "'; expected 1-0, 0-1, 1/2-1/2 or *");
      if (*outcome != Outcome::ONGOING) declared.outcome = outcome;
    } else if (tag.name == "Variant") {
      auto variant = parse_variant_name(ascii_lower(trim(v)));
      if (!variant)
        return make_error(at_line(tag.line) + "unknown variant '" + v +
                          "'; expected torishogi or yarishogi");
      header.variant = *variant;
    }
  }
  header.date = iso_date(date, time);
  if (fen) {
    auto start = start_fields(header.variant, fen->value);
    if (!start) return make_error(at_line(fen->line) + start.error().message);
    header.handicap = start->handicap;
    header.start_sfen = start->start_sfen;
  }
  return declared;
}

// --- writing ---

std::string tag_line(std::string_view name, std::string_view value) {
  std::string escaped;
  for (char c : value) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c == '\n' || c == '\r' ? ' ' : c;
  }
  return "[" + std::string(name) + " \"" + escaped + "\"]\n";
}

std::string comment_token(std::string_view text) {
  std::string body;
  for (char c : text) body += c == '}' ? ')' : c;
  return "{" + body + "}";
}

std::string termination_word(Termination t) {
  for (auto [term, word] : TERMINATION_WORDS)
    if (term == t) return std::string(word);
  return "";
}

std::string tags_of(const RecordedGame& record, const WrittenMoves& written) {
  auto or_unknown = [](const std::string& v, const char* unknown) {
    return v.empty() ? std::string(unknown) : v;
  };
  std::string date = record.date.substr(0, 10), time;
  for (char& c : date) c = c == '-' ? '.' : c;
  if (record.date.size() > 11 && record.date[10] == 'T') time = record.date.substr(11);
  std::string text = tag_line("Event", or_unknown(record.event, "?"));
  text += tag_line("Site", or_unknown(record.site, "?"));
  text += tag_line("Date", or_unknown(date, "????.??.??"));
  text += tag_line("Round", or_unknown(record.round, "-"));
  text += tag_line("White", or_unknown(record.black, "?"));  // the first player
  text += tag_line("Black", or_unknown(record.white, "?"));
  text += tag_line("Result", result_token(record.outcome));
  if (!time.empty()) text += tag_line("Time", time);
  if (!record.time_control.empty()) text += tag_line("TimeControl", record.time_control);
  text += tag_line("Variant", record.variant == VariantId::TORI ? Tori::FSF_NAME : Yari::FSF_NAME);
  if (!record.handicap.empty() || !record.start_sfen.empty()) {
    text += tag_line("FEN", written.start_fen.empty() ? record.start_sfen : written.start_fen);
    text += tag_line("SetUp", "1");
  }
  if (std::string word = termination_word(record.termination); !word.empty())
    text += tag_line("Termination", word);
  return text;
}

// Movetext tokens: numbers, moves, comments; the first player's moves carry the number.
std::vector<std::string> movetext_of(const RecordedGame& record, const WrittenMoves& written) {
  std::vector<std::string> tokens;
  for (const std::string& comment : record.comments) tokens.push_back(comment_token(comment));
  Color to_move = written.first_to_move;
  int number = 1;
  for (std::size_t i = 0; i < written.moves.size(); ++i) {
    // The number stays on the line of its move.
    std::string number_text = to_move == BLACK ? std::to_string(number) + ". "
                              : i == 0         ? std::to_string(number) + "... "
                                               : "";
    tokens.push_back(number_text + written.moves[i]);
    const RecordedMove& m = record.moves[i];
    std::string note = m.seconds ? "[%emt " + clock_text(*m.seconds) + "]" : "";
    if (!m.comment.empty()) note += (note.empty() ? "" : " ") + m.comment;
    if (!note.empty()) tokens.push_back(comment_token(note));
    if (to_move == WHITE) ++number;
    to_move = ~to_move;
  }
  if (!written.problem.empty()) tokens.push_back(comment_token(written.problem));
  tokens.emplace_back(result_token(record.outcome));
  return tokens;
}

// The movetext of a tree: each side line in parentheses right after the move it replaces.
class TreeMovetext {
 public:
  TreeMovetext(const RecordTree& tree, Color first_to_move)
      : tree_(tree), first_(first_to_move), written_(write_tree_moves(tree, MoveStyle::NUMERIC)) {
    children_.resize(tree.nodes.size() + 1);
    for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
      int parent = tree.nodes[i].parent;
      if (parent >= TreeMove::NO_PARENT && parent < int(i)) children_[parent + 1].push_back(int(i));
    }
  }

  void main_line(std::vector<std::string>& tokens) const {
    if (!children_[0].empty()) line(children_[0].front(), 1, false, tokens);
  }

 private:
  // The line from `start` (at `ply`, 1 for a first move) to its end. The tree's readers bound the
  // nesting of variations, and so this recursion, at one level per variation.
  void line(int start, int ply, bool numbered, std::vector<std::string>& tokens) const {
    for (int at = start; at >= 0; ++ply) {
      if (written_.moves[at].empty()) {
        if (!written_.problems[at].empty())
          tokens.push_back(
              comment_token("move " + std::to_string(ply) + " " + written_.problems[at]));
        return;
      }
      Color mover = ply % 2 == 1 ? first_ : ~first_;
      std::string number = std::to_string((ply + (first_ == WHITE ? 2 : 1)) / 2);
      std::string prefix = mover == BLACK ? number + ". " : numbered ? number + "... " : "";
      tokens.push_back(prefix + written_.moves[at]);
      const TreeMove& m = tree_.nodes[at];
      std::string note = m.seconds ? "[%emt " + clock_text(*m.seconds) + "]" : "";
      if (!m.comment.empty()) note += (note.empty() ? "" : " ") + m.comment;
      if (!note.empty()) tokens.push_back(comment_token(note));
      numbered = !note.empty();
      const std::vector<int>& siblings = children_[m.parent + 1];
      if (siblings.front() == at)
        for (std::size_t k = 1; k < siblings.size(); ++k) {
          std::vector<std::string> side;
          line(siblings[k], ply, true, side);
          if (side.empty()) continue;
          side.front() = "(" + side.front();
          side.back() += ")";
          tokens.insert(tokens.end(), side.begin(), side.end());
          numbered = true;
        }
      const std::vector<int>& next = children_[at + 1];
      at = next.empty() ? -1 : next.front();
    }
  }

  const RecordTree& tree_;
  Color first_;
  WrittenTree written_;
  std::vector<std::vector<int>> children_;
};

std::string wrapped(const std::vector<std::string>& tokens, std::size_t width) {
  std::string text;
  std::size_t column = 0;
  for (const std::string& token : tokens) {
    std::size_t token_width = display_width(token.substr(0, token.find('\n')));
    if (column > 0 && column + 1 + token_width > width) {
      text += "\n";
      column = 0;
    }
    if (column > 0) text += " ", ++column;
    text += token;
    std::size_t newline = token.rfind('\n');  // a comment may hold several lines
    column = newline == std::string::npos ? column + token_width
                                          : display_width(token.substr(newline + 1));
  }
  return text + "\n";
}

// A game's text read up to its moves: the header from the tags, the main line's moves, the
// tokens (for the side lines) and the result declared.
struct PgnGame {
  RecordedGame header;
  std::vector<Token> tokens;
  std::vector<MoveText> main_line;
  DeclaredResult declared;
};

Result<PgnGame> read_game(std::string_view text, const ReadOptions& options) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  auto parsed = PgnScanner(text).scan();
  if (!parsed) return parsed.error();
  if (parsed->tags.empty() && parsed->tokens.empty())
    return make_error("empty record: expected PGN tags and moves");
  PgnGame game;
  game.header.variant = options.variant;
  auto tags = apply_tags(parsed->tags, game.header);
  if (!tags) return tags.error();
  game.declared = *tags;
  std::optional<Outcome> token_outcome;
  collect_moves(parsed->tokens, game.header, game.main_line, token_outcome);
  // The Result tag is the one the standard requires; the token at the end stands in for it.
  if (!game.declared.outcome && token_outcome && *token_outcome != Outcome::ONGOING)
    game.declared.outcome = token_outcome;
  game.tokens = std::move(parsed->tokens);
  return game;
}

}  // namespace

Result<RecordedGame> read_pgn(std::string_view text, const ReadOptions& options) {
  auto game = read_game(text, options);
  if (!game) return game.error();
  return build_record(std::move(game->header), game->main_line, MoveSyntax::ANY, game->declared);
}

std::vector<std::string_view> split_pgn_games(std::string_view text) {
  std::vector<std::string_view> games;
  std::size_t game_start = 0;
  bool in_comment = false;  // inside { ... }, which may span lines
  bool seen_movetext = false;
  for (std::string_view line : record_detail::split_lines(text)) {
    std::string_view content = trim(line);
    bool is_tag = !in_comment && content.size() > 1 && content[0] == '[' &&
                  std::isalpha(static_cast<unsigned char>(content[1]));
    if (is_tag && seen_movetext) {
      std::size_t line_start = std::size_t(line.data() - text.data());
      games.push_back(text.substr(game_start, line_start - game_start));
      game_start = line_start;
      seen_movetext = false;
    }
    if (is_tag) continue;
    for (char c : content) {
      if (in_comment) {
        in_comment = c != '}';
        continue;
      }
      if (c == ';') break;  // a comment to the end of the line
      if (c == '{') in_comment = true;
      seen_movetext = seen_movetext || !std::isspace(static_cast<unsigned char>(c));
    }
  }
  if (!trim(text.substr(game_start)).empty()) games.push_back(text.substr(game_start));
  return games;
}

std::string write_pgn(const RecordedGame& given) {
  WrittenMoves written = write_moves(given, MoveStyle::NUMERIC);
  RecordedGame record = as_written(given, written);
  return tags_of(record, written) + "\n" + wrapped(movetext_of(record, written), 80);
}

Result<RecordTree> read_pgn_tree(std::string_view text, const ReadOptions& options) {
  auto game = read_game(text, options);
  if (!game) return game.error();
  auto nodes = collect_tree(game->tokens);
  if (!nodes) return nodes.error();
  return build_record_tree(std::move(game->header), *nodes, MoveSyntax::ANY, game->declared);
}

std::string write_pgn_tree(const RecordTree& tree) {
  WrittenMoves written = write_moves(tree.game, MoveStyle::NUMERIC);
  RecordedGame record = as_written(tree.game, written);
  std::vector<std::string> tokens;
  for (const std::string& comment : record.comments) tokens.push_back(comment_token(comment));
  TreeMovetext(tree, written.first_to_move).main_line(tokens);
  tokens.emplace_back(result_token(record.outcome));
  return tags_of(record, written) + "\n" + wrapped(tokens, 80);
}

}  // namespace tori
