// Reading a challenge's or a seek's options.
#include "server/commands/challenge_options.h"

#include "core/text.h"
#include "server/commands/time_spec.h"

namespace tori::server {

namespace {

// One of -byoyomi=, -fischer=, -days=; at most one per challenge.
Status read_time_option(const std::string& name, std::string_view value, ChallengeOptions& o) {
  if (o.time.timed())
    return make_error("a challenge takes one time control (-byoyomi, -fischer or -days), not two");
  auto time = name == "byoyomi"   ? parse_byoyomi_spec(value)
              : name == "fischer" ? parse_fischer_spec(value)
                                  : parse_days_spec(value);
  if (!time) return time.error();
  o.time = *time;
  return ok_status();
}

}  // namespace

Result<OptionWord> read_option_word(std::string_view word, std::string_view usage) {
  if (word.substr(0, 1) != "-")
    return make_error("unexpected '" + std::string(word) + "'; usage: " + std::string(usage));
  word.remove_prefix(word.starts_with("--") ? 2 : 1);
  std::size_t eq = word.find('=');
  return OptionWord{ascii_lower(word.substr(0, eq)),
                    eq == std::string_view::npos ? std::string_view() : word.substr(eq + 1)};
}

Result<bool> read_challenge_option(const OptionWord& option, ChallengeOptions& options) {
  const std::string& name = option.name;
  if (name != "handicap" && name != "nagtime" && name != "forfeittime" && name != "byoyomi" &&
      name != "fischer" && name != "days")
    return false;
  if (option.value.empty())
    return make_error("option -" + name + " needs a value (-" + name + "=...)");
  if (name == "handicap") {
    options.handicap = ascii_lower(option.value);
  } else if (name == "nagtime" || name == "forfeittime") {
    auto days = read_decimal(option.value);
    if (!days || *days > 365) return make_error("-" + name + " is a number of days, 0 to 365");
    (name == "nagtime" ? options.nag_days : options.forfeit_days) = *days;
  } else if (auto s = read_time_option(name, option.value, options); !s) {
    return s.error();
  }
  return true;
}

}  // namespace tori::server
