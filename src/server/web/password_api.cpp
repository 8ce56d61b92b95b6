// Passwords over HTTP (docs/api.md, "Passwords"): a logged-in user changes theirs (the old one
// checked, every other session's token revoked), and a user who forgot theirs asks for a link by
// mail and sets a new one with it. The policy (password_policy.h) holds for both. Argon2id runs
// on the worker (Api::password_step), never here.
#include <cctype>
#include <chrono>

#include "server/web/api.h"
#include "server/web/json_views.h"
#include "server/web/request_target.h"

namespace tori::server::web {

namespace {

ApiResult<std::string> text_field(const json& body, const char* name) {
  auto value = optional_text(body, name);
  if (!value) return value.error();
  if (value->empty()) return bad_request("needs \"" + std::string(name) + "\" (a string)");
  return *value;
}

std::string reset_mail_body(const std::string& user, const std::string& link) {
  return "Someone (you, we hope) asked for a new password for the account " + user +
         " on this Tori Shogi server.\n\n"
         "To choose one, open this link within an hour:\n\n" +
         link +
         "\n\n"
         "The link works once. If you did not ask for it, ignore this mail: your password stays "
         "as it is.\n";
}

}  // namespace

ApiReply Api::change_my_password(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto old_password = text_field(*body, "old");
  if (!old_password) return error_reply(old_password.error());
  auto new_password = text_field(*body, "new");
  if (!new_password) return error_reply(new_password.error());
  if (auto weak = weak_password(*new_password)) return error_reply(*weak);
  auto now = std::chrono::steady_clock::now();
  if (auto wait = guards_.logins.blocked_for(*user, request.address, now); wait.count() > 0)
    return error_reply(too_many("too many wrong passwords for '" + *user + "'", wait));
  std::optional<Result<Report>> changed;
  Status done = service_.in_one_transaction([&]() -> Status {
    changed = service_.change_password(*user, *old_password, *new_password, request.password_hash);
    if (!*changed) return changed->error();
    // Every token of the user went with the old password; this session keeps its own.
    return tokens_.reinstate(request.token, *user);
  });
  if (changed && !*changed && changed->error().kind == ErrorKind::UNAUTHORIZED) {
    auto delay = guards_.logins.failed(*user, request.address, now);
    return error_reply({403, "wrong_password", "the old password is wrong", delay});
  }
  if (changed && !*changed) return error_reply(api_error(changed->error(), bad_request));
  if (!done) return error_reply(api_error(done.error(), internal_error));
  guards_.logins.succeeded(*user, request.address);
  return json_reply({{"ok", true}});
}

// The same answer whether or not the user exists or has an address, so that the form tells
// nobody who plays here; only the rate limit (by address and by the name asked for) shows.
ApiReply Api::request_password_reset(const ApiRequest& request, const Params&) {
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto user = text_field(*body, "user");
  if (!user) return error_reply(user.error());
  auto now = std::chrono::steady_clock::now();
  std::string asked = *user;  // userids are unique without regard to case: so is the limit
  for (char& c : asked) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (auto wait = guards_.password_reset_for(request.address, asked, now))
    return error_reply(too_many("too many password resets asked for", *wait));
  const json answer = {{"ok", true},
                       {"message",
                        "if the account has a mail address, a link to choose a new password was "
                        "sent to it; it works once, within an hour"}};
  auto found = storage_.find_user_any_case(*user);
  if (!found) return error_reply(api_error(found.error(), internal_error));
  const std::optional<User>& account = *found;
  if (!account || account->signed_off || account->address.empty() || !options_.send_mail)
    return json_reply(answer, 202);
  auto token = tokens_.issue_password_reset(account->id);
  if (!token) return error_reply(api_error(token.error(), internal_error));
  std::string link = options_.site_url + "/reset/" + *token;
  if (auto sent = options_.send_mail(account->address, "Your new password on Tori Shogi",
                                     reset_mail_body(account->id, link));
      !sent)
    return error_reply(internal_error("the mail could not be sent: " + sent.error().message));
  return json_reply(answer, 202);
}

ApiReply Api::reset_password(const ApiRequest& request, const Params& params) {
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto password = text_field(*body, "password");
  if (!password) return error_reply(password.error());
  if (auto weak = weak_password(*password)) return error_reply(*weak);
  std::optional<std::string> user;
  std::optional<Result<Report>> changed;
  std::string token;
  Status done = service_.in_one_transaction([&]() -> Status {
    auto taken = tokens_.take_password_reset(params[0]);
    if (!taken) return taken.error();
    if (!*taken) return ok_status();  // answered below; nothing was changed
    user = (*taken)->user;
    // The link stands for the old password; a new one revokes every token of the account.
    changed = service_.set_password(Actor::verified(*user), *password, request.password_hash);
    if (!*changed) return changed->error();
    auto issued = tokens_.issue(*user);
    if (!issued) return issued.error();
    token = *issued;
    return ok_status();
  });
  if (changed && !*changed) return error_reply(api_error(changed->error(), bad_request));
  if (!done) return error_reply(api_error(done.error(), internal_error));
  if (!user)
    return error_reply({400, "invalid_reset",
                        "the reset link is not valid: unknown, used already or older than an "
                        "hour (ask for a new one)"});
  return json_reply({{"token", token}, {"user", *user}});
}

}  // namespace tori::server::web
