// Live notices: delivered to listeners only once the request that made them has committed,
// never for a refused request, and carried between instances as NOTIFY payloads that an
// instance does not take back from itself.
#include <gtest/gtest.h>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class GameEventsTest : public ServiceFixture {
 protected:
  void SetUp() override {
    ServiceFixture::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    service_->set_events(&events_);
    events_.listen([this](const Notice& n, bool remote) {
      heard_.push_back(n);
      EXPECT_FALSE(remote);
    });
  }
  // A request as a transport runs it: one transaction; the service call's error rolls it back.
  Result<Report> request(const std::function<Result<Report>()>& call) {
    std::optional<Result<Report>> outcome;
    Status done = service_->in_one_transaction([&]() -> Status {
      outcome = call();
      return outcome->ok() ? ok_status() : Status(outcome->error());
    });
    if (!done && outcome && outcome->ok()) return done.error();
    return *outcome;
  }

  GameEvents events_{"this-instance"};
  std::vector<Notice> heard_;
};

TEST_F(GameEventsTest, AMoveIsHeardAfterItsRequestCommits) {
  GameKey key = new_game();
  heard_.clear();
  std::size_t heard_inside = 99;
  auto r = request([&] {
    auto played = move(key, "bob", "7e-7d");
    heard_inside = heard_.size();
    return played;
  });
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(heard_inside, 0u);  // not while the transaction was open
  ASSERT_EQ(heard_.size(), 1u);
  EXPECT_EQ(heard_[0].game, key);
  EXPECT_EQ(heard_[0].to, (std::vector<std::string>{"wanda"}));
  EXPECT_NE(heard_[0].headline.find("bob played"), std::string::npos);
}

TEST_F(GameEventsTest, ARefusedRequestIsNeverHeard) {
  GameKey key = new_game();
  heard_.clear();
  EXPECT_FALSE(request([&] { return move(key, "bob", "1a-9i"); }).ok());
  EXPECT_FALSE(request([&] { return move(key, "wanda", "7e-7d"); }).ok());  // not her turn
  EXPECT_TRUE(heard_.empty());
}

TEST_F(GameEventsTest, ChallengesChatAndForfeitsAreHeard) {
  GameKey key = new_game(VariantId::TORI, {"", 0, 1, {}});
  ASSERT_EQ(heard_.size(), 1u);  // outside a request: at once
  EXPECT_EQ(heard_[0].to, (std::vector<std::string>{"wanda"}));
  ASSERT_TRUE(request([&] { return service_->chat(key, Actor::verified("wanda"), "hello"); }).ok());
  ASSERT_EQ(heard_.size(), 2u);
  EXPECT_EQ(heard_[1].headline, "wanda says: hello");
  EXPECT_TRUE(heard_[1].chat);  // the streams read the chat for this notice only
  EXPECT_FALSE(heard_[0].chat);
  clock_.advance(2 * SECONDS_PER_DAY);
  ASSERT_TRUE(service_->tick().ok());
  ASSERT_EQ(heard_.size(), 3u);
  EXPECT_EQ(heard_[2].to, (std::vector<std::string>{"bob", "wanda"}));
}

TEST(GameEventsPayload, RoundTripsBetweenInstancesButNotBackToItsSender) {
  GameEvents here("a"), there("b");
  Notice n{{VariantId::YARI, 104}, "bob played 7g-7f \"quoted\"", {"wanda", "carol"}};
  std::string payload = here.encode(n);
  EXPECT_EQ(there.decode(payload), n);
  EXPECT_FALSE(here.decode(payload).has_value());
  n.chat = true;  // a chat line travels as one, or the other instance's streams would not read it
  EXPECT_EQ(there.decode(here.encode(n)), n);
}

TEST(GameEventsPayload, ALongHeadlineIsCutToFitANotify) {
  GameEvents here("a"), there("b");
  Notice n{{VariantId::TORI, 101}, std::string(3000, '\x01') + "\xC3\xA9", {"wanda"}};
  std::string payload = here.encode(n);
  EXPECT_LT(payload.size(), 8000u);
  auto back = there.decode(payload);
  ASSERT_TRUE(back.has_value());
  EXPECT_LT(back->headline.size(), n.headline.size());
}

TEST(GameEventsPayload, TextThatIsNoNoticeIsIgnored) {
  GameEvents here("a");
  for (std::string_view bad : {"", "{", "[]", "{\"instance\":\"b\"}",
                               "{\"instance\":\"b\",\"variant\":\"chess\",\"number\":1,"
                               "\"headline\":\"\",\"to\":[]}",
                               "{\"instance\":\"b\",\"variant\":\"torishogi\",\"number\":\"x\","
                               "\"headline\":\"\",\"to\":[]}"})
    EXPECT_FALSE(here.decode(bad).has_value()) << bad;
}

TEST(GameEventsListeners, AListenerMayLeaveWhileANoticeGoesRound) {
  GameEvents events("a");
  int calls = 0;
  int second = 0;
  events.listen([&](const Notice&, bool) {
    ++calls;
    events.unlisten(second);
  });
  second = events.listen([&](const Notice&, bool) { ++calls; });
  events.deliver({}, false);
  EXPECT_EQ(calls, 1);
}

}  // namespace
}  // namespace tori::server::testing
