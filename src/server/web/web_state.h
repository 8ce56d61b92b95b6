// What every connection of the HTTP/WebSocket server shares: the API, the stream hub, the
// limits, the connections open (to close them all on shutdown) and how many each address
// holds. Sessions keep it alive through a shared_ptr, so it outlives the last of them.
//
// The API and the hub are the service thread's: a session posts its requests there (service())
// and the answers come back to its strand. The list of open connections and `stopping` are
// touched by every thread and are locked or atomic; the options never change.
#pragma once

#include <atomic>
#include <boost/asio/any_io_executor.hpp>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "server/net/edge_guards.h"
#include "server/net/password_worker.h"
#include "server/web/api.h"
#include "server/web/stream_hub.h"
#include "server/web/web_options.h"

namespace tori::server::web {

// An open connection, closable from outside (shutdown), from any thread.
class Connection {
 public:
  virtual ~Connection() = default;
  virtual void close() = 0;
};

class WebState {
 public:
  // `service` runs the API and the hub.
  WebState(GameService& service, Storage& storage, const Clock& clock, GameEvents& events,
           net::EdgeGuards& guards, net::PasswordWorker& passwords, WebOptions options,
           boost::asio::any_io_executor service_executor);

  const WebOptions& options() const { return options_; }
  const boost::asio::any_io_executor& service() const { return service_; }
  StreamHub& hub() { return hub_; }  // on the service thread only
  Api& api() { return api_; }        // on the service thread only
  bool stopping() const { return stopping_; }
  net::EdgeGuards& guards() { return guards_; }
  net::PasswordWorker& passwords() { return passwords_; }

  // A new connection from `address`: counted, and counted as half-open until its first
  // request's head has come (release_half_open); or why not (too many, nothing counted).
  std::optional<net::Refusal> admit(const std::string& address);
  void release(const std::string& address) { guards_.connections.release(address); }
  void release_half_open(const std::string& address) {
    guards_.connections.release_half_open(address);
  }
  void opened(const std::shared_ptr<Connection>& connection);
  void closed(Connection* connection);
  // Shutdown: every connection closed, and none accepted or written to from now on.
  void close_all();

 private:
  WebOptions options_;
  boost::asio::any_io_executor service_;
  StreamHub hub_;
  Api api_;
  std::atomic<bool> stopping_ = false;
  net::EdgeGuards& guards_;
  net::PasswordWorker& passwords_;
  std::mutex open_mutex_;
  std::map<Connection*, std::weak_ptr<Connection>> open_;
};

}  // namespace tori::server::web
