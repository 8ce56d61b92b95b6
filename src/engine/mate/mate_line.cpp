// Mate length and line extraction by depth-limited df-pn, and the replay that checks a line.
#include "engine/mate/mate_line.h"

#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::engine::mate {

namespace {

template <class V>
std::vector<Move> legal_moves(const Position<V>& pos) {
  MoveList list;
  generate_legal(pos, list);
  return {list.begin(), list.end()};
}

// A check after which the position still mates within `remaining - 1` plies.
template <class V>
std::optional<Move> mating_check(DfPn<V>& search, int remaining) {
  for (Move m : legal_moves(search.position())) {
    search.play(m);
    NodeResult r;
    bool check = search.position().in_check();
    if (check) r = search.solve(remaining - 1);
    search.unplay();
    if (check && r.proven()) return m;
    if (check && !r.disproven()) return std::nullopt;  // the budget ran out
  }
  return std::nullopt;
}

// A reply after which the attacker needs all `remaining - 1` plies: one that is not mate within
// `remaining - 3`. Every reply mates within `remaining - 1`, as the position is proven.
template <class V>
std::optional<Move> longest_reply(DfPn<V>& search, int remaining) {
  for (Move m : legal_moves(search.position())) {
    if (remaining - 3 < 1) return m;
    search.play(m);
    NodeResult r = search.solve(remaining - 3);
    search.unplay();
    if (r.disproven()) return m;
    if (!r.proven()) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

template <class V>
std::optional<int> shortest_mate_length(DfPn<V>& search, int upper_bound) {
  if (upper_bound > MAX_LIMITED_PLIES) return std::nullopt;  // beyond what limited searches take
  for (int plies = 1; plies < upper_bound; plies += 2) {
    NodeResult r = search.solve(plies);
    if (r.proven()) return plies;
    if (!r.disproven()) return std::nullopt;
  }
  return upper_bound;
}

template <class V>
std::optional<std::vector<Move>> shortest_line(DfPn<V>& search, int length) {
  std::vector<Move> line;
  bool complete = false;
  for (int remaining = length; remaining >= 0; --remaining) {
    if (!search.attacker_to_move() && legal_moves(search.position()).empty()) {
      complete = true;
      break;
    }
    std::optional<Move> next = search.attacker_to_move() ? mating_check(search, remaining)
                                                         : longest_reply(search, remaining);
    if (!next) break;
    search.play(*next);
    line.push_back(*next);
  }
  for (std::size_t i = 0; i < line.size(); ++i) search.unplay();
  if (!complete) return std::nullopt;
  return line;
}

template <class V>
std::vector<Move> proof_line(DfPn<V>& search, int limit) {
  std::vector<Move> line;
  int remaining = limit;
  while (int(line.size()) < MAX_PATH && (limit == NO_LIMIT || remaining > 0)) {
    const int child_remaining = limit == NO_LIMIT ? NO_LIMIT : remaining - 1;
    const bool attacker = search.attacker_to_move();
    // The attacker takes the proven check with the shortest mate found, the defender the reply
    // with the longest.
    std::optional<Move> chosen;
    int chosen_distance = 0;
    for (Move m : legal_moves(search.position())) {
      search.play(m);
      NodeResult r;
      bool candidate = !attacker || search.position().in_check();
      if (candidate) r = search.solve(child_remaining);
      search.unplay();
      if (!candidate || !r.proven()) continue;
      if (!chosen || (attacker ? r.distance < chosen_distance : r.distance > chosen_distance)) {
        chosen = m;
        chosen_distance = r.distance;
      }
    }
    if (!chosen) break;
    search.play(*chosen);
    line.push_back(*chosen);
    remaining = child_remaining;
  }
  for (std::size_t i = 0; i < line.size(); ++i) search.unplay();
  return line;
}

template <class V>
bool is_mating_line(const Position<V>& root, const std::vector<Move>& line) {
  Position<V> pos = root;
  const Color attacker = root.side_to_move();
  typename Position<V>::Undo undo;
  for (Move m : line) {
    MoveList legal;
    generate_legal(pos, legal);
    if (!legal.contains(m)) return false;
    pos.do_move(m, undo);
    if (pos.side_to_move() != attacker && !pos.in_check()) return false;  // not a check
  }
  return !line.empty() && pos.side_to_move() != attacker && pos.in_check() &&
         legal_moves(pos).empty();
}

#define TORI_INSTANTIATE(V)                                                  \
  template std::optional<int> shortest_mate_length<V>(DfPn<V>&, int);        \
  template std::optional<std::vector<Move>> shortest_line<V>(DfPn<V>&, int); \
  template std::vector<Move> proof_line<V>(DfPn<V>&, int);                   \
  template bool is_mating_line<V>(const Position<V>&, const std::vector<Move>&);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori::engine::mate
