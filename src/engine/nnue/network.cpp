// The net file format (little-endian; docs/nnue.md): magic, version, variant, sizes, the
// quantisation, a description, then the arrays in the order of Network's members.
#include "engine/nnue/network.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>

#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

#include "core/variant.h"
#include "engine/nnue/embedded.h"

namespace tori::engine::nnue {

static_assert(std::endian::native == std::endian::little, "net files are read in place");

namespace {

constexpr uint32_t variant_code(std::string_view name) { return name == "tori" ? 0 : 1; }

// Reads fixed-size values off the front of a byte span; any shortfall is remembered.
class ByteReader {
 public:
  explicit ByteReader(std::span<const unsigned char> bytes) : bytes_(bytes) {}
  template <class T>
  T value() {
    T v{};
    read(&v, sizeof v);
    return v;
  }
  template <class T>
  void array(std::vector<T>& out, std::size_t n) {
    out.resize(n);
    read(out.data(), n * sizeof(T));
  }
  std::string text(std::size_t n) {
    std::string s(std::min(n, bytes_.size() - pos_), '\0');
    read(s.data(), n);
    return s;
  }
  bool short_read() const { return short_; }
  bool at_end() const { return pos_ == bytes_.size(); }

 private:
  void read(void* out, std::size_t n) {
    if (short_ || bytes_.size() - pos_ < n) {
      short_ = true;
      return;
    }
    std::memcpy(out, bytes_.data() + pos_, n);
    pos_ += n;
  }
  std::span<const unsigned char> bytes_;
  std::size_t pos_ = 0;
  bool short_ = false;
};

// resize and memcpy rather than insert: GCC 12 warns falsely (-Warray-bounds) on inserting the
// bytes of a small object.
void append_bytes(std::vector<unsigned char>& out, const void* p, std::size_t n) {
  const std::size_t at = out.size();
  out.resize(at + n);
  if (n) std::memcpy(out.data() + at, p, n);
}

template <class T>
void append(std::vector<unsigned char>& out, const T& v) {
  append_bytes(out, &v, sizeof v);
}

template <class T>
void append_array(std::vector<unsigned char>& out, const std::vector<T>& v) {
  append_bytes(out, v.data(), v.size() * sizeof(T));
}

// The output sum is an int32: a net whose largest possible sum would overflow it is refused
// rather than evaluated wrongly.
template <class V>
bool output_fits_int32(const Network<V>& net) {
  for (int b = 0; b < net.buckets; ++b) {
    int64_t bound = std::abs(int64_t(net.output_bias[b]));
    for (int i = 0; i < 2 * HIDDEN; ++i)
      bound += int64_t(net.qa) * std::abs(int64_t(net.output_weights[b * 2 * HIDDEN + i]));
    if (bound > std::numeric_limits<int32_t>::max()) return false;
  }
  return true;
}

}  // namespace

template <class V>
Network<V> Network<V>::zeroed(int buckets) {
  Network net;
  net.buckets = buckets;
  net.feature_bias.assign(HIDDEN, 0);
  net.feature_weights.assign(std::size_t(F::COUNT) * HIDDEN, 0);
  net.output_weights.assign(std::size_t(buckets) * 2 * HIDDEN, 0);
  net.output_bias.assign(buckets, 0);
  return net;
}

template <class V>
int Network<V>::bucket(const Position<V>& pos) const {
  // Both sets together; shogi pieces never leave the game, only the board.
  constexpr int total = [] {
    int n = 0;
    for (int c : V::SET_COUNT) n += 2 * c;
    return n;
  }();
  int on_board = popcount(pos.pieces());
  return std::clamp((on_board - 1) * buckets / total, 0, buckets - 1);
}

#ifdef __wasm_simd128__
namespace {

// The sum of clamp(a[i], 0, limit) * w[i] in WebAssembly SIMD: clang leaves the plain loop below
// scalar for WebAssembly (the web engine's SIMD build, docs/benchmarks.md), so it is spelt out:
// eight lanes clamped at a time, multiplied and added in pairs (i32x4.dot_i16x8_s). The sum is
// the loop's to the bit: output_fits_int32 keeps every order of adding free of overflow.
int32_t clamped_dot(const int16_t* a, const int16_t* w, int16_t limit) {
  const v128_t zero = wasm_i16x8_splat(0), top = wasm_i16x8_splat(limit);
  v128_t sums = wasm_i32x4_splat(0);
  for (int i = 0; i < HIDDEN; i += 8) {
    const v128_t x = wasm_i16x8_min(wasm_i16x8_max(wasm_v128_load(a + i), zero), top);
    sums = wasm_i32x4_add(sums, wasm_i32x4_dot_i16x8(x, wasm_v128_load(w + i)));
  }
  return wasm_i32x4_extract_lane(sums, 0) + wasm_i32x4_extract_lane(sums, 1) +
         wasm_i32x4_extract_lane(sums, 2) + wasm_i32x4_extract_lane(sums, 3);
}

}  // namespace
#endif

template <class V>
int Network<V>::output(const int16_t* own, const int16_t* other, int bucket) const {
  const int16_t* w = &output_weights[std::size_t(bucket) * 2 * HIDDEN];
  const int16_t limit = int16_t(qa);
#ifdef __wasm_simd128__
  int32_t sum = clamped_dot(own, w, limit) + clamped_dot(other, w + HIDDEN, limit);
#else
  int32_t sum = 0;
  // Plain loops over fixed widths: the compiler turns them into vector instructions.
  for (int i = 0; i < HIDDEN; ++i) sum += int32_t(std::clamp<int16_t>(own[i], 0, limit)) * w[i];
  for (int i = 0; i < HIDDEN; ++i)
    sum += int32_t(std::clamp<int16_t>(other[i], 0, limit)) * w[HIDDEN + i];
#endif
  sum += output_bias[bucket];
  // Kept below the search's decisive scores (repetition wins, mates).
  constexpr int MAX_EVAL = 9000;
  return std::clamp(int(int64_t(sum) * eval_scale / (int64_t(qa) * qb)), -MAX_EVAL, MAX_EVAL);
}

template <class V>
Result<Network<V>> read_network(std::span<const unsigned char> bytes) {
  using F = Features<V>;
  ByteReader in(bytes);
  char magic[8];
  for (char& c : magic) c = in.value<char>();
  if (in.short_read() || std::memcmp(magic, FILE_MAGIC, 8) != 0)
    return make_error(ErrorKind::INVALID, "not a Tori net file (bad magic)");
  if (uint32_t version = in.value<uint32_t>(); version != FILE_VERSION)
    return make_error(ErrorKind::INVALID, "net file version " + std::to_string(version) +
                                              ", this build reads " + std::to_string(FILE_VERSION));
  if (in.value<uint32_t>() != variant_code(V::NAME))
    return make_error(ErrorKind::INVALID, "the net is for the other variant");
  uint32_t features = in.value<uint32_t>(), hidden = in.value<uint32_t>();
  if (features != uint32_t(F::COUNT) || hidden != uint32_t(HIDDEN))
    return make_error(ErrorKind::INVALID, "net sizes " + std::to_string(features) + "x" +
                                              std::to_string(hidden) + ", this build needs " +
                                              std::to_string(F::COUNT) + "x" +
                                              std::to_string(HIDDEN));
  Network<V> net;
  uint32_t buckets = in.value<uint32_t>();
  net.qa = in.value<int32_t>();
  net.qb = in.value<int32_t>();
  net.eval_scale = in.value<int32_t>();
  if (in.short_read() || buckets < 1 || buckets > uint32_t(MAX_BUCKETS) || net.qa < 1 ||
      net.qa > 255 || net.qb < 1 || net.qb > 4096 || net.eval_scale < 1 || net.eval_scale > 10000)
    return make_error(ErrorKind::INVALID, "net header out of range");
  net.buckets = int(buckets);
  uint32_t text_size = in.value<uint32_t>();
  if (text_size > 4096) return make_error(ErrorKind::INVALID, "net description too long");
  net.description = in.text(text_size);
  in.array(net.feature_bias, HIDDEN);
  in.array(net.feature_weights, std::size_t(F::COUNT) * HIDDEN);
  in.array(net.output_weights, std::size_t(buckets) * 2 * HIDDEN);
  in.array(net.output_bias, buckets);
  if (in.short_read()) return make_error(ErrorKind::INVALID, "net file is truncated");
  if (!in.at_end()) return make_error(ErrorKind::INVALID, "net file has trailing bytes");
  if (!output_fits_int32(net))
    return make_error(ErrorKind::INVALID, "net output weights too large for 32-bit sums");
  return net;
}

template <class V>
Result<Network<V>> load_network(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return make_error(ErrorKind::NOT_FOUND, "cannot open net file " + path);
  std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(file)),
                                   std::istreambuf_iterator<char>());
  auto net = read_network<V>(bytes);
  if (!net) return make_error(net.error().kind, path + ": " + net.error().message);
  return net;
}

