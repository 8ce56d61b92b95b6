// The gateway: read, refuse or run, write, deliver; each step's failure maps to an exit status.
#include "server/mail/mail_gateway.h"

#include "core/text.h"
#include "server/commands/command_parser.h"
#include "server/mail/mail_writer.h"

namespace tori::server {

MailGateway::MailGateway(GameService& service, MailSink& sink, const Clock& clock,
                         MailGatewayOptions options, std::ostream& log)
    : service_(service),
      dispatcher_(service),
      sink_(sink),
      clock_(clock),
      options_(std::move(options)),
      log_(log) {}

MailExit MailGateway::handle(std::string_view raw_message) {
  auto mail = parse_incoming_mail(raw_message, {options_.max_size, options_.server_address});
  if (!mail) {
    log_ << "tori mail: refused: " << mail.error().message << "\n";
    return MailExit::DATA_ERROR;
  }
  if (!mail->automatic.empty()) {
    log_ << "tori mail: not answered: " << mail->automatic << " from " << mail->reply_address
         << "\n";
    return MailExit::HANDLED;
  }
  std::vector<Mail> replies;
  bool changed_something = false;
  if (!mail->unreadable.empty()) {
    std::string command =
        mail->subject.empty() ? "" : "Command: " + printable_echo(mail->subject) + "\n";
    replies.push_back({"", "Error: " + mail->unreadable,
                       "Error: " + mail->unreadable + "\n" + command + "Nothing was changed.\n",
                       true});
  } else {
    replies = dispatcher_.run(Request{mail->subject, mail->comment, mail->reply_address});
    // The database refused (busy past its timeout, a conflict with another request, gone): the
    // request was rolled back whole, so the mail server may safely deliver the mail again.
    if (replies.size() == 1 && replies[0].to.empty() &&
        replies[0].subject.starts_with("Error: database:")) {
      log_ << "tori mail: will be retried: " << replies[0].subject << "\n";
      return MailExit::TEMPORARY;
    }
    auto command = parse_command(mail->subject, mail->comment);
    changed_something = command && !only_reads(*command) && !replies.front().refused;
  }
  bool all_sent = true;
  for (const Mail& reply : replies) {
    // The sender hears once: a notice to their own account (the first player of a challenge
    // they sent) would repeat the reply they get anyway.
    if (!reply.to.empty() && reply.subject == replies.front().subject &&
        same_address(address_of(reply.to), mail->reply_address))
      continue;
    all_sent = send(reply, &*mail) && all_sent;
  }
  if (all_sent) return MailExit::HANDLED;
  // The mail server would deliver the mail again and the command would run twice (a second
  // challenge, a second chat line): once it changed something, a lost reply is the lesser harm.
  if (changed_something) {
    log_ << "tori mail: the command was carried out, but some replies were not delivered\n";
    return MailExit::HANDLED;
  }
  return MailExit::TEMPORARY;
}

MailExit MailGateway::tick() {
  bool all_sent = true;
  for (const Mail& m : dispatcher_.tick()) all_sent = send(m, nullptr) && all_sent;
  return all_sent ? MailExit::HANDLED : MailExit::TEMPORARY;
}

// Whether a registered address ("Bob <bob@example.org>" or "bob@example.org") is `address`.
bool MailGateway::same_address(std::string registered, const std::string& address) {
  std::size_t open = registered.find('<'), close = registered.rfind('>');
  if (open != std::string::npos && close != std::string::npos && close > open)
    registered = registered.substr(open + 1, close - open - 1);
  return !registered.empty() && ascii_lower(registered) == ascii_lower(address);
}

// The registered address of a user, or empty (logged: that user gets no mail).
std::string MailGateway::address_of(const std::string& user) {
  auto found = service_.find_user(user);
  if (!found) {
    log_ << "tori mail: no mail for " << user << ": " << found.error().message << "\n";
    return {};
  }
  // The computer players have no address by design: only a person missing one is worth a line.
  if (found->address.empty() && found->kind != PlayerKind::COMPUTER)
    log_ << "tori mail: no mail for " << user << ": no address registered\n";
  return found->address;
}

// Writes one of the dispatcher's mails as a message and delivers it. `answering` is the mail
// being answered, whose sender gets the mails addressed to "the sender".
bool MailGateway::send(const Mail& mail, const IncomingMail* answering) {
  bool to_sender = mail.to.empty() && answering;
  std::string to = to_sender ? answering->reply_address : address_of(mail.to);
  if (to.empty()) return true;
  OutgoingMail out;
  out.from = options_.server_address;
  out.to = to;
  out.subject = mail.subject;
  out.body = mail.body;
  out.date = clock_.now();
  out.message_id = make_message_id(options_.server_address, out.date);
  if (to_sender) {
    out.in_reply_to = answering->message_id;
    out.references = answering->references;
    out.is_reply = true;
  }
  auto message = write_mail(out);
  if (!message) {  // a registered address that is no address: retrying will not help
    log_ << "tori mail: no mail for " << mail.to << ": " << message.error().message << "\n";
    return true;
  }
  Status delivered = sink_.deliver(*message);
  if (!delivered)
    log_ << "tori mail: could not deliver the mail to " << to << ": " << delivered.error().message
         << "\n";
  return delivered.ok();
}

}  // namespace tori::server
