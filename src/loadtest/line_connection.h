// A simulated player on `tori serve`'s line protocol: one TCP connection, `login` once, then
// the short forms of the commands. Requests go one at a time, each answered by the next reply.
#pragma once

#include <array>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <deque>
#include <memory>

#include "loadtest/block_reader.h"
#include "loadtest/player_connection.h"

namespace tori::loadtest {

class LineConnection final : public PlayerConnection,
                             public std::enable_shared_from_this<LineConnection> {
 public:
  LineConnection(boost::asio::io_context& io, boost::asio::ip::tcp::endpoint server,
                 std::string user, std::string password);

  void start(Done done) override;
  void challenge(const std::string& opponent, Challenged done) override;
  void move(int number, const std::string& usi, int move_number, Done done) override;
  void resign(int number, Done done) override;
  void close() override;

 private:
  using OnReply = std::function<void(const LineBlock& reply)>;
  // Sends one line; `on_reply` gets the reply to it (or a made-up "Error: ..." if the
  // connection fails first).
  void request(std::string line, OnReply on_reply);
  void write_next();
  void read_more();
  void fail_all(const std::string& why);

  boost::asio::ip::tcp::socket socket_;
  boost::asio::ip::tcp::endpoint server_;
  std::string user_, password_;
  BlockReader reader_;
  std::array<char, 16384> buffer_{};
  std::deque<OnReply> waiting_;  // one per line sent, in order; the first waits for `hello`
  std::deque<std::string> outgoing_;
  bool writing_ = false;
  bool closed_ = false;
};

}  // namespace tori::loadtest
