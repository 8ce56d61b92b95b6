// Requests framed to hurt the server: giant trailers and chunk extensions, HTTP/1.0, transfer
// codings a proxy might read otherwise, percent escapes, binary WebSocket frames. Each gets its
// documented answer, the process stays up and its memory stays bounded.
#include <fmt/format.h>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class HostileFraming : public WebServerTest {};

// A chunked POST whose trailer is `trailer` (a header field line, without its CRLF).
std::string chunked_with_trailer(const std::string& trailer) {
  return "POST /api/login HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
         "2\r\n{}\r\n0\r\n" +
         trailer + "\r\n\r\n";
}

TEST_P(HostileFraming, AGiantTrailerFieldIsRefusedAndTheServerLives) {
  // 65,535 bytes or more in one field once ended the process (std::length_error inside Beast).
  HttpAnswer a = http()->raw(chunked_with_trailer("X-Big: " + std::string(70'000, 'a')));
  EXPECT_EQ(a.status, 413u) << a.body;
  EXPECT_EQ(a.error_code(), "too_large");
  EXPECT_EQ(http()->get("/api/lobby").status, 200u);
}

TEST_P(HostileFraming, TrailersAndChunkExtensionsCannotGrowTheProcess) {
  long before = server_->resident_kib();
  ASSERT_GT(before, 0);
  for (int i = 0; i < 16; ++i) {
    std::string trailer = "X-Fill: " + std::string(2 << 20, 'b');
    EXPECT_EQ(http()->raw(chunked_with_trailer(trailer)).status, 413u);
    std::string extension =
        "POST /api/login HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked"
        "\r\n\r\n2;" +
        std::string(2 << 20, 'e') + "\r\n{}\r\n0\r\n\r\n";
    EXPECT_EQ(http()->raw(extension).status, 413u);
  }
  long after = server_->resident_kib();
  // 64 MiB were sent; before the buffer had a limit, the process grew by about that much.
  EXPECT_LT(after - before, 16 * 1024) << before << " KiB -> " << after << " KiB";
  EXPECT_EQ(http()->get("/api/lobby").status, 200u);
}

TEST_P(HostileFraming, OnlyHttp11IsServed) {
  HttpAnswer a = http()->raw("GET /api/lobby HTTP/1.0\r\nHost: t\r\n\r\n");
  EXPECT_EQ(a.status, 400u);
  EXPECT_NE(a.body.find("only HTTP/1.1"), std::string::npos) << a.body;
}

TEST_P(HostileFraming, ATransferCodingOtherThanChunkedIsRefused) {
  std::string token = sign_up("bob");
  // Read as an empty body, this would sign nobody in and leave the bytes after it to be taken
  // as the next request: refused, and the connection closed.
  std::string body = "{\"user\":\"bob\",\"password\":\"bobpwkifu77\"}";
  HttpAnswer a = http()->raw(
      "POST /api/login HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\nContent-Type: "
      "application/json\r\n\r\n" +
      body);
  EXPECT_EQ(a.status, 400u) << a.body;
  EXPECT_NE(a.body.find("Transfer-Encoding"), std::string::npos) << a.body;
  // Chunked is fine.
  std::string size = fmt::format("{:x}", body.size());
  HttpAnswer chunked =
      http()->raw("POST /api/login HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n" +
                  size + "\r\n" + body + "\r\n0\r\n\r\n");
  EXPECT_EQ(chunked.status, 200u) << chunked.body;
}

// Only exactly "chunked": a list ending in chunked is no less a coding the server cannot read.
TEST_P(HostileFraming, ATransferCodingListEndingInChunkedIsRefused) {
  for (const char* coding : {"gzip, chunked", "identity, chunked", "chunked, chunked"}) {
    HttpAnswer a =
        http()->raw(std::string("POST /api/login HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: ") +
                    coding + "\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
    EXPECT_EQ(a.status, 400u) << coding << ": " << a.body;
    EXPECT_NE(a.body.find("Transfer-Encoding"), std::string::npos) << a.body;
  }
  HttpAnswer twice = http()->raw(
      "POST /api/login HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\n"
      "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
  EXPECT_EQ(twice.status, 400u) << twice.body;
  HttpAnswer upper = http()->raw(
      "POST /api/login HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: Chunked\r\n\r\n"
      "2\r\n{}\r\n0\r\n\r\n");
  EXPECT_EQ(upper.body.find("Transfer-Encoding"), std::string::npos)
      << "a coding's name has no case: " << upper.body;
}

// A header line that starts with a space or a tab (obs-fold) continues the line before it in
// HTTP/1.0's grammar; a proxy may read it otherwise, so it is refused (RFC 9112, 5.2).
TEST_P(HostileFraming, FoldedHeaderLinesAreRefused) {
  for (const char* fold : {" ", "\t"}) {
    HttpAnswer a = http()->raw(std::string("GET /api/lobby HTTP/1.1\r\nHost: t\r\nX-A: 1\r\n") +
                               fold + "continued\r\n\r\n");
    EXPECT_EQ(a.status, 400u) << a.body;
    EXPECT_EQ(a.error_code(), "bad_request") << a.body;
    EXPECT_NE(a.body.find("folded"), std::string::npos) << a.body;
  }
  HttpAnswer first = http()->raw("GET /api/lobby HTTP/1.1\r\n Host: t\r\n\r\n");
  EXPECT_EQ(first.status, 400u) << first.body;
  // Spaces inside a value are no fold.
  EXPECT_EQ(http()->raw("GET /api/lobby HTTP/1.1\r\nHost: t\r\nX-A: 1  2\t3\r\n\r\n").status, 200u);
}

TEST_P(HostileFraming, PathsArePercentDecoded) {
  sign_up("alice");
  HttpAnswer a = http()->get("/api/users/%61lice");
  EXPECT_EQ(a.status, 200u) << a.body;
  EXPECT_EQ(a.json_body()["user"]["id"], "alice");
  EXPECT_EQ(http()->get("/api/users/al+ice").status, 404u);  // '+' is itself in a path
  HttpAnswer bad = http()->get("/api/users/%zzlice");
  EXPECT_EQ(bad.status, 400u);
  EXPECT_EQ(bad.error_code(), "bad_request");
  EXPECT_EQ(http()->get("/api/users/alice%00").status, 400u);
  EXPECT_EQ(http()->get("/api/lobby?x=%2").status, 400u);
}

TEST_P(HostileFraming, BinaryWebSocketFramesCloseTheStream) {
  std::string bob = sign_up("bob");
  sign_up("wanda");
  json game = challenge(bob, "wanda");
  auto ws = watch("/api/games/torishogi/" + std::to_string(game["number"].get<int>()), bob);
  ws->send_binary(R"({"op":"move","move":"3d-3c","id":1})");
  // Whatever the stream still sends (its presence news), it ends with the close.
  EXPECT_TRUE(ws->read_until([](const json&) { return false; }).is_null());
  EXPECT_EQ(ws->close_code(), 1003u) << ws->last_error();
  EXPECT_EQ(http()
                ->get("/api/games/torishogi/" + std::to_string(game["number"].get<int>()))
                .json_body()["game"]["moves"]
                .size(),
            0u);
}

TORI_WEB_TESTS(HostileFraming);

}  // namespace
}  // namespace tori::server::web::testing
