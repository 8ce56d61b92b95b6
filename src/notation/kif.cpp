// KIF, the Japanese standard record format (Kifu for Windows and most shogi software):
//
//   #KIF version=2.0 encoding=UTF-8
//   開始日時：2026/11/21 10:00:00        棋戦：...  場所：...  持ち時間：...
//   手合割：平手
//   先手：name                           (下手：/上手： in handicap games)
//   後手：name
//   手数----指手---------消費時間--
//      1 ３三燕(34)   ( 0:05/00:00:05)  seconds on the move / the player's total
//   *a comment on move 1
//      2 同　鷹(42)   ( 0:03/00:00:03)
//      3 ３四燕打     ( 0:10/00:00:15)
//      4 投了
//   まで3手で先手の勝ち
//
// Our additions for Tori and Yari Shogi, which standard shogi has no words for:
//   棋種：鳥将棋 or 棋種：槍将棋   the variant (将棋種類： is read too). Without it the variant is
//                                 told by the start position, the handicap name or the piece
//                                 kanji of the moves, else ReadOptions decides (Tori by default).
//   手合割：                      平手, and for Tori 左鶉落ち (lq), 鷹落ち (f), 鷹左鶉落ち (f+lq),
//                                 鷹両鶉落ち (f+2q); for Yari 左香角落ち (yb), 左香飛落ち (yr),
//                                 二枚落ち (2p), 四枚落ち (4p), 六枚落ち (6p).
//   開始局面：sfen <SFEN>         any other start, lossless (board diagrams are not read).
//   引き分け                      a draw by agreement, as a closing line like 投了.
// Closing lines: 詰み, 投了, 切れ負け (time), 千日手 (repetition), 反則勝ち/反則負け (perpetual
// check, with the comment 連続王手の千日手), 持将棋 (Yari impasse), 中断 (unfinished), each with
// the usual `まで…手で…` line. Moves are written with their origin and with 打 on every drop.
// Reading takes UTF-8 (with or without BOM) or Shift_JIS (CP932); writing is UTF-8.
#include <iconv.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "notation/record_io.h"
#include "notation/record_support.h"
#include "notation/record_tree.h"

namespace tori {

namespace {

using namespace record_detail;

struct HandicapName {
  VariantId variant;
  std::string_view code, name;
};

constexpr std::array<HandicapName, 11> HANDICAP_NAMES = {{
    {VariantId::TORI, "", "平手"},
    {VariantId::TORI, "lq", "左鶉落ち"},
    {VariantId::TORI, "f", "鷹落ち"},
    {VariantId::TORI, "f+lq", "鷹左鶉落ち"},
    {VariantId::TORI, "f+2q", "鷹両鶉落ち"},
    {VariantId::YARI, "", "平手"},
    {VariantId::YARI, "yb", "左香角落ち"},
    {VariantId::YARI, "yr", "左香飛落ち"},
    {VariantId::YARI, "2p", "二枚落ち"},
    {VariantId::YARI, "4p", "四枚落ち"},
    {VariantId::YARI, "6p", "六枚落ち"},
}};

// Header lines that are plain fields of the record, in the order they are written.
struct FieldHeader {
  std::string_view key;
  std::string RecordedGame::*member;
  bool is_date;
};

constexpr std::array<FieldHeader, 5> FIELD_HEADERS = {{
    {"開始日時", &RecordedGame::date, true},
    {"終了日時", &RecordedGame::end_date, true},
    {"棋戦", &RecordedGame::event, false},
    {"場所", &RecordedGame::site, false},
    {"持ち時間", &RecordedGame::time_control, false},
}};

constexpr std::string_view TORI_NAME = "鳥将棋", YARI_NAME = "槍将棋";
constexpr std::string_view MOVE_LIST_LINE = "手数----指手---------消費時間--";
constexpr std::string_view PERPETUAL_CHECK_NOTE = "連続王手の千日手";
constexpr std::string_view MUTUAL_CHECK_NOTE = "双方連続王手の千日手";

// Kanji only one of the variants uses: they tell a record's variant when no header does.
constexpr std::array<std::string_view, 9> TORI_KANJI = {"鵬", "燕", "鷹", "鶴", "雉",
                                                        "鶉", "鴈", "鵰", "雁"};
constexpr std::array<std::string_view, 8> YARI_KANJI = {"香", "桂", "歩", "玉",
                                                        "王", "飛", "角", "銀"};

// --- encoding ---

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    auto b = static_cast<unsigned char>(s[i]);
    std::size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (std::size_t k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) >> 6) != 2) return false;
    i += n;
  }
  return true;
}

