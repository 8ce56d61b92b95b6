// Writing the weights header: one commented row per term (per piece type), the piece-square
// tables as boards of W numbers per rank in Black's frame.
#include "tune/weights_header.h"

#include <fmt/core.h>

#include <cctype>
#include <cmath>

#include "core/variant.h"
#include "engine/eval/tables.h"

namespace tori::tune {

namespace {

using engine::eval::Tables;
using engine::eval::Terms;
using engine::eval::Weights;

// Which table (by the type that owns it) a piece type reads.
template <class V>
int table_of(PieceType t) {
  return (Tables<V>::psqt_index(BLACK, t, 0) - Terms<V>::PSQT) / Terms<V>::CELLS;
}

// Cells some piece can read; the others are written as zero.
template <class V>
std::vector<bool> readable_cells() {
  std::vector<bool> used(Terms<V>::COUNT, false);
  for (Color c : {BLACK, WHITE})
    for (PieceType t = 1; t < V::TYPE_NB; ++t)
      for (Square s = 0; s < V::W * V::H; ++s) used[Tables<V>::psqt_index(c, t, s)] = true;
  return used;
}

std::string capitalised(std::string_view name) {
  std::string s(name);
  if (!s.empty()) s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

std::string upper(std::string_view name) {
  std::string s(name);
  for (char& ch : s) ch = char(std::toupper(static_cast<unsigned char>(ch)));
  return s;
}

template <class V>
std::string type_names() {
  std::string names = "none";
  for (PieceType t = 1; t < V::TYPE_NB; ++t) names += ", " + std::string(V::SPECS[t].name);
  return names;
}

// "// name: a, b, c" broken after a comma where it would pass the line limit.
std::string comment_of(std::string_view text) {
  constexpr std::size_t LIMIT = 100;
  const std::string prefix = "    //";
  std::string out, line = prefix;
  while (!text.empty()) {
    std::size_t comma = text.find(", ");
    std::string_view word =
        text.substr(0, comma == std::string_view::npos ? text.size() : comma + 1);
    text.remove_prefix(comma == std::string_view::npos ? text.size() : comma + 2);
    if (line.size() + 1 + word.size() > LIMIT && line != prefix) {
      out += line + "\n";
      line = prefix;
    }
    line += " " + std::string(word);
  }
  return out + line + "\n";
}

std::string row_of(const int* values, int n) {
  std::string row = "    ";
  for (int i = 0; i < n; ++i) row += fmt::format("{},{}", values[i], i + 1 < n ? " " : "");
  return row + "\n";
}

}  // namespace

template <class V>
void centre_tables(std::vector<double>& weights) {
  using T = Terms<V>;
  const std::vector<bool> active = readable_cells<V>();
  for (int table = 1; table < V::TYPE_NB; ++table) {
    double sum = 0;
    int cells = 0;
    for (int cell = 0; cell < T::CELLS; ++cell) {
      int i = T::PSQT + table * T::CELLS + cell;
      if (active[i]) sum += weights[i], ++cells;
    }
    if (!cells) continue;
    double mean = sum / cells;
    for (int cell = 0; cell < T::CELLS; ++cell) {
      int i = T::PSQT + table * T::CELLS + cell;
      if (active[i]) weights[i] -= mean;
    }
    // Each side has one king, whose board value cancels: its table's mean is simply dropped.
    for (PieceType t = 1; t < V::TYPE_NB; ++t)
      if (table_of<V>(t) == table && t != V::KING) weights[T::BOARD + t] += mean;
  }
}

template <class V>
Weights<V> rounded(const std::vector<double>& weights) {
  Weights<V> w{};
  for (int i = 0; i < Terms<V>::COUNT; ++i) w[i] = int(std::lround(weights[i]));
  return w;
}

template <class V>
std::string weights_header(const Weights<V>& weights, std::string_view provenance) {
  using T = Terms<V>;
  const std::vector<bool> readable = readable_cells<V>();
  std::string name = capitalised(V::NAME);
  std::string out = fmt::format(
      "// The {} evaluation weights (centipawns), in the layout of terms.h. Written by\n"
      "// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).\n",
      name);
  for (std::size_t start = 0; start < provenance.size();) {
    std::size_t end = provenance.find('\n', start);
    if (end == std::string_view::npos) end = provenance.size();
    out += "// " + std::string(provenance.substr(start, end - start)) + "\n";
    start = end + 1;
  }
  out += "#pragma once\n\n#include \"core/variant_" + std::string(V::NAME) +
         ".h\"\n#include \"engine/eval/terms.h\"\n\nnamespace tori::engine::eval {\n\n";
  out += fmt::format("// clang-format off\ninline constexpr Weights<{}> {}_WEIGHTS = {{\n", name,
                     upper(V::NAME));
  for (const auto& group : T::GROUPS) {
    if (group.offset == T::PSQT) {
      // Every type's block, the unused "none" one too: the initialiser is positional.
      for (PieceType t = 0; t < V::TYPE_NB; ++t) {
        out += fmt::format("    // psqt: {} (rank a first, file {} first; Black's view{})\n",
                           t ? V::SPECS[t].name : "none", V::W,
                           engine::eval::RANK_ONLY_PSQT<V> ? "; one cell per rank, the first" : "");
        for (int row = 0; row < V::H; ++row) {
          int values[V::W];
          for (int col = 0; col < V::W; ++col) {
            int i = T::PSQT + t * T::CELLS + row * V::W + col;
            values[col] = readable[i] ? weights[i] : 0;
          }
          out += row_of(values, V::W);
        }
      }
    } else if (group.size == T::TYPES) {
      out += comment_of(fmt::format("{}: {}", group.name, type_names<V>()));
      out += row_of(&weights[group.offset], group.size);
    } else {
      out += fmt::format("    // {}\n", group.name);
      out += row_of(&weights[group.offset], group.size);
    }
  }
  out += "};\n// clang-format on\n\n}  // namespace tori::engine::eval\n";
  return out;
}

template void centre_tables<Tori>(std::vector<double>&);
template void centre_tables<Yari>(std::vector<double>&);
template Weights<Tori> rounded<Tori>(const std::vector<double>&);
template Weights<Yari> rounded<Yari>(const std::vector<double>&);
template std::string weights_header<Tori>(const Weights<Tori>&, std::string_view);
template std::string weights_header<Yari>(const Weights<Yari>&, std::string_view);

}  // namespace tori::tune
