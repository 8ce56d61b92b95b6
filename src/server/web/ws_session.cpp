// A WebSocket connection's life: accept, join the stream, read requests, write what is queued.
#include "server/web/ws_session.h"

#include <algorithm>
#include <boost/asio/post.hpp>
#include <utility>

namespace tori::server::web {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;

WsSession::WsSession(asio::ip::tcp::socket socket, std::string address,
                     std::shared_ptr<WebState> state, StreamTarget target, uint64_t token_deletions)
    : ws_(std::move(socket)),
      token_timer_(ws_.get_executor()),
      token_deletions_seen_(token_deletions),
      address_(std::move(address)),
      state_(std::move(state)),
      target_(std::move(target)),
      rate_(state_->options().requests_per_second, state_->options().burst,
            std::chrono::steady_clock::now()) {}

WsSession::~WsSession() {
  if (joined_)
    asio::post(state_->service(),
               [state = state_, target = target_, me = static_cast<StreamSubscriber*>(this)] {
                 switch (target.kind) {
                   case StreamTarget::Kind::LOBBY:
                     state->hub().leave_lobby(me);
                     break;
                   case StreamTarget::Kind::MINE:
                     state->hub().leave_mine(*target.user, me);
                     break;
                   case StreamTarget::Kind::GAME:
                     state->hub().leave_game(target.key, me);
                     break;
                 }
               });
  if (counted_) state_->release(address_);
  state_->closed(this);
}

void WsSession::start(Request request) {
  state_->opened(shared_from_this());
  if (state_->stopping()) return close_here();  // close_all may have missed it
  request_ = std::move(request);
  const WebOptions& o = state_->options();
  beast::get_lowest_layer(ws_).expires_never();  // the websocket keeps its own timeouts
  // The handshake (our answer, and the close's) has the header deadline; silence, --idle-seconds.
  websocket::stream_base::timeout timeouts{o.header_deadline, o.idle, true};
  ws_.set_option(timeouts);
  ws_.read_message_max(4 * o.max_frame);  // a safety net: read() stops at max_frame
  ws_.async_accept(request_,
                   [self = shared_from_this()](beast::error_code ec) { self->on_accept(ec); });
}

void WsSession::on_accept(beast::error_code ec) {
  if (ec) return close_here();
  open_ = true;
  ws_.text(true);
  recheck_token_later();
  asio::post(state_->service(), [self = shared_from_this()] { self->join(); });
}

// The stream's first message (its state, or the error that it has none) is sent before anything
// it reads is answered: reading starts after it.
void WsSession::join() {
  auto self = shared_from_this();
  joined_ = true;
  if (target_.kind != StreamTarget::Kind::GAME) {
    bool lobby = target_.kind == StreamTarget::Kind::LOBBY;
    auto snapshot =
        lobby ? state_->api().lobby_snapshot() : state_->api().my_games_snapshot(*target_.user);
    if (!snapshot) {
      reply({{"type", "error"},
             {"id", nullptr},
             {"code", snapshot.error().code},
             {"message", snapshot.error().message}});
      joined_ = false;
    } else if (lobby) {
      state_->hub().watch_lobby(self, *snapshot);
    } else {
      state_->hub().watch_mine(*target_.user, self, *snapshot);
    }
  } else if (auto s = state_->hub().watch_game(target_.key, self, target_.spectator()); !s) {
    reply(
        {{"type", "error"}, {"id", nullptr}, {"code", "internal"}, {"message", s.error().message}});
    joined_ = false;
  }
  asio::post(ws_.get_executor(), [self] { self->read(); });
}

// A message is read in pieces, never more than the limit and one byte: one that goes past it
// is refused with a close of our own (1009 and a reason), without ever being held whole.
void WsSession::read() {
  const std::size_t limit = state_->options().max_frame;
  ws_.async_read_some(buffer_, limit + 1 - std::min(limit, buffer_.size()),
                      [self = shared_from_this(), limit](beast::error_code ec, std::size_t) {
                        if (ec) return self->close_here();
                        if (self->buffer_.size() > limit)
                          return self->refuse(
                              websocket::close_code::too_big,
                              "message too big: at most " + std::to_string(limit) + " bytes");
                        // The API speaks JSON text only; a binary frame is never held whole.
                        if (self->ws_.got_binary())
                          return self->refuse(websocket::close_code::unknown_data,
                                              "binary messages are not accepted: send JSON text");
                        if (!self->ws_.is_message_done()) return self->read();
                        std::string text = beast::buffers_to_string(self->buffer_.data());
                        self->buffer_.clear();
                        // The next message is read once this one is answered: a client's
                        // requests keep their order.
                        self->handle(text);
                      });
}

void WsSession::refuse(websocket::close_code code, const std::string& why) {
  // Two reasons may come (a token found revoked by a request and by the periodic check): one
  // close is sent.
  if (closing_ || closed_) return;
  closing_ = true;  // nothing more is sent: the close is the last word
  ws_.async_close(websocket::close_reason(code, why),
                  [self = shared_from_this()](beast::error_code) { self->close_here(); });
}

void WsSession::handle(const std::string& text) {
  if (closing_ || closed_) return;  // what came after our close frame is not answered
  auto now = std::chrono::steady_clock::now();
  FrameRate::Verdict verdict = rate_.take(now);
  if (verdict == FrameRate::Verdict::FLOODING)
    return refuse(websocket::close_code::policy_error,
                  "too many messages: at most " +
                      std::to_string(int(state_->options().requests_per_second)) + " a second");
  // The lobby's and a user's own stream take no requests.
  if (target_.kind != StreamTarget::Kind::GAME) return read();
  json message = json::parse(text, nullptr, false);
  if (message.is_discarded() || !message.is_object()) {
    reply({{"type", "error"},
           {"id", nullptr},
           {"code", "bad_json"},
           {"message", "a request is a JSON object: {\"op\": \"move\", ...}"}});
    return read();
  }
  json id = message.contains("id") ? message["id"] : json(nullptr);
  // Called on the strand or the service thread; the reply and the next read on the strand.
  auto answer = [self = shared_from_this(), id](const ApiResult<std::string>& done) {
    json message;
    if (done) {
      message = {{"type", "ack"}, {"id", id}, {"message", *done}};
    } else {
      message = {{"type", "error"},
                 {"id", id},
                 {"code", done.error().code},
                 {"message", done.error().message}};
      if (!done.error().reason.is_null()) message["reason"] = done.error().reason;
    }
    auto text = std::make_shared<const std::string>(json_text(message));
    asio::post(self->ws_.get_executor(), [self, text] {
      self->send_here(text);
      self->read();
    });
  };
  if (verdict == FrameRate::Verdict::OVER)
    return answer(too_many("too many requests on this stream", rate_.wait(now)));
  if (!message.contains("op") || !message["op"].is_string())
    return answer(
        bad_request("a request needs \"op\": move, resign, offer, answer, accept, "
                    "reject or chat"));
  std::string op = message["op"].get<std::string>();
  if (!is_game_action(op))
    return answer(bad_request("unknown op '" + op +
                              "': move, resign, offer, answer, accept, reject or chat"));
  if (!target_.user)
    return answer(ApiError{
        401, "unauthorized",
        "open the stream with a ticket (?ticket=, from POST /api/streams/ticket) to play"});
  if (auto wait = state_->guards().request_from(address_, now))
    return answer(too_many("too many requests from your address", *wait));
  if (op == "chat")
    if (auto wait = state_->guards().chat_of(*target_.user, now))
      return answer(too_many("too many chat lines by " + *target_.user, *wait));
  asio::post(state_->service(), [self = shared_from_this(), op, message = std::move(message),
                                 answer]() { self->run_action(op, message, answer); });
}

void WsSession::run_action(const std::string& op, const json& message,
                           std::function<void(const ApiResult<std::string>&)> answer) {
  if (!token_still_valid_for_request()) return;
  state_->api().actions().submit(target_.key, Actor::verified(*target_.user), op, message,
                                 std::move(answer));
}

bool WsSession::token_still_valid() {
  if (!target_.user) return true;
  token_deletions_seen_ = state_->api().token_deletions();
  auto user = state_->api().stream_user_of_hash(target_.token_hash);
  if (!user && user.error().status >= 500) return true;  // the database failed, not the token
  if (user && *user == target_.user) return true;
  token_revoked_ = true;
  asio::post(ws_.get_executor(), [self = shared_from_this()] {
    self->refuse(websocket::close_code::policy_error,
                 "the token was revoked or has expired: log in again");
  });
  return false;
}

// Read again only if a token was deleted on this server since the last check (a logout or a new
// password here closes the stream before its next request); other servers' deletions are met
// by the periodic check.
bool WsSession::token_still_valid_for_request() {
  // A request read before the close was sent: refused as the close says.
  if (token_revoked_) return false;
  if (state_->api().token_deletions() == token_deletions_seen_) return true;
  return token_still_valid();
}

void WsSession::recheck_token_later() {
  if (!target_.user || closed_ || closing_) return;
  token_timer_.expires_after(state_->options().token_recheck);
  token_timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (ec || self->closed_ || self->closing_) return;
    asio::post(self->state_->service(), [self] {
      if (self->token_still_valid())
        asio::post(self->ws_.get_executor(), [self] { self->recheck_token_later(); });
    });
  });
}

