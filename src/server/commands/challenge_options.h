// The options a challenge or a seek takes, one word at a time: `-handicap=lq`, `-nagtime=3`,
// `-forfeittime=14`, and one time control of `-byoyomi=10m/3x30s`, `-fischer=5m/5s`, `-days=3`
// (time_spec.h). Either dash count is taken (`--nagtime=3`).
#pragma once

#include <string>
#include <string_view>

#include "server/records/records.h"
#include "server/records/status.h"

namespace tori::server {

struct OptionWord {
  std::string name;        // lower case, without the dashes
  std::string_view value;  // after '=', empty when there is none
};
// The word's name and value; an error for a word that does not start with '-'.
Result<OptionWord> read_option_word(std::string_view word, std::string_view usage);

// Reads the option into `options`: false when the name is none of them (the caller says which
// it knows), an error when its value is wrong or it names a second time control.
Result<bool> read_challenge_option(const OptionWord& option, ChallengeOptions& options);

}  // namespace tori::server
