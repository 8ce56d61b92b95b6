// The dispatcher: one small handler per command; each ends in mails.
#include "server/commands/dispatcher.h"

#include <algorithm>
#include <optional>
#include <type_traits>
#include <variant>

#include "server/commands/command_parser.h"
#include "server/commands/help_text.h"
#include "server/commands/reply_text.h"

namespace tori::server {

namespace {

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};

// A subject is one line whatever a comment held (a mail header must not break).
std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\n' || c == '\r') c = ' ';
  return text;
}

Mail text_mail(std::string subject, std::string body) {
  return make_mail("", one_line(std::move(subject)), std::move(body));
}

// Whether a body's first line says what the subject says: it is the subject, or the part of it
// after ": " ("torishogi 101: bob played 7e-7d" and "bob played 7e-7d").
bool restates(std::string_view subject, std::string_view line) {
  if (line.empty() || !subject.ends_with(line)) return false;
  std::string_view before = subject.substr(0, subject.size() - line.size());
  return before.empty() || (before.size() > 2 && before.ends_with(": "));
}

// The length of the body's first line and the blank line after it, when that line restates the
// subject; 0 when it does not.
std::size_t restated_length(std::string_view subject, std::string_view body) {
  std::size_t end = std::min(body.find('\n'), body.size());
  if (!restates(subject, body.substr(0, end))) return 0;
  std::size_t length = std::min(end + 1, body.size());
  if (body.substr(length, 1) == "\n") ++length;  // the blank line after it
  return length;
}

Result<std::vector<Mail>> one(Mail m) { return std::vector<Mail>{std::move(m)}; }

// What a command's request keeps from other requests (of this server and any other on the
// database): nothing for one that only reads (a snapshot), its game for one about a single game
// (moves in different games run side by side), everything for the rest.
LockScope lock_scope(const Command& command) {
  return std::visit(
      [](const auto& c) -> LockScope {
        using C = std::decay_t<decltype(c)>;
        if constexpr (requires { c.auth.key; })
          return LockScope::one_game(c.auth.key);
        else if constexpr (std::is_same_v<C, HelpCommand> || std::is_same_v<C, PreviewCommand> ||
                           std::is_same_v<C, ShowCommand> || std::is_same_v<C, GamesCommand> ||
                           std::is_same_v<C, HistoryCommand> ||
                           std::is_same_v<C, StandingsCommand> ||
                           std::is_same_v<C, SeekListCommand>)
          return LockScope::reading_only();
        else
          return LockScope::everything();
      },
      command);
}

}  // namespace

Mail make_mail(std::string to, std::string subject, std::string body) {
  Mail mail{std::move(to), std::move(subject), std::move(body)};
  mail.restated = restated_length(mail.subject, mail.body);
  return mail;
}

bool only_reads(const Command& command) { return lock_scope(command).reading; }

std::vector<Mail> Dispatcher::run(Result<Command> command, const Request& request) {
  Prepared prepared(*this, std::move(command), request);
  if (!prepared.needs_transaction()) return prepared.mails(ok_status());
  return prepared.mails(
      service_.in_one_transaction([&] { return prepared.run(); }, prepared.scope()));
}

Dispatcher::Prepared::Prepared(Dispatcher& dispatcher, Result<Command> command,
                               const Request& request)
    : dispatcher_(dispatcher), command_(std::move(command)), line_(request.line) {
  if (request.session) session_ = *request.session;
  // By mail, a new account's address is where the mail came from unless the command names one.
  if (!command_) return;
  if (auto* signup = std::get_if<SignupCommand>(&command_.value());
      signup && signup->address.empty())
    signup->address = std::string(request.sender_address);
  // A logged-in player may challenge as the second player: the first is then the one to answer.
  if (auto* challenge = std::get_if<ChallengeCommand>(&command_.value());
      challenge && session_ && session_->user == challenge->second)
    challenge->options.asked_by = ChallengeAsker::SECOND;
  // A logged-in player sees the boards they asked for in their own settings.
  if (auto* show = std::get_if<ShowCommand>(&command_.value()))
    show->reader = request.session ? request.session->user : "";
}

LockScope Dispatcher::Prepared::scope() const {
  return command_ ? lock_scope(*command_) : LockScope::reading_only();
}

Status Dispatcher::Prepared::run() {
  mails_ = dispatcher_.execute(*command_, session_);
  return mails_->ok() ? ok_status() : Status(mails_->error());
}

