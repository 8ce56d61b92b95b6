// What a new password must be (docs/server.md, "Passwords"): long enough and not one of the
// passwords every guesser tries first. Checked wherever a password is set: a signup and a
// password change over HTTP, the line protocol or mail, and a password reset.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tori::server {

inline constexpr std::size_t MIN_PASSWORD_LENGTH = 8;

// Why `password` may not be chosen (too short, or one of the commonest), saying the rule; nothing
// when the policy allows it. Characters and the maximum length are checked apart (accounts.cpp).
std::optional<std::string> weak_password_reason(std::string_view password);

// Whether it is on the list of the commonest passwords (data/passwords/common-passwords.txt),
// without regard to case.
bool is_common_password(std::string_view password);

}  // namespace tori::server
