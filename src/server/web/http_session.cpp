// An HTTP connection's life: read a request, answer it, again while kept alive; an upgrade
// leaves for a WsSession. Errors of the request itself (too big, malformed) are answered as the
// API's errors are, then the connection is closed.
#include "server/web/http_session.h"

#include <array>
#include <boost/asio/post.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <cctype>
#include <utility>

#include "server/web/request_target.h"
#include "server/web/ws_session.h"

namespace tori::server::web {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

HttpSession::HttpSession(asio::ip::tcp::socket socket, std::string address,
                         std::shared_ptr<WebState> state)
    : stream_(std::move(socket)),
      buffer_(read_buffer_limit(state->options())),
      delay_timer_(stream_.get_executor()),
      head_timer_(stream_.get_executor()),
      address_(std::move(address)),
      state_(std::move(state)),
      bucket_(state_->options().requests_per_second, state_->options().burst,
              std::chrono::steady_clock::now()) {}

HttpSession::~HttpSession() {
  release_counts();
  state_->closed(this);
}

void HttpSession::release_counts() {
  if (std::exchange(half_open_, false)) state_->release_half_open(address_);
  if (std::exchange(counted_, false)) state_->release(address_);
}

void HttpSession::start() {
  counted_ = half_open_ = true;
  state_->opened(shared_from_this());
  read_head();  // the first request's deadline runs from the connection's start
}

void HttpSession::refuse(const net::Refusal& why) {
  bool full = why.server_full;
  answer(error_reply(full ? ApiError{503, "busy", why.message, {}, 5}
                          : ApiError{429, "too_many_requests", why.message}),
         false);
}

void HttpSession::close() {
  asio::post(stream_.get_executor(), [self = shared_from_this()] { self->close_here(); });
}

void HttpSession::close_here() {
  // The address's places are free before the client can see the close (and connect again),
  // though a request of this connection may still hold it on the service thread.
  release_counts();
  delay_timer_.cancel();
  head_timer_.cancel();
  beast::error_code ignored;
  stream_.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  stream_.socket().close(ignored);
}

// After a last answer, what the client still sends (the rest of a body too big to take) is read
// and dropped for a moment before closing: closing with unread data would reset the connection,
// and the client might never see the answer.
void HttpSession::linger_close() {
  beast::error_code ignored;
  stream_.socket().shutdown(asio::ip::tcp::socket::shutdown_send, ignored);
  stream_.expires_after(std::chrono::seconds(2));
  drain();
}

void HttpSession::drain() {
  constexpr std::size_t MAX_DRAINED = 1 << 20;
  stream_.async_read_some(asio::buffer(drain_buffer_),
                          [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                            self->drained_ += n;
                            if (ec || self->drained_ > MAX_DRAINED) return self->close_here();
                            self->drain();
                          });
}

void HttpSession::read() {
  if (state_->stopping()) return;
  if (buffer_.size() > 0) return read_head();  // pipelined: the next request has begun
  stream_.expires_after(state_->options().idle);
  stream_.async_read_some(buffer_.prepare(read_buffer_limit(state_->options())),
                          [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                            if (ec) return self->close_here();
                            self->buffer_.commit(n);
                            self->read_head();
                          });
}

// The head is read whole into the buffer before the parser sees it: its deadline is our own
// timer (a timed-out tcp_stream would close before a 408 could be written), and its raw lines
// are checked for folds, which the parser would quietly join.
void HttpSession::read_head() {
  if (state_->stopping()) return;
  const WebOptions& o = state_->options();
  stream_.expires_after(o.idle);
  head_late_ = false;
  head_timer_.expires_after(o.header_deadline);
  head_timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (ec) return;
    self->head_late_ = true;
    self->stream_.cancel();
  });
  read_more_of_head(0);
}