std::vector<Mail> Dispatcher::Prepared::mails(const Status& stored) {
  auto refused = [&](const Error& e) {
    Mail m = text_mail(
        "Error: " + printable_echo(e.message),
        "Error: " + e.message + "\nCommand: " + printable_echo(line_) + "\nNothing was changed.\n");
    m.refused = true;
    return std::vector<Mail>{std::move(m)};
  };
  if (!command_) return refused(command_.error());
  if (!mails_) return refused(stored.error());  // the transaction did not even begin
  if (!mails_->ok()) return refused(mails_->error());
  if (!stored) return refused(stored.error());
  std::vector<Mail> out = std::move(mails_->value());
  // Anyone may challenge (the old server asked no password): the first player hears of the new
  // game too, unless the transport knows the command came from them.
  if (const auto* c = std::get_if<ChallengeCommand>(&*command_);
      c && !(session_ && session_->user == c->first) && !out.empty()) {
    Mail copy = out.front();  // the game as the first player sees it
    copy.to = c->first;
    out.push_back(std::move(copy));
  }
  return out;
}

std::vector<Mail> Dispatcher::tick() {
  std::vector<Mail> mails;
  Result<std::vector<Notice>> notices = std::vector<Notice>{};
  (void)service_.in_one_transaction([&]() -> Status {
    notices = service_.tick();
    return notices ? ok_status() : Status(notices.error());
  });
  if (!notices) return mails;
  for (const Notice& n : *notices) {
    auto m = notice_mails(n);
    if (m) mails.insert(mails.end(), m->begin(), m->end());
  }
  return mails;
}

Result<std::vector<Mail>> Dispatcher::notice_mails_now(const Notice& notice) {
  Result<std::vector<Mail>> mails = std::vector<Mail>{};
  Status read = service_.in_one_transaction(
      [&]() -> Status {
        mails = notice_mails(notice);
        return mails ? ok_status() : Status(mails.error());
      },
      LockScope::reading_only());
  if (!read) return read.error();
  return mails;
}

Result<Actor> Dispatcher::acting(const std::string& user, const std::string& password,
                                 const std::optional<Actor>& session) {
  if (session && session->user == user) return *session;
  return service_.log_in(user, password);
}

Result<std::vector<Mail>> Dispatcher::execute(const Command& command,
                                              const std::optional<Actor>& session) {
  auto with_report = [&](const Result<Report>& r, const std::string& sender) {
    if (!r) return Result<std::vector<Mail>>(r.error());
    return report_mails(*r, sender);
  };
  // An account command of `c.user`, run as the actor its password (or the session) makes.
  auto as_account = [&](const auto& c, auto&& act) {
    auto actor = acting(c.user, c.password, session);
    if (!actor) return Result<std::vector<Mail>>(actor.error());
    return with_report(act(*actor), c.user);
  };
  // A command in one game, run as its player.
  auto as_player = [&](const GameAuth& auth, auto&& act) {
    auto actor = acting(auth.user, auth.password, session);
    if (!actor) return Result<std::vector<Mail>>(actor.error());
    return with_report(act(*actor), auth.user);
  };
  return std::visit(
      Overloaded{
          [&](const HelpCommand& c) {
            return one(text_mail("Help", help_text(c.game, c.subjects)));
          },
          [&](const SignupCommand& c) {
            return with_report(c.password_hash
                                   ? service_.signup_with_hash(c.user, *c.password_hash, c.address)
                                   : service_.signup(c.user, c.password, c.address),
                               c.user);
          },
          [&](const ChangePasswordCommand& c) {
            return with_report(service_.change_password(c.user, c.old_password, c.new_password,
                                                        c.new_password_hash),
                               c.user);
          },
          [&](const ChangeAddressCommand& c) {
            return as_account(
                c, [&](const Actor& a) { return service_.change_address(a, c.address); });
          },
          [&](const SignoffCommand& c) {
            return as_account(c, [&](const Actor& a) { return service_.signoff(a); });
          },
          [&](const SetDisplayCommand& c) {
            return as_account(
                c, [&](const Actor& a) { return service_.set_display(a, c.flip, c.style); });
          },
          [&](const LimitCommand& c) {
            return as_account(c,
                              [&](const Actor& a) { return service_.set_game_limit(a, c.limit); });
          },
          [&](const ChallengeCommand& c) {
            return with_report(service_.challenge(c.game, c.first, c.second, c.options), c.first);
          },
          [&](const MoveCommand& c) {
            return as_player(c.auth, [&](const Actor& a) {
              return service_.move(c.auth.key, a, c.move, c.guard, c.comment);
            });
          },
          [&](const MoveWordCommand& c) {
            return as_player(c.auth, [&](const Actor& a) { return move_word(c, a); });
          },
          [&](const QueueCommand& c) {
            return as_player(c.auth, [&](const Actor& a) {
              return service_.queue(c.auth.key, a, c.move, c.guard);
            });
          },
          [&](const ResignCommand& c) {
            return as_player(
                c.auth, [&](const Actor& a) { return service_.resign(c.auth.key, a, c.comment); });
          },
          [&](const AnswerChallengeCommand& c) {
            return as_player(c.auth, [&](const Actor& a) {
              return service_.answer_challenge(c.auth.key, a, c.accept, c.comment);
            });
          },
          [&](const ChatCommand& c) {
            return as_player(c.auth,
                             [&](const Actor& a) { return service_.chat(c.auth.key, a, c.text); });
          },
          [&](const FollowCommand& c) {
            return as_player(c.auth, [&](const Actor& a) { return follow(c, a); });
          },
          [&](const PreviewCommand& c) { return preview(c); },
          [&](const ShowCommand& c) { return show(c); },
          [&](const GamesCommand& c) { return games(c); },
          [&](const HistoryCommand& c) { return history(c); },
          [&](const StandingsCommand& c) { return standings(c); },
          [&](const SeekListCommand& c) { return seek_list(c); },
          [&](const SeekMakeCommand& c) {
            auto actor = acting(c.user, c.password, session);
            if (!actor) return Result<std::vector<Mail>>(actor.error());
            return seek_make(c, *actor);
          },
          [&](const SeekCancelCommand& c) {
            return as_account(c, [&](const Actor& a) { return seek_cancel(c, a); });
          },
          [&](const SeekAcceptCommand& c) {
            return as_account(c, [&](const Actor& a) { return seek_accept(c, a); });
          },
      },
      command);
}

