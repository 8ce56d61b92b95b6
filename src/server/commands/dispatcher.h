// Runs commands of the server's language against the game service and turns the outcome into
// mails: the reply to the sender first, then one mail to each user a notice names, each with
// the board drawn as that user likes it. Transports (mail, TCP) deliver what comes back.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "server/commands/command.h"
#include "server/commands/command_parser.h"
#include "server/service/game_service.h"

namespace tori::server {

struct Mail {
  std::string to;  // a userid; empty for the sender of the command
  std::string subject;
  std::string body;
  bool refused = false;  // the reply to a command that was refused ("Error: ..."): nothing changed
  // How many bytes at the start of the body say again what the subject says (the first line, and
  // the blank line after it): a mail keeps them, as a letter repeats its subject in the text;
  // the line protocol, whose head line is the subject already, leaves them out.
  std::size_t restated = 0;
  std::string_view body_after_subject() const { return std::string_view(body).substr(restated); }
};

// A mail whose `restated` is measured: the body's first line restates the subject when it is the
// whole subject or the part after the subject's last ": " (a game mail's "torishogi 101: " and
// the headline).
Mail make_mail(std::string to, std::string subject, std::string body);

// One command as a transport received it. A mail brings the comment (or chat message) apart
// from the command, in its body, and says where its sender can be reached.
struct Request {
  std::string_view line;
  std::string_view text;            // the comment or chat message, if it came apart from the line
  std::string_view sender_address;  // registered at `signup` when the command names no address
  // Who the transport knows sent the command (logged in on the connection): the commands it
  // gives as that user run as this actor, their password not checked again. None when it does
  // not know (a mail: the password is in the command, the sender is just an address).
  const Actor* session = nullptr;
};

// Whether the command only reads (help, show, games ...): running it again changes nothing.
bool only_reads(const Command& command);

class Dispatcher {
 public:
  explicit Dispatcher(GameService& service) : service_(service) {}

  // Never throws and never changes anything for a command it refuses: an error comes back as
  // one mail naming the problem and quoting the command.
  std::vector<Mail> run(std::string_view line) { return run(Request{line, {}, {}}); }
  std::vector<Mail> run(const Request& request) {
    return run(parse_command(request.line, request.text), request);
  }
  // A command the transport has already parsed (with a session's credentials, say); the
  // request's line is what the sender wrote, quoted in an error mail.
  std::vector<Mail> run(Result<Command> command, const Request& request);
  // A command split around its transaction, for a transport that commits several commands
  // together (CommitBatch): run() inside the transaction, under scope(); mails() after it.
  // run(command, request) is all three in a transaction of its own.
  class Prepared {
   public:
    Prepared(Dispatcher& dispatcher, Result<Command> command, const Request& request);
    // A command that could not be parsed is refused without a transaction.
    bool needs_transaction() const { return command_.ok(); }
    LockScope scope() const;
    Status run();
    std::vector<Mail> mails(const Status& stored);
    const Result<Command>& command() const { return command_; }
    // Whether the service refused the command with an error of this kind.
    bool refused_as(ErrorKind kind) const {
      return mails_ && !mails_->ok() && mails_->error().kind == kind;
    }

   private:
    Dispatcher& dispatcher_;
    Result<Command> command_;
    std::string line_;  // the request's, kept: the transport's buffer moves on
    std::optional<Actor> session_;
    std::optional<Result<std::vector<Mail>>> mails_;
  };
  Prepared prepare(Result<Command> command, const Request& request) {
    return Prepared(*this, std::move(command), request);
  }
  // Reminders and forfeits that are due, as mails.
  std::vector<Mail> tick();
  // The mails of a notice: the game, with the headline, for each user it names.
  Result<std::vector<Mail>> notice_mails(const Notice& notice);
  // The mails of a notice made elsewhere (another server instance, `tori command`): one per
  // user it names, read from one snapshot of the database (no lock) so that each sees the game
  // whole.
  Result<std::vector<Mail>> notice_mails_now(const Notice& notice);

 private:
  Result<std::vector<Mail>> execute(const Command& command, const std::optional<Actor>& session);
  // Who acts in a command naming `user` and `password`: the session's actor when it is that
  // user's, otherwise the actor the password makes (refused when it is wrong).
  Result<Actor> acting(const std::string& user, const std::string& password,
                       const std::optional<Actor>& session);
  Result<std::vector<Mail>> report_mails(const Report& report, const std::string& sender);
  Result<Mail> game_mail(GameKey key, const std::string& reader, const std::string& headline);
  Result<std::vector<Mail>> show(const ShowCommand& c);
  Result<std::vector<Mail>> preview(const PreviewCommand& c);
  Result<std::vector<Mail>> games(const GamesCommand& c);
  Result<std::vector<Mail>> history(const HistoryCommand& c);
  Result<std::vector<Mail>> standings(const StandingsCommand& c);
  Result<Report> move_word(const MoveWordCommand& c, const Actor& actor);
  Result<Report> follow(const FollowCommand& c, const Actor& actor);
  // dispatcher_seeks.cpp: the service asked as the actor the command's password (or the
  // session) makes.
  Result<std::vector<Mail>> seek_list(const SeekListCommand& c);
  Result<std::vector<Mail>> seek_make(const SeekMakeCommand& c, const Actor& actor);
  Result<Report> seek_cancel(const SeekCancelCommand& c, const Actor& actor);
  Result<Report> seek_accept(const SeekAcceptCommand& c, const Actor& actor);

  GameService& service_;
};

}  // namespace tori::server
