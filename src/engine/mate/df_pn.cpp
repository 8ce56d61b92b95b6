// The df-pn loop: expand a node, read its children's numbers, search the most proving child
// under thresholds derived from the second best, until the node's own thresholds are reached.
// Numbers are handled as phi/delta, the proof and disproof numbers seen by the side to move, so
// that one loop serves attacker and defender nodes alike.
#include "engine/mate/df_pn.h"

#include <algorithm>
#include <climits>

#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::engine::mate {

namespace {

constexpr uint64_t mix(uint64_t z) {  // splitmix64's finaliser
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// A depth-limited result answers another question than an unlimited one ("mate in at most n
// plies"), so it gets another key: the position's key mixed with the plies left.
constexpr std::array<Key, MAX_LIMITED_PLIES + 1> REMAINING_SALT = [] {
  std::array<Key, MAX_LIMITED_PLIES + 1> salt{};
  for (std::size_t i = 0; i < salt.size(); ++i) salt[i] = mix(0x6A09E667F3BCC909ULL + i);
  return salt;
}();
constexpr Key PATH_SALT = 0xBB67AE8584CAA73BULL;
constexpr Key EMPTY_PATH = 0x3C6EF372FE94F82BULL;

Key table_key(Key key, int remaining) {
  return remaining == NO_LIMIT ? key : key ^ REMAINING_SALT[std::size_t(remaining)];
}

ProofNumber add(ProofNumber a, ProofNumber b) {
  if (a == PN_INFINITE || b == PN_INFINITE) return PN_INFINITE;
  return ProofNumber(std::min<uint64_t>(uint64_t(a) + b, PN_MAX));
}

// What a node's children hand up. With phi/delta seen from the child's mover, the parent's
// phi is the smallest child delta and its delta the sum of the child phis.
template <class Child>
ProofNumber child_phi(const Child& c, bool parent_or) {
  return parent_or ? c.dn : c.pn;
}
template <class Child>
ProofNumber child_delta(const Child& c, bool parent_or) {
  return parent_or ? c.pn : c.dn;
}

}  // namespace

template <class V>
DfPn<V>::DfPn(const Position<V>& root, ProofTable& table, MateBudget& budget)
    : pos_(root), attacker_(root.side_to_move()), table_(table), budget_(budget) {
  keys_.push_back(root.key());
  path_hash_.push_back(EMPTY_PATH);
  children_.resize(MAX_PATH + 1);  // never resized again: the search holds references into it
}

template <class V>
void DfPn<V>::play(Move m) {
  undos_.emplace_back();
  pos_.do_move(m, undos_.back());
  moves_.push_back(m);
  path_hash_.push_back(mix(path_hash_.back() ^ keys_.back()));
  keys_.push_back(pos_.key());
}

template <class V>
void DfPn<V>::unplay() {
  pos_.undo_move(moves_.back(), undos_.back());
  undos_.pop_back();
  moves_.pop_back();
  path_hash_.pop_back();
  keys_.pop_back();
}

template <class V>
NodeResult DfPn<V>::solve(int remaining) {
  if (remaining != NO_LIMIT) remaining = std::clamp(remaining, 0, MAX_LIMITED_PLIES);
  return search(PN_INFINITE, PN_INFINITE, remaining);
}

template <class V>
NodeResult DfPn<V>::search(ProofNumber th_phi, ProofNumber th_delta, int remaining) {
  budget_.count_node();
  const int ply = this->ply();
  if (ply >= MAX_PATH) return {PN_INFINITE, 0, 0, DEPENDS_ON_CAP};
  const bool or_node = attacker_to_move();
  if (or_node && remaining < 1) return {PN_INFINITE, 0, 0, INDEPENDENT};  // no ply left to check
  const int child_remaining = remaining == NO_LIMIT ? NO_LIMIT : remaining - 1;
  std::vector<Child>& children = children_[std::size_t(ply)];
  expand(children, or_node, remaining);
  const uint64_t start = budget_.nodes();

  Summary s = summarize(children, or_node);
  while (s.phi < th_phi && s.delta < th_delta && !budget_.exhausted()) {
    Child& best = children[s.best];
    // The child may grow until it is no longer the best (1+epsilon over the second best, so
    // that two close children do not hand the search back and forth), or until the parent's
    // delta would pass its threshold.
    int64_t th_phi_child = int64_t(th_delta) - s.delta + child_phi(best, or_node);
    int64_t th_delta_child =
        std::min<int64_t>(th_phi, int64_t(s.second_delta) + s.second_delta / 4 + 1);
    play(best.move);
    NodeResult r = search(ProofNumber(std::min<int64_t>(th_phi_child, PN_INFINITE)),
                          ProofNumber(th_delta_child), child_remaining);
    unplay();
    best.pn = r.pn;
    best.dn = r.dn;
    best.distance = r.distance;
    best.dependency = r.dependency;
    best.settled = r.proven() || r.disproven();
    for (Child& c : children)  // other branches may have settled positions we also reach
      if (!c.settled) load(c, child_remaining);
    s = summarize(children, or_node);
  }

  NodeResult result;
  result.pn = or_node ? s.phi : s.delta;
  result.dn = or_node ? s.delta : s.phi;
  result.distance = s.distance;
  // A disproof that relied on this node's own repetition holds from here on any path: whatever
  // came before, returning here cannot give the attacker a mate it did not have.
  if (result.disproven() && s.dependency < ply) result.dependency = s.dependency;
  store(result, remaining, uint32_t(std::min<uint64_t>(budget_.nodes() - start + 1, UINT32_MAX)));
  return result;
}

template <class V>
void DfPn<V>::expand(std::vector<Child>& children, bool or_node, int remaining) {
  children.clear();
  MoveList moves;
  generate_legal(pos_, moves);
  const int child_remaining = remaining == NO_LIMIT ? NO_LIMIT : remaining - 1;
  for (Move m : moves) {
    typename Position<V>::Undo undo;
    pos_.do_move(m, undo);
    if (!or_node || pos_.in_check()) {
      std::size_t replies = 0;
      if (or_node) {
        MoveList evasions;
        generate_legal(pos_, evasions);
        replies = evasions.size();
      }
      Child c;
      c.move = m;
      c.key = pos_.key();
      init_child(c, or_node, child_remaining, replies);
      children.push_back(c);
    }
    pos_.undo_move(m, undo);
  }
}

// Called with the child's position on the board but the path still ending at the parent.
template <class V>
void DfPn<V>::init_child(Child& c, bool parent_or, int child_remaining, std::size_t replies) {
  auto settle = [&c](ProofNumber pn, ProofNumber dn, int dependency) {
    c.pn = pn;
    c.dn = dn;
    c.distance = 0;
    c.dependency = dependency;
    c.settled = true;
  };
  if (int ply = repetition_ply(c.key); ply >= 0) return settle(PN_INFINITE, 0, ply);
  if (parent_or) {  // the defender to move, in check
    if (replies == 0) return settle(0, PN_INFINITE, INDEPENDENT);
    if (child_remaining < 2) return settle(PN_INFINITE, 0, INDEPENDENT);
    // df-pn+ style start: every evasion must be refuted, so many evasions look hard to prove.
    c.pn = ProofNumber(std::min<std::size_t>(replies, PN_MAX));
    c.dn = 1;
  } else {
    if (child_remaining < 1) return settle(PN_INFINITE, 0, INDEPENDENT);
    c.pn = c.dn = 1;
  }
  load(c, child_remaining);
}

// Reads what the table knows of a child; keeps the child's numbers when it knows nothing.
template <class V>
void DfPn<V>::load(Child& c, int child_remaining) const {
  const Key key = table_key(c.key, child_remaining);
  if (const ProofEntry* e = table_.probe(key)) {
    c.pn = e->pn;
    c.dn = e->dn;
    c.distance = e->distance;
    c.dependency = INDEPENDENT;
    c.settled = e->pn == 0 || e->dn == 0;
    if (c.settled) return;
  }
  if (child_remaining != NO_LIMIT) {  // no mate at all is no mate in n plies either
    const ProofEntry* e = table_.probe(c.key);
    if (e && e->dn == 0) {
      c.pn = PN_INFINITE;
      c.dn = 0;
      c.dependency = INDEPENDENT;
      c.settled = true;
      return;
    }
  }
  const Key child_path = mix(path_hash_.back() ^ keys_.back());
  const ProofEntry* e = table_.probe(mix(key ^ child_path ^ PATH_SALT));
  if (e && e->dn == 0) {
    c.pn = PN_INFINITE;
    c.dn = 0;
    c.dependency = e->dependency;
    c.settled = true;
  }
}

template <class V>
typename DfPn<V>::Summary DfPn<V>::summarize(const std::vector<Child>& children,
                                             bool or_node) const {
  Summary s;
  s.phi = PN_INFINITE;
  s.delta = 0;
  int win_distance = INT_MAX, lose_distance = -1;
  int win_dependency = DEPENDS_ON_CAP, lose_dependency = INDEPENDENT;
  for (std::size_t i = 0; i < children.size(); ++i) {
    const Child& c = children[i];
    ProofNumber phi = child_phi(c, or_node), delta = child_delta(c, or_node);
    if (delta < s.phi) {
      s.second_delta = s.phi;
      s.phi = delta;
      s.best = i;
    } else if (delta < s.second_delta) {
      s.second_delta = delta;
    }
    s.delta = add(s.delta, phi);
    if (delta == 0) {  // a child lost for its mover: a win for ours
      win_distance = std::min(win_distance, c.distance);
      win_dependency = std::max(win_dependency, c.dependency);
    }
    lose_distance = std::max(lose_distance, c.distance);
    lose_dependency = std::min(lose_dependency, c.dependency);
  }
  if (s.phi == 0) {  // the mover wins through its best child
    s.distance = win_distance + 1;
    s.dependency = win_dependency;
  } else if (s.delta == 0) {  // every child wins for the opponent
    s.distance = lose_distance + 1;
    s.dependency = lose_dependency;
  }
  return s;
}

template <class V>
void DfPn<V>::store(const NodeResult& r, int remaining, uint32_t work) {
  const Key key = table_key(keys_.back(), remaining);
  if (r.disproven() && r.dependency != INDEPENDENT)
    table_.store(path_key(key, ply()), r.pn, r.dn, work, 0, r.dependency);
  else
    table_.store(key, r.pn, r.dn, work, r.distance, INDEPENDENT);
}

template <class V>
int DfPn<V>::repetition_ply(Key key) const {
  // Only positions with the same side to move can repeat: every second ply back.
  for (int i = ply() - 1; i >= 0; i -= 2)
    if (keys_[std::size_t(i)] == key) return i;
  return -1;
}

template <class V>
Key DfPn<V>::path_key(Key key, int ply) const {
  return mix(key ^ path_hash_[std::size_t(ply)] ^ PATH_SALT);
}

template class DfPn<Tori>;
template class DfPn<Yari>;

}  // namespace tori::engine::mate
