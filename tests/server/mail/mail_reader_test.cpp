// The mail reader over messages as mail clients and servers really send them: encodings,
// charsets, multipart bodies, replies with quotes and signatures, bounces and auto-replies, and
// messages it must refuse.
#include "server/mail/mail_reader.h"

#include <gtest/gtest.h>

#include <string>

namespace tori::server {
namespace {

// A message from its header lines and body, with the given line ending.
std::string message(const std::string& headers, const std::string& body,
                    const std::string& newline = "\n") {
  std::string text;
  for (char c : headers + "\n" + body) {
    if (c == '\n')
      text += newline;
    else
      text += c;
  }
  return text;
}

IncomingMail read(const std::string& raw) {
  auto mail = parse_incoming_mail(raw, {DEFAULT_MAX_MAIL_SIZE, "tori@example.net"});
  EXPECT_TRUE(mail.ok()) << (mail ? "" : mail.error().message);
  return mail ? *mail : IncomingMail{};
}

const std::string PLAIN_HEADERS =
    "From: Bob Player <bob@example.org>\n"
    "To: tori@example.net\n"
    "Subject: torishogi move 101 bob bobpw 7e-7d\n"
    "Message-ID: <abc.123@example.org>\n"
    "Date: Sat, 21 Nov 2026 12:00:00 +0000\n";

TEST(MailReader, PlainMessageGivesSenderCommandAndComment) {
  IncomingMail m = read(message(PLAIN_HEADERS, "Good luck!\n"));
  EXPECT_EQ(m.reply_address, "bob@example.org");
  EXPECT_EQ(m.subject, "torishogi move 101 bob bobpw 7e-7d");
  EXPECT_EQ(m.comment, "Good luck!");
  EXPECT_EQ(m.message_id, "abc.123@example.org");
  EXPECT_EQ(m.references, "<abc.123@example.org>");
  EXPECT_EQ(m.automatic, "");
  EXPECT_EQ(m.unreadable, "");
}

TEST(MailReader, CrlfLineEndsReadTheSame) {
  IncomingMail m = read(message(PLAIN_HEADERS, "Line one\nLine two\n", "\r\n"));
  EXPECT_EQ(m.subject, "torishogi move 101 bob bobpw 7e-7d");
  EXPECT_EQ(m.comment, "Line one\nLine two");
}

TEST(MailReader, ReplyToWinsOverFrom) {
  IncomingMail m =
      read(message(PLAIN_HEADERS + "Reply-To: \"Bob at home\" <bob@home.example>\n", ""));
  EXPECT_EQ(m.reply_address, "bob@home.example");
  EXPECT_EQ(m.comment, "");
}

TEST(MailReader, QuotedPrintableUtf8BodyIsDecoded) {
  IncomingMail m = read(message(PLAIN_HEADERS + "MIME-Version: 1.0\n"
                                                "Content-Type: text/plain; charset=UTF-8\n"
                                                "Content-Transfer-Encoding: quoted-printable\n",
                                "=E3=82=88=E3=82=8D=E3=81=97=E3=81=8F =E2=80=94 na=C3=AFve=\n"
                                " move\n"));
  EXPECT_EQ(m.comment, "よろしく — naïve move");
}

TEST(MailReader, Base64BodyIsDecoded) {
  // "Sw takes, then the Falcon.\n" in base64.
  IncomingMail m = read(message(PLAIN_HEADERS + "MIME-Version: 1.0\n"
                                                "Content-Type: text/plain; charset=us-ascii\n"
                                                "Content-Transfer-Encoding: base64\n",
                                "U3cgdGFrZXMsIHRoZW4gdGhlIEZhbGNvbi4K\n"));
  EXPECT_EQ(m.comment, "Sw takes, then the Falcon.");
}

TEST(MailReader, Latin1BodyIsConvertedToUtf8) {
  IncomingMail m = read(message(PLAIN_HEADERS + "MIME-Version: 1.0\n"
                                                "Content-Type: text/plain; charset=ISO-8859-1\n"
                                                "Content-Transfer-Encoding: 8bit\n",
                                "Gr\xFC\xDF"
                                "e aus K\xF6ln\n"));
  EXPECT_EQ(m.comment, "Grüße aus Köln");
}

TEST(MailReader, MultipartAlternativeGivesThePlainText) {
  std::string body =
      "This is a multi-part message in MIME format.\n"
      "--XYZ\n"
      "Content-Type: text/html; charset=utf-8\n\n"
      "<p>html words</p>\n"
      "--XYZ\n"
      "Content-Type: text/plain; charset=utf-8\n"
      "Content-Transfer-Encoding: quoted-printable\n\n"
      "plain words =C3=A9t=C3=A9\n"
      "--XYZ--\n";
  IncomingMail m =
      read(message(PLAIN_HEADERS + "MIME-Version: 1.0\n"
                                   "Content-Type: multipart/alternative; boundary=\"XYZ\"\n",
                   body));
  EXPECT_EQ(m.comment, "plain words été");
}

TEST(MailReader, NestedMultipartSkipsAttachments) {
  std::string body =
      "--OUT\n"
      "Content-Type: multipart/alternative; boundary=\"IN\"\n\n"
      "--IN\n"
      "Content-Type: text/plain\n\n"
      "the comment\n"
      "--IN--\n"
      "--OUT\n"
      "Content-Type: text/plain; name=notes.txt\n"
      "Content-Disposition: attachment; filename=notes.txt\n\n"
      "attached, not the comment\n"
      "--OUT--\n";
  IncomingMail m = read(message(
      PLAIN_HEADERS + "MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=OUT\n", body));
  EXPECT_EQ(m.comment, "the comment");
}

TEST(MailReader, OnlyAnAttachedTextGivesNoComment) {
  std::string body =
      "--OUT\n"
      "Content-Type: text/html\n\n<b>hi</b>\n"
      "--OUT\n"
      "Content-Type: text/plain\nContent-Disposition: attachment; filename=a.txt\n\nnot this\n"
      "--OUT--\n";
  IncomingMail m = read(message(
      PLAIN_HEADERS + "MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=OUT\n", body));
  EXPECT_EQ(m.comment, "");
}

TEST(MailReader, SignatureQuotesAndBlankLinesAreTrimmed) {
  IncomingMail m = read(message(PLAIN_HEADERS,
                                "\n\n  Nice try.   \n\nYour move.\n\n"
                                "> bob played 7e-7d\n> Move 2\n\n"
                                "-- \nBob Player\nhttp://example.org/bob\n"));
  EXPECT_EQ(m.comment, "  Nice try.\n\nYour move.");
}

TEST(MailReader, EncodedWordSubjectsAreDecoded) {
  std::string utf8 =
      "From: bob@example.org\nSubject: =?UTF-8?Q?torishogi_chat_101_bob_bobpw_?= "
      "=?UTF-8?B?44GT44KT44Gr44Gh44Gv?=\n";
  EXPECT_EQ(read(message(utf8, "")).subject, "torishogi chat 101 bob bobpw こんにちは");
  std::string latin1 =
      "From: bob@example.org\nSubject: =?ISO-8859-1?Q?torishogi_chat_101_bob_bobpw_gr=FC=DFe?=\n";
  EXPECT_EQ(read(message(latin1, "")).subject, "torishogi chat 101 bob bobpw grüße");
}

TEST(MailReader, FoldedSubjectIsUnfolded) {
  std::string headers = "From: bob@example.org\nSubject: torishogi move 101\n bob bobpw 7e-7d\n";
  EXPECT_EQ(read(message(headers, "")).subject, "torishogi move 101 bob bobpw 7e-7d");
}

TEST(MailReader, MissingSubjectIsAnEmptyCommand) {
  IncomingMail m = read(message("From: bob@example.org\n", "hello\n"));
  EXPECT_EQ(m.subject, "");
  EXPECT_EQ(m.comment, "hello");
  EXPECT_EQ(m.message_id, "");
}

TEST(MailReader, MissingFromIsRefused) {
  auto m = parse_incoming_mail(message("Subject: help\n", "hello\n"));
  ASSERT_FALSE(m.ok());
  EXPECT_NE(m.error().message.find("no sender address"), std::string::npos);
}

TEST(MailReader, GarbageIsRefusedOrHasNoSender) {
  for (std::string raw : {std::string(""), std::string("\n\n\n"), std::string("\x01\x02\xff", 3),
                          std::string("not a mail at all")}) {
    auto m = parse_incoming_mail(raw);
    EXPECT_FALSE(m.ok()) << raw;
  }
}

TEST(MailReader, OversizedMessageIsRefusedBeforeReading) {
  std::string raw = message(PLAIN_HEADERS, std::string(2000, 'x') + "\n");
  auto m = parse_incoming_mail(raw, {1000, ""});
  ASSERT_FALSE(m.ok());
  EXPECT_NE(m.error().message.find("larger than the limit of 1000 bytes"), std::string::npos);
}

TEST(MailReader, InvalidUtf8BodyIsUnreadable) {
  IncomingMail m = read(
      message(PLAIN_HEADERS + "Content-Type: text/plain; charset=utf-8\n", "bad \xC3\x28 bytes\n"));
  EXPECT_NE(m.unreadable.find("not valid UTF-8"), std::string::npos) << m.unreadable;
  IncomingMail undeclared = read(message(PLAIN_HEADERS, "bad \xFF bytes\n"));
  EXPECT_NE(undeclared.unreadable.find("not valid UTF-8"), std::string::npos);
}

TEST(MailReader, BytesInvalidInTheDeclaredCharsetAreUnreadable) {
  IncomingMail m =
      read(message(PLAIN_HEADERS + "Content-Type: text/plain; charset=shift_jis\n", "\x82\n"));
  EXPECT_NE(m.unreadable.find("could not be read as shift_jis"), std::string::npos) << m.unreadable;
  IncomingMail unknown = read(
      message(PLAIN_HEADERS + "Content-Type: text/plain; charset=x-no-such-charset\n", "text\n"));
  EXPECT_NE(unknown.unreadable.find("x-no-such-charset"), std::string::npos);
}

TEST(MailReader, InvalidUtf8SubjectIsUnreadable) {
  IncomingMail m =
      read(message("From: bob@example.org\nSubject: torishogi chat 101 bob pw \xFF\xFE\n", ""));
  EXPECT_NE(m.unreadable.find("Subject is not valid UTF-8"), std::string::npos) << m.unreadable;
}

TEST(MailReader, AutoRepliesAndBouncesAreMarked) {
  const std::string from = "From: bob@example.org\nSubject: Out of office\n";
  EXPECT_NE(read(message(from + "Auto-Submitted: auto-replied\n", "")).automatic, "");
  EXPECT_NE(read(message(from + "Auto-Submitted: Auto-Generated; x=1\n", "")).automatic, "");
  EXPECT_EQ(read(message(from + "Auto-Submitted: no\n", "")).automatic, "");
  EXPECT_NE(read(message(from + "Precedence: bulk\n", "")).automatic, "");
  EXPECT_NE(read(message(from + "Precedence: junk\n", "")).automatic, "");
  EXPECT_NE(read(message(from + "Precedence: list\n", "")).automatic, "");
  EXPECT_EQ(read(message(from + "Precedence: first-class\n", "")).automatic, "");
  EXPECT_NE(read(message(from + "Return-Path: <>\n", "")).automatic, "");
  EXPECT_EQ(read(message(from + "Return-Path: <bob@example.org>\n", "")).automatic, "");
  EXPECT_NE(
      read(message("From: MAILER-DAEMON@mx.example.org\nSubject: Undelivered\n", "")).automatic,
      "");
  EXPECT_NE(read(message("From: Tori <TORI@example.net>\nSubject: Error: x\n", "")).automatic, "");
  std::string report =
      "From: postmaster@example.org\nSubject: Delivery Status Notification\nMIME-Version: 1.0\n"
      "Content-Type: multipart/report; report-type=delivery-status; boundary=B\n";
  EXPECT_NE(read(message(report, "--B\nContent-Type: text/plain\n\nfailed\n--B--\n")).automatic,
            "");
}

TEST(MailReader, ReferencesOfAReplyKeepTheThread) {
  IncomingMail m =
      read(message("From: bob@example.org\nSubject: help\nMessage-ID: <c@x>\n"
                   "References: <a@x>\n <b@x>\nIn-Reply-To: <b@x>\n",
                   ""));
  EXPECT_EQ(m.references, "<a@x> <b@x> <c@x>");
}

}  // namespace
}  // namespace tori::server
