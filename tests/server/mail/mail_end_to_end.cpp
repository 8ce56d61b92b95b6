// The end-to-end harness: the processes, the files and GMime that every end-to-end test needs.
#include "mail_end_to_end.h"

#include <gmime/gmime.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../transport_test_databases.h"
#include "server/mail/gmime_support.h"

namespace tori::server::testing {

namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Paths in the tests hold no quote, so single quotes are enough for the shell.
std::string shell_quoted(const std::string& s) { return "'" + s + "'"; }

int run_shell(const std::string& command) {
  int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string header_value(GMimeObject* object, const char* name) {
  const char* v = g_mime_object_get_header(object, name);
  return v ? v : "";
}

SentMail read_sent(const std::string& raw) {
  SentMail m;
  m.raw = raw;
  GMimeStream* stream = g_mime_stream_mem_new_with_buffer(raw.data(), raw.size());
  GMimeParser* parser = g_mime_parser_new_with_stream(stream);
  GMimeMessage* message = g_mime_parser_construct_message(parser, nullptr);
  g_object_unref(parser);
  g_object_unref(stream);
  if (!message) return m;
  InternetAddressList* to = g_mime_message_get_to(message);
  if (internet_address_list_length(to) > 0) {
    InternetAddress* a = internet_address_list_get_address(to, 0);
    if (INTERNET_ADDRESS_IS_MAILBOX(a))
      m.to = internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(a));
  }
  m.subject = g_mime_message_get_subject(message) ? g_mime_message_get_subject(message) : "";
  m.in_reply_to = header_value(GMIME_OBJECT(message), "In-Reply-To");
  m.auto_submitted = header_value(GMIME_OBJECT(message), "Auto-Submitted");
  GMimeObject* part = g_mime_message_get_mime_part(message);
  if (part && GMIME_IS_PART(part)) {
    GMimeStream* out = g_mime_stream_mem_new();
    g_mime_data_wrapper_write_to_stream(g_mime_part_get_content(GMIME_PART(part)), out);
    GByteArray* bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(out));
    m.body.assign(reinterpret_cast<const char*>(bytes->data), bytes->len);
    g_object_unref(out);
  }
  g_object_unref(message);
  return m;
}

// The Maildir name's counter (…Q<n>.host): the order in which one run wrote its mails.
long sequence_of(const std::string& name) {
  std::size_t q = name.find('Q');
  return q == std::string::npos ? 0 : std::atol(name.c_str() + q + 1);
}

// Takes every mail out of the outbox, oldest first.
std::vector<SentMail> collect(const fs::path& outbox) {
  std::vector<std::pair<long, fs::path>> files;
  if (fs::exists(outbox / "new"))
    for (const auto& e : fs::directory_iterator(outbox / "new"))
      files.push_back({sequence_of(e.path().filename().string()), e.path()});
  std::sort(files.begin(), files.end());
  std::vector<SentMail> mails;
  for (const auto& [sequence, path] : files) {
    mails.push_back(read_sent(slurp(path)));
    fs::remove(path);
  }
  return mails;
}

}  // namespace

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

const SentMail* GatewayRun::to(const std::string& address) const {
  for (const SentMail& m : sent)
    if (m.to == address) return &m;
  return nullptr;
}

int GatewayRun::count_to(const std::string& address) const {
  return int(
      std::count_if(sent.begin(), sent.end(), [&](const SentMail& m) { return m.to == address; }));
}

std::vector<std::string> test_database_kinds() { return transport_database_kinds(); }

void MailEndToEnd::SetUp() {
  ensure_gmime();
  auto database = transport_database(GetParam(), dir_.file("server.db"));
  if (!database) GTEST_SKIP() << NO_POSTGRES_SERVER;
  database_ = *database;
  outbox_ = dir_.file("outbox");
  clock_file_ = dir_.file("clock");
  set_clock(1'800'000'000);
}

void MailEndToEnd::set_clock(long long seconds) { std::ofstream(clock_file_) << seconds << "\n"; }

GatewayRun MailEndToEnd::deliver(const std::string& raw, const std::string& extra) {
  std::string input = dir_.file("in.eml"), log = dir_.file("log.txt");
  std::ofstream(input, std::ios::binary) << raw;
  GatewayRun run;
  std::string outbox =
      contains(extra, "--sendmail") ? std::string() : " --outbox " + shell_quoted(outbox_);
  run.exit_code =
      run_shell(std::string(TORI_BINARY) + " mail --db " + shell_quoted(database_) + outbox +
                " --from tori@example.net" + " --clock-file " + shell_quoted(clock_file_) + " " +
                extra + " < " + shell_quoted(input) + " 2> " + shell_quoted(log));
  run.sent = collect(outbox_);
  run.log = slurp(log);
  return run;
}

std::string MailEndToEnd::message(const std::string& from, const std::string& subject,
                                  const std::string& body) {
  static int counter = 0;
  return "From: " + from + "\nTo: tori@example.net\nSubject: " + subject + "\nMessage-ID: <m" +
         std::to_string(++counter) + "@test.example>\n" +
         "Date: Sat, 21 Nov 2026 12:00:00 +0000\n\n" + body;
}

GatewayRun MailEndToEnd::mail(const std::string& from, const std::string& subject,
                              const std::string& body) {
  return deliver(message(from, subject, body));
}

GatewayRun MailEndToEnd::tick() { return deliver("", "--tick"); }

SentMail MailEndToEnd::ok_reply(const GatewayRun& run, const std::string& sender) {
  EXPECT_EQ(run.exit_code, 0) << run.log;
  EXPECT_EQ(run.count_to(sender), 1) << run.log;
  const SentMail* reply = run.to(sender);
  if (!reply) return {};
  EXPECT_FALSE(contains(reply->subject, "Error")) << reply->subject << "\n" << reply->body;
  return *reply;
}

void MailEndToEnd::sign_up_players() {
  for (std::string user : {"bob", "wanda", "carol"}) {
    auto run = mail(user + "@example.org", "signup " + user + " " + user + "pwkifu77");
    SentMail reply = ok_reply(run, user + "@example.org");
    ASSERT_TRUE(contains(reply.body, "Welcome, " + user)) << reply.body;
  }
}

std::string MailEndToEnd::snapshot() {
  std::string commands = dir_.file("snapshot.txt"), out = dir_.file("snapshot.out");
  std::ofstream list(commands);
  for (std::string game : {"torishogi", "yarishogi"}) {
    list << game << " games all\n" << game << " standings\n";
    for (int number = 101; number <= 104; ++number) list << game << " show " << number << "\n";
  }
  list.close();
  run_shell(std::string(TORI_BINARY) + " command --db " + shell_quoted(database_) + " < " +
            shell_quoted(commands) + " > " + shell_quoted(out) + " 2>&1");
  return slurp(out);
}

}  // namespace tori::server::testing
