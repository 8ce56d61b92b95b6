// What the end-to-end tests of `tori mail` share: the real binary run with a mail on its
// standard input against a fresh database and a Maildir outbox, and the reply messages read back
// out of the outbox with GMime. The databases come from the transports' one switch
// (tests/server/transport_test_databases.h).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../server_test_support.h"

namespace tori::server::testing {

// A mail the gateway sent, as its recipient reads it.
struct SentMail {
  std::string to;           // the address
  std::string subject;      // decoded
  std::string body;         // transfer-decoded UTF-8
  std::string in_reply_to;  // raw header value
  std::string auto_submitted;
  std::string raw;
};

struct GatewayRun {
  int exit_code = -1;
  std::vector<SentMail> sent;  // in the order the gateway wrote them
  std::string log;             // what it wrote on standard error

  const SentMail* to(const std::string& address) const;
  int count_to(const std::string& address) const;
};

// "sqlite", and "postgres" where the test cluster is there.
std::vector<std::string> test_database_kinds();

class MailEndToEnd : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override;

  // Runs `tori mail` with `raw` on its standard input; `extra` are more options.
  GatewayRun deliver(const std::string& raw, const std::string& extra = "");
  // A plain mail from `from` with this Subject and body.
  GatewayRun mail(const std::string& from, const std::string& subject,
                  const std::string& body = "");
  // `tori mail --tick`.
  GatewayRun tick();
  void set_clock(long long seconds);
  // The reply to the sender, checked to be one and not an error; empty if it is not.
  SentMail ok_reply(const GatewayRun& run, const std::string& sender);
  // bob, wanda and carol, signed up with addresses at example.org (passwords bobpwkifu77, ...).
  void sign_up_players();
  // What the server shows of its state (every game, shown whole, the standings, as `tori
  // command` prints them): equal before and after a refused mail proves nothing changed.
  std::string snapshot();

  static std::string message(const std::string& from, const std::string& subject,
                             const std::string& body);

  TempDir dir_;
  std::string database_;
  std::string outbox_;
  std::string clock_file_;
  int message_counter_ = 0;
};

bool contains(const std::string& text, const std::string& part);

}  // namespace tori::server::testing
