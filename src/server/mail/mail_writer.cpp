// The mail writer: GMime builds the message, so headers are folded and encoded by the book.
#include "server/mail/mail_writer.h"

#include <unistd.h>

#include <atomic>
#include <random>

#include "server/mail/gmime_support.h"

namespace tori::server {

namespace {

// RFC 5322: lines of at most 998 characters; 7bit: ASCII without NUL or a lone CR.
bool fits_7bit(const std::string& text) {
  std::size_t line = 0;
  for (unsigned char c : text) {
    if (c == 0 || c >= 128 || c == '\r') return false;
    line = c == '\n' ? 0 : line + 1;
    if (line > 998) return false;
  }
  return true;
}

GmimePtr<GMimePart> text_part(const std::string& body) {
  GmimePtr<GMimePart> part(g_mime_part_new_with_type("text", "plain"));
  g_mime_object_set_content_type_parameter(GMIME_OBJECT(part.get()), "charset", "utf-8");
  GmimePtr<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(body.data(), body.size()));
  GmimePtr<GMimeDataWrapper> content(
      g_mime_data_wrapper_new_with_stream(stream.get(), GMIME_CONTENT_ENCODING_DEFAULT));
  g_mime_part_set_content(part.get(), content.get());
  // 7bit for plain ASCII boards in short lines; quoted-printable otherwise: boards stay
  // readable in the raw message, where base64 would hide them, and every byte still passes
  // 7-bit mail paths.
  g_mime_part_set_content_encoding(part.get(), fits_7bit(body)
                                                   ? GMIME_CONTENT_ENCODING_7BIT
                                                   : GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
  return part;
}

}  // namespace

std::string make_message_id(std::string_view server_address, Seconds now) {
  static std::atomic<unsigned> counter{0};
  static const unsigned salt = std::random_device{}();
  std::size_t at = server_address.rfind('@');
  std::string domain =
      at == std::string_view::npos ? "localhost" : std::string(server_address.substr(at + 1));
  return "tori." + std::to_string(now) + "." + std::to_string(getpid()) + "." +
         std::to_string(salt) + "." + std::to_string(counter++) + "@" + domain;
}

Result<std::string> write_mail(const OutgoingMail& mail) {
  ensure_gmime();
  GmimePtr<InternetAddressList> to(internet_address_list_parse(nullptr, mail.to.c_str()));
  if (!to || internet_address_list_length(to.get()) == 0)
    return make_error("'" + mail.to + "' is not a mail address");
  GmimePtr<GMimeMessage> message(g_mime_message_new(TRUE));
  GMimeObject* object = GMIME_OBJECT(message.get());
  g_mime_message_add_mailbox(message.get(), GMIME_ADDRESS_TYPE_FROM, nullptr, mail.from.c_str());
  internet_address_list_append(g_mime_message_get_to(message.get()), to.get());
  g_mime_message_set_subject(message.get(), mail.subject.c_str(), "utf-8");
  GDateTime* date = g_date_time_new_from_unix_utc(mail.date);
  g_mime_message_set_date(message.get(), date);
  g_date_time_unref(date);
  g_mime_message_set_message_id(message.get(), mail.message_id.c_str());
  if (!mail.in_reply_to.empty())
    g_mime_object_set_header(object, "In-Reply-To", ("<" + mail.in_reply_to + ">").c_str(),
                             nullptr);
  if (!mail.references.empty())
    g_mime_object_set_header(object, "References", mail.references.c_str(), nullptr);
  // RFC 3834: marks the mail as a machine's, so that well-behaved auto-responders stay silent.
  g_mime_object_set_header(object, "Auto-Submitted",
                           mail.is_reply ? "auto-replied" : "auto-generated", nullptr);
  g_mime_message_set_mime_part(message.get(), GMIME_OBJECT(text_part(mail.body).get()));
  char* text = g_mime_object_to_string(object, nullptr);
  std::string out(text ? text : "");
  g_free(text);
  return out;
}

}  // namespace tori::server
