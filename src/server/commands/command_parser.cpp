// The command reader: split into words (keeping where each starts, so that a comment keeps its
// spacing), then one small reader per command.
#include "server/commands/command_parser.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <type_traits>
#include <vector>

#include "core/text.h"
#include "server/commands/challenge_options.h"
#include "server/commands/command_words.h"
#include "server/commands/seek_grammar.h"

namespace tori::server {

namespace command_words {

// The length of the well-formed UTF-8 sequence starting at s[i] (no overlong forms, no
// surrogates, nothing past U+10FFFF), or 0 if there is none.
std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return 1;
  std::size_t extra;
  unsigned char low = 0x80, high = 0xBF;  // the bounds of the second byte
  if (c >= 0xC2 && c <= 0xDF) {
    extra = 1;
  } else if (c >= 0xE0 && c <= 0xEF) {
    extra = 2;
    if (c == 0xE0) low = 0xA0;
    if (c == 0xED) high = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    extra = 3;
    if (c == 0xF0) low = 0x90;
    if (c == 0xF4) high = 0x8F;
  } else {
    return 0;
  }
  if (s.size() - i <= extra) return 0;
  for (std::size_t k = 1; k <= extra; ++k) {
    unsigned char b = static_cast<unsigned char>(s[i + k]);
    if (b < (k == 1 ? low : 0x80) || b > (k == 1 ? high : 0xBF)) return 0;
  }
  return extra + 1;
}

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len = utf8_sequence_length(s, i);
    if (len == 0) return false;
    i += len;
  }
  return true;
}

bool looks_like_board(std::string_view s) { return !s.empty() && s[0] >= '0' && s[0] <= '9'; }

// "101" or "101#5".
Result<std::pair<int, std::optional<int>>> read_board(std::string_view s) {
  std::size_t hash = s.find('#');
  auto number = read_decimal(s.substr(0, hash));
  if (!number || *number == 0) return make_error("'" + std::string(s) + "' is not a game number");
  if (hash == std::string_view::npos) return std::pair{*number, std::optional<int>()};
  auto move = read_decimal(s.substr(hash + 1));
  if (!move || *move == 0)
    return make_error("'" + std::string(s) + "': expected a move number after '#'");
  return std::pair{*number, std::optional<int>(*move)};
}

// "7e-7d" or "7e-7d#5": the move and its guard.
Result<std::pair<std::string, std::optional<int>>> read_move(std::string_view s) {
  std::size_t hash = s.rfind('#');
  if (hash == std::string_view::npos) return std::pair{std::string(s), std::optional<int>()};
  auto n = read_decimal(s.substr(hash + 1));
  if (!n || *n == 0 || hash == 0 || s.find('#') != hash)
    return make_error("'" + std::string(s) + "': expected a move, then '#' and a move number");
  return std::pair{std::string(s.substr(0, hash)), std::optional<int>(*n)};
}

Error usage(std::string_view form) { return make_error("usage: " + std::string(form)); }

// A game command's speaker and game, in either order the server accepts:
// `board userid password ...` (the old server's) or `userid password board ...`.
// Returns the auth, the board's guard, and the index of the first word after the three.
struct Seat {
  GameAuth auth;
  std::optional<int> guard;
  std::size_t next;
};
Result<Seat> read_seat(const Words& w, std::size_t i, VariantId game, std::string_view form) {
  if (w.size() < i + 3) return usage(form);
  std::size_t board_at = looks_like_board(w[i]) ? i : i + 2;
  std::size_t user_at = board_at == i ? i + 1 : i;
  auto board = read_board(w[board_at]);
  if (!board) return board.error();
  return Seat{GameAuth{GameKey{game, board->first}, w.text(user_at), w.text(user_at + 1)},
              board->second, i + 3};
}

Result<std::optional<int>> merge_guards(std::optional<int> a, std::optional<int> b) {
  if (a && b && *a != *b)
    return make_error("two different move numbers: #" + std::to_string(*a) + " and #" +
                      std::to_string(*b));
  return a ? a : b;
}

