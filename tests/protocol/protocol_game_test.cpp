// The game behind `position`: both notations, both position formats, refusals with reasons.
#include "protocol/protocol_game.h"

#include <gtest/gtest.h>

namespace tori::protocol {
namespace {

Result<std::shared_ptr<const ProtocolGame>> make(VariantId v, PositionCommand::Kind kind,
                                                 std::string text, std::vector<std::string> moves) {
  return ProtocolGame::create(v, PositionCommand{kind, std::move(text), std::move(moves)});
}

TEST(ProtocolGame, UsiAndUciMovesAlike) {
  auto usi = make(VariantId::TORI, PositionCommand::Kind::STARTPOS, "", {"3d3c", "4b3c"});
  auto uci = make(VariantId::TORI, PositionCommand::Kind::STARTPOS, "", {"e4e5", "d6e5"});
  ASSERT_TRUE(usi.ok() && uci.ok());
  EXPECT_EQ((*usi)->current_position(Dialect::USI), (*uci)->current_position(Dialect::USI));
  EXPECT_EQ((*usi)->moves().size(), 2u);
  EXPECT_EQ((*usi)->start_sfen(), "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1");
}

TEST(ProtocolGame, FenAndSfenStarts) {
  auto fen = make(VariantId::YARI, PositionCommand::Kind::FEN,
                  "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1", {"d3d4"});
  ASSERT_TRUE(fen.ok()) << fen.error().message;
  EXPECT_EQ((*fen)->variant(), VariantId::YARI);
  EXPECT_EQ((*fen)->current_position(Dialect::UCI),
            "rnnkbbr/7/ppppppp/7/7/3P3/PPP1PPP/7/RBBKNNR[-] b 0 1");
  // `position fen` also takes an SFEN (no brackets).
  auto sfen_as_fen = make(VariantId::TORI, PositionCommand::Kind::FEN,
                          "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1", {});
  EXPECT_TRUE(sfen_as_fen.ok());
  // `position sfen` takes only an SFEN.
  EXPECT_FALSE(make(VariantId::TORI, PositionCommand::Kind::SFEN,
                    "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1", {})
                   .ok());
}

TEST(ProtocolGame, RefusalsNameTheMoveAndTheReason) {
  auto illegal = make(VariantId::TORI, PositionCommand::Kind::STARTPOS, "", {"3d3c", "3e3d"});
  ASSERT_FALSE(illegal.ok());
  EXPECT_NE(illegal.error().message.find("move 2 '3e3d'"), std::string::npos)
      << illegal.error().message;
  auto unreadable = make(VariantId::TORI, PositionCommand::Kind::STARTPOS, "", {"9z9y"});
  ASSERT_FALSE(unreadable.ok());
  EXPECT_NE(unreadable.error().message.find("'9z9y'"), std::string::npos);
  auto bad_position = make(VariantId::TORI, PositionCommand::Kind::SFEN, "nonsense b - 1", {});
  ASSERT_FALSE(bad_position.ok());
  EXPECT_EQ(bad_position.error().message.rfind("bad position", 0), 0u);
  // A Yari move in a Tori game.
  EXPECT_FALSE(make(VariantId::TORI, PositionCommand::Kind::STARTPOS, "", {"4h4g"}).ok());
}

TEST(ProtocolGame, LegalPrefixAndLegalMoves) {
  auto game = ProtocolGame::start(VariantId::TORI);
  auto first = game->parse_legal_move("3d3c");
  auto reply = game->parse_legal_move("4b3c");
  ASSERT_TRUE(first.ok());
  EXPECT_FALSE(reply.ok());  // White's move, but Black is to move
  EXPECT_TRUE(game->is_legal(*first));
  EXPECT_FALSE(game->legal_moves().empty());
  std::vector<Move> line = {*first, *first};
  EXPECT_EQ(game->legal_prefix(line).size(), 1u);
  EXPECT_EQ(game->move_text(*first, Dialect::UCI), "e4e5");
}

}  // namespace
}  // namespace tori::protocol
