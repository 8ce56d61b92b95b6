// Depth-first proof-number search (Nagai's df-pn) for mates by continuous check: the attacker
// (the side to move at the root) plays only checks, the defender any legal reply. Proof and
// disproof numbers live in a ProofTable; a node is searched until its numbers reach thresholds
// that its parent sets, with Pawlewicz and Lew's 1+epsilon trick to keep the search from
// seesawing between two children.
//
// Repetitions: a position that repeats one on the current path is not a mate for the attacker.
// Such a disproof holds only on that path (the graph-history-interaction problem), so every
// disproof carries the shallowest path ply it relied on. It is stored as a general result only
// once the search returns to that ply (a loop back to a node cannot help the attacker there);
// before, it is stored under a key that includes the whole path, so only the same path finds it.
#pragma once

#include <array>
#include <climits>
#include <optional>
#include <vector>

#include "core/movegen.h"
#include "core/position.h"
#include "engine/mate/mate_budget.h"
#include "engine/mate/proof_table.h"

namespace tori::engine::mate {

// `remaining` for a search without a ply limit.
constexpr int NO_LIMIT = INT_MAX;
// The longest ply limit a depth-limited search takes.
constexpr int MAX_LIMITED_PLIES = 255;
// Paths longer than this are cut: the cut counts as no mate, a result never trusted as final.
constexpr int MAX_PATH = 400;

// A node's numbers as the attacker sees them: pn = 0 mate proven, dn = 0 no mate (disproven).
struct NodeResult {
  ProofNumber pn = 1;
  ProofNumber dn = 1;
  int distance = 0;  // for a proof: the length of the mate found, in plies
  int dependency = INDEPENDENT;
  bool proven() const { return pn == 0; }
  bool disproven() const { return dn == 0; }
};

template <class V>
class DfPn {
 public:
  DfPn(const Position<V>& root, ProofTable& table, MateBudget& budget);

  // Walking the path by hand (the line extraction does): the searches start where it ends.
  void play(Move m);
  void unplay();
  const Position<V>& position() const { return pos_; }
  int ply() const { return int(moves_.size()); }
  bool attacker_to_move() const { return pos_.side_to_move() == attacker_; }

  // Searches the current position until a mate in at most `remaining` plies from here (NO_LIMIT:
  // any mate) is proven or disproven, or the budget runs out (the result is then neither).
  NodeResult solve(int remaining);

 private:
  struct Child {
    Move move;
    Key key = 0;  // the position after the move
    ProofNumber pn = 1, dn = 1;
    int distance = 0;
    int dependency = INDEPENDENT;
    bool settled = false;  // final on this path: the table need not be read again
  };
  struct Summary {
    ProofNumber phi = 0, delta = 0;  // pn and dn as the side to move sees them
    std::size_t best = 0;
    ProofNumber second_delta = PN_INFINITE;
    int distance = 0;
    int dependency = INDEPENDENT;
  };

  NodeResult search(ProofNumber th_phi, ProofNumber th_delta, int remaining);
  void expand(std::vector<Child>& children, bool or_node, int remaining);
  void init_child(Child& c, bool parent_or, int child_remaining, std::size_t replies);
  void load(Child& c, int child_remaining) const;
  Summary summarize(const std::vector<Child>& children, bool or_node) const;
  void store(const NodeResult& r, int remaining, uint32_t work);
  int repetition_ply(Key key) const;
  Key path_key(Key table_key, int ply) const;

  Position<V> pos_;
  Color attacker_;
  ProofTable& table_;
  MateBudget& budget_;
  std::vector<Move> moves_;
  std::vector<typename Position<V>::Undo> undos_;
  std::vector<Key> keys_;                     // keys_[i]: the position at ply i
  std::vector<Key> path_hash_;                // path_hash_[i]: the positions at plies 0 .. i-1
  std::vector<std::vector<Child>> children_;  // per ply, reused between visits
};

}  // namespace tori::engine::mate