// Text that came from elsewhere (a PGN comment, a name) may hold bytes that are not UTF-8; a KIF
// we write must stay readable, so each such byte becomes U+FFFD.
std::string repair_utf8(std::string_view s) {
  if (valid_utf8(s)) return std::string(s);
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = 1;
    while (n <= 4 && i + n <= s.size() && !valid_utf8(s.substr(i, n))) ++n;
    if (n <= 4 && i + n <= s.size()) {
      out.append(s.substr(i, n));
      i += n;
    } else {
      out += "\xEF\xBF\xBD";
      ++i;
    }
  }
  return out;
}

// Old KIF files are Shift_JIS: bytes that are not UTF-8 are read as CP932 (Microsoft's
// Shift_JIS, which Kifu for Windows writes).
Result<std::string> utf8_text(std::string_view bytes) {
  if (bytes.starts_with("\xEF\xBB\xBF")) bytes.remove_prefix(3);
  if (valid_utf8(bytes)) return std::string(bytes);
  iconv_t cd = iconv_open("UTF-8", "CP932");
  if (cd == iconv_t(-1)) return make_error("the record is not UTF-8, and CP932 is not available");
  std::string in(bytes), out(bytes.size() * 3 + 4, '\0');
  char *in_at = in.data(), *out_at = out.data();
  std::size_t in_left = in.size(), out_left = out.size();
  std::size_t done = iconv(cd, &in_at, &in_left, &out_at, &out_left);
  iconv_close(cd);
  if (done == std::size_t(-1)) {
    std::size_t bad = in.size() - in_left;
    int line = 1;
    for (std::size_t i = 0; i < bad; ++i) line += in[i] == '\n';
    return make_error(at_line(line) + "the record is neither UTF-8 nor Shift_JIS");
  }
  out.resize(out.size() - out_left);
  return out;
}

// --- small text helpers ---

// trim, and the fullwidth space (U+3000) too: KIF files pad with it.
std::string_view trim_all(std::string_view s) {
  constexpr std::string_view WIDE_SPACE = "　";
  while (true) {
    s = trim(s);
    if (s.starts_with(WIDE_SPACE))
      s.remove_prefix(WIDE_SPACE.size());
    else if (s.ends_with(WIDE_SPACE))
      s.remove_suffix(WIDE_SPACE.size());
    else
      return s;
  }
}

