// What `tori serve` does with one line from a client: its own words (`login`, `logout`, `quit`)
// and, for everything else, the command language through the dispatcher, as the session's user
// (whose password was checked at login) where the line leaves out "userid password". The sender's
// mails become the answer; mails for other users are pushed to wherever those users are logged in.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "server/commands/dispatcher.h"
#include "server/line/framing.h"
#include "server/line/shared_state.h"
#include "server/live/commit_batch.h"
#include "server/net/password_step.h"
#include "server/net/password_worker.h"

namespace tori::server::line {

class Session;

struct Answer {
  BlockKind kind = BlockKind::REPLY;
  std::string subject, body;
  std::chrono::milliseconds delay{0};  // how long to hold the answer (a failed login)
  bool close = false;                  // close the connection once it is sent
};

class LineCommands {
 public:
  using Answered = std::function<void(Answer)>;

  LineCommands(GameService& service, Dispatcher& dispatcher, SharedState& state)
      : service_(service), dispatcher_(dispatcher), state_(state) {}
  // Commands then join the batch of requests committed together instead of a transaction each.
  void commit_in(live::CommitBatch* batch) { batch_ = batch; }
  // Argon2id (a login's check, a signup's hash) then runs there, not on the service thread.
  void hash_on(net::PasswordWorker* worker) { passwords_ = worker; }

  // Answers the line: `answered` is called once, at once or (a command that joins a batch) once
  // the batch has committed.
  void handle(const std::shared_ptr<Session>& session, std::string_view line, Answered answered);
  // Reminders and forfeits that are due, pushed to whoever they concern.
  void tick();
  // Called after every command of the language has run (a move changes when the next clock
  // runs out): how the server re-arms its flag timer.
  void after_each_command(std::function<void()> hook) { after_command_ = std::move(hook); }
  // A notice another server instance (or `tori command`) made, pushed to those it names who are
  // logged in here. This instance's own notices are pushed with the reply that made them.
  void push_remote_notice(const Notice& notice);
  // A notice this server made outside the line protocol (the HTTP API): pushed, as its mails,
  // to whoever it names. The notices of this transport's own lines are pushed with their mails
  // already, and are not pushed twice.
  void notice_made_elsewhere(const Notice& notice);

 private:
  Answer login(Session& session, std::string_view line);
  Answer logout(Session& session);
  void run_command(const std::shared_ptr<Session>& session, std::string_view line,
                   Answered answered);
  void run_parsed(const std::shared_ptr<Session>& session, std::string_view line,
                  Result<Command> command, Answered answered);
  // The Argon2id work a command needs before it runs, or an answer refusing it (too many
  // signups); nothing when it needs none (no password, or one known already).
  std::optional<Result<net::PasswordStep>> password_step(const Session& session,
                                                         const Command& command);
  // Runs `step` on the worker, then `then` on this thread; false when the worker is full.
  bool after_step(net::PasswordStep step, std::function<void(net::PasswordStep::Outcome)> then);
  // The sender's mails as the answer; the others' pushed.
  Answer answer(Session& session, const Dispatcher::Prepared& prepared,
                const std::vector<Mail>& mails);
  // The mails addressed to users (not the sender's), pushed to wherever those users are logged in.
  void push_others(const std::vector<Mail>& mails);
  void after_account_change(const Command& command, const std::string& user, Session& session);
  std::chrono::milliseconds failed_password(const std::string& user, const Session& session);
  std::optional<Answer> blocked(const std::string& user, const Session& session);
  // The notice for the users it names who are logged in on this server's line protocol.
  Notice only_logged_in(const Notice& notice) const;

  GameService& service_;
  Dispatcher& dispatcher_;
  SharedState& state_;
  std::function<void()> after_command_;
  live::CommitBatch* batch_ = nullptr;
  net::PasswordWorker* passwords_ = nullptr;
  bool running_ = false;  // a line (or the tick) is being run: its notices come as its mails
};

// An answer that is an error (the subject says so, as the dispatcher's errors do).
Answer error_answer(std::string message);

}  // namespace tori::server::line
