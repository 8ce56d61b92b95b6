// The comment is cut out of the body line by line.
#include "server/mail/mail_comment.h"

#include <vector>

namespace tori::server {

namespace {

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n' && text[i] != '\r') continue;
    lines.push_back(text.substr(start, i - start));
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
    start = i + 1;
  }
  if (start < text.size()) lines.push_back(text.substr(start));
  return lines;
}

std::string_view without_trailing_space(std::string_view line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
  return line;
}

}  // namespace

std::string comment_from_body(std::string_view body) {
  std::vector<std::string_view> kept;
  for (std::string_view line : lines_of(body)) {
    if (line == "-- " || line == "--") break;
    if (!line.empty() && line[0] == '>') continue;
    kept.push_back(without_trailing_space(line));
  }
  while (!kept.empty() && kept.back().empty()) kept.pop_back();
  std::size_t first = 0;
  while (first < kept.size() && kept[first].empty()) ++first;
  std::string comment;
  for (std::size_t i = first; i < kept.size(); ++i) {
    if (i > first) comment += '\n';
    comment.append(kept[i]);
  }
  return comment;
}

}  // namespace tori::server
