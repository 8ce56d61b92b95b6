// The net files compiled into the binary: CMake turns src/engine/nnue/nets/<variant>.nnue into
// a byte array at build time (embed_net.cmake), so `tori engine` needs no file beside it.
#pragma once

#include <span>
#include <string_view>

namespace tori::engine::nnue {

// The bytes of the embedded net of variant "tori" or "yari"; empty when none was committed.
std::span<const unsigned char> embedded_net_bytes(std::string_view variant);

}  // namespace tori::engine::nnue
