// Fuzzes the NNUE's binary readers: a net file (`EvalFile` reads any file it is given) and a
// packed training record (`tori nnue eval`, the trainer's data). Neither may crash; a net that is
// accepted evaluates the start position (UBSan watches its sums), and a record that unpacks is a
// sound position that packs again.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>

#include "engine/nnue/accumulator.h"
#include "fuzz_checks.h"
#include "tune/packed_position.h"

namespace {

template <class V>
void read_net(std::span<const unsigned char> bytes) {
  auto net = tori::engine::nnue::read_network<V>(bytes);
  if (net.ok()) (void)tori::engine::nnue::evaluate_from_scratch(*net, tori::start_position<V>());
}

template <class V>
void read_record(const tori::tune::PackedBytes& bytes) {
  (void)tori::tune::packed_game(bytes);
  auto record = tori::tune::unpack<V>(bytes);
  if (!record) return;
  tori::fuzz::check_position(record->first);
  TORI_FUZZ_CHECK(record->second.result >= -1 && record->second.result <= 1,
                  "result " + std::to_string(record->second.result));
  TORI_FUZZ_CHECK(
      tori::tune::pack(record->first, record->second).has_value(),
      "an unpacked record that does not pack again: " + tori::fuzz::describe(record->first));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::span<const unsigned char> bytes(data, size);
  read_net<tori::Tori>(bytes);
  read_net<tori::Yari>(bytes);
  if (size >= tori::tune::PACKED_SIZE) {
    tori::tune::PackedBytes record;
    std::memcpy(record.data(), data, record.size());
    read_record<tori::Tori>(record);
    read_record<tori::Yari>(record);
  }
  return 0;
}
