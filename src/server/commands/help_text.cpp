// Help texts: which page each subject asks for. Plain help is the list of commands (after the
// game's own page for `torishogi help`); a subject gets its own page and nothing else.
#include "server/commands/help_text.h"

#include "notation/board_text.h"
#include "notation/japanese_notation.h"
#include "server/commands/help_commands.h"
#include "server/commands/help_pieces.h"
#include "server/commands/help_rules.h"
#include "server/records/records.h"

namespace tori::server {

namespace {

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

constexpr std::string_view IMPASSE =
    "Impasse: when both generals stand in their promotion zones, a player may claim it\n"
    "(move ... impasse); if the opponent accepts, each side counts 5 for every yari\n"
    "rook and yari bishop, 1 for every other piece; fewer than 26 loses.\n";

std::string handicap_list(VariantId game) {
  return visit_variant(game, [game]<class V>() {
    std::string text = "Handicaps of " + std::string(game_type_name(game)) +
                       " (-handicap=name, or White's squares to clear: 1a,4b):\n";
    for (const auto& h : V::HANDICAPS)
      text += "  " + std::string(h.code) + ": " + std::string(h.description) + "\n";
    return text;
  });
}

// How moves are written, with the game's own pawn in the examples.
std::string notation_help(VariantId game) {
  return visit_variant(game, [game]<class V>() {
    std::string pawn = board_piece_code<V>(V::PAWN_LIKE);  // "Sw", "P"
    std::string letter(1, V::SPECS[V::PAWN_LIKE].letter);
    std::string promotion =
        V::PROMOTION_COMPULSORY
            ? "A promotion is compulsory and needs no +; the server writes it with one.\n"
            : "Add + to promote where promotion is optional; without it, no promotion.\n";
    return "Moves of " + std::string(game_type_name(game)) +
           " may be written in any of these forms:\n"
           "  7e-7d, e7-d7: the server's, the squares from and to\n"
           "  " +
           pawn + "-4d, " + pawn +
           "*4d: piece code and square; * drops a piece from "
           "hand\n"
           "  " +
           letter + "-44, " + letter +
           "*44: numeric, file and rank digits (rank a is 1)\n"
           "  4e4d, " +
           letter +
           "*4d: USI; d3d4: UCI (Fairy-Stockfish)\n"
           "  ３四" +
           japanese_piece_name<V>(V::PAWN_LIKE) + ": Japanese\n" + promotion +
           "#N after a move (7e-7d#5) refuses it unless it is move N.\n";
  });
}

std::string game_page(VariantId game) {
  std::string text = "Help for " + std::string(game_type_name(game)) + "\n" + notation_help(game) +
                     handicap_list(game);
  if (game == VariantId::YARI) text += IMPASSE;
  std::string name(game_type_name(game));
  return text + "More: " + name + " help rules, " + name + " help pieces, help time.\n\n";
}

// The page of one subject, for the games asked about; nothing for a subject help does not know.
std::optional<std::string> subject_page(const std::string& subject,
                                        const std::vector<VariantId>& games) {
  auto for_each_game = [&](std::string (*page)(VariantId)) {
    std::string text;
    for (VariantId game : games) text += (text.empty() ? "" : "\n") + page(game);
    return text;
  };
  if (subject == "rules") return for_each_game(rules_help);
  if (subject == "pieces" || subject == "piece") return for_each_game(pieces_help);
  if (subject == "notation" || subject == "notations" || subject == "moves")
    return for_each_game(notation_help);
  if (subject == "handicap" || subject == "handicaps") return for_each_game(handicap_list);
  if (subject == "time" || subject == "clock" || subject == "clocks") return std::string(TIME);
  if (subject == "commands") return std::string(command_list());
  return command_help(subject);
}

std::string unknown_subject(const std::string& subject) {
  return "No help on '" + subject +
         "'. Subjects: rules, pieces, notation, handicaps, time,\ncommands, or a command's name "
         "(help move); help alone lists the commands.\n";
}

}  // namespace

std::string help_text(std::optional<VariantId> game, const std::vector<std::string>& subjects) {
  std::vector<std::string> topics;
  for (const std::string& s : subjects) {
    if (auto named = parse_variant_name(s))
      game = named;  // `help torishogi rules` is `torishogi help rules`
    else
      topics.push_back(s);
  }
  if (topics.empty()) return (game ? game_page(*game) : "") + std::string(command_list());
  std::vector<VariantId> games =
      game ? std::vector{*game} : std::vector{VariantId::TORI, VariantId::YARI};
  std::string text;
  for (const std::string& topic : topics) {
    auto page = subject_page(topic, games);
    text += (text.empty() ? "" : "\n") + (page ? *page : unknown_subject(topic));
  }
  return text;
}

}  // namespace tori::server
