// Records with variations: the parts that do not depend on the format (KIF's and PGN's readers and
// writers of trees live with their formats, in kif.cpp and pgn.cpp).
#include "notation/record_tree.h"

#include "core/fen.h"
#include "notation/record_support.h"

namespace tori {

std::vector<int> children_of(const RecordTree& tree, int parent) {
  std::vector<int> children;
  for (std::size_t i = 0; i < tree.nodes.size(); ++i)
    if (tree.nodes[i].parent == parent) children.push_back(int(i));
  return children;
}

RecordTree tree_of(const RecordedGame& game) {
  RecordTree tree{game, {}};
  for (const RecordedMove& m : game.moves)
    tree.nodes.push_back({int(tree.nodes.size()) - 1, m.move, m.seconds, m.comment});
  return tree;
}

Result<RecordTree> read_record_tree(std::string_view bytes, std::optional<RecordFormat> format,
                                    const ReadOptions& options) {
  RecordFormat chosen = format ? *format : detect_record_format(bytes);
  if (chosen == RecordFormat::KIF) return read_kif_tree(bytes, options);
  if (chosen == RecordFormat::PGN) return read_pgn_tree(bytes, options);
  auto record = read_record(bytes, chosen, options);
  if (!record) return record.error();
  return tree_of(*record);
}

Result<RecordTree> tree_from_usi(RecordedGame header, const std::vector<UsiTreeMove>& moves) {
  std::vector<record_detail::TextNode> nodes;
  for (std::size_t i = 0; i < moves.size(); ++i)
    nodes.push_back({moves[i].parent, {moves[i].usi, 0, {}, moves[i].comment}});
  auto tree = record_detail::build_record_tree(std::move(header), nodes,
                                               record_detail::MoveSyntax::USI, {});
  if (!tree) {  // "line 0: " means nothing here: the moves came in a list
    std::string message = tree.error().message;
    if (message.starts_with(record_detail::at_line(0))) message.erase(0, 8);
    return make_error(message);
  }
  return tree;
}

}  // namespace tori
