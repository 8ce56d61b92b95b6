// A record as one USI command: `position startpos moves 3d3c 4b3c ...` or
// `position sfen <SFEN> moves ...`. Only moves and a start: no names, no declared result.
#include <vector>

#include "notation/record_io.h"
#include "notation/record_support.h"

namespace tori {

namespace {

using namespace record_detail;

// An SFEN tells its variant by its number of ranks; otherwise the caller's option decides.
VariantId variant_of_sfen(std::string_view sfen, VariantId fallback) {
  std::string_view board = sfen.substr(0, sfen.find(' '));
  std::size_t ranks = 1;
  for (char c : board) ranks += c == '/';
  if (ranks == Tori::H) return VariantId::TORI;
  if (ranks == Yari::H) return VariantId::YARI;
  return fallback;
}

// Finds the one line of the command; anything else is an error.
Result<std::pair<std::string_view, int>> command_line(std::string_view text) {
  std::optional<std::pair<std::string_view, int>> found;
  auto lines = split_lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::string_view line = trim(lines[i]);
    if (line.empty()) continue;
    if (found) return make_error(at_line(int(i) + 1) + "a USI record is one position command");
    found = std::pair{line, int(i) + 1};
  }
  if (!found) return make_error("empty record: expected 'position startpos moves ...'");
  return *found;
}

}  // namespace

Result<RecordedGame> read_usi_record(std::string_view text, const ReadOptions& options) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  auto command = command_line(text);
  if (!command) return command.error();
  // Named copies rather than a structured binding: C++20 lambdas may not capture bindings.
  const auto line = command->first;
  const auto line_number = command->second;
  std::vector<std::string_view> words = split_words(line);
  auto offset = [&](std::size_t k) { return std::size_t(words[k].data() - line.data()); };
  std::size_t i = 0;
  if (words[i] == "position") ++i;
  RecordedGame header;
  header.variant = options.variant;
  auto fail = [&](const std::string& message) {
    return make_error(at_line(line_number) + message);
  };
  if (i < words.size() && words[i] == "startpos") {
    ++i;
  } else if (i < words.size() && (words[i] == "sfen" || words[i] == "fen")) {
    std::size_t first = ++i;
    while (i < words.size() && words[i] != "moves") ++i;
    if (first == i)
      return fail("expected a position after '" + std::string(words[first - 1]) + "'");
    std::size_t end = i == words.size() ? line.size() : offset(i);
    std::string_view sfen = trim(line.substr(offset(first), end - offset(first)));
    header.variant = variant_of_sfen(sfen, options.variant);
    auto start = start_fields(header.variant, sfen);
    if (!start) return fail(start.error().message);
    header.handicap = start->handicap;
    header.start_sfen = start->start_sfen;
  } else {
    return fail("expected 'position startpos' or 'position sfen <SFEN>'");
  }
  std::vector<MoveText> moves;
  if (i < words.size()) {
    if (words[i] != "moves") return fail("expected 'moves', found '" + std::string(words[i]) + "'");
    for (++i; i < words.size(); ++i) moves.push_back({std::string(words[i]), line_number, {}, ""});
  }
  return build_record(std::move(header), moves, MoveSyntax::USI, {});
}

std::string write_usi_record(const RecordedGame& record) {
  WrittenMoves written = write_moves(record, MoveStyle::USI);
  std::string text = "position ";
  bool standard = record.handicap.empty() && record.start_sfen.empty();
  if (standard)
    text += "startpos";
  else
    text += "sfen " + (written.start_sfen.empty() ? record.start_sfen : written.start_sfen);
  if (!written.moves.empty()) {
    text += " moves";
    for (const std::string& m : written.moves) text += " " + m;
  }
  return text + "\n";
}

}  // namespace tori
