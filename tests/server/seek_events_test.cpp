// Seeks in the service: made, cancelled and accepted as the authenticated user, each heard as a
// notice (SeekNews) once its request commits, never when refused; and the notice's NOTIFY
// payload, which carries the whole seek to the other instances.
#include <gtest/gtest.h>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class SeekEventsTest : public ServiceFixture {
 protected:
  void SetUp() override {
    ServiceFixture::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    service_->set_events(&events_);
    events_.listen([this](const Notice& n, bool) {
      if (n.seek) heard_.push_back(*n.seek);
    });
  }
  // As a transport runs it: one transaction, rolled back by the call's error.
  template <class T>
  Result<T> request(const std::function<Result<T>()>& call) {
    std::optional<Result<T>> outcome;
    Status done = service_->in_one_transaction([&]() -> Status {
      outcome = call();
      return outcome->ok() ? ok_status() : Status(outcome->error());
    });
    if (!done && outcome && outcome->ok()) return done.error();
    return *outcome;
  }
  Result<Seek> make(const std::string& user, VariantId variant = VariantId::TORI) {
    Seek terms;
    terms.variant = variant;
    terms.time = TimeControl::fischer(300'000, 5'000);
    return request<Seek>([&] { return service_->make_seek(Actor::verified(user), terms); });
  }

  GameEvents events_{"this-instance"};
  std::vector<SeekNews> heard_;
};

TEST_F(SeekEventsTest, MadeCancelledAndAcceptedAreHeardWithTheWholeSeek) {
  auto made = make("bob", VariantId::YARI);
  ASSERT_TRUE(made.ok()) << made.error().message;
  ASSERT_EQ(heard_.size(), 1u);
  EXPECT_EQ(heard_[0].change, SeekNews::Change::MADE);
  EXPECT_EQ(heard_[0].seek, *made);
  EXPECT_EQ(heard_[0].seek.user, "bob");

  auto cancelled =
      request<Report>([&] { return service_->cancel_seek(Actor::verified("bob"), made->id); });
  ASSERT_TRUE(cancelled.ok()) << cancelled.error().message;
  ASSERT_EQ(heard_.size(), 2u);
  EXPECT_EQ(heard_[1].change, SeekNews::Change::CANCELLED);
  EXPECT_EQ(heard_[1].seek.id, made->id);

  auto again = make("bob");
  ASSERT_TRUE(again.ok());
  auto accepted =
      request<Report>([&] { return service_->accept_seek(Actor::verified("wanda"), again->id); });
  ASSERT_TRUE(accepted.ok()) << accepted.error().message;
  ASSERT_TRUE(accepted->game.has_value());
  ASSERT_EQ(heard_.size(), 4u);
  EXPECT_EQ(heard_[3].change, SeekNews::Change::ACCEPTED);
  GameRecord game = record(*accepted->game);
  EXPECT_EQ(game.players[BLACK], "bob");
  EXPECT_EQ(game.players[WHITE], "wanda");
  EXPECT_EQ(game.clock.control, TimeControl::fischer(300'000, 5'000));
}

// A seek of someone who signed off could never become a game: signing off takes the seeker's
// seeks out of the lobby, each heard as cancelled; others' seeks stay.
TEST_F(SeekEventsTest, SigningOffWithdrawsTheSeekersSeeks) {
  auto bobs = make("bob");
  auto bobs_yari = make("bob", VariantId::YARI);
  auto wandas = make("wanda");
  ASSERT_TRUE(bobs.ok() && bobs_yari.ok() && wandas.ok());
  heard_.clear();
  auto gone = request<Report>([&] { return service_->signoff(Actor::verified("bob")); });
  ASSERT_TRUE(gone.ok()) << gone.error().message;
  ASSERT_EQ(heard_.size(), 2u);
  for (const SeekNews& news : heard_) {
    EXPECT_EQ(news.change, SeekNews::Change::CANCELLED);
    EXPECT_EQ(news.seek.user, "bob");
  }
  auto left = service_->seeks();
  ASSERT_TRUE(left.ok());
  ASSERT_EQ(left->size(), 1u);
  EXPECT_EQ(left->front().id, wandas->id);
}

TEST_F(SeekEventsTest, RefusalsCarryTheirKindAndAreNeverHeard) {
  auto made = make("bob");
  ASSERT_TRUE(made.ok());
  heard_.clear();
  auto others =
      request<Report>([&] { return service_->cancel_seek(Actor::verified("wanda"), made->id); });
  ASSERT_FALSE(others.ok());
  EXPECT_EQ(others.error().kind, ErrorKind::FORBIDDEN);
  auto own =
      request<Report>([&] { return service_->accept_seek(Actor::verified("bob"), made->id); });
  ASSERT_FALSE(own.ok());
  EXPECT_EQ(own.error().kind, ErrorKind::FORBIDDEN);
  auto missing = request<Report>(
      [&] { return service_->accept_seek(Actor::verified("wanda"), made->id + 1); });
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().kind, ErrorKind::NOT_FOUND);
  for (int i = 1; i < 5; ++i) ASSERT_TRUE(make("bob").ok()) << i;
  heard_.clear();
  auto sixth = make("bob");
  ASSERT_FALSE(sixth.ok());
  EXPECT_EQ(sixth.error().kind, ErrorKind::REFUSED);
  EXPECT_TRUE(heard_.empty());
  EXPECT_EQ(service_->seeks()->size(), 5u);
}

TEST(SeekNoticePayload, RoundTripsTheWholeSeekBetweenInstances) {
  GameEvents here("a"), there("b");
  Seek seek{7,    VariantId::YARI, "bob", "2p", TimeControl::byoyomi(600'000, 3, 30'000), false,
            true, 1'763'737'200};
  for (auto change :
       {SeekNews::Change::MADE, SeekNews::Change::CANCELLED, SeekNews::Change::ACCEPTED}) {
    Notice n{
        {VariantId::YARI, 0}, "bob seeks a yarishogi game (seek 7)", {}, SeekNews{change, seek}};
    auto back = there.decode(here.encode(n));
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(*back, n);
    EXPECT_FALSE(back->is_about_game());
  }
}

TEST(SeekNoticePayload, ASeekNotUnderstoodIsNotHeard) {
  GameEvents here("a");
  EXPECT_FALSE(here.decode("{\"instance\":\"b\",\"variant\":\"torishogi\",\"number\":0,"
                           "\"headline\":\"\",\"to\":[],\"seek\":{\"change\":\"burnt\"}}")
                   .has_value());
}

}  // namespace
}  // namespace tori::server::testing