bool contains(std::string_view s, std::string_view part) {
  return s.find(part) != std::string_view::npos;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string padded_number(std::size_t n, int width) {
  std::string text = std::to_string(n);
  return std::string(text.size() < std::size_t(width) ? width - text.size() : 0, ' ') + text;
}

// "2026/11/21 10:00:00" <-> "2026-11-21T10:00:00"; anything else is kept as written.
std::string iso_date(std::string_view kif) {
  std::string date(trim(kif.substr(0, kif.find(' '))));
  if (auto weekday = date.find('('); weekday != std::string::npos) date.resize(weekday);  // "(土)"
  if (date.size() != 10 || date[4] != '/' || date[7] != '/') return std::string(kif);
  date[4] = date[7] = '-';
  std::size_t space = kif.find(' ');
  std::string_view time = space == std::string_view::npos ? "" : trim(kif.substr(space));
  return time.empty() ? date : date + "T" + std::string(time);
}

std::string kif_date(std::string_view iso) {
  std::string date(iso);
  if (date.size() < 10 || date[4] != '-' || date[7] != '-') return date;
  date[4] = date[7] = '/';
  if (date.size() > 10 && date[10] == 'T') date[10] = ' ';
  return date;
}

// --- reading ---

struct HeaderLine {
  std::string value;
  int line = 0;
};

struct KifDraft {
  RecordedGame header;
  std::optional<HeaderLine> variant, handicap, start;
  std::vector<TextNode> nodes;  // every move read, the main line's first
  std::vector<int> line;        // the nodes of the line being read, move 1 first
  DeclaredResult declared;
  bool closed = false;  // a closing line (投了...) or the result line was read
  bool with_variations = false;
  bool in_variation = false;
  bool variation_closed = false;
  bool line_closed() const { return in_variation ? variation_closed : closed; }
};

struct Closing {
  std::string_view word;
  Termination termination;
  DeclaredSide side;
};

constexpr std::array<Closing, 12> CLOSINGS = {{
    {"投了", Termination::RESIGNATION, DeclaredSide::TO_MOVE_LOSES},
    {"詰み", Termination::CHECKMATE, DeclaredSide::TO_MOVE_LOSES},
    {"切れ負け", Termination::TIME, DeclaredSide::TO_MOVE_LOSES},
    {"時間切れ", Termination::TIME, DeclaredSide::TO_MOVE_LOSES},
    {"反則負け", Termination::PERPETUAL_CHECK, DeclaredSide::TO_MOVE_LOSES},
    {"反則勝ち", Termination::PERPETUAL_CHECK, DeclaredSide::TO_MOVE_WINS},
    {"千日手", Termination::REPETITION, DeclaredSide::DRAW},
    {"持将棋", Termination::IMPASSE, DeclaredSide::DRAW},
    {"入玉勝ち", Termination::IMPASSE, DeclaredSide::TO_MOVE_WINS},
    {"引き分け", Termination::AGREEMENT, DeclaredSide::DRAW},
    {"中断", Termination::NONE, DeclaredSide::NONE},
    {"封じ手", Termination::NONE, DeclaredSide::NONE},
}};

// "( 0:05/00:01:20)": the seconds of the move; nothing if the text is no time.
std::optional<double> kif_time(std::string_view inside) {
  inside = trim(inside.substr(0, inside.find('/')));
  std::size_t colon = inside.find(':');
  if (colon == std::string_view::npos || colon == 0 || colon + 1 >= inside.size()) return {};
  double minutes = 0, seconds = 0;
  for (char c : trim(inside.substr(0, colon))) {
    if (!is_digit(c)) return {};
    minutes = minutes * 10 + (c - '0');
  }
  for (char c : inside.substr(colon + 1)) {
    if (!is_digit(c)) return {};
    seconds = seconds * 10 + (c - '0');
  }
  return minutes * 60 + seconds;
}

// The `まで64手で先手の勝ち` line: who won and how, as far as it says.
void read_result_line(std::string_view line, DeclaredResult& declared) {
  std::optional<Color> named;
  for (std::string_view word : {"先手の", "下手の"})
    if (contains(line, word)) named = BLACK;
  for (std::string_view word : {"後手の", "上手の"})
    if (contains(line, word)) named = WHITE;
  auto win_for = [](Color c) { return c == BLACK ? Outcome::BLACK_WINS : Outcome::WHITE_WINS; };
  if (named && contains(line, "勝ち"))
    declared.outcome = win_for(*named);
  else if (named && contains(line, "負け"))
    declared.outcome = win_for(~*named);
  else if (contains(line, "千日手") || contains(line, "持将棋") || contains(line, "引き分け"))
    declared.outcome = Outcome::DRAW;
  else if (contains(line, "中断"))
    declared.outcome = Outcome::ONGOING;
  else if (contains(line, "詰み"))
    declared.side = DeclaredSide::TO_MOVE_LOSES;
  if (declared.termination == Termination::NONE) {
    if (contains(line, "時間切れ")) declared.termination = Termination::TIME;
    if (contains(line, "反則")) declared.termination = Termination::PERPETUAL_CHECK;
    if (contains(line, "詰み")) declared.termination = Termination::CHECKMATE;
  }
}

std::optional<Error> read_move_line(std::string_view line, int number, KifDraft& draft) {
  std::size_t digits = 0;
  while (digits < line.size() && is_digit(line[digits])) ++digits;
  std::size_t written_number =
      std::stoul(std::string(line.substr(0, std::min<std::size_t>(digits, 9))));
  std::string_view rest = trim(line.substr(digits));
  while (!rest.empty() && rest.back() == '+')
    rest = trim(rest.substr(0, rest.size() - 1));  // a branch mark
  std::optional<double> seconds;
  if (!rest.empty() && rest.back() == ')') {
    std::size_t open = rest.rfind('(');
    if (open != std::string_view::npos) {
      std::string_view inside = rest.substr(open + 1, rest.size() - open - 2);
      if (contains(inside, ":") && (seconds = kif_time(inside))) rest = trim(rest.substr(0, open));
    }
  }
  std::string_view text = trim_all(rest);
  if (written_number != draft.line.size() + 1)
    return make_error(at_line(number) + "expected move " + std::to_string(draft.line.size() + 1) +
                      ", found " + std::string(line.substr(0, digits)));
  if (text.empty()) return make_error(at_line(number) + "the move is missing");
  for (const Closing& closing : CLOSINGS)
    if (text == closing.word) {
      if (draft.in_variation) {  // a side line's end says nothing of the game's
        draft.variation_closed = true;
        return std::nullopt;
      }
      draft.declared.termination = closing.termination;
      draft.declared.side = closing.side;
      draft.closed = true;
      return std::nullopt;
    }
  int parent = draft.line.empty() ? TreeMove::NO_PARENT : draft.line.back();
  draft.line.push_back(int(draft.nodes.size()));
  draft.nodes.push_back({parent, {std::string(text), number, seconds, ""}});
  return std::nullopt;
}

std::optional<Error> read_header_line(std::string_view line, int number, KifDraft& draft) {
  if (line.front() == '|' || line.starts_with("+-"))
    return make_error(at_line(number) +
                      "board diagrams are not read; give the start as 開始局面：sfen <SFEN>");
  std::size_t colon = line.find("：");
  std::size_t skip = 3;
  if (colon == std::string_view::npos) colon = line.find(':'), skip = 1;
  if (colon == std::string_view::npos)
    return make_error(at_line(number) + "expected a header like 先手：name, or the move list");
  std::string_view key = trim(line.substr(0, colon));
  std::string value(trim_all(line.substr(colon + skip)));
  RecordedGame& h = draft.header;
  if (key.size() >= 6 && key.substr(key.size() - 6) == "持駒")
    return make_error(at_line(number) +
                      "board diagrams are not read; give the start as 開始局面：sfen <SFEN>");
  for (const FieldHeader& field : FIELD_HEADERS)
    if (key == field.key) h.*field.member = field.is_date ? iso_date(value) : value;
  if (key == "先手" || key == "下手") h.black = value;
  if (key == "後手" || key == "上手") h.white = value;
  if (key == "棋種" || key == "将棋種類") draft.variant = HeaderLine{value, number};
  if (key == "手合割") draft.handicap = HeaderLine{value, number};
  if (key == "開始局面") draft.start = HeaderLine{value, number};
  return std::nullopt;  // other headers (表題, 戦型, ...) are not kept
}

// "変化：12手": a side line from move 12 on, in place of move 12 of the most recent line that has
// one (the line just read, or one before it), as Kifu for Windows writes and reads them.
std::optional<Error> start_variation(std::string_view line, int number, KifDraft& draft) {
  std::string_view rest = trim_all(line.substr(std::string_view("変化：").size()));
  std::size_t digits = 0, ply = 0;
  while (digits < rest.size() && digits < 6 && is_digit(rest[digits]))
    ply = ply * 10 + std::size_t(rest[digits++] - '0');
  if (digits == 0 || ply == 0 || rest.substr(digits) != "手")
    return make_error(at_line(number) + "expected a variation line like 変化：12手");
  if (ply > draft.line.size())
    return make_error(at_line(number) + "変化：" + std::to_string(ply) +
                      "手 branches from a move the lines before it do not reach");
  draft.line.resize(ply - 1);
  draft.in_variation = true;
  draft.variation_closed = false;
  return std::nullopt;
}

void add_comment(std::string_view line, KifDraft& draft) {
  std::string comment(trim(line.substr(1)));
  if (draft.line.empty()) {
    if (!draft.in_variation) draft.header.comments.push_back(comment);
    return;  // a note before a side line's first move has no move to go with
  }
  std::string& to = draft.nodes[draft.line.back()].text.comment;
  to += (to.empty() ? "" : "\n") + comment;
}

// One pass over the lines: headers, the moves up to a closing line, comments, the result line,
// then (when asked for) the variations.
std::optional<Error> read_lines(std::string_view text, KifDraft& draft) {
  auto lines = split_lines(text);
  bool in_moves = false;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    int number = int(i) + 1;
    std::string_view line = trim(lines[i]);
    if (line.empty() || line.front() == '#' || line.front() == '&') continue;
    if (line.starts_with("変化：")) {
      if (!draft.with_variations) break;
      if (auto error = start_variation(line, number, draft)) return error;
      in_moves = true;
    } else if (line.front() == '*') {
      if (draft.line_closed()) continue;  // notes on the closing line are not kept
      add_comment(line, draft);
    } else if (line.starts_with("まで")) {
      if (!draft.in_variation) read_result_line(line, draft.declared);
      draft.closed = draft.closed || !draft.in_variation;
      draft.variation_closed = draft.in_variation;
    } else if (draft.line_closed()) {
      continue;
    } else if (line.starts_with("手数")) {
      in_moves = true;
    } else if (is_digit(line.front())) {
      in_moves = true;
      if (auto error = read_move_line(line, number, draft)) return error;
    } else if (in_moves) {
      return make_error(at_line(number) + "expected a move line like '   1 ３三燕(34)'");
    } else if (auto error = read_header_line(line, number, draft)) {
      return error;
    }
  }
  return std::nullopt;
}