const std::map<std::string, MoveWord>& move_words() {
  static const std::map<std::string, MoveWord> words = {
      {"propose", MoveWord::PROPOSE}, {"accept", MoveWord::ACCEPT}, {"reject", MoveWord::REJECT},
      {"undo", MoveWord::UNDO},       {"resign", MoveWord::RESIGN}, {"impasse", MoveWord::IMPASSE},
  };
  return words;
}

Result<Command> read_move_command(const Words& w, VariantId game) {
  constexpr std::string_view FORM = "move board[#N] userid password move[#N] [comment]";
  auto seat = read_seat(w, 2, game, FORM);
  if (!seat) return seat.error();
  if (w.size() <= seat->next) return usage(FORM);
  std::string comment = w.rest(seat->next + 1);
  auto word = move_words().find(ascii_lower(w[seat->next]));
  if (word != move_words().end()) {
    if (seat->guard) return make_error("'" + w.text(seat->next) + "' takes no move number");
    return Command(MoveWordCommand{seat->auth, word->second, comment});
  }
  auto mv = read_move(w[seat->next]);
  if (!mv) return mv.error();
  auto guard = merge_guards(seat->guard, mv->second);
  if (!guard) return guard.error();
  return Command(MoveCommand{seat->auth, mv->first, *guard, comment});
}

Result<Command> read_queue(const Words& w, VariantId game) {
  constexpr std::string_view FORM = "queue board userid password move[#N]";
  auto seat = read_seat(w, 2, game, FORM);
  if (!seat) return seat.error();
  if (w.size() != seat->next + 1) return usage(FORM);
  auto mv = read_move(w[seat->next]);
  if (!mv) return mv.error();
  auto guard = merge_guards(seat->guard, mv->second);
  if (!guard) return guard.error();
  return Command(QueueCommand{seat->auth, mv->first, *guard});
}

// The game commands read by read_seat_with_text: `verb board userid password [text]`. (The
// session's credentials go in the same place for them; see credential_slot.)
bool is_seat_and_text_verb(std::string_view verb) {
  return verb == "resign" || verb == "accept" || verb == "reject" || verb == "chat" ||
         verb == "subscribe" || verb == "unsubscribe" || verb == "notify";
}

Result<Command> read_seat_with_text(const Words& w, VariantId game, std::string_view verb,
                                    bool text_follows) {
  std::string form = std::string(verb) + " board userid password" +
                     (verb == "chat"                                             ? " message"
                      : verb == "resign" || verb == "accept" || verb == "reject" ? " [comment]"
                                                                                 : "");
  auto seat = read_seat(w, 2, game, form);
  if (!seat) return seat.error();
  if (seat->guard) return make_error("'" + std::string(verb) + "' takes no move number");
  std::string text = w.rest(seat->next);
  if (verb == "resign") return Command(ResignCommand{seat->auth, text});
  if (verb == "accept" || verb == "reject")
    return Command(AnswerChallengeCommand{seat->auth, verb == "accept", text});
  if (verb == "chat") {
    if (text.empty() && !text_follows) return usage(form);
    return Command(ChatCommand{seat->auth, text});
  }
  if (!text.empty()) return usage(form);
  FollowWord f = verb == "subscribe"     ? FollowWord::SUBSCRIBE
                 : verb == "unsubscribe" ? FollowWord::UNSUBSCRIBE
                                         : FollowWord::NOTIFY;
  return Command(FollowCommand{seat->auth, f});
}

