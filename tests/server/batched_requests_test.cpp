// Requests committed together (GameService::in_one_transaction_each, live::CommitBatch): each
// keeps all or nothing of its own (one that fails after writing sends the batch round again,
// one request at a time), a refused one takes nothing from the others, notices come
// back with the request that made them, and the batch runs in order of arrival once the
// io_context gets to it.
#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>

#include "server/live/commit_batch.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class BatchedRequestsTest : public ServiceFixture {
 protected:
  // A request as a transport hands it over: the service call's error fails it.
  BatchedRequest request(GameKey key, std::function<Result<Report>()> call) {
    return {[call] {
              auto r = call();
              return r ? ok_status() : Status(r.error());
            },
            LockScope::one_game(key)};
  }
  BatchedRequest move_request(GameKey key, const std::string& user, std::string text) {
    return request(key, [this, key, user, text] { return move(key, user, text); });
  }
};

TEST_F(BatchedRequestsTest, EachRequestKeepsItsOwnOutcome) {
  GameKey first = new_game();
  GameKey second = new_game();
  auto outcomes = service_->in_one_transaction_each({
      move_request(first, "bob", "7e-7d"),
      move_request(second, "bob", "7e-7a"),  // not a legal move: refused alone
      move_request(second, "bob", "7e-7d"),
      move_request(first, "wanda", "1c-1d"),  // sees bob's move of the same batch
      move_request(first, "wanda", "2c-2d"),  // not wanda's turn any more
  });
  ASSERT_EQ(outcomes.size(), 5u);
  EXPECT_TRUE(outcomes[0].status.ok());
  EXPECT_FALSE(outcomes[1].status.ok());
  EXPECT_TRUE(outcomes[2].status.ok());
  EXPECT_TRUE(outcomes[3].status.ok()) << outcomes[3].status.error().message;
  EXPECT_FALSE(outcomes[4].status.ok());
  EXPECT_EQ(record(first).moves.size(), 2u);
  EXPECT_EQ(record(second).moves.size(), 1u);
}

// Why a batch needs no savepoint per request: a refused request (an illegal move, a move out of
// turn, a wrong password) has sent no write and left the transaction able to commit.
TEST_F(BatchedRequestsTest, ARefusedRequestWritesNothing) {
  GameKey key = new_game();
  Status done = service_->in_one_transaction(
      [&]() -> Status {
        const auto before = storage_->writes_sent();
        EXPECT_FALSE(move(key, "bob", "7e-7a").ok());
        EXPECT_FALSE(move(key, "wanda", "1c-1d").ok());
        EXPECT_FALSE(
            service_->move(key, Actor{"bob", "not the stored hash"}, "7e-7d", std::nullopt, "")
                .ok());
        EXPECT_FALSE(service_->resign(key, Actor{"nobody", "not the stored hash"}, "").ok());
        EXPECT_EQ(storage_->writes_sent(), before);
        EXPECT_TRUE(storage_->transaction_intact());
        EXPECT_TRUE(move(key, "bob", "7e-7d").ok());
        EXPECT_GT(storage_->writes_sent(), before);
        return ok_status();
      },
      LockScope::one_game(key));
  EXPECT_TRUE(done.ok());
  EXPECT_EQ(record(key).moves.size(), 1u);
}

TEST_F(BatchedRequestsTest, ARequestThatFailsAfterWritingKeepsNoneOfIt) {
  GameKey first = new_game();
  GameKey second = new_game();
  std::size_t seen_by_next = 99;
  auto outcomes = service_->in_one_transaction_each({
      request(first,
              [&]() -> Result<Report> {
                auto r = move(first, "bob", "7e-7d");
                if (!r) return r.error();
                return make_error("failed after its move was written");
              }),
      move_request(second, "bob", "7e-7d"),
      request(first,
              [&]() -> Result<Report> {
                auto g = service_->game(first);
                if (!g) return g.error();
                seen_by_next = g->moves.size();
                return Report{};
              }),
  });
  EXPECT_FALSE(outcomes[0].status.ok());
  EXPECT_TRUE(outcomes[0].notices.empty());
  EXPECT_TRUE(outcomes[1].status.ok());
  EXPECT_EQ(seen_by_next, 0u);  // the undone move is not read back from memory either
  EXPECT_EQ(record(first).moves.size(), 0u);
  EXPECT_EQ(record(second).moves.size(), 1u);
  play(first, "bob", "7e-7d");  // and the game goes on from where the database has it
  EXPECT_EQ(record(first).moves.size(), 1u);
}

// A write whose answer was not waited for (PostgreSQL's pipeline) and that failed: its request
// fails, it keeps nothing, and the others keep what they did, as if the failure had shown at once.
TEST_F(BatchedRequestsTest, AWriteThatFailsUnseenFailsOnlyItsRequest) {
  GameKey first = new_game();
  GameKey second = new_game();
  auto outcomes = service_->in_one_transaction_each({
      move_request(first, "bob", "7e-7d"),
      request(second,
              [&]() -> Result<Report> {
                auto r = move(second, "bob", "7e-7d");
                if (!r) return r.error();
                User again{"wanda", "", "", {}, PlayerKind::HUMAN, 0, false, 0};
                if (auto s = storage_->insert_user(again); !s) return s.error();  // taken
                return Report{};
              }),
      move_request(first, "wanda", "1c-1d"),
  });
  EXPECT_TRUE(outcomes[0].status.ok());
  EXPECT_FALSE(outcomes[1].status.ok());
  EXPECT_TRUE(outcomes[2].status.ok());
  EXPECT_EQ(record(first).moves.size(), 2u);
  EXPECT_EQ(record(second).moves.size(), 0u);
}

