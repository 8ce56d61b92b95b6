// Fuzzes the readers of engine output: an `info` line's score, a `bestmove` line, and the score
// of a record's move comment. Whatever score is read must describe itself in words that read
// back as the same score, and a bestmove that names a move names a non-empty one.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_checks.h"
#include "match/engine_output.h"

namespace {

void check_reads_back(const tori::match::EngineScore& score, std::string_view source) {
  std::string words = score.describe();
  auto again = tori::match::parse_comment_score(words);
  TORI_FUZZ_CHECK(again.has_value(), words + " <- " + std::string(source));
  TORI_FUZZ_CHECK(again->mate == score.mate && again->value == score.value,
                  words + " <- " + std::string(source));
  // describe() leaves out a depth it does not know (0, or nonsense below it).
  TORI_FUZZ_CHECK(again->depth == (score.depth > 0 ? score.depth : 0),
                  words + " <- " + std::string(source));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view text = tori::fuzz::as_text(data, size);
  if (auto score = tori::match::parse_info_score(text)) check_reads_back(*score, text);
  if (auto score = tori::match::parse_comment_score(text)) check_reads_back(*score, text);
  if (auto best = tori::match::parse_bestmove(text)) {
    using Kind = tori::match::BestMove::Kind;
    TORI_FUZZ_CHECK((best->kind == Kind::MOVE) == !best->move.empty(), std::string(text));
  }
  return 0;
}
