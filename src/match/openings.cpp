// Opening files are shared data: every line is checked against the rules before a game uses it.
#include "match/openings.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/fen.h"
#include "core/game.h"
#include "core/text.h"

namespace tori::match {

namespace {

template <class V>
Result<std::string> opening_of(std::string_view line) {
  auto pos = parse_position<V>(line);
  if (!pos) return pos.error();
  if (Game<V>(*pos).legal_moves().size() == 0)
    return make_error("the side to move has no legal move");
  return to_sfen(*pos);
}

}  // namespace

Result<std::vector<std::string>> parse_openings(std::string_view text, VariantId variant) {
  std::vector<std::string> openings;
  int number = 0;
  while (!text.empty()) {
    std::size_t end = text.find('\n');
    std::string_view line = trim(text.substr(0, end));
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++number;
    if (line.empty() || line.front() == '#') continue;
    auto opening = visit_variant(variant, [&]<class V>() { return opening_of<V>(line); });
    if (!opening)
      return make_error("line " + std::to_string(number) + ": " + opening.error().to_string());
    openings.push_back(*opening);
  }
  if (openings.empty()) return make_error("no positions in the opening set");
  return openings;
}

Result<std::vector<std::string>> load_openings(const std::string& path, VariantId variant) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error("cannot read the opening set " + path);
  std::ostringstream text;
  text << in.rdbuf();
  auto openings = parse_openings(text.str(), variant);
  if (!openings) return make_error(path + ": " + openings.error().message);
  return openings;
}

std::string default_openings_path(VariantId variant) {
  std::string file =
      std::string("openings/") + (variant == VariantId::TORI ? "tori" : "yari") + ".txt";
  std::string local = "data/" + file;
  if (std::filesystem::exists(local)) return local;
  return std::string(TORI_DATA_DIR) + "/" + file;
}

}  // namespace tori::match
