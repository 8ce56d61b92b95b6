// Reads one incoming mail (RFC 5322, MIME) as a mail server's delivery pipe hands it over: who
// sent it, the command (its Subject) and the comment (its text body). Pure: no I/O, no state;
// any bytes give an IncomingMail or an Error, never a crash (fuzz/fuzz_mail_reader.cpp).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/result.h"

namespace tori::server {

constexpr std::size_t DEFAULT_MAX_MAIL_SIZE = 1 << 20;

struct MailReaderOptions {
  std::size_t max_size = DEFAULT_MAX_MAIL_SIZE;  // larger messages are refused unread
  std::string own_address;  // the gateway's address: mail from it is never answered
};

struct IncomingMail {
  std::string reply_address;  // where answers go: Reply-To, else From
  std::string subject;        // decoded to UTF-8, trimmed: the command
  std::string comment;        // the first text/plain part, decoded to UTF-8 (mail_comment.h)
  std::string message_id;     // without angle brackets; empty if it had none worth quoting
  std::string references;     // the ids an answer's References header carries, "<a> <b>"
  // Why no answer may be sent (an auto-reply, a bounce, our own mail), or empty.
  std::string automatic;
  // Why the Subject or body cannot be read as text (undeclared 8-bit bytes that are not UTF-8,
  // bytes invalid in the declared charset, an unknown charset), or empty. The gateway answers
  // it as an error and runs nothing: guessing at bytes would put words in a player's mouth.
  std::string unreadable;
};

// Refused as an Error (the gateway answers nobody, the mail server bounces it): a message over
// the size limit, one that is not a mail at all, one with no sender address to answer.
Result<IncomingMail> parse_incoming_mail(std::string_view raw,
                                         const MailReaderOptions& options = {});

}  // namespace tori::server
