// One line from a client: login, logout, quit, or a command of the language.
#include "server/line/line_commands.h"

#include <vector>

#include "core/text.h"
#include "server/commands/command_parser.h"
#include "server/commands/game_choice.h"
#include "server/line/session.h"

namespace tori::server::line {

namespace {

bool is_error(const Mail& mail) { return mail.subject.starts_with("Error:"); }

// A logged-in connection's own commands run as its verified user (its password was checked at
// login); a password change still checks the current password the line gives.
bool runs_as_session_user(const Session& session, const Command& command) {
  if (!session.user() || std::holds_alternative<ChangePasswordCommand>(command)) return false;
  auto acting = acting_user(command);
  return acting && *acting == session.user()->user;
}

constexpr std::string_view CONNECTION_HELP =
    "On this connection: 'login userid password' once, and later commands may leave out\n"
    "'userid password' (torishogi move 101 7e-7d), and the game word where your games tell\n"
    "which (move 101 7e-7d, games next); 'logout'; 'quit'. While you are logged in, the moves\n"
    "of your opponents come to you as they are made.\n\n";

std::string delay_note(std::chrono::milliseconds delay) {
  std::ostringstream out;
  out.precision(2);
  out << std::fixed << double(delay.count()) / 1000.0;
  return " (answered after " + out.str() + " s: failed logins slow down)";
}

}  // namespace

Answer error_answer(std::string message) {
  return Answer{BlockKind::REPLY, "Error: " + message, "Nothing was changed.\n"};
}

void LineCommands::handle(const std::shared_ptr<Session>& session, std::string_view line,
                          Answered answered) {
  std::vector<std::string_view> words = split_words(line);
  std::string first = words.empty() ? "" : ascii_lower(words[0]);
  if (first == "login") {
    // The password is checked on the worker first; login() then finds the answer remembered.
    std::optional<std::string> against;
    if (passwords_ && words.size() == 3 && printable_echo(line) == line &&
        !blocked(std::string(words[1]), *session))
      against = service_.hash_to_check(std::string(words[1]), words[2]);
    if (!against) return answered(login(*session, line));
    net::PasswordStep step{
        std::string(words[1]), std::string(words[2]), against, {}, service_.password_cost()};
    bool queued = after_step(step, [this, session, step, text = std::string(line),
                                    answered](net::PasswordStep::Outcome outcome) {
      service_.password_checked(step.user, *step.check_against, step.password, outcome.matches);
      answered(login(*session, text));
    });
    if (!queued) answered(error_answer("too many logins and signups at once: try again"));
    return;
  }
  if (first == "logout" && words.size() == 1) return answered(logout(*session));
  if ((first == "quit" || first == "exit") && words.size() == 1)
    return answered(Answer{BlockKind::BYE, "Goodbye", "", {}, true});
  run_command(session, line, std::move(answered));
}

Answer LineCommands::login(Session& session, std::string_view line) {
  // The userid is quoted back in the answer: only printable text gets that far.
  if (printable_echo(line) != line)
    return error_answer("a login line is plain text: UTF-8, no control characters");
  std::vector<std::string_view> words = split_words(line);
  if (words.size() != 3) return error_answer("usage: login userid password");
  const std::string user(words[1]);
  if (auto refused = blocked(user, session)) return *refused;
  auto found = service_.authenticate(user, words[2]);
  if (!found && found.error().kind != ErrorKind::UNAUTHORIZED)
    return error_answer("login failed: " + found.error().message);  // the database, say
  if (!found) {
    auto delay = failed_password(user, session);
    Answer a = error_answer("login failed: " + found.error().message + delay_note(delay));
    a.delay = delay;
    return a;
  }
  state_.guards().logins.succeeded(user, session.address());
  if (session.user()) state_.log_out(session.user()->user, &session);
  session.logged_in(SessionUser{user}, found->password_hash);
  state_.log_in(user, session.shared_from_this());
  return Answer{BlockKind::REPLY, "Logged in as " + user,
                "Commands may now leave out 'userid password', and the game word where your "
                "games tell which\n(move 101 7e-7d); your opponents' moves come to you as they "
                "are made.\n"};
}

Answer LineCommands::logout(Session& session) {
  if (!session.user()) return error_answer("you are not logged in");
  std::string user = session.user()->user;
  state_.log_out(user, &session);
  session.logged_out();
  return Answer{BlockKind::REPLY, "Logged out", "Logged out; " + user + " is no longer here.\n"};
}

void LineCommands::run_command(const std::shared_ptr<Session>& session, std::string_view line,
                               Answered answered) {
  const auto& logged_in = session->user();
  auto is_user = [this](std::string_view word) {
    return service_.find_user(std::string(word)).ok();
  };
  // Logged in, a line may leave out the game word where the player's games tell which.
  auto choose_game = [this, &logged_in](std::optional<int> board) {
    return game_meant(service_, logged_in->user, board);
  };
  Result<Command> command =
      logged_in ? parse_command(line, *logged_in, is_user, choose_game) : parse_command(line);
  // A logged-in session's own password was checked at login; anyone else's line names one.
  if (!logged_in && command)
    if (auto user = acting_user(*command))
      if (auto refused = blocked(*user, *session)) return answered(*refused);
  // Counted for the user once their password is known good (logged in); otherwise for the
  // address, so that nobody spends another's budget with lines in their name.
  if (command && std::holds_alternative<ChatCommand>(*command))
    if (auto wait =
            state_.guards().chat_of(logged_in ? logged_in->user : "address " + session->address(),
                                    std::chrono::steady_clock::now()))
      return answered(error_answer("too many chat lines: " + net::retry_text(*wait) +
                                   "; this one was not sent"));
  bool by_session = command && runs_as_session_user(*session, *command);
  auto step =
      command && passwords_ && !by_session ? password_step(*session, *command) : std::nullopt;
  if (!step) return run_parsed(session, line, std::move(command), std::move(answered));
  if (!*step) return answered(error_answer(step->error().message));
  auto shared = std::make_shared<Result<Command>>(std::move(command));
  bool queued = after_step(**step, [this, session, shared, work = **step, text = std::string(line),
                                    answered](net::PasswordStep::Outcome outcome) {
    if (work.check_against)
      service_.password_checked(work.user, *work.check_against, work.password, outcome.matches);
    if (auto* signup = std::get_if<SignupCommand>(&shared->value()))
      signup->password_hash = outcome.made;
    if (auto* change = std::get_if<ChangePasswordCommand>(&shared->value()))
      change->new_password_hash = outcome.made;
    run_parsed(session, text, std::move(*shared), answered);
  });
  if (!queued) answered(error_answer("too many logins and signups at once: try again"));
}

std::optional<Result<net::PasswordStep>> LineCommands::password_step(const Session& session,
                                                                     const Command& command) {
  if (const auto* signup = std::get_if<SignupCommand>(&command)) {
    if (!service_.check_signup(signup->user, signup->password, signup->address))
      return std::nullopt;  // refused when it runs, before any hashing
    if (auto wait =
            state_.guards().signup_from(session.address(), std::chrono::steady_clock::now()))
      return Result<net::PasswordStep>(
          make_error(ErrorKind::TOO_MANY,
                     "too many new accounts from your address: " + net::retry_text(*wait)));
    return Result<net::PasswordStep>(net::PasswordStep{
        signup->user, signup->password, {}, signup->password, service_.password_cost()});
  }
  auto user = acting_user(command);
  auto password = acting_password(command);
  if (!user || !password) return std::nullopt;
  auto against = service_.hash_to_check(*user, *password);
  std::optional<std::string> new_password;
  if (const auto* change = std::get_if<ChangePasswordCommand>(&command))
    new_password = change->new_password;
  if (!against && !new_password) return std::nullopt;
  return Result<net::PasswordStep>(
      net::PasswordStep{*user, *password, against, new_password, service_.password_cost()});
}

bool LineCommands::after_step(net::PasswordStep step,
                              std::function<void(net::PasswordStep::Outcome)> then) {
  return passwords_->run([step = std::move(step)] { return step.run(); }, std::move(then));
}

void LineCommands::run_parsed(const std::shared_ptr<Session>& session, std::string_view line,
                              Result<Command> command, Answered answered) {
  const auto& logged_in = session->user();
  // Its password was checked at login: the stored hash it matched then must still be the
  // account's (Actor).
  Actor actor{logged_in ? logged_in->user : "", session->password_hash()};
  auto prepared = std::make_shared<Dispatcher::Prepared>(
      dispatcher_.prepare(std::move(command), Request{line, {}, {}, logged_in ? &actor : nullptr}));
  auto run = [prepared] { return prepared->run(); };
  if (!batch_ || !prepared->needs_transaction()) {
    running_ = true;
    Status stored = prepared->needs_transaction()
                        ? service_.in_one_transaction(run, prepared->scope())
                        : ok_status();
    running_ = false;
    return answered(answer(*session, *prepared, prepared->mails(stored)));
  }
  batch_->submit({prepared->scope(), std::move(run),
                  [this, session, prepared, answered = std::move(answered)](BatchedOutcome done) {
                    // Its own notices are pushed as its mails, not again as notices.
                    running_ = true;
                    service_.deliver(done.notices);
                    running_ = false;
                    answered(answer(*session, *prepared, prepared->mails(done.status)));
                  }});
}

Answer LineCommands::answer(Session& session, const Dispatcher::Prepared& prepared,
                            const std::vector<Mail>& mails) {
  const Result<Command>& command = prepared.command();
  Answer reply;
  for (const Mail& m : mails) {
    if (!m.to.empty()) continue;
    // The head line holds the subject: the body does not say it again.
    if (reply.subject.empty()) {
      reply.subject = m.subject;
      reply.body = m.body_after_subject();
    } else {  // several boards shown: one reply, each under its subject
      reply.body += "\n----- " + m.subject + "\n\n";
      reply.body += m.body_after_subject();
    }
  }
  if (command && std::holds_alternative<HelpCommand>(*command) &&
      std::get<HelpCommand>(*command).subjects.empty())
    reply.body = std::string(CONNECTION_HELP) + reply.body;
  // The service gives a wrong password and an unknown userid the same refusal (UNAUTHORIZED):
  // that is what the throttle counts. A logged-in user's own command is refused so only once
  // the account's password has changed (or the account is gone) since the login: logged out.
  if (prepared.refused_as(ErrorKind::UNAUTHORIZED) && command &&
      runs_as_session_user(session, *command)) {
    state_.log_out(session.user()->user, &session);
    session.logged_out();
    reply.body += "You are logged out.\n";
  } else if (prepared.refused_as(ErrorKind::UNAUTHORIZED)) {
    auto user = command ? acting_user(*command) : std::nullopt;
    reply.delay = failed_password(user.value_or(""), session);
    reply.body += delay_note(reply.delay) + "\n";
  } else if (command && !mails.empty() && !is_error(mails.front())) {
    if (auto user = acting_user(*command)) after_account_change(*command, *user, session);
  }
  push_others(mails);
  if (after_command_) after_command_();
  return reply;
}

// A session keeps the stored hash of the password it logged in with (the service refuses its
// requests once the account has another), so the session that changes it follows, and the
// user's other sessions are logged out; a signed-off account is logged out everywhere.
void LineCommands::after_account_change(const Command& command, const std::string& user,
                                        Session& session) {
  if (std::holds_alternative<ChangePasswordCommand>(command)) {
    auto changed = service_.find_user(user);
    state_.password_changed(user, changed ? changed->password_hash : "", &session);
  }
  if (std::holds_alternative<SignoffCommand>(command)) state_.signed_off(user);
}

// A userid or address that failed lately is refused without its password being checked.
std::optional<Answer> LineCommands::blocked(const std::string& user, const Session& session) {
  auto wait =
      state_.guards().logins.blocked_for(user, session.address(), std::chrono::steady_clock::now());
  if (wait.count() == 0) return std::nullopt;
  return error_answer("too many wrong passwords for '" + user + "' or from your address: " +
                      net::retry_text(wait) + " (nothing was checked)");
}

std::chrono::milliseconds LineCommands::failed_password(const std::string& user,
                                                        const Session& session) {
  return state_.guards().logins.failed(user, session.address(), std::chrono::steady_clock::now());
}

void LineCommands::tick() {
  running_ = true;
  std::vector<Mail> mails = dispatcher_.tick();
  running_ = false;
  push_others(mails);
}

void LineCommands::push_others(const std::vector<Mail>& mails) {
  for (const Mail& m : mails)
    if (!m.to.empty()) state_.push(m.to, m.subject, m.body_after_subject());
}

void LineCommands::notice_made_elsewhere(const Notice& notice) {
  if (running_) return;
  Notice here = only_logged_in(notice);
  if (here.to.empty()) return;  // nobody here to tell: the game need not even be read
  auto mails = dispatcher_.notice_mails(here);
  if (mails) push_others(*mails);
}

Notice LineCommands::only_logged_in(const Notice& notice) const {
  Notice here = notice;
  std::erase_if(here.to, [&](const std::string& user) { return !state_.logged_in(user); });
  return here;
}

void LineCommands::push_remote_notice(const Notice& notice) {
  Notice here = only_logged_in(notice);
  if (here.to.empty()) return;
  auto mails = dispatcher_.notice_mails_now(here);
  // When the game cannot be read now, its players see it on their next look.
  if (mails) push_others(*mails);
}

}  // namespace tori::server::line
