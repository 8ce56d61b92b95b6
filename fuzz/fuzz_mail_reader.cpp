// Fuzzes the mail reader: any bytes give an IncomingMail or an error with a message, never a
// crash or a hang; what it accepts is safe to answer: an address fit for a header, a command
// and a comment in UTF-8, a message id without brackets or spaces.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_checks.h"
#include "server/mail/gmime_support.h"
#include "server/mail/mail_reader.h"

namespace {

bool no_header_breakers(const std::string& s) {
  for (unsigned char c : s)
    if (c <= ' ' || c == 127 || c == '<' || c == '>') return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace tori::server;
  std::string_view raw = tori::fuzz::as_text(data, size);
  auto mail = parse_incoming_mail(raw, {64 * 1024, "tori@example.net"});
  if (!mail) {
    TORI_FUZZ_CHECK(!mail.error().message.empty(), std::string(raw));
    return 0;
  }
  TORI_FUZZ_CHECK(!mail->reply_address.empty(), std::string(raw));
  TORI_FUZZ_CHECK(no_header_breakers(mail->reply_address), mail->reply_address);
  TORI_FUZZ_CHECK(is_utf8(mail->reply_address), mail->reply_address);
  TORI_FUZZ_CHECK(mail->message_id.empty() || no_header_breakers(mail->message_id),
                  mail->message_id);
  TORI_FUZZ_CHECK(is_utf8(mail->subject), mail->subject);
  TORI_FUZZ_CHECK(is_utf8(mail->comment), mail->comment);
  TORI_FUZZ_CHECK(mail->comment.find('\r') == std::string::npos, mail->comment);
  return 0;
}
