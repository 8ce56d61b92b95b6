// Chooses between the byte arrays embed_net.cmake generated from nets/*.nnue.
#include "engine/nnue/embedded.h"

#include <cstddef>

namespace tori::engine::nnue {

namespace generated {
extern const unsigned char tori_net[];
extern const std::size_t tori_net_size;
extern const unsigned char yari_net[];
extern const std::size_t yari_net_size;
}  // namespace generated

std::span<const unsigned char> embedded_net_bytes(std::string_view variant) {
  if (variant == "tori") return {generated::tori_net, generated::tori_net_size};
  return {generated::yari_net, generated::yari_net_size};
}

}  // namespace tori::engine::nnue
