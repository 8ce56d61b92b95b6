// The command reader's words and entry points, shared by its two files: command_parser.cpp
// (the grammar) and session_parser.cpp (a logged-in connection's short forms). Not for use
// outside the command reader.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/text.h"
#include "server/commands/command.h"

namespace tori::server::command_words {

// A line's words, each with where it starts, so that a comment keeps its spacing.
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

// The checks every line passes before its words are read; the line without its ending.
Result<std::string_view> checked_line(std::string_view line);
// text_follows: the comment or message comes apart from the line (a mail's body).
Result<Command> parse_words(const Words& w, bool text_follows = false);
// The words that follow the game word (`torishogi move ...`).
bool is_game_verb(const std::string& verb);
// The game commands read as `verb board userid password [text]`.
bool is_seat_and_text_verb(std::string_view verb);
bool looks_like_board(std::string_view s);  // a game number ("101", "101#5")

}  // namespace tori::server::command_words
