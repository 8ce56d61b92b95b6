// Reading a request's target, and the framing refused.
#include "server/web/request_target.h"

#include <boost/beast/http/field.hpp>

#include "core/text.h"

namespace tori::server::web {

namespace http = boost::beast::http;

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::optional<std::string> percent_decode(std::string_view text, bool plus_is_space) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '+' && plus_is_space) {
      out += ' ';
    } else if (c == '%') {
      if (i + 2 >= text.size()) return std::nullopt;
      int high = hex_value(text[i + 1]), low = hex_value(text[i + 2]);
      if (high < 0 || low < 0 || (high == 0 && low == 0)) return std::nullopt;
      out += static_cast<char>(high * 16 + low);
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

ApiResult<std::vector<std::string>> path_segments(std::string_view path) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t slash = path.find('/', start);
    if (slash == std::string_view::npos) slash = path.size();
    if (slash > start) {
      auto decoded = percent_decode(path.substr(start, slash - start), false);
      if (!decoded)
        return bad_request("the path has a malformed percent escape: " + std::string(path));
      parts.push_back(std::move(*decoded));
    }
    start = slash + 1;
  }
  return parts;
}

ApiResult<std::map<std::string, std::string>> parse_query(std::string_view query) {
  std::map<std::string, std::string> out;
  std::size_t start = 0;
  while (start < query.size()) {
    std::size_t amp = query.find('&', start);
    if (amp == std::string_view::npos) amp = query.size();
    std::string_view item = query.substr(start, amp - start);
    std::size_t eq = item.find('=');
    if (!item.empty()) {
      auto name = percent_decode(item.substr(0, eq), true);
      auto value = eq == std::string_view::npos ? std::optional<std::string>("")
                                                : percent_decode(item.substr(eq + 1), true);
      if (!name || !value) return bad_request("the query has a malformed percent escape");
      out[*name] = *value;
    }
    start = amp + 1;
  }
  return out;
}

std::string bearer_token(std::string_view authorization) {
  constexpr std::string_view PREFIX = "bearer ";
  if (authorization.size() <= PREFIX.size() ||
      !equals_ignoring_case(authorization.substr(0, PREFIX.size()), PREFIX))
    return "";
  return std::string(authorization.substr(PREFIX.size()));
}

bool has_folded_line(std::string_view head) {
  for (std::size_t i = head.find('\n'); i != std::string_view::npos && i + 1 < head.size();
       i = head.find('\n', i + 1))
    if (head[i + 1] == ' ' || head[i + 1] == '\t') return true;
  return false;
}

std::optional<ApiError> refused_framing(const http::request<http::string_body>& request) {
  if (request.version() != 11)
    return bad_request("only HTTP/1.1 is served (this request is HTTP/" +
                       std::to_string(request.version() / 10) + "." +
                       std::to_string(request.version() % 10) + ")");
  // Exactly "chunked" (in any case): Beast takes any list that ends in it as chunked, and
  // "gzip, chunked" would then be read as a body nobody decodes.
  auto coding = request.find(http::field::transfer_encoding);
  if (coding != request.end() &&
      (request.count(http::field::transfer_encoding) != 1 ||
       !equals_ignoring_case(trim(std::string_view(coding->value().data(), coding->value().size())),
                             "chunked")))
    return ApiError{
        400, "bad_request",
        "Transfer-Encoding other than exactly chunked is not accepted: send the body with "
        "Content-Length or chunked"};
  return std::nullopt;
}

}  // namespace tori::server::web