std::optional<VariantId> variant_of_kanji(const std::vector<TextNode>& moves) {
  for (const TextNode& m : moves) {
    for (std::string_view k : TORI_KANJI)
      if (contains(m.text.text, k)) return VariantId::TORI;
    for (std::string_view k : YARI_KANJI)
      if (contains(m.text.text, k)) return VariantId::YARI;
  }
  return std::nullopt;
}

std::string_view sfen_text(std::string_view value) {
  return value.starts_with("sfen ") ? trim(value.substr(5)) : trim(value);
}

Result<VariantId> variant_of(const KifDraft& draft, const ReadOptions& options) {
  if (draft.variant) {
    const std::string& name = draft.variant->value;
    if (name == TORI_NAME) return VariantId::TORI;
    if (name == YARI_NAME) return VariantId::YARI;
    if (auto id = parse_variant_name(ascii_lower(name))) return *id;
    return make_error(at_line(draft.variant->line) + "unknown 棋種 '" + name + "'; expected " +
                      std::string(TORI_NAME) + " or " + std::string(YARI_NAME));
  }
  if (draft.start) {
    std::string_view board = sfen_text(draft.start->value);
    board = board.substr(0, board.find(' '));
    std::size_t ranks = 1;
    for (char c : board) ranks += c == '/';
    if (ranks == Yari::H) return VariantId::YARI;
    if (ranks == Tori::H) return VariantId::TORI;
  }
  if (draft.handicap)
    for (const HandicapName& h : HANDICAP_NAMES)
      if (!h.code.empty() && h.name == draft.handicap->value) return h.variant;
  return variant_of_kanji(draft.nodes).value_or(options.variant);
}