// `-handicap=f`, `--nagtime=3`, `-forfeittime=14`, `-byoyomi=10m/3x30s`, `-fischer=5m/5s`,
// `-days=3`.
Result<Command> read_challenge(const Words& w, VariantId game) {
  constexpr std::string_view FORM =
      "challenge userid1 userid2 [-handicap=name|squares] [-nagtime=days] [-forfeittime=days] "
      "[-byoyomi=main/periodsxperiod | -fischer=main/increment | -days=days]";
  if (w.size() < 4) return usage(FORM);
  ChallengeCommand c{game, w.text(2), w.text(3), {}};
  for (std::size_t i = 4; i < w.size(); ++i) {
    auto option = read_option_word(w[i], FORM);
    if (!option) return option.error();
    auto known = read_challenge_option(*option, c.options);
    if (!known) return known.error();
    if (!*known)
      return make_error("unknown challenge option '-" + option->name +
                        "' (known: -handicap, -nagtime, -forfeittime, -byoyomi, -fischer, -days)");
  }
  return Command(std::move(c));
}

Result<Command> read_set(const Words& w) {
  constexpr std::string_view FORM =
      "shogi set userid password [flip|noflip] [standard|alternate|small]";
  if (w.size() < 5) return usage(FORM);
  SetDisplayCommand c{w.text(2), w.text(3), {}, {}};
  for (std::size_t i = 4; i < w.size(); ++i) {
    std::string option = ascii_lower(w[i]);
    if (option == "flip" || option == "noflip") {
      c.flip = option == "flip";
    } else if (auto style = parse_board_style(option)) {
      c.style = style;
    } else {
      return make_error("unknown setting '" + w.text(i) + "'; " + usage(FORM).message);
    }
  }
  return Command(std::move(c));
}

Result<Command> read_preview(const Words& w, VariantId game) {
  constexpr std::string_view FORM = "preview board move+";
  if (w.size() < 4) return usage(FORM);
  auto board = read_board(w[2]);
  if (!board) return board.error();
  if (board->second) return make_error("preview takes no move number");
  PreviewCommand c{{game, board->first}, {}};
  for (std::size_t i = 3; i < w.size(); ++i) c.moves.push_back(w.text(i));
  return Command(std::move(c));
}

Result<Command> read_show(const Words& w, VariantId game) {
  constexpr std::string_view FORM = "show board[#N]+";
  if (w.size() < 3) return usage(FORM);
  ShowCommand c;
  for (std::size_t i = 2; i < w.size(); ++i) {
    auto board = read_board(w[i]);
    if (!board) return board.error();
    c.boards.push_back({{game, board->first}, board->second});
  }
  return Command(std::move(c));
}

Result<Command> read_games(const Words& w, VariantId game) {
  GamesCommand c{game, {}, GamesWhich::ACTIVE};
  static const std::map<std::string, GamesWhich> WHICH = {{"all", GamesWhich::ALL},
                                                          {"active", GamesWhich::ACTIVE},
                                                          {"inactive", GamesWhich::INACTIVE},
                                                          {"next", GamesWhich::NEXT}};
  for (std::size_t i = 2; i < w.size(); ++i) {
    auto which = WHICH.find(ascii_lower(w[i]));
    if (which != WHICH.end() && i + 1 == w.size()) {
      c.which = which->second;
    } else {
      c.users.push_back(w.text(i));
    }
  }
  if (c.which == GamesWhich::NEXT && c.users.empty())
    return make_error("games ... next needs a userid: whose turn?");
  return Command(std::move(c));
}

// `torishogi help rules`: help on subjects, for one game (none for `shogi help`).
Command read_help(const Words& w, std::size_t first_subject, std::optional<VariantId> game) {
  HelpCommand c{game, {}};
  for (std::size_t i = first_subject; i < w.size(); ++i) c.subjects.push_back(ascii_lower(w[i]));
  return Command(std::move(c));
}

