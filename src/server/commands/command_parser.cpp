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
#include "server/commands/seek_grammar.h"

namespace tori::server {

namespace {

struct Word {
  std::string_view text;
  std::size_t offset;
};

class Words {
 public:
  // The line has passed checked_line: tabs are its only control characters.
  explicit Words(std::string_view line) : line_(line) {
    for (std::string_view word : split_words(line))
      words_.push_back({word, std::size_t(word.data() - line.data())});
  }
  std::size_t size() const { return words_.size(); }
  std::size_t offset(std::size_t i) const { return words_[i].offset; }
  std::string_view operator[](std::size_t i) const { return words_[i].text; }
  std::vector<std::string_view> all() const {
    std::vector<std::string_view> texts;
    for (const Word& w : words_) texts.push_back(w.text);
    return texts;
  }
  std::string text(std::size_t i) const { return std::string(words_[i].text); }
  // Everything from word i on, as written; empty if there is none.
  std::string rest(std::size_t i) const {
    if (i >= words_.size()) return "";
    std::string_view r = line_.substr(words_[i].offset);
    return std::string(trim(r));
  }

 private:
  std::string_view line_;
  std::vector<Word> words_;
};

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
Result<Command> parse_words(const Words& w, bool text_follows = false) {
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

Result<Command> parse_command(std::string_view line) {
  auto checked = checked_line(line);
  if (!checked) return checked.error();
  return parse_words(Words(*checked));
}

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
