// generate_captures (the quiescence search's moves) against the full legal list: exactly the
// legal captures, or every legal move when in check, over random playouts of both variants.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "core/game.h"
#include "core/variant.h"

namespace tori {
namespace {

template <class V>
std::vector<uint16_t> sorted(const MoveList& list) {
  std::vector<uint16_t> raw;
  for (Move m : list) raw.push_back(m.raw());
  std::sort(raw.begin(), raw.end());
  return raw;
}

template <class V>
void expect_captures_match(unsigned seed) {
  std::mt19937 rng(seed);
  int in_check = 0, positions = 0;
  for (int game = 0; game < 40; ++game) {
    Game<V> g;
    for (int ply = 0; ply < 100 && !g.over(); ++ply) {
      const Position<V>& pos = g.position();
      MoveList legal, captures, expected;
      generate_legal(pos, legal);
      generate_captures(pos, captures);
      for (Move m : legal)
        if (pos.in_check() || (!m.is_drop() && pos.piece_on(m.to()))) expected.push(m);
      ASSERT_EQ(sorted<V>(captures), sorted<V>(expected));
      in_check += pos.in_check();
      ++positions;
      MoveList playable = g.legal_moves();
      g.play(playable[rng() % playable.size()]);
    }
  }
  EXPECT_GT(positions, 2000);
  EXPECT_GT(in_check, 20);
}

TEST(Captures, ToriMatchesTheLegalCaptures) { expect_captures_match<Tori>(5); }
TEST(Captures, YariMatchesTheLegalCaptures) { expect_captures_match<Yari>(6); }

}  // namespace
}  // namespace tori
