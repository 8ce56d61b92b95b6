// The mail reader: GMime parses, then one small step per thing the gateway needs to know.
#include "server/mail/mail_reader.h"

#include "core/text.h"
#include "server/mail/gmime_support.h"
#include "server/mail/mail_comment.h"

namespace tori::server {

namespace {

// Deeper MIME nesting than this is not a person's mail; the body search stops there.
constexpr int MAX_MIME_DEPTH = 16;
constexpr std::size_t MAX_ADDRESS_LENGTH = 254;  // RFC 5321's limit for a path
constexpr std::size_t MAX_MESSAGE_ID_LENGTH = 250;

std::string header(GMimeObject* object, const char* name) {
  const char* value = g_mime_object_get_header(object, name);
  return value ? std::string(value) : std::string();
}

// An address we may put in a To header and hand to sendmail: printable, no spaces.
bool usable_address(std::string_view address) {
  if (address.empty() || address.size() > MAX_ADDRESS_LENGTH) return false;
  for (unsigned char c : address)
    if (c <= ' ' || c == 127 || c == '<' || c == '>' || c == ',') return false;
  return is_utf8(address);
}

// The first mailbox of a list (looking into groups), or empty.
std::string first_mailbox(InternetAddressList* list, int depth = 0) {
  if (!list || depth > 2) return {};
  for (int i = 0; i < internet_address_list_length(list); ++i) {
    InternetAddress* a = internet_address_list_get_address(list, i);
    if (INTERNET_ADDRESS_IS_MAILBOX(a)) {
      const char* addr = internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(a));
      if (addr && usable_address(addr)) return addr;
    } else if (INTERNET_ADDRESS_IS_GROUP(a)) {
      std::string inner =
          first_mailbox(internet_address_group_get_members(INTERNET_ADDRESS_GROUP(a)), depth + 1);
      if (!inner.empty()) return inner;
    }
  }
  return {};
}

// A message id we can quote back in In-Reply-To: printable ASCII, no brackets or spaces.
bool usable_message_id(std::string_view id) {
  if (id.empty() || id.size() > MAX_MESSAGE_ID_LENGTH) return false;
  for (unsigned char c : id)
    if (c <= ' ' || c >= 127 || c == '<' || c == '>') return false;
  return true;
}

// What an answer's References carries: the mail's own References, then its Message-ID.
std::string references_for_answer(GMimeMessage* message, const std::string& message_id) {
  std::string refs;
  std::string old = header(GMIME_OBJECT(message), "References");
  if (!old.empty()) {
    GMimeReferences* parsed = g_mime_references_parse(nullptr, old.c_str());
    if (parsed) {
      for (int i = 0; i < g_mime_references_length(parsed) && i < 20; ++i) {
        std::string id = g_mime_references_get_message_id(parsed, i);
        if (usable_message_id(id)) refs += "<" + id + "> ";
      }
      g_mime_references_free(parsed);
    }
  }
  if (!message_id.empty()) refs += "<" + message_id + ">";
  return std::string(trim(refs));
}

// Why this mail must not be answered (RFC 3834 and the habits of bounces), or empty.
std::string automatic_reason(GMimeMessage* message, const std::string& reply_address,
                             const std::string& from_address, const MailReaderOptions& options) {
  GMimeObject* object = GMIME_OBJECT(message);
  std::string auto_submitted = ascii_lower(trim(header(object, "Auto-Submitted")));
  std::string_view keyword =
      trim(std::string_view(auto_submitted).substr(0, auto_submitted.find(';')));
  if (!auto_submitted.empty() && keyword != "no") return "Auto-Submitted: " + auto_submitted;
  std::string precedence = ascii_lower(trim(header(object, "Precedence")));
  if (precedence == "bulk" || precedence == "junk" || precedence == "list")
    return "Precedence: " + precedence;
  if (g_mime_object_get_header(object, "Return-Path")) {
    std::string path(trim(header(object, "Return-Path")));
    if (path.empty() || path == "<>") return "an empty Return-Path (a bounce)";
  }
  GMimeContentType* type = g_mime_object_get_content_type(g_mime_message_get_mime_part(message));
  if (type && g_mime_content_type_is_type(type, "multipart", "report"))
    return "a delivery or read report (multipart/report)";
  for (const std::string& address : {from_address, reply_address}) {
    std::string lower = ascii_lower(address);
    if (lower.starts_with("mailer-daemon@") || lower == "mailer-daemon")
      return "a mail from MAILER-DAEMON";
    if (!options.own_address.empty() && lower == ascii_lower(options.own_address))
      return "a mail from the gateway's own address";
  }
  return {};
}

// The first text/plain part that is not an attachment, depth first, not inside attached mails.
GMimePart* first_plain_text(GMimeObject* object, int depth = 0) {
  if (!object || depth > MAX_MIME_DEPTH) return nullptr;
  if (GMIME_IS_MULTIPART(object)) {
    GMimeMultipart* multipart = GMIME_MULTIPART(object);
    for (int i = 0; i < g_mime_multipart_get_count(multipart); ++i)
      if (GMimePart* p = first_plain_text(g_mime_multipart_get_part(multipart, i), depth + 1))
        return p;
    return nullptr;
  }
  if (!GMIME_IS_PART(object)) return nullptr;  // message/rfc822: someone else's words
  GMimePart* part = GMIME_PART(object);
  GMimeContentType* type = g_mime_object_get_content_type(object);
  if (!type || !g_mime_content_type_is_type(type, "text", "plain")) return nullptr;
  return g_mime_part_is_attachment(part) ? nullptr : part;
}

// The part's text, transfer-decoded and converted from its charset to UTF-8.
Result<std::string> part_text(GMimePart* part) {
  GMimeDataWrapper* content = g_mime_part_get_content(part);
  if (!content) return std::string();
  GmimePtr<GMimeStream> decoded(g_mime_stream_mem_new());
  if (g_mime_data_wrapper_write_to_stream(content, decoded.get()) < 0)
    return make_error("the body could not be decoded");
  std::string bytes = stream_text(decoded.get());
  const char* declared = g_mime_object_get_content_type_parameter(GMIME_OBJECT(part), "charset");
  std::string charset = ascii_lower(declared ? declared : "");
  // Undeclared, ASCII or UTF-8: taken as UTF-8 (mailers often send 8-bit text undeclared).
  if (charset.empty() || charset == "us-ascii" || charset == "utf-8" || charset == "utf8") {
    if (!is_utf8(bytes)) return make_error("the body is not valid UTF-8 text");
    return bytes;
  }
  GError* error = nullptr;
  gsize written = 0;
  char* converted =
      g_convert(bytes.data(), gssize(bytes.size()), "UTF-8", declared, nullptr, &written, &error);
  if (!converted) {
    std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    return make_error("the body could not be read as " + std::string(declared) + ": " + why);
  }
  std::string text(converted, written);
  g_free(converted);
  if (!is_utf8(text)) return make_error("the body could not be read as " + std::string(declared));
  return text;
}

// The Subject, decoded; refused if undeclared 8-bit bytes in it are not UTF-8.
Result<std::string> subject_text(GMimeMessage* message) {
  GMimeHeaderList* headers = g_mime_object_get_header_list(GMIME_OBJECT(message));
  GMimeHeader* subject = headers ? g_mime_header_list_get_header(headers, "Subject") : nullptr;
  if (!subject) return std::string();
  const char* raw = g_mime_header_get_raw_value(subject);
  if (raw && !is_utf8(raw))
    return make_error("the Subject is not valid UTF-8 text (write the command in plain text)");
  const char* decoded = g_mime_message_get_subject(message);
  std::string text(trim(decoded ? decoded : ""));
  if (!is_utf8(text)) return make_error("the Subject could not be decoded to UTF-8 text");
  return text;
}

}  // namespace

