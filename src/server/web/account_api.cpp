// Accounts: sign up, log in (a token), log out (the token revoked), who am I. Failed logins are
// slowed down with the line protocol's in one budget (net::LoginThrottle): the answer waits, and
// until the delay has passed the address (and the userid from that address) is refused with 429
// without its password being checked. Argon2id never runs here: password_step has the worker
// hash a signup's password or check a login's first.
#include <chrono>

#include "server/service/password_policy.h"
#include "server/web/api.h"
#include "server/web/json_views.h"
#include "server/web/request_target.h"

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

ApiError invalid_values(std::string message) { return {400, "invalid", std::move(message)}; }

}  // namespace

// The policy's refusal of a new password, with its own code so that a page can say it in the
// reader's language.
std::optional<ApiError> weak_password(std::string_view password) {
  if (auto reason = weak_password_reason(password)) return ApiError{400, "weak_password", *reason};
  return std::nullopt;
}

std::optional<ApiResult<net::PasswordStep>> Api::password_step(const ApiRequest& request) {
  if (request.method != "POST") return std::nullopt;
  auto segments = path_segments(request.path);
  if (!segments || segments->empty() || (*segments)[0] != "api") return std::nullopt;
  if (auto step = new_password_step(request, *segments)) return step;
  if (segments->size() != 2) return std::nullopt;
  bool signing_up = (*segments)[1] == "signup";
  if (!signing_up && (*segments)[1] != "login") return std::nullopt;
  // Whatever the request lacks, its handler says; only a request that can succeed gets hashed.
  auto body = body_object(request);
  if (!body) return std::nullopt;
  auto credentials = read_credentials(*body);
  if (!credentials) return std::nullopt;
  net::PasswordStep step{
      credentials->user, credentials->password, {}, {}, service_.password_cost()};
  auto now = std::chrono::steady_clock::now();
  if (signing_up) {
    auto email = optional_text(*body, "email");
    if (!email || !service_.check_signup(step.user, step.password, *email)) return std::nullopt;
    if (auto wait = guards_.signup_from(request.address, now))
      return ApiResult<net::PasswordStep>(
          too_many("too many new accounts from your address", *wait));
    step.to_hash = step.password;
    return ApiResult<net::PasswordStep>(std::move(step));
  }
  if (guards_.logins.blocked_for(step.user, request.address, now).count() > 0) return std::nullopt;
  step.check_against = service_.hash_to_check(step.user, step.password);
  if (!step.check_against) return std::nullopt;  // known already: no hashing
  return ApiResult<net::PasswordStep>(std::move(step));
}

// A password change's (the old password checked, the new one hashed) or a password reset's (the
// new one hashed); nothing for a request that cannot succeed: its handler says why.
std::optional<ApiResult<net::PasswordStep>> Api::new_password_step(
    const ApiRequest& request, const std::vector<std::string>& segments) {
  bool change = segments.size() == 3 && segments[1] == "me" && segments[2] == "password";
  bool reset = segments.size() == 3 && segments[1] == "password-reset";
  if (!change && !reset) return std::nullopt;
  auto body = body_object(request);
  if (!body) return std::nullopt;
  auto new_password = optional_text(*body, change ? "new" : "password");
  if (!new_password || weak_password(*new_password)) return std::nullopt;
  net::PasswordStep step{{}, {}, {}, *new_password, service_.password_cost()};
  if (change) {
    auto old_password = optional_text(*body, "old");
    auto user = request.token.empty() ? Result<std::optional<std::string>>(std::nullopt)
                                      : tokens_.user_of(request.token);
    if (!old_password || !user || !*user) return std::nullopt;
    step.user = **user;
    step.password = *old_password;
    step.check_against = service_.hash_to_check(step.user, step.password);
  }
  return ApiResult<net::PasswordStep>(std::move(step));
}

void Api::password_done(const net::PasswordStep& step, const net::PasswordStep::Outcome& outcome,
                        ApiRequest& request) {
  if (step.check_against)
    service_.password_checked(step.user, *step.check_against, step.password, outcome.matches);
  if (step.to_hash) request.password_hash = outcome.made;
}

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
  if (auto weak = weak_password(credentials->password)) return error_reply(*weak);
  std::optional<Result<Report>> made;
  std::string token;
  Status done = service_.in_one_transaction([&]() -> Status {
    made = request.password_hash ? service_.signup_with_hash(user, *request.password_hash, *email)
                                 : service_.signup(user, credentials->password, *email);
    if (!*made) return made->error();
    auto issued = tokens_.issue(user);
    if (!issued) return issued.error();
    token = *issued;
    return ok_status();
  });
  if (made && !*made) return error_reply(api_error(made->error(), invalid_values));
  if (!done) return error_reply(api_error(done.error(), internal_error));
  return json_reply({{"token", token}, {"user", user}}, 201);
}

ApiReply Api::login(const ApiRequest& request, const Params&) {
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto credentials = read_credentials(*body);
  if (!credentials) return error_reply(credentials.error());
  const std::string& user = credentials->user;
  auto now = std::chrono::steady_clock::now();
  if (auto wait = guards_.logins.blocked_for(user, request.address, now); wait.count() > 0) {
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
  if (!found && found.error().kind == ErrorKind::REFUSED)  // the right password, a closed account
    return error_reply({403, "account_closed", found.error().message});
  if (!found && found.error().kind != ErrorKind::UNAUTHORIZED)
    return error_reply(api_error(found.error(), internal_error));  // not a wrong password
  if (!found) {
    auto delay = guards_.logins.failed(user, request.address, now);
    return error_reply({401, "unauthorized", found.error().message, delay});
  }
  guards_.logins.succeeded(user, request.address);
  auto token = tokens_.issue(user);
  if (!token) return error_reply(api_error(token.error(), internal_error));
  return json_reply({{"token", *token}, {"user", user}});
}

ApiReply Api::logout(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  if (auto s = tokens_.revoke(request.token); !s)
    return error_reply(api_error(s.error(), internal_error));
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
