// The password policy (docs/server.md, "Passwords"): at least 8 characters, none of the
// commonest passwords (the built-in list, compared without regard to case), wherever a password
// is set in the service: a signup and a password change.
#include "server/service/password_policy.h"

#include <gtest/gtest.h>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

TEST(PasswordPolicy, AShortPasswordIsRefusedSayingTheRule) {
  auto reason = weak_password_reason("kifu123");
  ASSERT_TRUE(reason.has_value());
  EXPECT_NE(reason->find("too short"), std::string::npos) << *reason;
  EXPECT_NE(reason->find("at least 8 characters"), std::string::npos) << *reason;
  EXPECT_FALSE(weak_password_reason("kifu1234").has_value());
}

TEST(PasswordPolicy, TheCommonestPasswordsAreRefusedWhateverTheirCase) {
  for (const char* common : {"password", "iloveyou", "baseball", "qwertyuiop", "1q2w3e4r",
                             "PassWord1", "SUPERMAN", "12345678", "Password123", "qwerty123"}) {
    auto reason = weak_password_reason(common);
    ASSERT_TRUE(reason.has_value()) << common;
    EXPECT_NE(reason->find("commonest"), std::string::npos) << *reason;
  }
  // The last entries of the list are in it too (it was read whole).
  EXPECT_TRUE(is_common_password("evangeli"));
  EXPECT_TRUE(is_common_password("hugohugo"));
  EXPECT_FALSE(is_common_password("tori-shogi-fan"));
  EXPECT_FALSE(is_common_password("# The commonest passwords"));  // the file's comments
}

class PasswordPolicyInTheService : public ServiceFixture {};

TEST_F(PasswordPolicyInTheService, ASignupWithAWeakPasswordMakesNoAccount) {
  auto short_one = service_->signup("eve", "abc", "");
  ASSERT_FALSE(short_one.ok());
  EXPECT_NE(short_one.error().message.find("at least 8 characters"), std::string::npos);
  auto common = service_->signup("eve", "sunshine", "");
  ASSERT_FALSE(common.ok());
  EXPECT_NE(common.error().message.find("commonest"), std::string::npos);
  EXPECT_FALSE(service_->find_user("eve").ok());
  EXPECT_TRUE(service_->signup("eve", "eve-plays-tori", "").ok());
}

TEST_F(PasswordPolicyInTheService, APasswordChangeToAWeakOneKeepsTheOldPassword) {
  auto changed = service_->change_password("bob", "bobpwkifu77", "football");
  ASSERT_FALSE(changed.ok());
  EXPECT_NE(changed.error().message.find("commonest"), std::string::npos);
  EXPECT_FALSE(service_->change_password("bob", "bobpwkifu77", "short").ok());
  EXPECT_TRUE(service_->authenticate("bob", "bobpwkifu77").ok());
}

}  // namespace
}  // namespace tori::server::testing
