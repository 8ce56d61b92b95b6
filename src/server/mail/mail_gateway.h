// The mail transport: one incoming mail in, its command run, every reply written as a complete
// message and delivered. Answers with the exit status a mail server's delivery pipe expects
// (sysexits.h), so that the mail server retries or bounces as it should.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include "server/commands/dispatcher.h"
#include "server/mail/mail_reader.h"
#include "server/mail/mail_sink.h"

namespace tori::server {

// Exit statuses for the delivery pipe.
enum class MailExit : int {
  HANDLED = 0,      // EX_OK: answered, ignored as an auto-reply, or refused with an error reply
  DATA_ERROR = 65,  // EX_DATAERR: not a mail we can read or answer; the mail server bounces it
  TEMPORARY = 75,   // EX_TEMPFAIL: the database or the delivery failed; the mail server retries
};

struct MailGatewayOptions {
  std::string server_address = "tori@localhost";  // From of every mail sent
  std::size_t max_size = DEFAULT_MAX_MAIL_SIZE;
};

class MailGateway {
 public:
  // `log` gets one line per mail not answered or not delivered: what an administrator needs.
  MailGateway(GameService& service, MailSink& sink, const Clock& clock, MailGatewayOptions options,
              std::ostream& log);

  MailExit handle(std::string_view raw_message);
  // Reminders and forfeits that are due, mailed to the players.
  MailExit tick();

 private:
  bool send(const Mail& mail, const IncomingMail* answering);
  std::string address_of(const std::string& user);
  static bool same_address(std::string registered, const std::string& address);

  GameService& service_;
  Dispatcher dispatcher_;
  MailSink& sink_;
  const Clock& clock_;
  MailGatewayOptions options_;
  std::ostream& log_;
};

}  // namespace tori::server
