// Engines differ in how they write scores (USI `mate +`, `mate -`, UCI `mate 3`); each form
// is read here once.
#include "match/engine_output.h"

#include <charconv>
#include <vector>

namespace tori::match {

namespace {

std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

std::optional<int> to_int(std::string_view text) {
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  int value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return {};
  return value;
}

}  // namespace

std::string EngineScore::describe() const {
  std::string text = mate ? "mate " : "cp ";
  if (mate && value == 0)
    text += "?";
  else
    text += std::to_string(value);
  if (depth > 0) text += " depth " + std::to_string(depth);
  return text;
}

std::optional<EngineScore> parse_info_score(std::string_view line) {
  auto words = words_of(line);
  if (words.empty() || words[0] != "info") return {};
  EngineScore score;
  bool found = false;
  for (std::size_t i = 1; i + 1 < words.size(); ++i) {
    if (words[i] == "string") break;  // free text follows: never read scores out of it
    if (words[i] == "depth") {
      if (auto d = to_int(words[i + 1])) score.depth = *d;
    } else if (words[i] == "score" && i + 2 < words.size()) {
      std::string_view kind = words[i + 1], value = words[i + 2];
      if (kind == "cp") {
        auto v = to_int(value);
        if (!v) continue;
        score = {false, *v, score.depth};
        found = true;
      } else if (kind == "mate") {
        // USI allows `mate +` and `mate -` when the distance is unknown.
        auto v = value == "+" || value == "-" ? std::optional<int>(0) : to_int(value);
        if (!v) continue;
        score = {true, *v, score.depth};
        found = true;
      }
    }
  }
  if (!found) return {};
  return score;
}

std::optional<EngineScore> parse_comment_score(std::string_view comment) {
  auto words = words_of(comment);
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    if (words[i] != "cp" && words[i] != "mate") continue;
    EngineScore score;
    score.mate = words[i] == "mate";
    if (score.mate && words[i + 1] == "?") {
      score.value = 0;
    } else if (auto v = to_int(words[i + 1])) {
      score.value = *v;
    } else {
      continue;
    }
    if (i + 3 < words.size() && words[i + 2] == "depth")
      if (auto d = to_int(words[i + 3])) score.depth = *d;
    return score;
  }
  return {};
}

std::optional<BestMove> parse_bestmove(std::string_view line) {
  auto words = words_of(line);
  if (words.size() < 2 || words[0] != "bestmove") return {};
  std::string_view move = words[1];
  if (move == "resign") return BestMove{BestMove::Kind::RESIGN, ""};
  if (move == "win") return BestMove{BestMove::Kind::WIN, ""};
  if (move == "(none)" || move == "0000" || move == "none")
    return BestMove{BestMove::Kind::NONE, ""};
  return BestMove{BestMove::Kind::MOVE, std::string(move)};
}

}  // namespace tori::match
