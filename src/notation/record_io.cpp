// The format of a record: its name, how to tell it from the bytes, and the dispatch to the reader
// or writer of each format (kif.cpp, pgn.cpp, usi_record.cpp).
#include "notation/record_io.h"

#include <array>
#include <cctype>
#include <utility>

#include "notation/record_support.h"

namespace tori {

namespace {

constexpr std::array<std::pair<RecordFormat, std::string_view>, 3> NAMES = {{
    {RecordFormat::KIF, "kif"},
    {RecordFormat::PGN, "pgn"},
    {RecordFormat::USI, "usi"},
}};

bool is_usi_command(std::string_view line) {
  return line.starts_with("position") || line.starts_with("startpos") || line.starts_with("sfen ");
}

// "[Event ...", "{comment}", "1. S-44" or "1...": what a PGN begins with.
bool looks_like_pgn(std::string_view line) {
  if (line.front() == '[' || line.front() == '{' || line.front() == ';') return true;
  std::size_t digits = 0;
  while (digits < line.size() && std::isdigit(static_cast<unsigned char>(line[digits]))) ++digits;
  return digits > 0 && digits < line.size() && line[digits] == '.';
}

}  // namespace

std::string_view record_format_name(RecordFormat format) {
  for (auto [f, name] : NAMES)
    if (f == format) return name;
  return "?";
}

std::optional<RecordFormat> parse_record_format_name(std::string_view name) {
  std::string lower = ascii_lower(name);
  for (auto [f, text] : NAMES)
    if (text == lower) return f;
  return std::nullopt;
}

RecordFormat detect_record_format(std::string_view bytes) {
  if (bytes.starts_with("\xEF\xBB\xBF")) bytes.remove_prefix(3);
  for (std::string_view line : record_detail::split_lines(bytes)) {
    line = trim(line);
    if (line.empty()) continue;
    if (is_usi_command(line)) return RecordFormat::USI;
    if (looks_like_pgn(line)) return RecordFormat::PGN;
    return RecordFormat::KIF;
  }
  return RecordFormat::KIF;
}

Result<RecordedGame> read_record(std::string_view bytes, std::optional<RecordFormat> format,
                                 const ReadOptions& options) {
  switch (format.value_or(detect_record_format(bytes))) {
    case RecordFormat::KIF:
      return read_kif(bytes, options);
    case RecordFormat::PGN:
      return read_pgn(bytes, options);
    case RecordFormat::USI:
      return read_usi_record(bytes, options);
  }
  return make_error("unknown record format");
}

Result<std::vector<RecordedGame>> read_records(std::string_view text, const ReadOptions& options) {
  std::vector<std::string_view> games;
  if (detect_record_format(text) == RecordFormat::PGN)
    games = split_pgn_games(text);
  else
    games.push_back(text);
  std::vector<RecordedGame> records;
  for (std::size_t i = 0; i < games.size(); ++i) {
    auto record = read_record(games[i], {}, options);
    if (!record) return make_error("game " + std::to_string(i + 1) + ": " + record.error().message);
    records.push_back(std::move(record).value());
  }
  return records;
}

std::string write_record(const RecordedGame& record, RecordFormat format) {
  switch (format) {
    case RecordFormat::KIF:
      return write_kif(record);
    case RecordFormat::PGN:
      return write_pgn(record);
    case RecordFormat::USI:
      return write_usi_record(record);
  }
  return {};
}

}  // namespace tori
