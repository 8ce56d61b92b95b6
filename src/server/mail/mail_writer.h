// Writes the server's mails as complete RFC 5322 messages, ready for a Maildir or sendmail:
// headers (Subject encoded when it is not ASCII), and the text as UTF-8 in a transfer encoding
// that survives any mail path.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "server/records/clock.h"

namespace tori::server {

struct OutgoingMail {
  std::string from;  // the server's address
  std::string to;    // the recipient's address, as registered: "bob@example.org", "Bob <bob@...>"
  std::string subject;  // UTF-8, one line
  std::string body;     // UTF-8
  Seconds date = 0;
  std::string message_id;  // without angle brackets (make_message_id)
  // For the answer to a mail: its Message-ID, and the ids for References ("<a> <b>").
  std::string in_reply_to;
  std::string references;
  bool is_reply = false;  // Auto-Submitted: auto-replied (an answer), else auto-generated
};

// A new, unique Message-ID in the domain of the server's address.
std::string make_message_id(std::string_view server_address, Seconds now);

// The message, or an Error if `to` holds no mail address.
Result<std::string> write_mail(const OutgoingMail& mail);

}  // namespace tori::server