std::optional<Error> resolve_start(KifDraft& draft) {
  RecordedGame& h = draft.header;
  if (draft.handicap && draft.handicap->value != "その他") {
    bool found = false;
    std::string known;
    for (const HandicapName& name : HANDICAP_NAMES)
      if (name.variant == h.variant) {
        known += (known.empty() ? "" : ", ") + std::string(name.name);
        if (name.name == draft.handicap->value) h.handicap = name.code, found = true;
      }
    if (!found)
      return make_error(at_line(draft.handicap->line) + "unknown 手合割 '" + draft.handicap->value +
                        "' (known: " + known + ")");
  }
  if (draft.start) {
    auto sfen = normalized_sfen(h.variant, sfen_text(draft.start->value));
    if (!sfen) return make_error(at_line(draft.start->line) + sfen.error().message);
    h.start_sfen = *sfen;
  }
  return std::nullopt;
}

// --- writing ---

struct SideWords {
  std::string_view black, white;
  std::string_view of(Color c) const { return c == BLACK ? black : white; }
};

struct Ending {
  std::string closing;  // the closing move line's word; empty for none
  std::string result;   // after "まで64手で"
  std::string_view note;
};

Ending ending_of(const RecordedGame& r, Color to_move, const SideWords& side) {
  const Termination t = r.termination;
  if (r.outcome == Outcome::ONGOING) return {"中断", "中断", ""};
  if (r.outcome == Outcome::DRAW) {
    if (t == Termination::MUTUAL_PERPETUAL_CHECK) return {"千日手", "千日手", MUTUAL_CHECK_NOTE};
    if (t == Termination::REPETITION) return {"千日手", "千日手", ""};
    if (t == Termination::IMPASSE) return {"持将棋", "持将棋", ""};
    return {"引き分け", "引き分け", ""};
  }
  Color winner = r.outcome == Outcome::BLACK_WINS ? BLACK : WHITE;
  std::string wins = std::string(side.of(winner)) + "の勝ち";
  switch (t) {
    case Termination::CHECKMATE:
      if (winner != to_move) return {"詰み", "詰み", ""};
      break;
    case Termination::TIME:
      return {"切れ負け", "時間切れにより" + wins, ""};
    case Termination::PERPETUAL_CHECK:
      if (winner == to_move)
        return {"反則勝ち", std::string(side.of(winner)) + "の反則勝ち", PERPETUAL_CHECK_NOTE};
      return {"反則負け", std::string(side.of(~winner)) + "の反則負け", PERPETUAL_CHECK_NOTE};
    case Termination::IMPASSE:
      return {"持将棋", wins, ""};
    case Termination::STALEMATE:
      return {"", wins, ""};  // KIF has no word for it; the rules find it again on reading
    case Termination::NONE:
      return {"", wins, ""};  // the record named the winner only: no 投了 is made up
    default:
      break;
  }
  return {"投了", wins, ""};
}