namespace {

// Whether Beast's parser, given these bytes of a head, asks for more rather than failing.
bool could_begin_request(std::string_view head) {
  http::request_parser<http::empty_body> probe;
  beast::error_code ec;
  probe.put(asio::buffer(head.data(), head.size()), ec);
  return !ec || ec == http::error::need_more;
}

}  // namespace

// Reads until the buffer holds the empty line that ends the head (searched from where the last
// read ended), or is full.
void HttpSession::read_more_of_head(std::size_t searched) {
  std::string_view held(static_cast<const char*>(buffer_.data().data()), buffer_.size());
  if (std::size_t end = held.find("\r\n\r\n", searched); end != std::string_view::npos)
    return on_head({}, end + 4);
  // What the parser can already tell is not HTTP (a TLS hello, say) is answered now, as before.
  if (!held.empty() && !could_begin_request(held)) return read_body();
  std::size_t room = buffer_.max_size() - buffer_.size();
  if (room == 0) return on_head(asio::error::not_found, 0);
  // The empty line may straddle this read and the next.
  std::size_t search_from = held.size() < 3 ? 0 : held.size() - 3;
  stream_.async_read_some(buffer_.prepare(room), [self = shared_from_this(), search_from](
                                                     beast::error_code ec, std::size_t n) {
    if (ec) return self->on_head(ec, 0);
    self->buffer_.commit(n);
    self->read_more_of_head(search_from);
  });
}

void HttpSession::on_head(beast::error_code ec, std::size_t head_size) {
  head_timer_.cancel();
  const WebOptions& o = state_->options();
  if (ec == asio::error::operation_aborted && head_late_ && !state_->stopping())
    return answer(error_reply({408, "request_timeout",
                               "the request's head did not come whole within " +
                                   std::to_string(o.header_deadline.count()) + " ms"}),
                  false);
  // The buffer filled up before the head's end.
  if (ec == asio::error::not_found)
    return answer(error_reply({413, "too_large",
                               "the headers are over " + std::to_string(o.max_header) + " bytes"}),
                  false);
  if (ec) return close_here();
  auto head = static_cast<const char*>(buffer_.data().data());
  if (has_folded_line(std::string_view(head, head_size)))
    return answer(error_reply(bad_request("a header line starts with a space or a tab (a folded "
                                          "line): write each header on one line")),
                  false);
  if (half_open_) {
    half_open_ = false;
    state_->release_half_open(address_);
  }
  read_body();
}

