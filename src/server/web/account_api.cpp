// Accounts: sign up, log in (a token), log out (the token revoked), who am I. Failed logins are
// slowed down as on the line protocol (LoginThrottle): the answer waits, and until the delay has
// passed the userid and the address are refused with 429 without their password being checked.
#include <chrono>

#include "server/web/api.h"
#include "server/web/json_views.h"

namespace tori::server::web {

namespace {

struct Credentials {
  std::string user, password;
};

ApiResult<Credentials> read_credentials(const json& body) {
  auto user = optional_text(body, "user");
  if (!user) return user.error();
  auto password = optional_text(body, "password");
  if (!password) return password.error();
  if (user->empty() || password->empty())
    return bad_request("needs \"user\" and \"password\" (strings)");
  return Credentials{*user, *password};
}

}  // namespace

ApiReply Api::signup(const ApiRequest& request, const Params&) {
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto credentials = read_credentials(*body);
  if (!credentials) return error_reply(credentials.error());
  auto email = optional_text(*body, "email");
  if (!email) return error_reply(email.error());
  const std::string& user = credentials->user;
  if (auto existing = service_.find_user(user); existing)
    return error_reply({409, "user_taken", "the userid '" + user + "' is taken"});
  std::optional<Result<Report>> made;
  std::string token;
  Status done = service_.in_one_transaction([&]() -> Status {
    made = service_.signup(user, credentials->password, *email);
    if (!*made) return made->error();
    auto issued = tokens_.issue(user);
    if (!issued) return issued.error();
    token = *issued;
    return ok_status();
  });
  if (made && !*made) return error_reply({400, "invalid", made->error().message});
  if (!done) return error_reply(internal_error(done.error().message));
  return json_reply({{"token", token}, {"user", user}}, 201);
}

ApiReply Api::login(const ApiRequest& request, const Params&) {
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto credentials = read_credentials(*body);
  if (!credentials) return error_reply(credentials.error());
  const std::string& user = credentials->user;
  auto now = std::chrono::steady_clock::now();
  if (auto wait = throttle_.blocked_for(user, request.address, now); wait.count() > 0) {
    auto seconds = unsigned((wait.count() + 999) / 1000);
    return error_reply({429,
                        "too_many_requests",
                        "too many wrong passwords for '" + user +
                            "' or from your address: try again in " + std::to_string(seconds) +
                            " s (nothing was checked)",
                        {},
                        seconds});
  }
  auto found = service_.authenticate(user, credentials->password);
  if (!found) {
    auto delay = throttle_.failed(user, request.address, now);
    return error_reply({401, "unauthorized", found.error().message, delay});
  }
  throttle_.succeeded(user);
  auto token = tokens_.issue(user);
  if (!token) return error_reply(internal_error(token.error().message));
  return json_reply({{"token", *token}, {"user", user}});
}

ApiReply Api::logout(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  if (auto s = tokens_.revoke(request.token); !s)
    return error_reply(internal_error(s.error().message));
  return json_reply({{"ok", true}});
}

ApiReply Api::me(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto profile = user_with_ratings(*user);
  if (!profile) return error_reply(profile.error());
  auto found = service_.find_user(*user);
  return json_reply({{"user", *profile}, {"email", found ? found->address : ""}});
}

}  // namespace tori::server::web
