// An HTTP request's head read into what the API routes on: the path split into percent-decoded
// segments, the query decoded, the bearer token; and the framing the server refuses (HTTP/1.0,
// a transfer coding other than chunked) caught before anything is routed. Pure functions: the
// fuzz target feeds them from Beast's parser without a socket.
#pragma once

#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "server/web/api_reply.h"

namespace tori::server::web {

// "%61lice" -> "alice". Nothing for a malformed escape ("%6", "%zz") or one that decodes to NUL.
// In a query, '+' stands for a space; in a path it is itself.
std::optional<std::string> percent_decode(std::string_view text, bool plus_is_space);

// "/api/users/%61lice/" -> {"api", "users", "alice"} (empty segments dropped); a 400 for a
// malformed escape. A decoded '/' stays inside its segment.
ApiResult<std::vector<std::string>> path_segments(std::string_view path);

// Whether a path is the API's ("/api", "/api/..."); every other path is the web client's.
inline bool is_api_path(std::string_view path) {
  return path == "/api" || path.starts_with("/api/");
}

// "a=1&b=%20x" -> {a: "1", b: " x"}; a 400 for a malformed escape.
ApiResult<std::map<std::string, std::string>> parse_query(std::string_view query);

// "Bearer TOKEN" (the scheme in any case) -> TOKEN; anything else -> "".
std::string bearer_token(std::string_view authorization);

// Whether a request's head (its bytes up to the empty line) has a line that starts with a space
// or a tab: an obs-fold, a continuation of the line before that a proxy may read otherwise, or
// a first header line that a proxy might take as part of the request line. Refused (400).
bool has_folded_line(std::string_view head);

// Why the server will not serve this request as it was framed, if it will not: only HTTP/1.1,
// and no body in a transfer coding other than exactly chunked ("gzip, chunked" too) (read as no
// body, it would let a request hide inside another behind a proxy that reads it otherwise).
std::optional<ApiError> refused_framing(
    const boost::beast::http::request<boost::beast::http::string_body>& request);

}  // namespace tori::server::web