void HttpSession::read_body() {
  const WebOptions& o = state_->options();
  parser_.emplace();
  parser_->header_limit(static_cast<std::uint32_t>(o.max_header));
  parser_->body_limit(o.max_body);
  stream_.expires_after(o.idle);
  http::async_read(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
}

void HttpSession::on_read(beast::error_code ec) {
  if (ec == http::error::end_of_stream || ec == beast::error::timeout ||
      ec == asio::error::operation_aborted || ec == asio::error::connection_reset ||
      ec == asio::error::eof)
    return close_here();
  const WebOptions& o = state_->options();
  if (ec == http::error::body_limit)
    return answer(error_reply({413, "too_large",
                               "the body is over " + std::to_string(o.max_body) + " bytes"}),
                  false);
  if (ec == http::error::header_limit)
    return answer(error_reply({413, "too_large",
                               "the headers are over " + std::to_string(o.max_header) + " bytes"}),
                  false);
  // The buffer holds a head, a chunk's header or the trailer whole: one that does not fit is
  // refused here, so neither a trailer nor chunk extensions can grow without end.
  if (ec == http::error::buffer_overflow)
    return answer(error_reply({413, "too_large",
                               "a header, chunk header or trailer is over " +
                                   std::to_string(read_buffer_limit(o)) + " bytes"}),
                  false);
  if (ec)
    return answer(error_reply(bad_request("not an HTTP/1.1 request: " + ec.message())), false);
  handle(parser_->release());
}

std::optional<ApiError> HttpSession::over_rate() {
  auto now = std::chrono::steady_clock::now();
  const WebOptions& o = state_->options();
  if (!bucket_.take(now))
    return too_many("too many requests on this connection (at most " +
                        std::to_string(int(o.requests_per_second)) + " a second)",
                    bucket_.wait(now));
  if (auto wait = state_->guards().request_from(address_, now))
    return too_many("too many requests from your address", *wait);
  return std::nullopt;
}

void HttpSession::handle(Request request) {
  if (auto refused = refused_framing(request)) return answer(error_reply(*refused), false);
  if (auto refused = over_rate()) return answer(error_reply(*refused), request.keep_alive());
  if (beast::websocket::is_upgrade(request)) return upgrade(std::move(request));
  std::string_view target(request.target().data(), request.target().size());
  std::size_t question = target.find('?');
  ApiRequest api_request;
  api_request.method = std::string(request.method_string());
  api_request.path = std::string(target.substr(0, question));
  if (question != std::string_view::npos) {
    auto query = parse_query(target.substr(question + 1));
    if (!query) return answer(error_reply(query.error()), request.keep_alive());
    api_request.query = std::move(*query);
  }
  if (state_->options().site && !is_api_path(api_request.path))
    return answer_file(request, api_request.path);
  api_request.body = std::move(request.body());
  auto authorization = request[http::field::authorization];
  api_request.token = bearer_token(std::string_view(authorization.data(), authorization.size()));
  api_request.address = address_;
  run(std::move(api_request), request.keep_alive());
}

void HttpSession::run(ApiRequest request, bool keep_alive) {
  // Called on the service thread, from there back to the strand.
  auto answered = [self = shared_from_this(), keep_alive](ApiReply reply) {
    asio::post(self->stream_.get_executor(), [self, keep_alive, reply = std::move(reply)] {
      if (self->state_->stopping()) return self->close_here();
      self->answer(reply, keep_alive);
    });
  };
  asio::post(state_->service(),
             [self = shared_from_this(), answered, request = std::move(request)]() mutable {
               Api& api = self->state_->api();
               auto step = api.password_step(request);
               if (!step) return api.handle(request, answered);
               if (!*step) return answered(error_reply(step->error()));
               auto shared = std::make_shared<ApiRequest>(std::move(request));
               bool queued = self->state_->passwords().run(
                   [work = **step] { return work.run(); },
                   [self, shared, work = **step, answered](net::PasswordStep::Outcome outcome) {
                     if (self->state_->stopping()) return self->close();
                     self->state_->api().password_done(work, outcome, *shared);
                     self->state_->api().handle(*shared, answered);
                   });
               if (!queued)
                 answered(error_reply({503, "busy", "too many logins and signups at once", {}, 1}));
             });
}

void HttpSession::answer_file(const Request& request, const std::string& path) {
  bool keep_alive = request.keep_alive();
  bool head = request.method() == http::verb::head;
  if (!head && request.method() != http::verb::get) {
    ApiReply refused = error_reply({405, "method_not_allowed",
                                    std::string(request.method_string()) + " is not allowed on " +
                                        path + " (allowed: GET, HEAD)"});
    refused.headers.emplace_back("Allow", "GET, HEAD");
    return answer(refused, keep_alive);
  }
  auto segments = path_segments(path);
  if (!segments) return answer(error_reply(segments.error()), keep_alive);
  std::string decoded;
  for (const std::string& s : *segments) decoded += "/" + s;
  if (path.ends_with('/') && !decoded.empty()) decoded += "/";
  const StaticFile* file = state_->options().site->find(decoded.empty() ? "/" : decoded);
  if (!file) return answer(error_reply(not_found("no such file: " + path)), keep_alive);

  auto response = std::make_shared<Response>(http::status::ok, 11);
  response->set(http::field::content_type, file->content_type);
  response->set(http::field::etag, file->etag);
  response->set(http::field::cache_control,
                file->immutable ? "public, max-age=31536000, immutable" : "no-cache");
  response->set("Content-Security-Policy", std::string(CONTENT_SECURITY_POLICY));
  response->set("X-Content-Type-Options", "nosniff");
  response->set("Referrer-Policy", "same-origin");
  response->keep_alive(keep_alive);
  auto if_none_match = request[http::field::if_none_match];
  if (std::string_view(if_none_match.data(), if_none_match.size()).find(file->etag) !=
      std::string_view::npos) {
    response->result(http::status::not_modified);
    return write(std::move(response));
  }
  auto accepted = request[http::field::accept_encoding];
  bool gzip = !file->gzipped.empty() &&
              std::string_view(accepted.data(), accepted.size()).find("gzip") != std::string::npos;
  if (!file->gzipped.empty()) response->set(http::field::vary, "Accept-Encoding");
  if (gzip) response->set(http::field::content_encoding, "gzip");
  const std::string& body = gzip ? file->gzipped : file->body;
  // A HEAD answer tells the length of what a GET would send, and sends nothing.
  if (head) {
    response->content_length(body.size());
  } else {
    response->body() = body;
    response->prepare_payload();
  }
  write(std::move(response));
}

void HttpSession::upgrade(Request request) {
  std::string_view target(request.target().data(), request.target().size());
  std::size_t question = target.find('?');
  std::string path(target.substr(0, question));
  std::map<std::string, std::string> query;
  if (question != std::string_view::npos) {
    auto parsed = parse_query(target.substr(question + 1));
    if (!parsed) return answer(error_reply(parsed.error()), false);
    query = std::move(*parsed);
  }
  auto authorization = request[http::field::authorization];
  std::string token = bearer_token(std::string_view(authorization.data(), authorization.size()));
  if (token.empty() && query.count("token")) token = query["token"];
  std::string ticket = query.count("ticket") ? query["ticket"] : "";
  asio::post(state_->service(), [self = shared_from_this(), path, token, ticket,
                                 request = std::move(request)]() mutable {
    auto stream = self->state_->api().open_stream(path, token, ticket);
    // A token revoked from now on is noticed by the stream's next request.
    uint64_t deletions = self->state_->api().token_deletions();
    asio::post(self->stream_.get_executor(), [self, stream = std::move(stream), deletions,
                                              request = std::move(request)]() mutable {
      if (!stream) return self->answer(error_reply(stream.error()), false);
      self->upgrade_to(std::move(request), std::move(*stream), deletions);
    });
  });
}

void HttpSession::upgrade_to(Request request, StreamTarget target, uint64_t token_deletions) {
  if (state_->stopping()) return close_here();
  // The connection's count goes with its socket.
  counted_ = false;
  state_->closed(this);
  auto ws = std::make_shared<WsSession>(stream_.release_socket(), address_, state_,
                                        std::move(target), token_deletions);
  ws->start(std::move(request));
}

void HttpSession::answer(const ApiReply& reply, bool keep_alive) {
  auto response = std::make_shared<Response>(static_cast<http::status>(reply.status), 11);
  response->set(http::field::content_type, reply.content_type);
  response->set(http::field::cache_control, "no-store");
  for (const auto& [name, value] : reply.headers) response->set(name, value);
  response->body() = reply.body;
  response->keep_alive(keep_alive);
  response->prepare_payload();
  if (reply.delay.count() <= 0) return write(std::move(response));
  delay_timer_.expires_after(reply.delay);
  delay_timer_.async_wait([self = shared_from_this(), response](beast::error_code ec) {
    if (!ec) self->write(response);
  });
}

void HttpSession::write(std::shared_ptr<Response> response) {
  stream_.expires_after(state_->options().idle);
  http::async_write(stream_, *response,
                    [self = shared_from_this(), response](beast::error_code ec, std::size_t) {
                      if (ec) return self->close_here();
                      if (!response->keep_alive()) return self->linger_close();
                      self->read();
                    });
}

}  // namespace tori::server::web
