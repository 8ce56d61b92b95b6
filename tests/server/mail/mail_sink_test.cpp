// Delivery: Maildir files appear whole in new/ under unique names; a sendmail command gets the
// message on its standard input and its failure is reported.
#include "server/mail/mail_sink.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../server_test_support.h"

namespace tori::server::testing {
namespace {

namespace fs = std::filesystem;

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::size_t count_files(const fs::path& dir) {
  if (!fs::exists(dir)) return 0;
  return std::size_t(std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

TEST(MaildirSink, CreatesTheMaildirAndDeliversIntoNew) {
  TempDir dir;
  MaildirSink sink(dir.file("outbox"));
  ASSERT_TRUE(sink.deliver("Subject: one\n\nfirst\n").ok());
  ASSERT_TRUE(sink.deliver("Subject: two\n\nsecond\n").ok());
  fs::path root = dir.file("outbox");
  EXPECT_EQ(count_files(root / "new"), 2u);
  EXPECT_EQ(count_files(root / "tmp"), 0u);
  EXPECT_TRUE(fs::is_directory(root / "cur"));
  std::set<std::string> bodies;
  for (const auto& entry : fs::directory_iterator(root / "new")) {
    EXPECT_EQ(entry.path().filename().string().find(':'), std::string::npos);
    bodies.insert(slurp(entry.path()));
  }
  EXPECT_EQ(bodies, (std::set<std::string>{"Subject: one\n\nfirst\n", "Subject: two\n\nsecond\n"}));
}

TEST(MaildirSink, AnUnwritablePlaceIsAnError) {
  TempDir dir;
  std::ofstream(dir.file("file")) << "not a directory";
  MaildirSink sink(dir.file("file"));
  Status s = sink.deliver("Subject: x\n\n");
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("cannot create the Maildir"), std::string::npos);
}

TEST(SendmailSink, TheCommandReadsTheMessage) {
  TempDir dir;
  std::string out = dir.file("sent.txt");
  SendmailSink sink("cat > '" + out + "'");
  ASSERT_TRUE(sink.deliver("To: bob@example.org\n\nhello\n").ok());
  EXPECT_EQ(slurp(out), "To: bob@example.org\n\nhello\n");
}

TEST(SendmailSink, AFailingCommandIsAnError) {
  SendmailSink sink("cat > /dev/null; exit 75");
  Status s = sink.deliver("To: bob@example.org\n\nhello\n");
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("exit status 75"), std::string::npos) << s.error().message;
}

TEST(SendmailSink, ACommandThatReadsNothingIsAnError) {
  SendmailSink sink("exit 0");
  // Larger than a pipe's buffer, so that the write must fail.
  Status s = sink.deliver(std::string(1 << 20, 'x'));
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("did not read the message"), std::string::npos);
}

}  // namespace
}  // namespace tori::server::testing
