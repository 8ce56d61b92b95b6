// The password policy over the line protocol: a signup or a password change to a short or
// common password is refused, the reply saying the rule, and changes nothing.
#include "line_fixture.h"

namespace tori::server::line::testing {
namespace {

class PasswordRulesOverTcp : public LineServerTest {};
TORI_LINE_TESTS(PasswordRulesOverTcp);

TEST_P(PasswordRulesOverTcp, WeakPasswordsAreRefusedOnSignupAndChange) {
  auto c = connect();
  expect_error(*c, "signup eve evepw", "at least 8 characters");
  expect_error(*c, "signup eve sunshine", "commonest");
  expect_ok(*c, "signup eve eve-plays-tori");  // the refusals made no account
  auto bob = player("bob");
  expect_error(*bob, "change password bobpwkifu77 baseball", "commonest");
  expect_error(*bob, "change password bobpwkifu77 short", "at least 8 characters");
  auto again = connect();
  expect_ok(*again, "login bob bobpwkifu77");
}

}  // namespace
}  // namespace tori::server::line::testing
