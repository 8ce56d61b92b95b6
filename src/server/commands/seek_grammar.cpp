// The seek commands' reader: one small reader per action.
#include "server/commands/seek_grammar.h"

#include <string>

#include "core/text.h"
#include "server/commands/challenge_options.h"

namespace tori::server {

namespace {

using WordList = std::vector<std::string_view>;

constexpr std::string_view MAKE_FORM =
    "seek make userid password [-handicap=name|squares] [-byoyomi=main/periodsxperiod | "
    "-fischer=main/increment | -days=days] [-casual] [-second]";

Error usage(std::string_view form) { return make_error("usage: " + std::string(form)); }

bool looks_like_number(std::string_view word) {
  return !word.empty() && word[0] >= '0' && word[0] <= '9';
}

std::string action_of(const WordList& w) { return w.size() > 2 ? ascii_lower(w[2]) : "list"; }

Result<Command> read_make(const WordList& w, std::optional<VariantId> game) {
  if (!game)
    return make_error("a seek is for one game: torishogi seek make ... or yarishogi seek make ...");
  if (w.size() < 5) return usage(MAKE_FORM);
  SeekMakeCommand c{*game, std::string(w[3]), std::string(w[4]), {}, {}, true, true};
  ChallengeOptions options;
  for (std::size_t i = 5; i < w.size(); ++i) {
    auto option = read_option_word(w[i], MAKE_FORM);
    if (!option) return option.error();
    if (option->name == "casual" || option->name == "second") {
      if (!option->value.empty()) return make_error("-" + option->name + " takes no value");
      (option->name == "casual" ? c.rated : c.first) = false;
      continue;
    }
    // A seek's game is made when it is accepted, for players who are then present: no days
    // before a reminder or a forfeit.
    auto known = option->name == "nagtime" || option->name == "forfeittime"
                     ? Result<bool>(false)
                     : read_challenge_option(*option, options);
    if (!known) return known.error();
    if (!*known)
      return make_error("unknown seek option '-" + option->name +
                        "' (known: -handicap, -byoyomi, -fischer, -days, -casual, -second)");
  }
  c.handicap = options.handicap;
  c.time = options.time;
  return Command(std::move(c));
}

// `cancel N userid password` or `cancel userid password N`, as a game's seat is read.
template <class C>
Result<Command> read_numbered(const WordList& w, std::optional<VariantId> game,
                              const std::string& action) {
  const std::string form = "seek " + action + " number userid password";
  if (w.size() != 6) return usage(form);
  std::size_t number_at = looks_like_number(w[3]) ? 3 : 5;
  std::size_t user_at = number_at == 3 ? 4 : 3;
  auto id = read_decimal(w[number_at]);
  if (!id || *id == 0)
    return make_error("'" + std::string(w[number_at]) + "' is not a seek number; " +
                      usage(form).message);
  return Command(C{game, std::string(w[user_at]), std::string(w[user_at + 1]), *id});
}

}  // namespace

bool is_seek_verb(std::string_view verb) {
  std::string v = ascii_lower(verb);
  return v == "seek" || v == "seeks";
}

Result<Command> read_seek_command(const WordList& w, std::optional<VariantId> game) {
  const std::string action = action_of(w);
  if (ascii_lower(w[1]) == "seeks" || action == "list") {
    if (w.size() > 3 || (w.size() == 3 && action != "list")) return usage("seek list");
    return Command(SeekListCommand{game});
  }
  if (action == "make") return read_make(w, game);
  if (action == "cancel") return read_numbered<SeekCancelCommand>(w, game, action);
  if (action == "accept") return read_numbered<SeekAcceptCommand>(w, game, action);
  return make_error("unknown seek command '" + std::string(w[2]) +
                    "' (seek list, seek make, seek cancel, seek accept)");
}

std::optional<std::size_t> seek_credentials_at(const WordList& w, std::string_view user) {
  if (w.size() < 3 || ascii_lower(w[1]) != "seek") return std::nullopt;
  const std::string action = action_of(w);
  if (action == "make" && (w.size() == 3 || (w[3] != user && w[3].starts_with("-")))) return 3;
  if ((action == "cancel" || action == "accept") && w.size() == 4) return 4;
  return std::nullopt;
}

}  // namespace tori::server