Result<IncomingMail> parse_incoming_mail(std::string_view raw, const MailReaderOptions& options) {
  if (raw.size() > options.max_size)
    return make_error("the message is larger than the limit of " +
                      std::to_string(options.max_size) + " bytes");
  if (raw.empty()) return make_error("the message is empty");
  ensure_gmime();
  GmimePtr<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(raw.data(), raw.size()));
  GmimePtr<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
  GmimePtr<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), nullptr));
  if (!message) return make_error("the message could not be read as a mail (RFC 5322)");

  IncomingMail mail;
  std::string from = first_mailbox(g_mime_message_get_from(message.get()));
  mail.reply_address = first_mailbox(g_mime_message_get_reply_to(message.get()));
  if (mail.reply_address.empty()) mail.reply_address = from;
  if (mail.reply_address.empty())
    return make_error("the message has no sender address (From or Reply-To) to answer");
  const char* id = g_mime_message_get_message_id(message.get());
  if (id && usable_message_id(id)) mail.message_id = id;
  mail.references = references_for_answer(message.get(), mail.message_id);
  mail.automatic = automatic_reason(message.get(), mail.reply_address, from, options);

  auto subject = subject_text(message.get());
  if (!subject) {
    mail.unreadable = subject.error().message;
    return mail;
  }
  mail.subject = *subject;
  if (GMimePart* part = first_plain_text(g_mime_message_get_mime_part(message.get()))) {
    auto text = part_text(part);
    if (!text) {
      mail.unreadable = text.error().message;
      return mail;
    }
    mail.comment = comment_from_body(*text);
  }
  return mail;
}

}  // namespace tori::server