Result<Report> Dispatcher::move_word(const MoveWordCommand& c, const Actor& actor) {
  GameKey key = c.auth.key;
  switch (c.word) {
    case MoveWord::PROPOSE:
      return service_.propose(key, actor, ProposalKind::DRAW, c.comment);
    case MoveWord::UNDO:
      return service_.propose(key, actor, ProposalKind::UNDO, c.comment);
    case MoveWord::IMPASSE:
      return service_.propose(key, actor, ProposalKind::IMPASSE, c.comment);
    case MoveWord::ACCEPT:
      return service_.answer(key, actor, true, c.comment);
    case MoveWord::REJECT:
      return service_.answer(key, actor, false, c.comment);
    case MoveWord::RESIGN:
      return service_.resign(key, actor, c.comment);
  }
  return make_error("unknown move word");
}

Result<Report> Dispatcher::follow(const FollowCommand& c, const Actor& actor) {
  if (c.word == FollowWord::UNSUBSCRIBE) return service_.unfollow(c.auth.key, actor);
  return service_.follow(
      c.auth.key, actor,
      c.word == FollowWord::SUBSCRIBE ? FollowKind::EVERY_MOVE : FollowKind::END_ONLY);
}

// The sender's reply (with the game, if the report names one) and the notices' mails.
Result<std::vector<Mail>> Dispatcher::report_mails(const Report& report,
                                                   const std::string& sender) {
  std::vector<Mail> mails;
  if (report.game) {
    auto m = game_mail(*report.game, sender, report.message);
    if (!m) return m.error();
    m.value().to = "";
    mails.push_back(std::move(m.value()));
  } else {
    mails.push_back(text_mail(report.message, report.message + "\n"));
  }
  for (const Notice& n : report.notices) {
    auto m = notice_mails(n);
    if (!m) return m.error();
    mails.insert(mails.end(), m->begin(), m->end());
  }
  return mails;
}

Result<std::vector<Mail>> Dispatcher::notice_mails(const Notice& n) {
  std::vector<Mail> mails;
  for (const std::string& user : n.to) {
    auto m = game_mail(n.game, user, n.headline);
    if (!m) return m.error();
    mails.push_back(std::move(m.value()));
  }
  return mails;
}

Result<Mail> Dispatcher::game_mail(GameKey key, const std::string& reader,
                                   const std::string& headline) {
  auto g = service_.game(key);
  if (!g) return g.error();
  auto live = service_.position(*g);
  if (!live) return live.error();
  DisplaySettings display;
  if (auto u = service_.find_user(reader)) display = u->display;
  auto chat = service_.chat_lines(key);
  std::string subject =
      std::string(game_type_name(key.variant)) + " " + std::to_string(key.number) + ": " + headline;
  return make_mail(reader, one_line(subject),
                   headline + "\n\n" +
                       game_text(*g, *live, reader, display, service_.now_millis(),
                                 chat ? *chat : std::vector<ChatLine>{}));
}

