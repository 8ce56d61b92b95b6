// The load tester's reader of server blocks: any bytes, fed in two pieces, never crash it, and
// every block it gives has a known kind.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "loadtest/block_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  std::size_t cut = size ? data[0] % (size + 1) : 0;
  tori::loadtest::BlockReader reader;
  if (reader.feed(bytes.substr(0, cut))) reader.feed(bytes.substr(cut));
  while (auto block = reader.next())
    if (block->kind != "hello" && block->kind != "reply" && block->kind != "push" &&
        block->kind != "bye")
      __builtin_trap();
  return 0;
}
