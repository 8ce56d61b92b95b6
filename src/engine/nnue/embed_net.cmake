# Turns a net file into a C++ source holding its bytes: run at build time as
#   cmake -DNET_FILE=... -DVARIANT=tori -DOUTPUT=... -P embed_net.cmake
# A missing net file gives an empty array, so a build without a committed net still links and
# the engine reports that no net is embedded.
if(EXISTS "${NET_FILE}")
  file(READ "${NET_FILE}" hex HEX)
else()
  set(hex "")
endif()
string(LENGTH "${hex}" hex_length)
math(EXPR size "${hex_length} / 2")
if(size EQUAL 0)
  set(bytes "0")
else()
  # Sixteen bytes a line keeps the generated file readable by editors and diff tools.
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "((0x..,){16})" "\\1\n" bytes "${bytes}")
endif()
file(WRITE "${OUTPUT}"
     "// Generated from ${NET_FILE} by embed_net.cmake; do not edit.\n"
     "#include <cstddef>\n"
     "namespace tori::engine::nnue::generated {\n"
     "extern const unsigned char ${VARIANT}_net[];\n"
     "extern const std::size_t ${VARIANT}_net_size;\n"
     "alignas(64) const unsigned char ${VARIANT}_net[] = {\n${bytes}};\n"
     "const std::size_t ${VARIANT}_net_size = ${size};\n"
     "}  // namespace tori::engine::nnue::generated\n")