Result<std::vector<Mail>> Dispatcher::show(const ShowCommand& c) {
  DisplaySettings display;
  if (!c.reader.empty())
    if (auto u = service_.find_user(c.reader)) display = u->display;
  std::vector<Mail> mails;
  for (const ShowCommand::Board& b : c.boards) {
    auto g = service_.game(b.key);
    if (!g) return g.error();
    GameRecord shown = *g;
    if (b.at_move) {
      if (*b.at_move > int(g->moves.size()) + 1)
        return make_error("game " + std::to_string(b.key.number) + " has no move " +
                          std::to_string(*b.at_move) + " yet");
      shown.moves.resize(*b.at_move - 1);
      shown.result = {};
      shown.proposal = {};
      shown.clock.control = {};  // the clocks of that moment are not kept
    }
    auto live = LiveGame::replay(shown);
    if (!live) return live.error();
    std::string title =
        game_title(shown) + (b.at_move ? " before move " + std::to_string(*b.at_move) : "");
    // A timed game's clocks are read now, at the request: the exact time left.
    mails.push_back(
        text_mail(title, game_text(shown, *live, c.reader, display, service_.now_millis())));
  }
  return mails;
}

Result<std::vector<Mail>> Dispatcher::preview(const PreviewCommand& c) {
  auto live = service_.preview(c.key, c.moves);
  if (!live) return live.error();
  auto g = service_.game(c.key);
  if (!g) return g.error();
  BoardView view;
  view.black_name = g->players[BLACK];
  view.white_name = g->players[WHITE];
  std::string body = "Preview of game " + std::to_string(c.key.number) + " after";
  for (const std::string& m : c.moves) body += " " + m;
  body += " (nothing was played):\n\n" + live->render(view);
  if (live->over()) body += "Game over: " + live->result().description + "\n";
  return one(text_mail("Preview of game " + std::to_string(c.key.number), body));
}

namespace {

// A list of games in a mail or a reply: the newest this many, however many there are.
constexpr int LISTED_GAMES = 100;

std::string listed_games_text(const std::vector<GameRecord>& games) {
  std::string text = game_list_text(games);
  if (games.size() >= std::size_t(LISTED_GAMES))
    text += "(the newest " + std::to_string(LISTED_GAMES) +
            " are listed; name a player to see theirs)\n";
  return text;
}

}  // namespace

namespace {

// The game a list names, or both.
std::vector<VariantId> named_or_both(std::optional<VariantId> game) {
  if (game) return {*game};
  return {VariantId::TORI, VariantId::YARI};
}

}  // namespace

Result<std::vector<Mail>> Dispatcher::games(const GamesCommand& c) {
  GameQuery::Which which = c.which == GamesWhich::ALL        ? GameQuery::Which::ALL
                           : c.which == GamesWhich::INACTIVE ? GameQuery::Which::INACTIVE
                                                             : GameQuery::Which::ACTIVE;
  std::vector<Mail> mails;
  for (VariantId game : named_or_both(c.game)) {
    auto list = service_.games(game, c.users, which, c.which == GamesWhich::NEXT, 0, LISTED_GAMES);
    if (!list) return list.error();
    mails.push_back(
        text_mail(std::string(game_type_name(game)) + " games", listed_games_text(*list)));
  }
  return mails;
}

Result<std::vector<Mail>> Dispatcher::history(const HistoryCommand& c) {
  std::vector<std::string> users;
  if (c.user) users.push_back(*c.user);
  std::vector<Mail> mails;
  for (VariantId game : named_or_both(c.game)) {
    auto list = service_.games(game, users, GameQuery::Which::INACTIVE, false, 0, LISTED_GAMES);
    if (!list) return list.error();
    mails.push_back(
        text_mail(std::string(game_type_name(game)) + " history", listed_games_text(*list)));
  }
  return mails;
}

Result<std::vector<Mail>> Dispatcher::standings(const StandingsCommand& c) {
  std::vector<Mail> mails;
  for (VariantId game : named_or_both(c.game)) {
    auto list = service_.standings(game);
    if (!list) return list.error();
    mails.push_back(
        text_mail(std::string(game_type_name(game)) + " standings", standings_text(game, *list)));
  }
  return mails;
}

}  // namespace tori::server