std::string handicap_name(const RecordedGame& r) {
  for (const HandicapName& h : HANDICAP_NAMES)
    if (h.variant == r.variant && h.code == r.handicap) return std::string(h.name);
  return r.handicap;
}

std::string header_of(const RecordedGame& r, const WrittenMoves& written, const SideWords& side) {
  std::string text = "#KIF version=2.0 encoding=UTF-8\n";
  auto add = [&](std::string_view key, const std::string& value) {
    if (!value.empty()) text += std::string(key) + "：" + value + "\n";
  };
  for (const FieldHeader& field : FIELD_HEADERS)
    add(field.key, field.is_date ? kif_date(r.*field.member) : r.*field.member);
  add("棋種", std::string(r.variant == VariantId::TORI ? TORI_NAME : YARI_NAME));
  if (!r.start_sfen.empty())
    add("開始局面", "sfen " + (written.start_sfen.empty() ? r.start_sfen : written.start_sfen));
  else
    add("手合割", handicap_name(r));
  text += std::string(side.black) + "：" + r.black + "\n";
  text += std::string(side.white) + "：" + r.white + "\n";
  return text;
}

std::string comment_lines(std::string_view comment) {
  std::string text;
  for (std::string_view line : split_lines(comment)) text += "*" + std::string(line) + "\n";
  return text;
}

