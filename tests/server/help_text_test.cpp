// The help pages: plain help lists the commands; a subject gets its own page and not the list;
// the rules and the pieces follow the game the command names; the pieces page gives the codes
// the boards and the moves really write; an unknown subject says so, briefly.
#include "server/commands/help_text.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/fen.h"
#include "notation/board_text.h"
#include "notation/japanese_notation.h"
#include "notation/piece_codes.h"
#include "parser_test_support.h"
#include "server/commands/help_commands.h"

namespace tori::server {
namespace {

constexpr std::string_view LIST_HEAD = "Commands (game is torishogi or yarishogi";

bool has(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

std::string help(std::vector<std::string> subjects, std::optional<VariantId> game = {}) {
  return help_text(game, subjects);
}

TEST(HelpText, PlainHelpListsTheCommands) {
  EXPECT_TRUE(has(help({}), LIST_HEAD));
  std::string tori = help({}, VariantId::TORI);
  EXPECT_TRUE(has(tori, "Help for torishogi")) << tori;
  EXPECT_TRUE(has(tori, LIST_HEAD));
  EXPECT_EQ(help({"torishogi"}), tori);  // `help torishogi` is `torishogi help`
}

TEST(HelpText, ASubjectGetsItsOwnPageWithoutTheCommandList) {
  for (std::string subject : {"rules", "pieces", "notation", "handicaps", "time", "move",
                              "challenge", "games", "login", "propose"}) {
    std::string text = help({subject});
    EXPECT_FALSE(has(text, LIST_HEAD)) << subject << ":\n" << text;
    EXPECT_FALSE(has(text, "No help on")) << subject << ":\n" << text;
  }
  EXPECT_TRUE(has(help({"commands"}), LIST_HEAD));  // asked for by name
}

TEST(HelpText, EveryCommandHasAPageOfItsOwn) {
  for (std::string name :
       {"signup",    "change", "signoff", "set",   "challenge", "move",    "queue",
        "resign",    "accept", "preview", "show",  "games",     "history", "standings",
        "subscribe", "chat",   "limit",   "login", "help",      "seek"}) {
    auto page = command_help(name);
    ASSERT_TRUE(page) << name;
    EXPECT_TRUE(has(page->substr(0, page->find('\n')), name)) << "the form first:\n" << *page;
    EXPECT_EQ(help({name}), *page);
  }
  EXPECT_TRUE(has(help({"challenge"}), "-handicap="));
  EXPECT_TRUE(has(help({"move"}), "propose|accept|reject|undo|resign|impasse"));
  EXPECT_EQ(help({"undo"}), help({"move"}));  // a move word names the move command
  EXPECT_EQ(help({"ratings"}), help({"standings"}));
  EXPECT_EQ(help({"move", "show"}), help({"move"}) + "\n" + help({"show"}));
}

TEST(HelpText, TheRulesFollowTheGameWord) {
  std::string tori = help({"rules"}, VariantId::TORI);
  EXPECT_TRUE(has(tori, "Tori Shogi: the rules")) << tori;
  EXPECT_TRUE(has(tori, "nor to give checkmate"));
  EXPECT_TRUE(has(tori, "  d  .  .  s  .  S  .  ."));  // the start, swallows on 5d and 3d
  EXPECT_FALSE(has(tori, "Yari Shogi"));
  std::string yari = help({"rules"}, VariantId::YARI);
  EXPECT_TRUE(has(yari, "Yari Shogi: the rules")) << yari;
  EXPECT_TRUE(has(yari, "under 26 loses"));
  EXPECT_FALSE(has(yari, "Tori Shogi"));
  EXPECT_EQ(help({"yarishogi", "rules"}), yari);
  std::string both = help({"rules"});
  EXPECT_TRUE(has(both, "Tori Shogi: the rules") && has(both, "Yari Shogi: the rules"));
  EXPECT_TRUE(has(help({"handicaps"}, VariantId::YARI), "6p: "));
  EXPECT_FALSE(has(help({"handicaps"}, VariantId::YARI), "f+2q"));
}

// Every piece with the code the boards draw (checked against a real board), the code moves write,
// its SFEN letter and its kanji, from the notation layer itself.
template <class V>
void expect_every_piece(VariantId game, std::string_view board_sample) {
  std::string text = help({"pieces"}, game);
  for (PieceType t = 1; t < V::TYPE_NB; ++t) {
    SCOPED_TRACE(std::string(V::SPECS[t].name));
    std::string code = board_piece_code<V>(t);
    EXPECT_TRUE(has(text, "\n" + code + " ")) << text;
    EXPECT_TRUE(has(text, std::string(V::SPECS[t].name) + " " + japanese_piece_name<V>(t) +
                              ", SFEN " + numeric_code<V>(t)))
        << text;
    EXPECT_TRUE(has(text, western_code<V>(t))) << text;
    std::size_t entry = text.find("\n" + code + " ");
    std::size_t moves = text.find('\n', entry + 1);
    EXPECT_GT(text.find('\n', moves + 1) - moves, 7u) << "how it moves is missing:\n" << text;
  }
  BoardView view;
  view.style = BoardStyle::ALTERNATE;
  std::string board = render_board(start_position<V>(), view);
  EXPECT_TRUE(has(board, board_sample)) << board;
}

TEST(HelpText, ThePiecesWithTheCodesTheBoardsAndMovesWrite) {
  expect_every_piece<Tori>(VariantId::TORI, " bQl|");
  expect_every_piece<Yari>(VariantId::YARI, " bYR|");
  std::string tori = help({"pieces"}, VariantId::TORI);
  EXPECT_TRUE(has(tori, "Ql   left quail 左鶉, SFEN L; moves may also write it LQ")) << tori;
  EXPECT_TRUE(has(tori, "Promotes to goose (+Sw)."));
  EXPECT_FALSE(has(tori, "yari"));
  EXPECT_TRUE(has(help({"pieces"}), "yari knight"));  // no game word: both games
}

TEST(HelpText, AnUnknownSubjectSaysSoAndListsTheSubjectsBriefly) {
  std::string text = help({"xyzzy"});
  EXPECT_TRUE(has(text, "No help on 'xyzzy'")) << text;
  EXPECT_TRUE(has(text, "rules, pieces, notation, handicaps, time"));
  EXPECT_TRUE(has(text, "a command's name (help move)"));
  EXPECT_FALSE(has(text, LIST_HEAD));
  EXPECT_LE(std::count(text.begin(), text.end(), '\n'), 2) << text;
}

TEST(HelpText, TheGameWordBeforeHelpKeepsItsSubjects) {
  auto c = testing::parsed<HelpCommand>("torishogi help Rules pieces");
  EXPECT_EQ(c.game, VariantId::TORI);
  EXPECT_EQ(c.subjects, (std::vector<std::string>{"rules", "pieces"}));
  EXPECT_EQ(testing::parsed<HelpCommand>("shogi help time").subjects,
            std::vector<std::string>{"time"});
}

}  // namespace
}  // namespace tori::server
