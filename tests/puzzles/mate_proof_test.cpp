// The proofs checked against a plain minimax that knows nothing of df-pn: on every sample puzzle
// of up to five plies, the solution's first move mates that soon, no other first move does, no
// mate is shorter, and no defence other than a drop holds out longer than the one chosen.
#include "puzzles/mate_proof.h"

#include <gtest/gtest.h>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/movegen.h"
#include "puzzles/set_check.h"
#include "sample_sets.h"

namespace tori::puzzles {
namespace {

using test::both_samples;

template <class V>
std::vector<Move> legal(const Position<V>& pos) {
  MoveList list;
  generate_legal(pos, list);
  return {list.begin(), list.end()};
}

// Does the side to move mate within `plies` (odd), every move checking unless `quiet` (then
// any move)?
template <class V>
bool mates_within(Position<V>& pos, int plies, bool quiet);

// After the attacker's move: does every reply lose within `plies` more?
template <class V>
bool all_replies_mated(Position<V>& pos, int plies, bool quiet) {
  auto replies = legal(pos);
  if (replies.empty()) return pos.in_check();
  if (plies < 2) return false;
  for (Move r : replies) {
    typename Position<V>::Undo undo;
    pos.do_move(r, undo);
    bool mated = mates_within(pos, plies - 1, quiet);
    pos.undo_move(r, undo);
    if (!mated) return false;
  }
  return true;
}

template <class V>
bool mates_within(Position<V>& pos, int plies, bool quiet) {
  if (plies < 1) return false;
  for (Move m : legal(pos)) {
    typename Position<V>::Undo undo;
    pos.do_move(m, undo);
    bool mate = (quiet || pos.in_check()) && all_replies_mated(pos, plies - 1, quiet);
    pos.undo_move(m, undo);
    if (mate) return true;
  }
  return false;
}

template <class V>
void check_by_minimax(const Puzzle& puzzle) {
  Position<V> pos = parse_sfen<V>(puzzle.sfen).value();
  const int plies = int(puzzle.solution.size());
  const bool quiet = puzzle.kind == PuzzleKind::MATE;
  const Move first = parse_usi_move<V>(puzzle.solution[0]).value();
  auto first_mates_within = [&](int n) {
    typename Position<V>::Undo undo;
    pos.do_move(first, undo);
    bool mates = all_replies_mated(pos, n - 1, quiet);
    pos.undo_move(first, undo);
    return mates;
  };
  EXPECT_FALSE(mates_within(pos, plies - 2, quiet)) << puzzle.id << ": a shorter mate";
  // The solution's length leaves out useless interpositions; against every defence, drops
  // included, the mate may take two plies more (no sample passes over more than one).
  const int full = first_mates_within(plies) ? plies : plies + 2;
  EXPECT_TRUE(first_mates_within(full)) << puzzle.id << ": the solution does not mate";
  for (Move m : legal(pos)) {
    if (m == first) continue;
    typename Position<V>::Undo undo;
    pos.do_move(m, undo);
    const bool counts = quiet || pos.in_check();
    const bool mates = counts && all_replies_mated(pos, full - 1, quiet);
    pos.undo_move(m, undo);
    EXPECT_FALSE(mates) << puzzle.id << ": " << to_usi<V>(m) << " mates as soon";
  }
  // The defence: after the first move, no reply but a drop outlasts the chosen one.
  if (plies < 3) return;
  typename Position<V>::Undo undo;
  pos.do_move(first, undo);
  const Move chosen = parse_usi_move<V>(puzzle.solution[1]).value();
  for (Move r : legal(pos)) {
    if (r == chosen || r.is_drop()) continue;
    typename Position<V>::Undo reply_undo;
    pos.do_move(r, reply_undo);
    EXPECT_TRUE(mates_within(pos, plies - 2, quiet))
        << puzzle.id << ": " << to_usi<V>(r) << " holds out longer than the solution's reply";
    pos.undo_move(r, reply_undo);
  }
}

TEST(MateProof, ShortSamplesAgreeWithAPlainMinimax) {
  int checked = 0;
  for (const Puzzle& p : both_samples()) {
    if (p.solution.size() > 5) continue;
    ++checked;
    visit_variant(p.variant, [&]<class V>() { check_by_minimax<V>(p); });
  }
  EXPECT_GE(checked, 8);
}

TEST(MateProof, EverySampleProvesAgainAsStored) {
  for (const Puzzle& p : both_samples()) EXPECT_EQ(recheck_puzzle(p, {}), std::nullopt) << p.id;
}

TEST(MateProof, NoPuzzleWithoutAMate) {
  // A lone falcon checks but never mates; the mating swallow drop is illegal.
  for (const char* sfen : {"3k3/7/7/7/7/7/3K3 b F 1", "2pkp2/2s1s2/3C3/7/7/7/3K3 b S 1"}) {
    auto pos = parse_sfen<Tori>(sfen).value();
    EXPECT_FALSE(prove_tsume(pos, {})) << sfen;
    EXPECT_FALSE(prove_quiet_mate(pos)) << sfen;
  }
}

TEST(MateProof, AMateInOneIsAPuzzle) {
  // The falcon drop on 4b, guarded by the swallow (tests/data/tsume/tori.txt).
  auto pos = parse_sfen<Tori>("3k3/7/3S3/7/7/7/3K3 b F 1").value();
  auto proof = prove_tsume(pos, {});
  ASSERT_TRUE(proof);
  ASSERT_EQ(proof->line.size(), 1u);
  EXPECT_EQ(to_usi<Tori>(proof->line[0]), "F*4b");
  EXPECT_EQ(proof->kind, PuzzleKind::TSUME);
}

}  // namespace
}  // namespace tori::puzzles