Result<Command> read_game_command(const Words& w, std::string_view type, bool text_follows) {
  std::string verb = w.size() > 1 ? ascii_lower(w[1]) : "";
  if (type == "shogi") {
    if (verb == "set") return read_set(w);
    if (is_seek_verb(verb)) return read_seek_command(w.all(), std::nullopt);
    if (verb == "help" || verb.empty()) return read_help(w, 2, std::nullopt);
    return make_error("'shogi' takes only 'set' and 'help'; games are torishogi and yarishogi");
  }
  VariantId game = *parse_variant_name(type);
  if (verb.empty() || verb == "help") return read_help(w, 2, game);
  if (verb == "set") return read_set(w);
  if (verb == "challenge") return read_challenge(w, game);
  if (is_seek_verb(verb)) return read_seek_command(w.all(), game);
  if (verb == "move") return read_move_command(w, game);
  if (verb == "queue") return read_queue(w, game);
  if (is_seat_and_text_verb(verb)) return read_seat_with_text(w, game, verb, text_follows);
  if (verb == "preview") return read_preview(w, game);
  if (verb == "show") return read_show(w, game);
  if (verb == "games") return read_games(w, game);
  if (verb == "history") {
    if (w.size() > 3) return usage("history [userid]");
    return Command(HistoryCommand{game, w.size() == 3 ? std::optional(w.text(2)) : std::nullopt});
  }
  if (verb == "standings" || verb == "ratings") {
    if (w.size() != 2) return usage("standings");
    return Command(StandingsCommand{game});
  }
  if (verb == "limit") {
    if (w.size() != 5) return usage("limit userid password games");
    auto n = read_decimal(w[4]);
    if (!n) return make_error("the limit is a number of games: '" + w.text(4) + "'");
    return Command(LimitCommand{game, w.text(2), w.text(3), *n});
  }
  return make_error("unknown command '" + std::string(w[1]) + "' for " + std::string(type) +
                    " (send 'help')");
}

Result<Command> read_account_command(const Words& w, const std::string& verb) {
  if (verb == "help") return read_help(w, 1, std::nullopt);
  if (verb == "signup") {
    if (w.size() < 3) return usage("signup userid password [address]");
    return Command(SignupCommand{w.text(1), w.text(2), w.rest(3), std::nullopt});
  }
  if (verb == "signoff") {
    if (w.size() != 3) return usage("signoff userid password");
    return Command(SignoffCommand{w.text(1), w.text(2)});
  }
  std::string what = w.size() > 1 ? ascii_lower(w[1]) : "";
  if (what == "password") {
    if (w.size() != 5) return usage("change password userid current-password new-password");
    return Command(ChangePasswordCommand{w.text(2), w.text(3), w.text(4), std::nullopt});
  }
  if (what == "address") {
    if (w.size() < 4) return usage("change address userid password [address]");
    return Command(ChangeAddressCommand{w.text(2), w.text(3), w.rest(4)});
  }
  return usage("change password ... | change address ...");
}

// Where a command keeps its comment or message, or nullptr for one that takes none.
std::string* text_of(Command& command) {
  if (auto* m = std::get_if<MoveCommand>(&command)) return &m->comment;
  if (auto* w = std::get_if<MoveWordCommand>(&command)) return &w->comment;
  if (auto* r = std::get_if<ResignCommand>(&command)) return &r->comment;
  if (auto* a = std::get_if<AnswerChallengeCommand>(&command)) return &a->comment;
  if (auto* c = std::get_if<ChatCommand>(&command)) return &c->text;
  return nullptr;
}

// The checks every line passes before its words are read; the line without its ending.
Result<std::string_view> checked_line(std::string_view line) {
  if (line.size() > MAX_COMMAND_LENGTH)
    return make_error("the command is longer than " + std::to_string(MAX_COMMAND_LENGTH) +
                      " characters");
  if (!valid_utf8(line)) return make_error("the command is not valid UTF-8 text");
  // A command is one line: a line ending is dropped, a line break inside is refused (it would
  // let a comment smuggle a second line into a mail header).
  while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
  for (char c : line)
    if ((static_cast<unsigned char>(c) < ' ' && c != '\t') || c == 127)
      return make_error("the command holds control characters or more than one line");
  return line;
}

