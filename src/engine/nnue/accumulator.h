// The accumulators along the search path, one entry per move made: push() before a move records
// which features it changes, pop() after it is unmade. Entries are brought up to date lazily,
// from the nearest computed one below, only when a position is evaluated, so moves tried and
// cut off before an evaluation cost a few stores. Nothing here allocates after construction.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

#include "engine/nnue/network.h"

namespace tori::engine::nnue {

template <class V>
class AccumulatorStack {
 public:
  using F = Features<V>;

  // capacity: the most moves pushed on top of the root at once (the search's ply limit).
  explicit AccumulatorStack(int capacity) : entries_(std::size_t(capacity) + 1) {}

  // The root position, computed from nothing; later pushes build on it.
  void reset(const Network<V>& net, const Position<V>& pos) {
    net_ = &net;
    top_ = 0;
    for (Color c : {BLACK, WHITE}) refresh(net, pos, c, entries_[0].values[c].data());
    entries_[0].computed = true;
  }

  // Before pos.do_move(m): pos is still the position the move is made from.
  void push(const Position<V>& pos, Move m) {
    Entry& e = entries_[++top_];
    e.computed = false;
    e.removed = e.added = 0;
    const Color us = pos.side_to_move();
    if (m.is_drop()) {
      const PieceType t = m.dropped();
      change_hand(e, false, us, t, pos.hand(us).count(t) - 1);
      change_board(e, true, make_piece(us, t), m.to());
      return;
    }
    const Piece moved = pos.piece_on(m.from());
    change_board(e, false, moved, m.from());
    if (const Piece captured = pos.piece_on(m.to())) {
      change_board(e, false, captured, m.to());
      const PieceType base = V::SPECS[type_of(captured)].base;
      change_hand(e, true, us, base, pos.hand(us).count(base));
    }
    const Piece arrives =
        m.is_promotion() ? make_piece(us, V::SPECS[type_of(moved)].promotes_to) : moved;
    change_board(e, true, arrives, m.to());
  }

  void pop() { --top_; }

  // Centipawns for the side to move of pos, the position on top of the stack.
  int evaluate(const Position<V>& pos) {
    update_top();
    const Color us = pos.side_to_move();
    const Entry& e = entries_[top_];
    return net_->output(e.values[us].data(), e.values[~us].data(), net_->bucket(pos));
  }

  // The top accumulator of one perspective, up to date (for tests and tracing).
  std::span<const int16_t, HIDDEN> current(Color perspective) {
    update_top();
    return entries_[top_].values[perspective];
  }

  // One perspective's accumulator from nothing: the bias plus every active feature's row.
  static void refresh(const Network<V>& net, const Position<V>& pos, Color perspective,
                      int16_t* out) {
    std::copy_n(net.feature_bias.data(), HIDDEN, out);
    std::array<int, F::MAX_ACTIVE> active;
    const int n = F::active(pos, perspective, active);
    for (int k = 0; k < n; ++k) add_row(out, row(net, active[k]));
  }

 private:
  static constexpr int MAX_CHANGES = 2;  // per direction: a capture removes two, adds two
  struct Entry {
    alignas(64) std::array<std::array<int16_t, HIDDEN>, COLOR_NB> values;
    bool computed = false;
    int removed = 0, added = 0;
    // Feature numbers as each perspective sees them: [perspective][change].
    std::array<std::array<int, MAX_CHANGES>, COLOR_NB> removed_features, added_features;
  };

  static const int16_t* row(const Network<V>& net, int feature) {
    return &net.feature_weights[std::size_t(feature) * HIDDEN];
  }
#if defined(__wasm__) && !defined(__wasm_simd128__)
  // WebAssembly without SIMD (the web engine's plain build) has no vectors: four int16 lanes to
  // a 64-bit word instead, the top bit of each lane added apart so that no carry or borrow
  // crosses into the next lane. Each lane wraps as the plain loop's does, to the bit; the
  // build's search about a third faster (docs/benchmarks.md).
  static constexpr uint64_t TOP_BITS = 0x8000'8000'8000'8000;
  static void add_row(int16_t* acc, const int16_t* w) {
    for (int i = 0; i < HIDDEN; i += 4) {
      uint64_t a, b;
      std::memcpy(&a, acc + i, 8);
      std::memcpy(&b, w + i, 8);
      a = ((a & ~TOP_BITS) + (b & ~TOP_BITS)) ^ ((a ^ b) & TOP_BITS);
      std::memcpy(acc + i, &a, 8);
    }
  }
  static void sub_row(int16_t* acc, const int16_t* w) {
    for (int i = 0; i < HIDDEN; i += 4) {
      uint64_t a, b;
      std::memcpy(&a, acc + i, 8);
      std::memcpy(&b, w + i, 8);
      a = ((a | TOP_BITS) - (b & ~TOP_BITS)) ^ ((a ^ ~b) & TOP_BITS);
      std::memcpy(acc + i, &a, 8);
    }
  }
#else
  // Fixed-width loops over int16 lanes: vectorised at -O2 and above. The sums wrap, which
  // C++20 defines, so an extreme net cannot make the incremental and full sums differ.
  static void add_row(int16_t* acc, const int16_t* w) {
    for (int i = 0; i < HIDDEN; ++i) acc[i] = int16_t(acc[i] + w[i]);
  }
  static void sub_row(int16_t* acc, const int16_t* w) {
    for (int i = 0; i < HIDDEN; ++i) acc[i] = int16_t(acc[i] - w[i]);
  }
#endif

  void record(Entry& e, bool add, Color perspective, int feature) {
    if (add)
      e.added_features[perspective][e.added] = feature;
    else
      e.removed_features[perspective][e.removed] = feature;
  }
  void change_board(Entry& e, bool add, Piece p, Square s) {
    for (Color c : {BLACK, WHITE}) record(e, add, c, F::board(c, p, s));
    ++(add ? e.added : e.removed);
  }
  // The hand feature of the (index+1)-th piece of type t: gained by a capture, lost by a drop.
  void change_hand(Entry& e, bool add, Color owner, PieceType t, int index) {
    if (F::hand(BLACK, owner, t, index) < 0) return;  // beyond the features' limit
    for (Color c : {BLACK, WHITE}) record(e, add, c, F::hand(c, owner, t, index));
    ++(add ? e.added : e.removed);
  }

  void update_top() {
    int k = top_;
    while (!entries_[k].computed) --k;
    for (++k; k <= top_; ++k) {
      const Entry& below = entries_[k - 1];
      Entry& e = entries_[k];
      for (Color c : {BLACK, WHITE}) {
        int16_t* acc = e.values[c].data();
        std::copy_n(below.values[c].data(), HIDDEN, acc);
        for (int i = 0; i < e.removed; ++i) sub_row(acc, row(*net_, e.removed_features[c][i]));
        for (int i = 0; i < e.added; ++i) add_row(acc, row(*net_, e.added_features[c][i]));
      }
      e.computed = true;
    }
  }

  std::vector<Entry> entries_;
  int top_ = 0;
  const Network<V>* net_ = nullptr;
};

// The evaluation of pos without a stack: both accumulators from nothing (for tools and tests).
template <class V>
int evaluate_from_scratch(const Network<V>& net, const Position<V>& pos) {
  std::array<std::array<int16_t, HIDDEN>, COLOR_NB> acc;
  for (Color c : {BLACK, WHITE}) AccumulatorStack<V>::refresh(net, pos, c, acc[c].data());
  const Color us = pos.side_to_move();
  return net.output(acc[us].data(), acc[~us].data(), net.bucket(pos));
}

}  // namespace tori::engine::nnue
