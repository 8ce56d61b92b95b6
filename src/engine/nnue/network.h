// The network of one variant: a feature transformer (int16 weights, one accumulator per
// perspective), clipped ReLU, and one output per material bucket. Read from and written to our
// net file format (docs/nnue.md); the same bytes come from a file or from the binary itself.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/result.h"
#include "engine/nnue/features.h"

// The accumulator's width, fixed at compile time (the file must match): 128 to 512.
#ifndef TORI_NNUE_HIDDEN
#define TORI_NNUE_HIDDEN 256
#endif

namespace tori::engine::nnue {

constexpr int HIDDEN = TORI_NNUE_HIDDEN;
static_assert(HIDDEN >= 128 && HIDDEN <= 512 && HIDDEN % 32 == 0);
constexpr int MAX_BUCKETS = 8;
constexpr uint32_t FILE_VERSION = 1;
constexpr char FILE_MAGIC[8] = {'T', 'O', 'R', 'I', 'N', 'N', 'U', 'E'};

template <class V>
struct Network {
  using F = Features<V>;
  int buckets = 1;
  // The float network's output times eval_scale is centipawns; the quantised sums carry a
  // factor of qa (accumulator) times qb (output weights), divided out at the end.
  int32_t qa = 255, qb = 64, eval_scale = 400;
  std::string description;               // which data round and command made it
  std::vector<int16_t> feature_bias;     // [HIDDEN]
  std::vector<int16_t> feature_weights;  // [F::COUNT][HIDDEN]
  std::vector<int16_t> output_weights;   // [buckets][2 * HIDDEN]: own half, then the other
  std::vector<int32_t> output_bias;      // [buckets]

  // All weights zero, in the sizes this build expects.
  static Network zeroed(int buckets = 1);
  // Which output a position uses: by the number of pieces still on the board.
  int bucket(const Position<V>& pos) const;
  // Centipawns for the side to move, from the two perspectives' accumulators.
  int output(const int16_t* own, const int16_t* other, int bucket) const;
};

// Parses a net file's bytes; an error names what is wrong (magic, version, variant, sizes).
template <class V>
Result<Network<V>> read_network(std::span<const unsigned char> bytes);
template <class V>
Result<Network<V>> load_network(const std::string& path);
template <class V>
std::vector<unsigned char> write_network(const Network<V>& net);

// The net compiled into the binary (src/engine/nnue/nets/<variant>.nnue); an error if it does
// not fit this build.
template <class V>
Result<const Network<V>*> embedded_network();

}  // namespace tori::engine::nnue