// The words that follow the game word (`torishogi move ...`).
bool is_game_verb(const std::string& verb) {
  return verb == "move" || verb == "queue" || is_seat_and_text_verb(verb) || verb == "preview" ||
         verb == "show" || verb == "games" || verb == "history" || verb == "standings" ||
         verb == "ratings" || verb == "challenge" || verb == "limit" || is_seek_verb(verb);
}

// text_follows: the comment or message comes apart from the line (a mail's body).
Result<Command> parse_words(const Words& w, bool text_follows) {
  if (w.size() == 0) return make_error("empty command (send 'help')");
  std::string first = ascii_lower(w[0]);
  if (first == "help" || first == "signup" || first == "signoff" || first == "change")
    return read_account_command(w, first);
  if (first == "shogi" || parse_variant_name(first))
    return read_game_command(w, first, text_follows);
  if (is_game_verb(first) || first == "set")
    return make_error("'" + std::string(w[0]) + "' follows the game: " +
                      (first == "set"
                           ? "shogi set ..."
                           : "torishogi " + first + " ... or yarishogi " + first + " ...") +
                      " (logged in on tori serve, leave it out where your games tell which)");
  return make_error("unknown command '" + std::string(w[0]) +
                    "' (commands start with help, signup, change, signoff, shogi, torishogi or "
                    "yarishogi)");
}

}  // namespace command_words

using namespace command_words;

Result<Command> parse_command(std::string_view line) {
  auto checked = checked_line(line);
  if (!checked) return checked.error();
  return parse_words(Words(*checked));
}

std::optional<std::string> acting_user(const Command& command) {
  return std::visit(
      [](const auto& c) -> std::optional<std::string> {
        using T = std::decay_t<decltype(c)>;
        if constexpr (std::is_same_v<T, SignupCommand>)
          return std::nullopt;  // a new account acts for no one yet
        else if constexpr (requires { c.auth; })
          return c.auth.user;
        else if constexpr (std::is_same_v<T, ChallengeCommand>)
          return c.first;
        else if constexpr (
            requires { c.password; } || requires { c.old_password; })
          return c.user;  // the account commands
        else
          return std::nullopt;
      },
      command);
}

std::optional<std::string> acting_password(const Command& command) {
  return std::visit(
      [](const auto& c) -> std::optional<std::string> {
        using T = std::decay_t<decltype(c)>;
        if constexpr (std::is_same_v<T, SignupCommand>)
          return std::nullopt;
        else if constexpr (requires { c.auth; })
          return c.auth.password;
        else if constexpr (requires { c.old_password; })
          return c.old_password;
        else if constexpr (requires { c.password; })
          return c.password;
        else
          return std::nullopt;
      },
      command);
}

Result<Command> parse_command(std::string_view line, std::string_view text) {
  auto checked = checked_line(line);
  if (!checked) return checked.error();
  auto command = parse_words(Words(*checked), !text.empty());
  if (!command || text.empty()) return command;
  std::string* field = text_of(command.value());
  if (!field) return command;
  if (!valid_utf8(text)) return make_error("the comment is not valid UTF-8 text");
  for (char c : text)
    if ((static_cast<unsigned char>(c) < ' ' && c != '\t' && c != '\n') || c == 127)
      return make_error("the comment holds control characters");
  *field = field->empty() ? std::string(text) : *field + "\n" + std::string(text);
  return command;
}

std::string printable_echo(std::string_view line) {
  constexpr std::size_t LIMIT = 300;
  std::string out;
  for (std::size_t i = 0; i < line.size() && out.size() < LIMIT;) {
    std::size_t len = utf8_sequence_length(line, i);
    unsigned char c = static_cast<unsigned char>(line[i]);
    if (len == 0 || (len == 1 && (c < ' ' || c == 127))) {
      out += '?';
      ++i;
    } else {
      out.append(line.substr(i, len));
      i += len;
    }
  }
  if (out.size() >= LIMIT) out += "...";
  return out;
}

}  // namespace tori::server
