// A logged-in connection's lines (`tori serve`): the short forms that leave out "userid
// password" and the game word, read as the long forms they stand for.
#include <cctype>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>

#include "core/text.h"
#include "server/commands/command_parser.h"
#include "server/commands/command_words.h"
#include "server/commands/seek_grammar.h"

namespace tori::server {

namespace {

using namespace command_words;

bool is_display_setting(std::string_view word) {
  std::string w = ascii_lower(word);
  return w == "flip" || w == "noflip" || parse_board_style(w).has_value();
}

// Where a logged-in session's credentials go in a line that leaves them out: before word `at`
// (or at the end), the userid and, unless only the userid is missing, the password.
struct CredentialSlot {
  std::size_t at;
  bool with_password = true;
};

// Nothing when the line has its own credentials or the command takes none. The short forms are
// told apart by their number of words, or by the word where the userid would be: a line that
// has the session's userid there is in the long form.
std::optional<CredentialSlot> credential_slot(const Words& w, const std::string& user) {
  if (w.size() == 0) return std::nullopt;
  std::string first = ascii_lower(w[0]);
  std::string verb = w.size() > 1 ? ascii_lower(w[1]) : "";
  auto names_user = [&](std::size_t i) { return i < w.size() && w[i] == user; };
  auto slot_if = [](bool short_form, std::size_t at) {
    return short_form ? std::optional(CredentialSlot{at}) : std::nullopt;
  };
  if (first == "signoff") return slot_if(w.size() == 1, 1);
  if (first == "change" && verb == "password")  // the current password is still asked for
    return w.size() == 4 ? std::optional(CredentialSlot{2, false}) : std::nullopt;
  if (first == "change" && verb == "address")  // the short form's address is one word
    return slot_if(w.size() <= 3 && !names_user(2), 2);
  if (first != "shogi" && !parse_variant_name(first)) return std::nullopt;
  if (verb == "set") return slot_if(w.size() == 2 || is_display_setting(w[2]), 2);
  if (auto at = is_seek_verb(verb) ? seek_credentials_at(w.all(), user) : std::nullopt)
    return CredentialSlot{*at};
  if (verb == "limit") return slot_if(w.size() == 3, 2);
  if (verb == "challenge") {
    std::size_t userids = 0;
    for (std::size_t i = 2; i < w.size(); ++i) userids += w[i].substr(0, 1) != "-";
    if (userids != 1) return std::nullopt;
    return CredentialSlot{2, false};
  }
  if (verb == "move" || verb == "queue" || is_seat_and_text_verb(verb))
    return slot_if(w.size() >= 3 && looks_like_board(w[2]) && !names_user(3), 3);
  if (verb == "games" && w.size() == 3 &&
      ascii_lower(w[2]) == "next")  // whose turn: the user's own
    return CredentialSlot{2, false};
  return std::nullopt;
}

std::string with_credentials(std::string_view line, const Words& w, CredentialSlot slot,
                             const SessionUser& session) {
  std::string inserted =
      session.user + (slot.with_password ? " " + std::string(SESSION_PASSWORD) : "");
  if (slot.at >= w.size()) return std::string(line) + " " + inserted;
  std::size_t offset = w.offset(slot.at);
  return std::string(line.substr(0, offset)) + inserted + " " + std::string(line.substr(offset));
}

// The commands a logged-in player may give without the game word, and the word the line is read
// with in its place: a stand-in for the game commands (the chooser puts the right game in), and
// `shogi` for the one that names no game.
std::optional<std::string_view> stand_in_game_word(const Words& w) {
  if (w.size() == 0) return std::nullopt;
  std::string verb = ascii_lower(w[0]);
  if (verb == "set" || is_seek_verb(verb)) return "shogi";  // a seek's number tells its game
  return is_game_verb(verb) ? std::optional<std::string_view>("torishogi") : std::nullopt;
}

// The games a line read with the stand-in word is about, chosen number by number.
Result<Command> with_chosen_games(Command command, const GameChooser& choose_game,
                                  std::string_view line) {
  auto choose = [&](std::optional<int> board) -> Result<VariantId> {
    auto game = choose_game(board);
    if (game || game.error().kind == ErrorKind::NOT_FOUND) return game;
    std::string written = printable_echo(line);
    return make_error(game.error().message + "; say which: 'torishogi " + written +
                      "' or 'yarishogi " + written + "'");
  };
  return std::visit(
      [&](auto& c) -> Result<Command> {
        using T = std::decay_t<decltype(c)>;
        if constexpr (requires { c.auth.key; }) {
          auto game = choose(c.auth.key.number);
          if (!game) return game.error();
          c.auth.key.variant = *game;
        } else if constexpr (std::is_same_v<T, PreviewCommand>) {
          auto game = choose(c.key.number);
          if (!game) return game.error();
          c.key.variant = *game;
        } else if constexpr (std::is_same_v<T, ShowCommand>) {
          for (ShowCommand::Board& board : c.boards) {
            auto game = choose(board.key.number);
            if (!game) return game.error();
            board.key.variant = *game;
          }
        } else if constexpr (std::is_same_v<T, ChallengeCommand>) {
          auto game = choose(std::nullopt);
          if (!game) return game.error();
          c.game = *game;
        } else if constexpr (std::is_same_v<T, GamesCommand> || std::is_same_v<T, HistoryCommand> ||
                             std::is_same_v<T, StandingsCommand>) {
          c.game = std::nullopt;  // both lists
        }
        // A limit holds for each game alike: the stand-in's game is as good as the other.
        return Command(std::move(c));
      },
      command);
}

// A checked line of a logged-in session, with its game word: the credentials it leaves out put
// in, and refused if it would act as anyone else.
Result<Command> parse_session_line(std::string_view checked, const SessionUser& session,
                                   const std::function<bool(std::string_view)>& is_user) {
  Words w(checked);
  auto slot = credential_slot(w, session.user);
  // A long form has a userid and a password after the game number, then whatever the verb takes:
  // five words at least, the third of them starting with a letter as every userid does. Only such
  // a line costs a look-up of the accounts (a plain `move 101 7e-7d` never does).
  bool may_name_another = slot && slot->at == 3 && w.size() >= 5 && is_user &&
                          std::isalpha(static_cast<unsigned char>(w[3].front())) &&
                          w[3] != session.user;
  if (may_name_another && is_user(w[3]))
    return make_error("you are logged in as '" + session.user + "' and act only as '" +
                      session.user + "'; '" + std::string(w[3]) +
                      "' is another player (send 'logout' first to act as them, or give your "
                      "own userid and password before a text that starts with their name)");
  auto command =
      slot ? parse_words(Words(with_credentials(checked, w, *slot, session))) : parse_words(w);
  if (!command) return command;
  auto acting = acting_user(*command);
  const auto* challenge = std::get_if<ChallengeCommand>(&*command);
  bool plays_in_challenge = challenge && challenge->second == session.user;
  if (acting && *acting != session.user && !plays_in_challenge)
    return make_error("you are logged in as '" + session.user + "' and act only as '" +
                      session.user + "' (send 'logout' first to act as '" + *acting + "')");
  return command;
}

}  // namespace

Result<Command> parse_command(std::string_view line, const SessionUser& session,
                              const std::function<bool(std::string_view)>& is_user,
                              const GameChooser& choose_game) {
  auto checked = checked_line(line);
  if (!checked) return checked.error();
  auto word = choose_game ? stand_in_game_word(Words(*checked)) : std::nullopt;
  if (!word) return parse_session_line(*checked, session, is_user);
  auto command =
      parse_session_line(std::string(*word) + " " + std::string(*checked), session, is_user);
  if (!command || *word == "shogi") return command;
  return with_chosen_games(std::move(command.value()), choose_game, *checked);
}

}  // namespace tori::server
