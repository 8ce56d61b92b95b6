// Reading the tuner's data lines. Errors are values with the line number: a data file is
// often made by hand or by another program, and one bad line should be easy to find.
#include "tune/dataset.h"

#include <charconv>
#include <cmath>
#include <string>

#include "core/fen.h"
#include "core/text.h"
#include "core/variant.h"

namespace tori::tune {

namespace {

Result<double> parse_safety(std::string_view text, const char* whose) {
  text = trim(text);
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
    return make_error(std::string("bad ") + whose + " king safety '" + std::string(text) + "'");
  return value;
}

}  // namespace

template <class V>
Result<std::pair<Position<V>, double>> parse_sample(std::string_view line) {
  std::size_t separator = line.rfind(';');
  if (separator == std::string_view::npos)
    return make_error("expected 'SFEN;result', found no ';'");
  std::string_view result = trim(line.substr(separator + 1));
  double score = -1;
  auto [end, error] = std::from_chars(result.data(), result.data() + result.size(), score);
  if (error != std::errc() || end != result.data() + result.size() || !(score >= 0 && score <= 1))
    return make_error("bad result '" + std::string(result) +
                      "' (expected 1, 0.5, 0 or another probability from 0 to 1)");
  auto pos = parse_position<V>(trim(line.substr(0, separator)));
  if (!pos) return make_error("bad position: " + pos.error().to_string());
  return std::pair<Position<V>, double>{pos.value(), score};
}

template <class V>
Result<KingSafetySample<V>> parse_king_safety(std::string_view line) {
  std::size_t first = line.find(';');
  std::size_t second = first == std::string_view::npos ? first : line.find(';', first + 1);
  if (second == std::string_view::npos || line.find(';', second + 1) != std::string_view::npos)
    return make_error("expected 'SFEN;black;white' (two ';')");
  auto black = parse_safety(line.substr(first + 1, second - first - 1), "Black's");
  if (!black) return black.error();
  auto white = parse_safety(line.substr(second + 1), "White's");
  if (!white) return white.error();
  auto pos = parse_position<V>(trim(line.substr(0, first)));
  if (!pos) return make_error("bad position: " + pos.error().to_string());
  return KingSafetySample<V>{pos.value(), black.value(), white.value()};
}

template <class V>
Result<std::size_t> read_samples(std::istream& in,
                                 const std::function<void(const Position<V>&, double)>& sample) {
  std::string line;
  std::size_t count = 0;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    std::string_view text = trim(line);
    if (text.empty() || text.front() == '#') continue;
    auto parsed = parse_sample<V>(text);
    if (!parsed)
      return make_error("line " + std::to_string(number) + ": " + parsed.error().message);
    sample(parsed->first, parsed->second);
    ++count;
  }
  return count;
}

template Result<std::pair<Position<Tori>, double>> parse_sample<Tori>(std::string_view);
template Result<std::pair<Position<Yari>, double>> parse_sample<Yari>(std::string_view);
template Result<KingSafetySample<Tori>> parse_king_safety<Tori>(std::string_view);
template Result<KingSafetySample<Yari>> parse_king_safety<Yari>(std::string_view);
template Result<std::size_t> read_samples<Tori>(
    std::istream&, const std::function<void(const Position<Tori>&, double)>&);
template Result<std::size_t> read_samples<Yari>(
    std::istream&, const std::function<void(const Position<Yari>&, double)>&);

}  // namespace tori::tune