void WsSession::reply(const json& message) {
  send(std::make_shared<const std::string>(json_text(message)));
}

void WsSession::send(std::shared_ptr<const std::string> message) {
  asio::post(ws_.get_executor(), [self = shared_from_this(), message = std::move(message)] {
    self->send_here(message);
  });
}

void WsSession::send_here(std::shared_ptr<const std::string> message) {
  if (closed_ || closing_ || state_->stopping()) return;
  queued_bytes_ += message->size();
  // A client that does not read cannot make the server hold its messages without end.
  if (queued_bytes_ > state_->options().max_queued_bytes) return close_here();
  queue_.push_back(std::move(message));
  if (open_ && !writing_) write_next();
}

void WsSession::write_next() {
  if (queue_.empty() || closed_ || closing_) return;
  writing_ = true;
  auto message = queue_.front();
  ws_.async_write(asio::buffer(*message),
                  [self = shared_from_this(), message](beast::error_code ec, std::size_t) {
                    self->writing_ = false;
                    if (ec) return self->close_here();
                    self->queued_bytes_ -= message->size();
                    self->queue_.pop_front();
                    self->write_next();
                  });
}

void WsSession::close() {
  asio::post(ws_.get_executor(), [self = shared_from_this()] { self->close_here(); });
}

void WsSession::close_here() {
  if (closed_) return;
  closed_ = true;
  // The address's place is free before the client can see the close (and connect again).
  if (std::exchange(counted_, false)) state_->release(address_);
  token_timer_.cancel();
  beast::error_code ignored;
  auto& socket = beast::get_lowest_layer(ws_).socket();
  socket.shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  socket.close(ignored);
}

}  // namespace tori::server::web
