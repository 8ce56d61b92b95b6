// GameService: accounts and their settings. A password is set or checked only in signing up,
// logging in and changing it; every other change is made by an Actor the edge established.
#include <cctype>
#include <utility>

#include "server/service/game_service.h"
#include "server/service/password_policy.h"
#include "server/service/seek_withdrawal.h"

namespace tori::server {

namespace {

constexpr std::size_t MAX_USERID = 32;
constexpr std::size_t MAX_PASSWORD = 128;
constexpr std::size_t MAX_ADDRESS = 320;

// A userid starts with a letter (so a game number never looks like one) and holds letters,
// digits, '_', '-' and '.'.
Status check_userid(const std::string& id) {
  if (id.empty() || id.size() > MAX_USERID)
    return make_error("a userid has 1 to " + std::to_string(MAX_USERID) + " characters");
  if (!std::isalpha(static_cast<unsigned char>(id[0])))
    return make_error("a userid starts with a letter: '" + id + "'");
  for (char c : id)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-' && c != '.')
      return make_error("a userid holds only letters, digits, '_', '-' and '.': '" + id + "'");
  return ok_status();
}

// Like the old server: anything printable without spaces, quotes or colons; and the policy's
// length and list (password_policy.h).
Status check_password(std::string_view password) {
  if (password.size() > MAX_PASSWORD)
    return make_error("a password has at most " + std::to_string(MAX_PASSWORD) + " characters");
  for (char c : password)
    if (c <= ' ' || c == 127 || c == '"' || c == '\'' || c == ':')
      return make_error("a password may not hold spaces, quotes, colons or control characters");
  if (auto weak = weak_password_reason(password)) return make_error(*weak);
  return ok_status();
}

Status check_address(const std::string& address) {
  if (address.size() > MAX_ADDRESS) return make_error("the address is too long");
  // One mailbox: a list would have every mail of the account copied to strangers.
  if (address.find_first_of(",;") != std::string::npos)
    return make_error("an address is one mailbox, without ',' or ';': '" + address + "'");
  for (char c : address)
    if (static_cast<unsigned char>(c) < ' ' || c == 127)
      return make_error("the address holds control characters");
  return ok_status();
}

}  // namespace

GameService::GameService(Storage& storage, const Clock& clock, ServiceOptions options)
    : storage_(storage), clock_(clock), options_(options) {}

Result<Report> GameService::signup(const std::string& user, std::string_view password,
                                   const std::string& address) {
  if (auto s = check_signup(user, password, address); !s) return s.error();
  auto hash = hash_password(password, options_.password_cost);
  if (!hash) return hash.error();
  return signup_with_hash(user, *hash, address);
}

Status GameService::check_signup(const std::string& user, std::string_view password,
                                 const std::string& address) {
  if (auto s = check_userid(user); !s) return s;
  if (auto s = check_password(password); !s) return s;
  if (auto s = check_address(address); !s) return s;
  return check_userid_free(user);
}

// Checked again: another signup may have taken the userid while the hash was made.
Result<Report> GameService::signup_with_hash(const std::string& user,
                                             const std::string& password_hash,
                                             const std::string& address) {
  if (auto s = check_userid(user); !s) return s.error();
  if (auto s = check_address(address); !s) return s.error();
  if (auto s = check_userid_free(user); !s) return s.error();
  User u{user, password_hash, address, {}, PlayerKind::HUMAN, 0, false, clock_.now()};
  if (auto s = insert_user(u); !s) return s.error();
  return Report{"Welcome, " + user + ". You are signed up.", {}, {}};
}

Result<Report> GameService::add_computer(const std::string& user) {
  if (auto s = check_userid(user); !s) return s.error();
  if (auto s = check_userid_free(user); !s) return s.error();
  // No password can match an empty hash: nobody logs in as the computer.
  User u{user, "", "", {}, PlayerKind::COMPUTER, 0, false, clock_.now()};
  if (auto s = insert_user(u); !s) return s.error();
  return Report{"The computer plays as " + user + ".", {}, {}};
}

Status GameService::check_userid_free(const std::string& id) {
  auto existing = storage_.find_user_any_case(id);
  if (!existing) return existing.error();
  if (!*existing) return ok_status();
  if ((*existing)->id == id) return make_error("the userid '" + id + "' is taken");
  return make_error("the userid '" + id + "' is taken: '" + (*existing)->id +
                    "' differs only in case");
}

Result<std::optional<User>> GameService::stored_user(const std::string& id) {
  return read_through(
      memo_in_use(), memo_.user(id), [&] { return storage_.find_user(id); },
      [&](const std::optional<User>& user) { memo_.set_user(id, user); });
}

Status GameService::insert_user(const User& user) {
  memo_.forget_user(user.id);
  return storage_.insert_user(user);
}

Status GameService::update_user(const User& user) {
  memo_.forget_user(user.id);
  return storage_.update_user(user);
}

Result<User> GameService::find_user(const std::string& user) {
  auto found = stored_user(user);
  if (!found) return found.error();
  if (!*found) return make_error("no user '" + user + "'");
  return **found;
}

// The same answer for an unknown user and a wrong password, so that the reply does not tell
// which userids exist.
Result<User> GameService::authenticate(const std::string& user, std::string_view password) {
  auto found = stored_user(user);
  if (!found) return found.error();
  const Error refused =
      make_error(ErrorKind::UNAUTHORIZED, "wrong userid or password for '" + user + "'");
  if (!*found || (*found)->password_hash.empty()) {
    // As long as for a real account, so the time taken tells nobody which userids exist.
    if (!verified_.known_wrong(user, decoy_hash(), password))
      (void)password_matches(decoy_hash(), password);
    return refused;
  }
  const std::string& stored = (*found)->password_hash;
  if (!verified_.known(user, stored, password)) {
    if (verified_.known_wrong(user, stored, password)) return refused;  // checked on a worker
    if (!password_matches(stored, password)) return refused;
    verified_.remember(user, stored, password);
  }
  // The password was right, so saying so tells nothing new; the edges answer it as refused.
  if ((*found)->signed_off)
    return make_error(ErrorKind::REFUSED, "'" + user + "' has signed off: the account is closed");
  return **found;
}

Result<Actor> GameService::log_in(const std::string& user, std::string_view password) {
  auto u = authenticate(user, password);
  if (!u) return u.error();
  return Actor{u->id, u->password_hash};
}

Result<User> GameService::acting_user(const Actor& actor) {
  if (actor.is_guest()) return make_error(ErrorKind::UNAUTHORIZED, "log in first");
  auto found = stored_user(actor.user);
  if (!found) return found.error();
  if (!*found) return make_error(ErrorKind::UNAUTHORIZED, "no user '" + actor.user + "'");
  if (actor.password_hash && *actor.password_hash != (*found)->password_hash)
    return make_error(ErrorKind::UNAUTHORIZED, "the password of '" + actor.user +
                                                   "' was changed after this connection logged "
                                                   "in: log in again");
  if ((*found)->signed_off)
    return make_error(ErrorKind::UNAUTHORIZED, "'" + actor.user + "' has signed off");
  return **found;
}

std::optional<std::string> GameService::hash_to_check(const std::string& user,
                                                      std::string_view password) {
  auto found = stored_user(user);
  if (!found) return std::nullopt;  // authenticate says what failed
  bool real = *found && !(*found)->password_hash.empty();
  const std::string& against = real ? (*found)->password_hash : decoy_hash();
  if (verified_.known(user, against, password) || verified_.known_wrong(user, against, password))
    return std::nullopt;
  return against;
}

void GameService::password_checked(const std::string& user, const std::string& hash,
                                   std::string_view password, bool matches) {
  if (matches)
    verified_.remember(user, hash, password);
  else
    verified_.remember_wrong(user, hash, password);
}

const std::string& GameService::decoy_hash() {
  if (decoy_hash_.empty()) {
    auto made = hash_password("no account has this password", options_.password_cost);
    decoy_hash_ = made ? *made : std::string("$argon2id$decoy");
  }
  return decoy_hash_;
}

Result<Report> GameService::change_password(const std::string& user, std::string_view old_password,
                                            std::string_view new_password,
                                            const std::optional<std::string>& new_hash) {
  auto actor = log_in(user, old_password);
  if (!actor) return actor.error();
  return set_password(*actor, new_password, new_hash);
}

Result<Report> GameService::set_password(const Actor& actor, std::string_view new_password,
                                         const std::optional<std::string>& new_hash) {
  auto u = acting_user(actor);
  if (!u) return u.error();
  if (auto s = check_password(new_password); !s) return s.error();
  auto hash = new_hash ? Result<std::string>(*new_hash)
                       : hash_password(new_password, options_.password_cost);
  if (!hash) return hash.error();
  User changed = *u;
  changed.password_hash = *hash;
  if (auto s = update_user(changed); !s) return s.error();
  // Whoever logged in with the old password (one may be an intruder) logs in again.
  if (auto s = storage_.delete_tokens_of(actor.user); !s) return s.error();
  return Report{"The password of " + actor.user + " is changed.", {}, {}};
}

Result<Report> GameService::change_address(const Actor& actor, const std::string& address) {
  const std::string& user = actor.user;
  auto u = acting_user(actor);
  if (!u) return u.error();
  if (auto s = check_address(address); !s) return s.error();
  User changed = *u;
  changed.address = address;
  if (auto s = update_user(changed); !s) return s.error();
  return Report{address.empty() ? user +
                                      " has no address now: replies go to whoever sends a "
                                      "command, and no other mail is sent."
                                : "Mail for " + user + " now goes to " + address + ".",
                {},
                {}};
}

Result<Report> GameService::signoff(const Actor& actor) {
  const std::string& user = actor.user;
  auto u = acting_user(actor);
  if (!u) return u.error();
  User changed = *u;
  changed.signed_off = true;
  if (auto s = update_user(changed); !s) return s.error();
  if (auto s = storage_.delete_tokens_of(user); !s) return s.error();
  auto seeks_gone = withdraw_seeks_of(storage_, user);
  if (!seeks_gone) return seeks_gone.error();
  return published(Report{user + " has signed off. Games in progress go on until they end.",
                          {},
                          std::move(*seeks_gone)});
}

Result<Report> GameService::set_display(const Actor& actor, std::optional<bool> flip,
                                        std::optional<BoardStyle> style) {
  const std::string& user = actor.user;
  auto u = acting_user(actor);
  if (!u) return u.error();
  User changed = *u;
  if (flip) changed.display.flip = *flip;
  if (style) changed.display.style = *style;
  if (auto s = update_user(changed); !s) return s.error();
  return Report{
      "Boards for " + user + ": " + std::string(board_style_name(changed.display.style)) +
          (changed.display.flip ? ", turned when you play White" : ", Black always at the bottom"),
      {},
      {}};
}

Result<Report> GameService::set_game_limit(const Actor& actor, int limit) {
  const std::string& user = actor.user;
  auto u = acting_user(actor);
  if (!u) return u.error();
  if (limit < 0 || limit > 10000) return make_error("a game limit is 0 (none) to 10000");
  User changed = *u;
  changed.game_limit = limit;
  if (auto s = update_user(changed); !s) return s.error();
  return Report{limit ? user + " accepts challenges while playing fewer than " +
                            std::to_string(limit) + " games of a kind."
                      : user + " accepts every challenge.",
                {},
                {}};
}

}  // namespace tori::server
