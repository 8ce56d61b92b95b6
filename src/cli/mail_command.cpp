// `tori mail --db DB (--outbox MAILDIR | --sendmail CMD) [--from ADDRESS]`: reads one mail on
// standard input, runs the command in its Subject (its body being the comment) and mails the
// replies; with --tick, mails the reminders and forfeits that are due instead. The exit status
// is the one a delivery pipe expects (sysexits.h): see server/mail/mail_gateway.h.
#include "cli/mail_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "cli/number_checks.h"
#include "cli/server_runtime.h"
#include "server/mail/mail_gateway.h"

namespace tori::cli {

namespace {

struct MailOptions {
  std::string database = "tori-server.db";
  std::string outbox;
  std::string sendmail;
  std::string from = "tori@localhost";
  std::size_t max_size = server::DEFAULT_MAX_MAIL_SIZE;
  std::string clock_file;
  bool tick = false;
};

// Standard input, but never more than `limit` + 1 bytes: enough to know it is too large.
std::string read_bounded(std::istream& in, std::size_t limit) {
  std::string data;
  char buffer[65536];
  while (data.size() <= limit && in.read(buffer, sizeof buffer).gcount() > 0)
    data.append(buffer, std::size_t(in.gcount()));
  if (data.size() > limit + 1) data.resize(limit + 1);
  return data;
}

int run(const MailOptions& o) {
  std::string raw;
  if (!o.tick) {
    raw = read_bounded(std::cin, o.max_size);
    if (raw.size() > o.max_size) {  // refused before the database is even opened
      std::cerr << "tori mail: refused: the message is larger than the limit of " << o.max_size
                << " bytes\n";
      return int(server::MailExit::DATA_ERROR);
    }
  }
  auto runtime = ServerRuntime::open(o.database, o.clock_file);
  if (!runtime) {
    std::cerr << "tori mail: " << runtime.error().message << "\n";
    return int(server::MailExit::TEMPORARY);
  }
  server::GameService& service = runtime.value()->service();
  const server::Clock& clock = runtime.value()->clock();
  std::unique_ptr<server::MailSink> sink;
  if (!o.outbox.empty())
    sink = std::make_unique<server::MaildirSink>(o.outbox);
  else
    sink = std::make_unique<server::SendmailSink>(o.sendmail);
  server::MailGateway gateway(service, *sink, clock, {o.from, o.max_size}, std::cerr);
  return int(o.tick ? gateway.tick() : gateway.handle(raw));
}

}  // namespace

void add_mail_command(CLI::App& app) {
  auto options = std::make_shared<MailOptions>();
  CLI::App* cmd = app.add_subcommand(
      "mail", "Mail gateway: run the command in one mail (on stdin) and mail the replies");
  cmd->add_option("--db", options->database,
                  "the database: an SQLite file (created if missing) or a PostgreSQL URL")
      ->capture_default_str();
  auto* outbox = cmd->add_option("--outbox", options->outbox,
                                 "deliver the replies into this Maildir (created if missing)");
  auto* sendmail =
      cmd->add_option("--sendmail", options->sendmail,
                      "deliver each reply through this command, e.g. \"/usr/sbin/sendmail -t -i\"");
  outbox->excludes(sendmail);
  sendmail->excludes(outbox);
  cmd->add_option("--from", options->from, "the server's address: From of every reply")
      ->capture_default_str();
  cmd->add_option("--max-size", options->max_size, "refuse mails larger than this many bytes")
      ->capture_default_str()
      ->check(whole_number_at_least(1));
  cmd->add_option("--clock-file", options->clock_file,
                  "for tests: take the time from this file (seconds since 1970, up to 3 "
                  "decimals) instead of the system clock");
  cmd->add_flag("--tick", options->tick,
                "read no mail: send the reminders and forfeits that are due (for cron)");
  cmd->callback([options, outbox, sendmail] {
    // A gateway that cannot deliver keeps the mail where it is: the mail server retries
    // (EX_TEMPFAIL) until the administrator names an outbox or a sendmail command.
    if (outbox->count() + sendmail->count() == 0) {
      std::cerr << "tori mail: give --outbox MAILDIR or --sendmail COMMAND\n";
      throw CLI::RuntimeError(int(server::MailExit::TEMPORARY));
    }
    int rc = run(*options);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace tori::cli
