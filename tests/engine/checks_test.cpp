// The search's check tests against the rules: over seeded random playouts from the perft suites'
// positions, every move that checks is one `may_give_check` lets through, and every move
// `gives_direct_check` names does check.
#include "engine/checks.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/test_support.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::engine {
namespace {

struct Counts {
  int moves = 0, checks = 0, passed_over = 0;
};

template <class V>
void check_every_move(const Position<V>& pos, Counts& counts) {
  MoveList list;
  generate_legal(pos, list);
  for (Move m : list) {
    Position<V> after = pos;
    typename Position<V>::Undo undo;
    after.do_move(m, undo);
    const bool checks = after.in_check();
    ++counts.moves;
    counts.checks += checks;
    counts.passed_over += !may_give_check(pos, m);
    EXPECT_TRUE(!checks || may_give_check(pos, m)) << to_sfen(pos) << " move " << m.raw();
    EXPECT_TRUE(!gives_direct_check(pos, m) || checks) << to_sfen(pos) << " move " << m.raw();
  }
}

template <class V>
Counts playouts_from_suite(const std::string& file) {
  std::mt19937 random(20261125);
  Counts counts;
  for (const std::string& fen : test::suite_positions(file)) {
    auto start = parse_fen<V>(fen);
    EXPECT_TRUE(start.ok()) << fen;
    if (!start.ok()) continue;
    for (int game = 0; game < 4; ++game) {
      Position<V> pos = *start;
      for (int ply = 0; ply < 60; ++ply) {
        check_every_move(pos, counts);
        MoveList list;
        generate_legal(pos, list);
        if (list.empty()) break;
        typename Position<V>::Undo undo;
        pos.do_move(list[random() % list.size()], undo);
      }
    }
  }
  return counts;
}

template <class V>
void expect_sound_and_useful(const std::string& file) {
  const Counts counts = playouts_from_suite<V>(file);
  EXPECT_GT(counts.checks, 100);                    // the playouts meet plenty of checks
  EXPECT_GT(counts.passed_over, counts.moves / 2);  // and the test spares most moves
}

TEST(Checks, ToriEveryCheckIsForeseenAndEveryDirectCheckChecks) {
  expect_sound_and_useful<Tori>("tori.epd");
}

TEST(Checks, YariEveryCheckIsForeseenAndEveryDirectCheckChecks) {
  expect_sound_and_useful<Yari>("yari.epd");
}

}  // namespace
}  // namespace tori::engine
