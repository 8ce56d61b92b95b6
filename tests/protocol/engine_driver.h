// Test support: `tori engine` run through EngineProcess, with a referee (tori::Game) that checks
// every move it plays. Timeouts are generous: these tests run on loaded machines and check what
// the engine says, never how fast it says it.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "core/variant.h"
#include "protocol/engine_process.h"

namespace tori::protocol::test {

using namespace std::chrono_literals;

// Long enough for anything the engine should do in these tests, short enough that a hang fails
// the test instead of the whole run.
constexpr auto REPLY_TIMEOUT = 20s;

inline std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    std::size_t start = i;
    while (i < line.size() && line[i] != ' ') ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

inline bool is_number(const std::string& word) {
  std::size_t digits = word.find_first_not_of('-') == 1 ? 1 : 0;
  return word.size() > digits && word.find_first_not_of("0123456789", digits) == std::string::npos;
}

// `info depth D seldepth S multipv M score cp X|mate N [lowerbound|upperbound] nodes N nps N
// hashfull H time T [pv m...]`, in this order. (Not std::regex: GCC 12 warns inside <regex>
// under the sanitizers, and warnings are errors.)
inline bool well_formed_info(const std::string& line) {
  auto w = words_of(line);
  std::size_t i = 0;
  auto field = [&](const char* name) {
    bool ok = i + 1 < w.size() && w[i] == name && is_number(w[i + 1]);
    i += 2;
    return ok;
  };
  if (w.empty() || w[i++] != "info") return false;
  if (!field("depth") || !field("seldepth") || !field("multipv")) return false;
  if (i >= w.size() || w[i++] != "score") return false;
  if (i >= w.size() || (w[i] != "cp" && w[i] != "mate") || !field(w[i].c_str())) return false;
  if (i < w.size() && (w[i] == "lowerbound" || w[i] == "upperbound")) ++i;
  for (const char* name : {"nodes", "nps", "hashfull", "time"})
    if (!field(name)) return false;
  if (i == w.size()) return true;
  return w[i] == "pv" && i + 1 < w.size();
}

class EngineDriver {
 public:
  EngineDriver() {
    auto started = EngineProcess::start(std::string(TORI_BINARY) + " engine");
    if (!started)
      ADD_FAILURE() << "cannot start tori engine: " << started.error().message;
    else
      process_ = std::move(started).value();
  }

  EngineProcess& process() { return *process_; }
  bool ok() const { return process_ != nullptr; }

  void send(std::string_view line) { EXPECT_TRUE(process_->write_line(line)) << line; }

  // The lines up to and including the first whose first word is `word`; fails the test (and
  // returns what came) if it does not come.
  std::vector<std::string> expect(std::string_view word,
                                  std::chrono::milliseconds timeout = REPLY_TIMEOUT) {
    std::vector<std::string> lines;
    auto r = process_->read_until_word(word, timeout, &lines);
    EXPECT_EQ(r.status, EngineProcess::ReadStatus::LINE)
        << "no '" << word << "' from the engine (" << describe(r.status) << ") after "
        << lines.size() << " lines";
    return lines;
  }

  // `isready` / `readyok`: the engine is alive and has read everything before.
  std::vector<std::string> sync() {
    send("isready");
    return expect("readyok");
  }

  // Lines that start with `prefix`, within `lines`.
  static std::vector<std::string> with_prefix(const std::vector<std::string>& lines,
                                              std::string_view prefix) {
    std::vector<std::string> found;
    for (const std::string& l : lines)
      if (l.starts_with(prefix)) found.push_back(l);
    return found;
  }

  ExitStatus quit() { return process_->quit(10s); }

  static const char* describe(EngineProcess::ReadStatus s) {
    switch (s) {
      case EngineProcess::ReadStatus::LINE:
        return "line";
      case EngineProcess::ReadStatus::TIMEOUT:
        return "timeout";
      case EngineProcess::ReadStatus::CLOSED:
        return "output closed";
    }
    return "?";
  }

 private:
  std::unique_ptr<EngineProcess> process_;
};

// The referee's side of a conversation: the game the GUI has told the engine about.
template <class V>
class Referee {
 public:
  explicit Referee(bool uci) : uci_(uci) {}
  Referee(bool uci, std::string_view position) : uci_(uci), start_text_(position) {
    auto pos = parse_position<V>(position);
    EXPECT_TRUE(pos.ok()) << position;
    if (pos) game_ = Game<V>(*pos);
  }

  const Game<V>& game() const { return game_; }

  std::string text(Move m) const { return uci_ ? to_uci<V>(m) : to_usi<V>(m); }

  Result<Move> parse(std::string_view text) const {
    return uci_ ? parse_uci_move<V>(text) : parse_usi_move<V>(text);
  }

  // The move of a `bestmove` line, checked legal; nothing if the line is not a legal bestmove.
  std::optional<Move> legal_bestmove(const std::string& line) const {
    auto words = words_of(line);
    if (words.size() < 2 || words[0] != "bestmove") {
      ADD_FAILURE() << "not a bestmove line: " << line;
      return std::nullopt;
    }
    auto move = parse(words[1]);
    if (!move) {
      ADD_FAILURE() << "unreadable bestmove: " << line;
      return std::nullopt;
    }
    if (auto why = game_.why_illegal(*move)) {
      ADD_FAILURE() << "illegal bestmove " << line << ": " << *why;
      return std::nullopt;
    }
    if (words.size() >= 4) {
      EXPECT_EQ(words[2], "ponder") << line;
      Game<V> after = game_;
      after.play(*move);
      auto ponder = parse(words[3]);
      EXPECT_TRUE(ponder && after.is_legal(*ponder)) << "illegal ponder move: " << line;
    }
    return *move;
  }

  void play(Move m) {
    auto r = game_.play(m);
    EXPECT_TRUE(r.ok()) << text(m);
    moves_ += " " + text(m);
  }

  // `position ...` for the game so far.
  std::string position_command() const {
    std::string cmd = "position ";
    if (start_text_.empty())
      cmd += "startpos";
    else
      cmd += (uci_ ? "fen " : "sfen ") + start_text_;
    if (!moves_.empty()) cmd += " moves" + moves_;
    return cmd;
  }

 private:
  bool uci_;
  std::string start_text_;
  Game<V> game_;
  std::string moves_;
};

// Checks that `lines` hold at least one info line and that each info line is well formed.
inline void expect_info_lines(const std::vector<std::string>& lines) {
  int count = 0;
  for (const std::string& l : lines) {
    if (!l.starts_with("info ") || l.starts_with("info string")) continue;
    ++count;
    EXPECT_TRUE(well_formed_info(l)) << "malformed: " << l;
  }
  EXPECT_GT(count, 0) << "no info lines";
}

// `go <args>` in the position of `referee`; returns the lines through bestmove and checks that
// the move is legal.
template <class V>
std::vector<std::string> go_and_check(EngineDriver& engine, Referee<V>& referee,
                                      const std::string& args) {
  engine.send(referee.position_command());
  engine.send("go " + args);
  auto lines = engine.expect("bestmove");
  if (!lines.empty()) referee.legal_bestmove(lines.back());
  return lines;
}

}  // namespace tori::protocol::test