template <class V>
std::vector<unsigned char> write_network(const Network<V>& net) {
  std::vector<unsigned char> out;
  append_bytes(out, FILE_MAGIC, sizeof FILE_MAGIC);
  append(out, FILE_VERSION);
  append(out, variant_code(V::NAME));
  append(out, uint32_t(Features<V>::COUNT));
  append(out, uint32_t(HIDDEN));
  append(out, uint32_t(net.buckets));
  append(out, net.qa);
  append(out, net.qb);
  append(out, net.eval_scale);
  append(out, uint32_t(net.description.size()));
  append_bytes(out, net.description.data(), net.description.size());
  append_array(out, net.feature_bias);
  append_array(out, net.feature_weights);
  append_array(out, net.output_weights);
  append_array(out, net.output_bias);
  return out;
}

template <class V>
Result<const Network<V>*> embedded_network() {
  // Parsed once, on first use, and kept for the life of the program.
  static const Result<Network<V>> net = read_network<V>(embedded_net_bytes(V::NAME));
  if (!net) return make_error(net.error().kind, "embedded net: " + net.error().message);
  return &net.value();
}

template struct Network<Tori>;
template struct Network<Yari>;
template Result<Network<Tori>> read_network<Tori>(std::span<const unsigned char>);
template Result<Network<Yari>> read_network<Yari>(std::span<const unsigned char>);
template Result<Network<Tori>> load_network<Tori>(const std::string&);
template Result<Network<Yari>> load_network<Yari>(const std::string&);
template std::vector<unsigned char> write_network<Tori>(const Network<Tori>&);
template std::vector<unsigned char> write_network<Yari>(const Network<Yari>&);
template Result<const Network<Tori>*> embedded_network<Tori>();
template Result<const Network<Yari>*> embedded_network<Yari>();

}  // namespace tori::engine::nnue
