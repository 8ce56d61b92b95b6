// `tori mail --sendmail CMD`: each reply is a whole message on the command's standard input; a
// failing command makes the mail server retry (EX_TEMPFAIL), unless the mail's command changed
// something (a retry would run it twice).
#include <filesystem>
#include <fstream>
#include <sstream>

#include "mail_end_to_end.h"

namespace tori::server::testing {
namespace {

namespace fs = std::filesystem;

class MailSendmail : public MailEndToEnd {
 protected:
  void SetUp() override {
    MailEndToEnd::SetUp();
    if (IsSkipped()) return;  // no PostgreSQL server here
    sent_dir_ = dir_.file("sent");
    fs::create_directories(sent_dir_);
    // A fake sendmail: records its arguments and its standard input, one file per message.
    script_ = dir_.file("fake-sendmail.sh");
    std::ofstream(script_) << "#!/bin/sh\n"
                           << "echo \"$@\" > '" << sent_dir_ << "/args'\n"
                           << "n=$(ls '" << sent_dir_ << "' | wc -l)\n"
                           << "cat > '" << sent_dir_ << "'/message$n.eml\n";
    fs::permissions(script_, fs::perms::owner_all);
  }
  std::string recorded(const std::string& name) {
    std::ifstream in(sent_dir_ + "/" + name, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
  std::string sent_dir_, script_;
};

TEST_P(MailSendmail, EachReplyGoesThroughTheCommand) {
  auto run = deliver(message("dave@example.com", "signup dave davepwkifu77", ""),
                     "--sendmail '" + script_ + " -t -i'");
  EXPECT_EQ(run.exit_code, 0) << run.log;
  EXPECT_EQ(recorded("args"), "-t -i\n");
  std::string message = recorded("message1.eml");
  EXPECT_TRUE(contains(message, "To: dave@example.com\n")) << message;
  EXPECT_TRUE(contains(message, "From: tori@example.net\n")) << message;
  EXPECT_TRUE(contains(message, "Welcome, dave. You are signed up.")) << message;
}

TEST_P(MailSendmail, AFailingCommandMeansTryAgainLater) {
  auto run =
      deliver(message("dave@example.com", "help", ""), "--sendmail 'cat >/dev/null; exit 1'");
  EXPECT_EQ(run.exit_code, 75) << run.log;
  EXPECT_TRUE(contains(run.log, "exit status 1")) << run.log;
}

// A retry would run the command again (here: a second signup, refused as taken; a challenge
// would make a second game), so a command that changed something is not retried.
TEST_P(MailSendmail, ACommandThatChangedSomethingIsNotRetriedForALostReply) {
  auto run = deliver(message("dave@example.com", "signup dave davepwkifu77", ""),
                     "--sendmail 'cat >/dev/null; exit 1'");
  EXPECT_EQ(run.exit_code, 0) << run.log;
  EXPECT_TRUE(contains(run.log, "carried out, but some replies were not delivered")) << run.log;
  auto again = deliver(message("dave@example.com", "signup dave davepwkifu77", ""),
                       "--sendmail 'cat >/dev/null; exit 1'");
  EXPECT_EQ(again.exit_code, 75) << again.log;  // refused as taken: nothing changed, retry is safe
}

INSTANTIATE_TEST_SUITE_P(Databases, MailSendmail, ::testing::ValuesIn(test_database_kinds()));

}  // namespace
}  // namespace tori::server::testing
