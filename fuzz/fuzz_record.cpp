// Fuzzes the game record readers (KIF in UTF-8 or Shift_JIS, PGN, USI): whatever they accept
// must write out in every format and read back with the same moves and start. And the cutting
// of a PGN file into games: the pieces lie in the text, in order, and each reads or says why not.
// And records with variations (KIF 変化 blocks, PGN parentheses): a tree read once writes as KIF
// and PGN texts that read back with every move, in the same order when written again.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "fuzz_checks.h"
#include "notation/record_io.h"
#include "notation/record_tree.h"

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

bool same_tree(const tori::RecordTree& a, const tori::RecordTree& b) {
  if (a.nodes.size() != b.nodes.size()) return false;
  for (std::size_t i = 0; i < a.nodes.size(); ++i)
    if (a.nodes[i].parent != b.nodes[i].parent || !(a.nodes[i].move == b.nodes[i].move))
      return false;
  return true;
}

// A tree written and read back keeps every move; written again, its moves come in the same order
// (the first writing puts the side lines in the writer's order).
template <class Read, class Write>
void check_tree_format(const tori::RecordTree& tree, Read read, Write write, const char* name) {
  tori::ReadOptions options;
  options.variant = tree.game.variant;
  std::string text = write(tree);
  auto once = read(text, options);
  TORI_FUZZ_CHECK(once.ok(), std::string(name) + ": " + once.error().to_string() + "\n" + text);
  TORI_FUZZ_CHECK(once->nodes.size() == tree.nodes.size(),
                  std::string(name) + " lost moves\n" + text);
  std::string again = write(*once);
  auto twice = read(again, options);
  TORI_FUZZ_CHECK(twice.ok() && same_tree(*once, *twice),
                  std::string(name) + " changed the tree\n" + again);
}

void check_tree_round_trips(const tori::RecordTree& tree) {
  check_tree_format(tree, tori::read_kif_tree, tori::write_kif_tree, "KIF tree");
  check_tree_format(tree, tori::read_pgn_tree, tori::write_pgn_tree, "PGN tree");
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
    for (auto format : {tori::RecordFormat::KIF, tori::RecordFormat::PGN}) {
      auto tree = tori::read_record_tree(bytes, format, options);
      if (tree.ok())
        check_tree_round_trips(*tree);
      else
        TORI_FUZZ_CHECK(!tree.error().message.empty(), std::string(bytes));
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
