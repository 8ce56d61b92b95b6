// Parsing of the USI/UCI commands that carry arguments. Unknown or malformed parts of `go` are
// reported as warnings rather than errors: a GUI that sent `go` waits for a bestmove whatever
// else it wrote.
#include "protocol/commands.h"

#include <algorithm>
#include <charconv>
#include <optional>

namespace tori::protocol {

namespace {

std::string join(std::span<const std::string_view> words) {
  std::string text;
  for (std::string_view w : words) {
    if (!text.empty()) text += ' ';
    text += w;
  }
  return text;
}

std::optional<int64_t> to_number(std::string_view text) {
  int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// The words that start a new part of `go`; anything else after `searchmoves` is a move.
constexpr std::string_view GO_KEYWORDS[] = {
    "btime", "wtime", "binc",     "winc",   "byoyomi",   "movetime",   "depth",
    "nodes", "mate",  "infinite", "ponder", "movestogo", "searchmoves"};

bool is_go_keyword(std::string_view word) {
  return std::find(std::begin(GO_KEYWORDS), std::end(GO_KEYWORDS), word) != std::end(GO_KEYWORDS);
}

// Reads the number after args[i] (a keyword) into `out`; false, with a warning, when it is
// missing or not a number. Negative times (some GUIs send them when a clock has run out) are 0.
bool read_number(std::span<const std::string_view> args, std::size_t& i, int64_t& out,
                 GoCommand& go) {
  std::string_view key = args[i];
  if (i + 1 >= args.size()) {
    go.warnings.push_back("'" + std::string(key) + "' needs a number");
    return false;
  }
  auto value = to_number(args[i + 1]);
  if (!value) {
    go.warnings.push_back("'" + std::string(key) + "' needs a number, not '" +
                          std::string(args[i + 1]) + "'");
    return false;
  }
  ++i;
  out = std::max<int64_t>(*value, 0);
  return true;
}

}  // namespace

Result<SetOptionCommand> parse_setoption(std::span<const std::string_view> args) {
  if (args.empty() || args[0] != "name")
    return make_error("setoption: expected 'setoption name <name> [value <value>]'");
  auto value_at = std::find(args.begin() + 1, args.end(), std::string_view("value"));
  SetOptionCommand cmd;
  cmd.name = join({args.begin() + 1, value_at});
  if (cmd.name.empty()) return make_error("setoption: the option name is missing");
  if (value_at != args.end()) cmd.value = join({value_at + 1, args.end()});
  return cmd;
}

Result<PositionCommand> parse_position_command(std::span<const std::string_view> args) {
  if (args.empty())
    return make_error("position: expected 'startpos', 'sfen <SFEN>' or 'fen <FEN>'");
  auto moves_at = std::find(args.begin(), args.end(), std::string_view("moves"));
  PositionCommand cmd;
  std::string_view kind = args[0];
  std::span<const std::string_view> spec(args.begin() + 1, moves_at);
  if (kind == "startpos") {
    if (!spec.empty())
      return make_error("position: unexpected '" + std::string(spec[0]) + "' after startpos");
    cmd.kind = PositionCommand::Kind::STARTPOS;
  } else if (kind == "sfen" || kind == "fen") {
    if (spec.empty()) return make_error("position: '" + std::string(kind) + "' needs a position");
    cmd.kind = kind == "sfen" ? PositionCommand::Kind::SFEN : PositionCommand::Kind::FEN;
    cmd.text = join(spec);
  } else {
    return make_error("position: expected 'startpos', 'sfen' or 'fen', not '" + std::string(kind) +
                      "'");
  }
  if (moves_at != args.end())
    for (auto it = moves_at + 1; it != args.end(); ++it) cmd.moves.emplace_back(*it);
  return cmd;
}

GoCommand parse_go(std::span<const std::string_view> args, Dialect dialect) {
  GoCommand go;
  // USI names the clocks by shogi colour (b = Black); UCI by chess colour (w = the first player,
  // our Black).
  const int black_key = dialect == Dialect::USI ? 'b' : 'w';
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string_view w = args[i];
    int64_t n = 0;
    if (w == "btime" || w == "wtime") {
      if (read_number(args, i, n, go)) go.time[w[0] == black_key ? 0 : 1] = n;
    } else if (w == "binc" || w == "winc") {
      if (read_number(args, i, n, go)) go.increment[w[0] == black_key ? 0 : 1] = n;
    } else if (w == "byoyomi") {
      if (read_number(args, i, n, go)) go.byoyomi[0] = go.byoyomi[1] = n;
    } else if (w == "movetime") {
      if (read_number(args, i, n, go)) go.movetime = n;
    } else if (w == "depth") {
      if (read_number(args, i, n, go)) go.depth = int(std::min<int64_t>(n, 1000));
    } else if (w == "nodes") {
      if (read_number(args, i, n, go)) go.nodes = uint64_t(n);
    } else if (w == "movestogo") {
      read_number(args, i, n, go);  // read and ignored: the clocks say enough
    } else if (w == "mate") {
      go.mate = true;
      if (i + 1 < args.size() && args[i + 1] == "infinite") {
        go.mate_infinite = true;
        ++i;
      } else if (read_number(args, i, n, go)) {
        go.mate_value = n;
      } else {
        go.mate_infinite = true;
      }
    } else if (w == "infinite") {
      go.infinite = true;
    } else if (w == "ponder") {
      go.ponder = true;
    } else if (w == "searchmoves") {
      while (i + 1 < args.size() && !is_go_keyword(args[i + 1]))
        go.searchmoves.emplace_back(args[++i]);
    } else {
      go.warnings.push_back("unknown word '" + std::string(w) + "' in go");
    }
  }
  return go;
}

}  // namespace tori::protocol