// "( 0:05/00:01:20)": the move's time and the mover's total.
std::string time_text(long seconds, long total) {
  // snprintf, not fmt: the wasm build has no fmt, and GCC 12 has no <format> (issue 43).
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "(%2ld:%02ld/%02ld:%02ld:%02ld)", seconds / 60, seconds % 60,
                total / 3600, total / 60 % 60, total % 60);
  return buffer;
}

// `marked`: the moves that have side lines (a '+' after them, as Kifu for Windows marks them).
std::string moves_of(const RecordedGame& r, const WrittenMoves& written,
                     const std::vector<bool>& marked) {
  bool timed = false;
  for (const RecordedMove& m : r.moves) timed = timed || m.seconds.has_value();
  std::array<long, COLOR_NB> totals{};
  Color mover = written.first_to_move;
  std::string text;
  for (std::size_t i = 0; i < written.moves.size(); ++i) {
    const std::string& move = written.moves[i];
    text += padded_number(i + 1, 4) + " " + move;
    if (timed) {
      long seconds = r.moves[i].seconds ? std::lround(*r.moves[i].seconds) : 0;
      totals[mover] += seconds;
      // The time column starts at a fixed place, as Kifu for Windows aligns it.
      std::size_t width = display_width(move);
      text += std::string(width < 13 ? 13 - width : 1, ' ') + time_text(seconds, totals[mover]);
    }
    if (i < marked.size() && marked[i]) text += "+";
    text += "\n" + comment_lines(r.moves[i].comment);
    mover = ~mover;
  }
  if (!written.problem.empty()) text += "#" + written.problem + "\n";
  return text;
}

}  // namespace

// The record's lines read, its variant told and its start resolved.
Result<KifDraft> read_draft(std::string_view bytes, const ReadOptions& options,
                            bool with_variations) {
  auto text = utf8_text(bytes);
  if (!text) return text.error();
  KifDraft draft;
  draft.with_variations = with_variations;
  if (auto error = read_lines(*text, draft)) return *error;
  auto variant = variant_of(draft, options);
  if (!variant) return variant.error();
  draft.header.variant = *variant;
  if (auto error = resolve_start(draft)) return *error;
  return draft;
}

std::string kif_text(const RecordedGame& given, const std::vector<bool>& marked) {
  WrittenMoves written = write_moves(given, MoveStyle::KIF);
  RecordedGame r = as_written(given, written);
  SideWords side = r.handicap.empty() ? SideWords{"先手", "後手"} : SideWords{"下手", "上手"};
  std::string text = header_of(r, written, side);
  text += std::string(MOVE_LIST_LINE) + "\n";
  for (const std::string& comment : r.comments) text += comment_lines(comment);
  text += moves_of(r, written, marked);
  std::size_t n = written.moves.size();
  Color to_move = n % 2 == 0 ? written.first_to_move : ~written.first_to_move;
  Ending ending = ending_of(r, to_move, side);
  if (!ending.closing.empty()) text += padded_number(n + 1, 4) + " " + ending.closing + "\n";
  if (!ending.note.empty()) text += "*" + std::string(ending.note) + "\n";
  text += "まで" + std::to_string(n) + "手で" + ending.result + "\n";
  return text;
}

struct TreeLayout {
  std::vector<std::vector<int>> children;  // of NO_PARENT at 0, of node i at i + 1
  std::vector<int> ply;                    // of each node, 1 for a first move
};

TreeLayout layout_of(const RecordTree& tree) {
  TreeLayout layout;
  layout.children.resize(tree.nodes.size() + 1);
  for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
    int parent = tree.nodes[i].parent;
    bool valid = parent >= TreeMove::NO_PARENT && parent < int(i);
    if (valid) layout.children[parent + 1].push_back(int(i));
    layout.ply.push_back(valid && parent >= 0 ? layout.ply[parent] + 1 : 1);
  }
  return layout;
}

bool has_later_sibling(const TreeLayout& layout, const RecordTree& tree, int node) {
  const std::vector<int>& siblings = layout.children[tree.nodes[node].parent + 1];
  return !siblings.empty() && siblings.back() != node;
}

