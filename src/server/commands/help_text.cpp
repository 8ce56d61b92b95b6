// Help texts. The command summary follows the old server's help pages; the game pages add
// what is particular to each game.
#include "server/commands/help_text.h"

#include "server/records/records.h"

namespace tori::server {

namespace {

constexpr std::string_view COMMANDS = R"(Commands (game is torishogi or yarishogi; [ ] is optional):
  help [subject]
  signup userid password [address]
  change password userid current-password new-password
  change address userid password [address]
  signoff userid password
  shogi set userid password [flip|noflip] [standard|alternate|small]
  game challenge userid1 userid2 [-handicap=name|squares] [-nagtime=days] [-forfeittime=days]
                 [-byoyomi=main/periodsxperiod | -fischer=main/increment | -days=days]
  game move board[#N] userid password move[#N] [comment]
  game move board userid password propose|accept|reject|undo|resign|impasse [comment]
  game queue board userid password move[#N]
  game resign board userid password [comment]
  game accept|reject board userid password [comment]     (a challenge made to you)
  game preview board move+
  game show board[#N]+
  game games [userid ...] [all|active|inactive|next]
  game history [userid]
  game standings
  game subscribe|unsubscribe|notify board userid password
  game chat board userid password message
  game limit userid password games
The order "game move userid password board move" is accepted too. #N names the move number a
move is meant for: a move sent twice, or after the position changed, is refused, not replayed.
In an even game the first userid of a challenge plays Black and moves first; with a handicap
the first userid gives it, plays White and moves first. A challenge starts the game at once;
the challenged player may answer it with accept, or decline it with reject (or by resigning)
before their first move: the game is then cancelled, unrated. A game is rated only once both
players have moved; until then either player may abort it with resign, unrated.
"help time" explains the game clocks.
)";

constexpr std::string_view TIME =
    R"(Game clocks (one per challenge; none: untimed). The server keeps them:
  -byoyomi=10m/3x30s  10 minutes, then 3 byo-yomi periods of 30 seconds. A move made inside a
                      period keeps it for the next move; a period used up in full is gone; you
                      lose when the last one ends. -byoyomi=0/1x30s: 30 seconds for every move;
                      -byoyomi=10m: 10 minutes for the game, then sudden death.
  -fischer=5m/5s      5 minutes, and 5 seconds added after every move.
  -days=3             3 days for every move.
Durations: 0, or hours, minutes, seconds in that order (1h, 10m, 45s, 1h30m, 2m30s).
A move is timed when the server receives it. The server ends the game on time at the exact
moment a clock runs out, whether or not anyone is connected; every game mail shows both
players' remaining time as it stands when the mail is written.
A player's clock starts at their own first move, which is due within the main time and one
period, at least 30 seconds and at most 3 minutes (-days=N: within N days). If it is not made
in time the game is aborted, unrated.
)";

std::string handicap_list(VariantId game) {
  return visit_variant(game, []<class V>() {
    std::string text = "Handicaps (-handicap=name, or White's squares to clear, e.g. 1a,4b):\n";
    for (const auto& h : V::HANDICAPS)
      text += "  " + std::string(h.code) + ": " + std::string(h.description) + "\n";
    return text;
  });
}

}  // namespace

std::string help_text(std::optional<VariantId> game, const std::vector<std::string>& subjects) {
  std::string text;
  if (game) {
    text = "Help for " + std::string(game_type_name(*game)) +
           "\nMoves may be written as 7e-7d or e7-d7 (from-to), Sw-4d or Sw*4d (piece and "
           "square),\nS-44, 4e4d (USI) or d3d4 (UCI); add + to promote.\n" +
           handicap_list(*game) + "\n";
    if (*game == VariantId::YARI)
      text +=
          "Impasse: when both generals stand in their promotion zones, a player may claim it\n"
          "(move ... impasse); if the opponent accepts, each side counts 5 for every yari\n"
          "rook and yari bishop, 1 for every other piece; fewer than 26 loses.\n\n";
  }
  for (const std::string& s : subjects) {
    if (s == "time" || s == "clock" || s == "clocks")
      text += std::string(TIME) + "\n";
    else if (s != "commands" && s != "torishogi" && s != "yarishogi")
      text += "No help on '" + s + "'; here are the commands.\n";
  }
  return text + std::string(COMMANDS);
}

}  // namespace tori::server
