// Fuzzes the game record readers (KIF in UTF-8 or Shift_JIS, PGN, USI): whatever they accept
// must write out in every format and read back with the same moves and start. And the cutting
// of a PGN file into games: the pieces lie in the text, in order, and each reads or says why not.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "fuzz_checks.h"
#include "notation/record_io.h"

namespace {

bool same_moves(const tori::RecordedGame& a, const tori::RecordedGame& b) {
  if (a.moves.size() != b.moves.size()) return false;
  for (std::size_t i = 0; i < a.moves.size(); ++i)
    if (!(a.moves[i].move == b.moves[i].move)) return false;
  return true;
}

void check_round_trips(const tori::RecordedGame& record) {
  using tori::RecordFormat;
  for (RecordFormat format : {RecordFormat::KIF, RecordFormat::PGN, RecordFormat::USI}) {
    std::string written = tori::write_record(record, format);
    tori::ReadOptions options;
    options.variant = record.variant;
    auto again = tori::read_record(written, format, options);
    TORI_FUZZ_CHECK(again.ok(), std::string(tori::record_format_name(format)) + ": " +
                                    again.error().to_string() + "\n" + written);
    TORI_FUZZ_CHECK(same_moves(record, *again), std::string(tori::record_format_name(format)) +
                                                    " changed the moves\n" + written);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view bytes = tori::fuzz::as_text(data, size);
  for (auto variant : {tori::VariantId::TORI, tori::VariantId::YARI}) {
    tori::ReadOptions options;
    options.variant = variant;
    for (std::optional<tori::RecordFormat> format :
         {std::optional<tori::RecordFormat>(), std::optional(tori::RecordFormat::KIF),
          std::optional(tori::RecordFormat::PGN), std::optional(tori::RecordFormat::USI)}) {
      auto record = tori::read_record(bytes, format, options);
      if (!record.ok()) {
        TORI_FUZZ_CHECK(!record.error().message.empty(), std::string(bytes));
        continue;
      }
      check_round_trips(*record);
    }
  }
  std::size_t end = 0;
  for (std::string_view game : tori::split_pgn_games(bytes)) {
    std::size_t begin = std::size_t(game.data() - bytes.data());
    TORI_FUZZ_CHECK(begin >= end && begin + game.size() <= bytes.size(),
                    "a game cut outside the text or overlapping the one before");
    end = begin + game.size();
    auto record = tori::read_pgn(game);
    if (!record.ok()) TORI_FUZZ_CHECK(!record.error().message.empty(), std::string(game));
  }
  return 0;
}
