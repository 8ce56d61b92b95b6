// Records with variations: a KIF written the way Kifu for Windows writes its 変化 blocks reads
// into the tree it describes; KIF and PGN trees written by us read back to the same tree (a
// hand-written one and random ones of both variants); bad variations are errors naming the line.
#include "notation/record_tree.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/movegen.h"

namespace tori {
namespace {

std::string read_data(const std::string& name) {
  std::ifstream in(std::string(TORI_TEST_DATA_DIR) + "/records/" + name, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  EXPECT_FALSE(bytes.str().empty()) << name;
  return bytes.str();
}

RecordTree tree_ok(const Result<RecordTree>& tree) {
  EXPECT_TRUE(tree.ok()) << (tree ? "" : tree.error().to_string());
  return tree ? *tree : RecordTree{};
}

// The tree as text, each line's moves in USI and each side line in parentheses after the move
// it replaces: equal shapes give equal text, whatever the order of the node list.
template <class V>
std::string shape(const RecordTree& tree, int parent = TreeMove::NO_PARENT) {
  std::vector<int> children = children_of(tree, parent);
  if (children.empty()) return "";
  std::string text = " " + to_usi<V>(tree.nodes[children[0]].move);
  for (std::size_t k = 1; k < children.size(); ++k)
    text += " (" + to_usi<V>(tree.nodes[children[k]].move) + shape<V>(tree, children[k]) + ")";
  return text + shape<V>(tree, children[0]);
}

TEST(RecordTree, ReadsTheVariationsOfAKifAsKifuForWindowsWritesThem) {
  RecordTree tree = tree_ok(read_kif_tree(read_data("variations.kif")));
  EXPECT_EQ(shape<Tori>(tree), " 3d3c (7e7d 3c3d 7d7c) 4b3c (4b3b 5e5d (4e4d)) (5a5b) S*3d");
  ASSERT_EQ(tree.game.moves.size(), 3u);  // the main line, and its result
  EXPECT_EQ(tree.game.outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(tree.game.termination, Termination::RESIGNATION);
  EXPECT_EQ(tree.game.black, "青木 翼");
  // Comments and times stay with their moves, in side lines too.
  EXPECT_EQ(tree.game.comments, std::vector<std::string>{"研究会での検討。"});
  EXPECT_EQ(tree.nodes[0].comment, "初手は定跡通り燕を取る。");
  EXPECT_EQ(tree.nodes[3].comment, "鷹を引く手。");
  EXPECT_EQ(tree.nodes[7].comment, "端の燕を突く手もある。");
  EXPECT_EQ(tree.nodes[7].seconds, 10.0);
}

TEST(RecordTree, TheMainLineReaderStillReadsTheMainLineOnly) {
  auto record = read_kif(read_data("variations.kif"));
  ASSERT_TRUE(record.ok()) << record.error().to_string();
  EXPECT_EQ(record->moves.size(), 3u);
}

TEST(RecordTree, KifAndPgnWrittenReadBackToTheSameTree) {
  RecordTree tree = tree_ok(read_kif_tree(read_data("variations.kif")));
  std::string kif = write_kif_tree(tree);
  EXPECT_NE(kif.find("変化：2手"), std::string::npos) << kif;
  EXPECT_NE(kif.find("( 0:08/00:00:08)+"), std::string::npos) << kif;  // the branch mark
  RecordTree again = tree_ok(read_kif_tree(kif));
  EXPECT_EQ(shape<Tori>(again), shape<Tori>(tree)) << kif;
  EXPECT_EQ(again.nodes[7].comment, tree.nodes[7].comment);
  EXPECT_EQ(write_kif_tree(again), kif);  // written the same way, node for node
  // The blocks come as Kifu for Windows writes them: the latest branch first, depth first.
  std::size_t at2 = kif.find("変化：2手"), at3 = kif.find("変化：3手"), at1 = kif.find("変化：1手");
  EXPECT_TRUE(at2 < at3 && at3 < kif.rfind("変化：2手") && kif.rfind("変化：2手") < at1) << kif;

  std::string pgn = write_pgn_tree(tree);
  EXPECT_NE(pgn.find("(1. S-74"), std::string::npos) << pgn;
  RecordTree from_pgn = tree_ok(read_pgn_tree(pgn));
  EXPECT_EQ(shape<Tori>(from_pgn), shape<Tori>(tree)) << pgn;
  EXPECT_EQ(from_pgn.game.outcome, Outcome::BLACK_WINS);
  // The main-line PGN reader skips the variations.
  auto main_line = read_pgn(pgn);
  ASSERT_TRUE(main_line.ok()) << main_line.error().to_string();
  EXPECT_EQ(main_line->moves.size(), 3u);
}

// A random tree: a main line of legal moves, then side lines from random nodes.
template <class V>
std::vector<UsiTreeMove> random_tree(uint64_t seed) {
  uint64_t state = seed * 2654435761ULL + 1;
  auto next = [&](std::size_t n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return std::size_t((state >> 33) % n);
  };
  std::vector<UsiTreeMove> moves;
  std::vector<Position<V>> after;
  auto add = [&](int parent, std::size_t plies) {
    Position<V> pos = parent < 0 ? start_position<V>() : after[parent];
    for (std::size_t i = 0; i < plies; ++i) {
      MoveList legal;
      generate_legal(pos, legal);
      if (legal.empty()) return;
      Move m = legal[next(legal.size())];
      typename Position<V>::Undo undo;
      pos.do_move(m, undo);
      moves.push_back({parent, to_usi<V>(m), i % 7 == 3 ? "note " + std::to_string(i) : ""});
      after.push_back(pos);
      parent = int(moves.size()) - 1;
    }
  };
  add(TreeMove::NO_PARENT, 12 + next(30));
  for (int k = 0; k < 8; ++k) add(int(next(moves.size() + 1)) - 1, 1 + next(10));
  return moves;
}

template <class V>
void check_random_trees() {
  int checked = 0;
  for (uint64_t seed = 0; seed < 60; ++seed) {
    RecordedGame header;
    header.variant = std::is_same_v<V, Tori> ? VariantId::TORI : VariantId::YARI;
    auto built = tree_from_usi(header, random_tree<V>(seed));
    if (!built) {  // a main line the game's history ends (a repetition) is no test of trees
      EXPECT_NE(built.error().message.find("move"), std::string::npos);
      continue;
    }
    std::string kif = write_kif_tree(*built), pgn = write_pgn_tree(*built);
    ReadOptions options;
    options.variant = header.variant;
    EXPECT_EQ(shape<V>(tree_ok(read_kif_tree(kif, options))), shape<V>(*built)) << kif;
    EXPECT_EQ(shape<V>(tree_ok(read_pgn_tree(pgn, options))), shape<V>(*built)) << pgn;
    EXPECT_GT(built->nodes.size(), built->game.moves.size());  // side lines there are
    ++checked;
  }
  EXPECT_GE(checked, 50);
}

TEST(RecordTree, RandomTreesOfToriRoundTrip) { check_random_trees<Tori>(); }
TEST(RecordTree, RandomTreesOfYariRoundTrip) { check_random_trees<Yari>(); }

TEST(RecordTree, TreesFromUsiCheckEveryMoveInItsParentsPosition) {
  RecordedGame header;
  auto tree = tree_from_usi(header, {{-1, "3d3c", ""}, {-1, "7e7d", ""}, {0, "4b3c", ""}});
  ASSERT_TRUE(tree.ok()) << tree.error().to_string();
  EXPECT_EQ(tree->game.moves.size(), 2u);
  EXPECT_EQ(shape<Tori>(*tree), " 3d3c (7e7d) 4b3c");
  auto illegal = tree_from_usi(header, {{-1, "3d3c", ""}, {-1, "3d3b", ""}});
  ASSERT_FALSE(illegal.ok());
  EXPECT_NE(illegal.error().message.find("move 1 '3d3b'"), std::string::npos)
      << illegal.error().message;
  auto orphan = tree_from_usi(header, {{-1, "3d3c", ""}, {5, "4b3c", ""}});
  ASSERT_FALSE(orphan.ok());
  EXPECT_NE(orphan.error().message.find("parent"), std::string::npos);
}

TEST(RecordTree, BadVariationsAreErrorsNamingTheirLine) {
  const std::string head =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ３三燕(34)\n   2 同　鷹(42)\n";
  std::map<std::string, std::string> cases = {
      {head + "\n変化：4手\n   4 ３四燕打\n", "line 6: 変化：4手 branches from a move"},
      {head + "\n変化：二手\n   2 ３二鷹(42)\n", "line 6: expected a variation line"},
      {head + "\n変化：2手\n   3 ３二鷹(42)\n", "line 7: expected move 2, found 3"},
      {head + "\n変化：2手\n   2 ３三鷹(99)\n", "line 7: move 2 '３三鷹(99)'"},
  };
  for (const auto& [text, expected] : cases) {
    auto tree = read_kif_tree(text);
    ASSERT_FALSE(tree.ok()) << text;
    EXPECT_NE(tree.error().message.find(expected), std::string::npos)
        << tree.error().message << "\n"
        << text;
  }
  for (std::string pgn : {"[Variant \"torishogi\"]\n(1. S-74) 1. Sx33 *\n",
                          "[Variant \"torishogi\"]\n1. Sx33 (1. S-74 *\n",
                          "[Variant \"torishogi\"]\n1. Sx33 (1. Sx99) *\n"}) {
    auto tree = read_pgn_tree(pgn);
    ASSERT_FALSE(tree.ok()) << pgn;
    EXPECT_EQ(tree.error().message.rfind("line 2: ", 0), 0u) << tree.error().message;
  }
}

}  // namespace
}  // namespace tori
