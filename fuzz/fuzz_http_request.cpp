// Fuzzes the HTTP request path as a connection reads it: the bytes go through Beast's parser with
// the server's limits (head, body, and the read buffer that bounds trailers and chunk
// extensions), in pieces as a socket would deliver them; a request that parses is then checked
// for its framing and its target read into segments, query and token. Nothing may crash or throw,
// and nothing may hold more than the limits allow.
#include <algorithm>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "fuzz_checks.h"
#include "server/web/request_target.h"
#include "server/web/web_options.h"

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
using namespace tori::server::web;

void read_target(const http::request<http::string_body>& request) {
  (void)refused_framing(request);
  std::string_view target(request.target().data(), request.target().size());
  std::size_t question = target.find('?');
  (void)path_segments(target.substr(0, question));
  if (question != std::string_view::npos) (void)parse_query(target.substr(question + 1));
  auto authorization = request[http::field::authorization];
  (void)bearer_token(std::string_view(authorization.data(), authorization.size()));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view input = tori::fuzz::as_text(data, size);
  WebOptions options;
  options.max_header = 1024;  // small limits, so the fuzzer reaches them
  options.max_body = 4096;
  // The first byte sets how the bytes are cut into reads.
  std::size_t piece = input.empty() ? 1 : 1 + static_cast<unsigned char>(input[0]) % 64;
  if (!input.empty()) input.remove_prefix(1);
  beast::flat_buffer buffer(read_buffer_limit(options));
  http::request_parser<http::string_body> parser;
  parser.header_limit(static_cast<std::uint32_t>(options.max_header));
  parser.body_limit(options.max_body);
  std::size_t fed = 0;
  while (!parser.is_done()) {
    std::size_t fed_before = fed;
    if (fed < input.size() && buffer.size() < buffer.max_size()) {
      std::size_t n = std::min({piece, input.size() - fed, buffer.max_size() - buffer.size()});
      auto space = buffer.prepare(n);
      std::memcpy(space.data(), input.data() + fed, n);
      buffer.commit(n);
      fed += n;
    }
    beast::error_code ec;
    std::size_t used = parser.put(buffer.data(), ec);
    buffer.consume(used);
    // Nothing taken and nothing new to give: the server would wait for the client here.
    if (!ec && used == 0 && fed == fed_before) return 0;
    if (ec == http::error::need_more) {
      if (fed == input.size()) return 0;                 // the client stopped mid-request
      if (buffer.size() == buffer.max_size()) return 0;  // the server answers 413 here
      continue;
    }
    if (ec) return 0;  // answered 400 or 413
  }
  TORI_FUZZ_CHECK(parser.get().body().size() <= options.max_body, std::string(input));
  read_target(parser.get());
  return 0;
}