// What requests committed together read ahead is what each of them would have read alone.
TEST_F(BatchedRequestsTest, WhatIsReadAheadIsWhatWouldBeRead) {
  GameKey first = new_game();
  GameKey second = new_game(VariantId::YARI);
  const GameKey missing{VariantId::TORI, 999};
  ASSERT_TRUE(service_->chat(first, Actor::verified("bob"), "good luck").ok());
  ASSERT_TRUE(service_->chat(first, Actor::verified("wanda"), "and \"you\"").ok());
  ASSERT_TRUE(storage_->set_follower(second, {"bob", FollowKind::END_ONLY}).ok());
  ReadAhead rows;
  Status read = storage_->atomically(
      [&]() -> Status {
        auto read = storage_->read_ahead({first, second, missing}, {"wanda", "bob", "nobody"});
        if (!read) return read.error();
        rows = std::move(read.value());
        return ok_status();
      },
      LockScope{{first, second}, false});
  ASSERT_TRUE(read.ok()) << read.error().message;
  if (database() == TestDatabase::SQLITE) {
    EXPECT_TRUE(rows.versions.empty());  // nothing to save: SQLite reads in-process
    return;
  }
  ASSERT_EQ(rows.versions.size(), 3u);
  for (const auto& [key, version] : rows.versions) EXPECT_EQ(version, *storage_->game_version(key));
  EXPECT_FALSE(rows.versions[2].second.has_value());
  ASSERT_EQ(rows.chats.size(), 3u);
  EXPECT_EQ(rows.chats[0].second.size(), 2u);
  for (const auto& [key, lines] : rows.chats) {
    auto alone = storage_->chat(key);
    ASSERT_EQ(lines.size(), alone->size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
      EXPECT_EQ(lines[i].text, (*alone)[i].text);
      EXPECT_EQ(lines[i].from, (*alone)[i].from);
      EXPECT_TRUE(lines[i].game == key);
    }
  }
  ASSERT_EQ(rows.followers.size(), 3u);
  EXPECT_EQ(rows.followers[1].second.size(), 1u);
  for (const auto& [key, list] : rows.followers) {
    auto alone = storage_->followers(key);
    ASSERT_EQ(list.size(), alone->size());
    for (std::size_t i = 0; i < list.size(); ++i) EXPECT_EQ(list[i].user, (*alone)[i].user);
  }
  ASSERT_EQ(rows.users.size(), 3u);
  for (const auto& [id, user] : rows.users) {
    auto alone = storage_->find_user(id);
    ASSERT_EQ(user.has_value(), alone->has_value()) << id;
    if (user) {
      EXPECT_EQ(user->password_hash, (*alone)->password_hash);
    }
  }
  EXPECT_FALSE(rows.users[2].second.has_value());
}

TEST_F(BatchedRequestsTest, NoticesComeBackWithTheRequestThatMadeThem) {
  GameKey key = new_game();
  GameEvents events("this-instance");
  std::vector<Notice> heard;
  events.listen([&](const Notice& n, bool) { heard.push_back(n); });
  service_->set_events(&events);
  auto outcomes = service_->in_one_transaction_each({move_request(key, "bob", "7e-7d"),
                                                     move_request(key, "bob", "6e-6d"),
                                                     move_request(key, "wanda", "1c-1d")});
  EXPECT_TRUE(heard.empty());  // delivered when the transport says, after telling its client
  ASSERT_EQ(outcomes[0].notices.size(), 1u);
  EXPECT_EQ(outcomes[0].notices[0].to, std::vector<std::string>{"wanda"});
  EXPECT_TRUE(outcomes[1].notices.empty());  // refused: bob is not to move
  ASSERT_EQ(outcomes[2].notices.size(), 1u);
  EXPECT_EQ(outcomes[2].notices[0].to, std::vector<std::string>{"bob"});
  service_->deliver(outcomes[2].notices);
  EXPECT_EQ(heard, outcomes[2].notices);
}

TEST_F(BatchedRequestsTest, ACommitBatchRunsWhatArrivedTogetherInOrder) {
  boost::asio::io_context io;
  live::CommitBatch batch(io, *service_, 2);  // two a transaction: the third waits for the next
  GameKey key = new_game();
  std::vector<std::string> done;
  for (std::string text : {"7e-7d", "1c-1d", "6e-6d"}) {
    BatchedRequest r = move_request(key, text == "1c-1d" ? "wanda" : "bob", text);
    batch.submit({r.scope, r.run, [&done, text](BatchedOutcome o) {
                    done.push_back(text + (o.status ? " ok" : " refused"));
                  }});
  }
  EXPECT_TRUE(done.empty());  // nothing runs before the io_context does
  io.run();
  EXPECT_EQ(done, (std::vector<std::string>{"7e-7d ok", "1c-1d ok", "6e-6d ok"}));
  EXPECT_EQ(record(key).moves.size(), 3u);
}

TEST(LockScopeTest, RequestsCommittedTogetherHoldEveryGameAnyOfThemNames) {
  const GameKey a{VariantId::TORI, 101}, b{VariantId::YARI, 101};
  LockScope two = LockScope::joined({LockScope::one_game(a), LockScope::reading_only(),
                                     LockScope::one_game(b), LockScope::one_game(a)});
  EXPECT_FALSE(two.reading);
  EXPECT_EQ(two.games, (std::vector<GameKey>{a, b}));
  EXPECT_TRUE(
      LockScope::joined({LockScope::one_game(a), LockScope::everything()}).locks_everything());
  EXPECT_TRUE(LockScope::joined({LockScope::reading_only(), LockScope::reading_only()}).reading);
}

}  // namespace
}  // namespace tori::server::testing
