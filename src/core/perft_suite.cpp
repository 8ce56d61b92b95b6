// Reader for perft suite lines.
#include "core/perft_suite.h"

#include <charconv>

#include "core/text.h"

namespace tori {

Result<PerftSuiteLine> parse_perft_suite_line(std::string_view line) {
  PerftSuiteLine result;
  std::string_view s = trim(line);
  if (s.empty() || s.front() == '#') return result;
  std::size_t semi = s.find(';');
  result.fen = std::string(trim(s.substr(0, semi)));
  if (result.fen.empty()) return make_error("missing FEN before ';'", 0);
  while (semi != std::string_view::npos) {
    std::size_t next = s.find(';', semi + 1);
    std::string_view field = trim(s.substr(
        semi + 1, next == std::string_view::npos ? std::string_view::npos : next - semi - 1));
    std::size_t space = field.find(' ');
    if (field.size() < 2 || field[0] != 'D' || space == std::string_view::npos)
      return make_error("expected a field like 'D3 5430'", semi + 1);
    int depth = 0;
    uint64_t nodes = 0;
    std::string_view d = field.substr(1, space - 1), n = trim(field.substr(space + 1));
    auto r1 = std::from_chars(d.data(), d.data() + d.size(), depth);
    auto r2 = std::from_chars(n.data(), n.data() + n.size(), nodes);
    if (r1.ec != std::errc() || r1.ptr != d.data() + d.size() || depth < 1 || depth > 20 ||
        r2.ec != std::errc() || r2.ptr != n.data() + n.size())
      return make_error("expected a field like 'D3 5430'", semi + 1);
    result.expected.emplace_back(depth, nodes);
    semi = next;
  }
  return result;
}

}  // namespace tori