// The line from `start`: it and its main continuation, to the end or to a move that cannot be
// written (an illegal one: `stop` is then that move).
std::vector<int> line_from(const TreeLayout& layout, const WrittenTree& written, int start,
                           int& stop) {
  std::vector<int> line;
  stop = -1;
  for (int at = start; at >= 0;) {
    if (written.moves[at].empty()) {
      stop = at;
      break;
    }
    line.push_back(at);
    const std::vector<int>& next = layout.children[at + 1];
    at = next.empty() ? -1 : next.front();
  }
  return line;
}

// The side lines that branch from a line, latest first. A side line's own first move is one of
// its parent line's branches, not its own.
std::vector<int> branches_of(const RecordTree& tree, const TreeLayout& layout,
                             const std::vector<int>& line) {
  std::vector<int> branches;
  for (auto it = line.rbegin(); it != line.rend(); ++it) {
    const std::vector<int>& siblings = layout.children[tree.nodes[*it].parent + 1];
    if (siblings.front() == *it)
      branches.insert(branches.end(), siblings.begin() + 1, siblings.end());
  }
  return branches;
}

// One 変化 block: the side line from `start` on, each move numbered by its ply.
std::string variation_block(const RecordTree& tree, const TreeLayout& layout,
                            const WrittenTree& written, const std::vector<int>& line, int stop) {
  std::string text = "\n変化：" + std::to_string(layout.ply[line.front()]) + "手\n";
  for (int at : line) {
    text += padded_number(std::size_t(layout.ply[at]), 4) + " " + written.moves[at];
    text += std::string(has_later_sibling(layout, tree, at) ? "+" : "") + "\n";
    text += comment_lines(tree.nodes[at].comment);
  }
  if (stop >= 0 && !written.problems[stop].empty())
    text += "#move " + std::to_string(layout.ply[stop]) + " " + written.problems[stop] + "\n";
  return text;
}

Result<RecordedGame> read_kif(std::string_view bytes, const ReadOptions& options) {
  auto draft = read_draft(bytes, options, false);
  if (!draft) return draft.error();
  std::vector<MoveText> moves;
  for (int at : draft->line) moves.push_back(draft->nodes[at].text);
  return build_record(std::move(draft->header), moves, MoveSyntax::JAPANESE, draft->declared);
}

Result<RecordTree> read_kif_tree(std::string_view bytes, const ReadOptions& options) {
  auto draft = read_draft(bytes, options, true);
  if (!draft) return draft.error();
  return build_record_tree(std::move(draft->header), draft->nodes, MoveSyntax::JAPANESE,
                           draft->declared);
}

std::string write_kif(const RecordedGame& given) { return repair_utf8(kif_text(given, {})); }

// The main line, then each side line as a 変化 block: depth first, the branches of a line latest
// first, so that hanging each block on the most recent line that reaches its move puts it back.
std::string write_kif_tree(const RecordTree& tree) {
  TreeLayout layout = layout_of(tree);
  if (layout.children[0].empty()) return write_kif(tree.game);
  WrittenTree written = write_tree_moves(tree, MoveStyle::KIF);
  int stop = -1;
  std::vector<int> main_line = line_from(layout, written, layout.children[0].front(), stop);
  std::vector<bool> marked;
  for (int at : main_line) marked.push_back(has_later_sibling(layout, tree, at));
  std::string text = kif_text(tree.game, marked);
  std::vector<int> pending = branches_of(tree, layout, main_line);
  std::reverse(pending.begin(), pending.end());  // taken from the back, depth first
  while (!pending.empty()) {
    int start = pending.back();
    pending.pop_back();
    std::vector<int> line = line_from(layout, written, start, stop);
    if (line.empty()) continue;  // its first move is illegal: no block to hang anything on
    text += variation_block(tree, layout, written, line, stop);
    std::vector<int> branches = branches_of(tree, layout, line);
    pending.insert(pending.end(), branches.rbegin(), branches.rend());
  }
  return repair_utf8(text);
}

}  // namespace tori
