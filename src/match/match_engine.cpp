// The conversation with one engine. Every wait has a limit: an engine that hangs, dies or
// talks nonsense ends up as a reply kind the arbiter can score, never as a stuck match.
#include "match/match_engine.h"

#include <algorithm>

#include "core/text.h"
#include "protocol/options.h"

namespace tori::match {

namespace {

using namespace std::chrono_literals;
using protocol::EngineProcess;
using Clock = std::chrono::steady_clock;

// AUTO: how long a silent `usi` is given before `uci` is tried.
constexpr std::chrono::milliseconds USI_PROBE_TIMEOUT = 3s;
// Long enough for a big hash table to be allocated and cleared on a loaded machine.
constexpr auto READY_TIMEOUT = 30s;
constexpr auto QUIT_GRACE = 500ms;
// An engine whose output closed is given this long to be reaped, so its exit status is known.
constexpr auto EXIT_WAIT = 500ms;

bool first_word_is(std::string_view line, std::string_view word) {
  std::size_t start = line.find_first_not_of(" \t");
  if (start == std::string_view::npos) return false;
  line.remove_prefix(start);
  return line.substr(0, word.size()) == word &&
         (line.size() == word.size() || line[word.size()] == ' ' || line[word.size()] == '\t');
}

// `option name <NAME...> type ...`: the name may contain spaces.
std::optional<std::string> listed_option_name(std::string_view line) {
  if (!first_word_is(line, "option")) return {};
  std::size_t name = line.find(" name ");
  if (name == std::string_view::npos) return {};
  std::size_t start = name + 6;
  std::size_t type = line.find(" type ", start);
  std::string_view text =
      line.substr(start, type == std::string_view::npos ? line.npos : type - start);
  return std::string(text);
}

std::string id_name(std::string_view line) {
  std::size_t at = line.find("name");
  std::string_view text = at == std::string_view::npos ? "" : line.substr(at + 4);
  std::size_t start = text.find_first_not_of(" \t");
  return start == std::string_view::npos ? "" : std::string(text.substr(start));
}

// A name for an engine that does not say its own: the program's file name.
std::string name_of_command(const std::string& command) {
  std::string first = command.substr(0, command.find(' '));
  std::size_t slash = first.rfind('/');
  return slash == std::string::npos ? first : first.substr(slash + 1);
}

int64_t ms_since(Clock::time_point start) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
}

}  // namespace

Result<std::unique_ptr<MatchEngine>> MatchEngine::start(const EngineConfig& config,
                                                        VariantId variant) {
  auto process = EngineProcess::start(config.command, {config.stderr_path});
  if (!process) return process.error();
  std::unique_ptr<MatchEngine> player(new MatchEngine(std::move(process).value(), config));
  if (auto shaken = player->handshake(config.protocol); !shaken) return shaken.error();
  player->send_options(variant);
  if (!player->sync(READY_TIMEOUT))
    return make_error("'" + config.command + "': no readyok after the options (" +
                      player->crash_detail("after setoption") + ")");
  return player;
}

MatchEngine::MatchEngine(std::unique_ptr<EngineProcess> process, const EngineConfig& config)
    : process_(std::move(process)), config_(config) {}

MatchEngine::~MatchEngine() {
  if (process_) quit();
}

Result<bool> MatchEngine::handshake(ProtocolChoice choice) {
  bool ok = false;
  auto timeout = config_.handshake_timeout;
  if (choice == ProtocolChoice::USI) ok = try_handshake(Dialect::USI, timeout);
  if (choice == ProtocolChoice::UCI) ok = try_handshake(Dialect::UCI, timeout);
  if (choice == ProtocolChoice::AUTO)
    ok = try_handshake(Dialect::USI, std::min(USI_PROBE_TIMEOUT, timeout)) ||
         (process_->exit_status() == std::nullopt && try_handshake(Dialect::UCI, timeout));
  if (!ok) {
    const char* expected = choice == ProtocolChoice::USI   ? "usiok"
                           : choice == ProtocolChoice::UCI ? "uciok"
                                                           : "usiok or uciok";
    return make_error("'" + config_.command + "' did not answer with " + expected + " (" +
                      crash_detail("during the handshake") + ")");
  }
  name_ = !config_.name.empty() ? config_.name
          : !name_.empty()      ? name_
                                : name_of_command(config_.command);
  return true;
}

bool MatchEngine::try_handshake(Dialect dialect, std::chrono::milliseconds timeout) {
  if (!process_->write_line(dialect == Dialect::USI ? "usi" : "uci")) return false;
  // A slow USI engine may answer `usiok` after we gave up on it and asked `uci`: either ok
  // settles the dialect.
  auto r = process_->read_until(
      [&](std::string_view line) {
        if (first_word_is(line, "id") && line.find(" name ") != std::string_view::npos)
          name_ = id_name(line);
        if (auto option = listed_option_name(line)) listed_options_.push_back(*option);
        return first_word_is(line, "usiok") || first_word_is(line, "uciok");
      },
      timeout);
  if (r.status != EngineProcess::ReadStatus::LINE) return false;
  dialect_ = first_word_is(r.line, "usiok") ? Dialect::USI : Dialect::UCI;
  return true;
}

void MatchEngine::send_options(VariantId variant) {
  auto listed = [&](std::string_view name) {
    return std::any_of(listed_options_.begin(), listed_options_.end(),
                       [&](const auto& o) { return equals_ignoring_case(o, name); });
  };
  auto set = [&](std::string_view name, const std::string& value) {
    process_->write_line("setoption name " + std::string(name) + " value " + value);
  };
  // Fairy-Stockfish plays chess until told otherwise, so UCI always names the variant; a USI
  // engine that lists no variant option is taken to play only this game.
  std::string variant_value = protocol::variant_option_value(variant);
  if (dialect_ == Dialect::UCI || listed("UCI_Variant"))
    set("UCI_Variant", variant_value);
  else if (listed("USI_Variant"))
    set("USI_Variant", variant_value);
  if (listed("USI_Hash"))
    set("USI_Hash", std::to_string(config_.hash_mb));
  else if (listed("Hash"))
    set("Hash", std::to_string(config_.hash_mb));
  if (listed("Threads")) set("Threads", std::to_string(config_.threads));
  for (const auto& [name, value] : config_.options) set(name, value);
}

bool MatchEngine::sync(std::chrono::milliseconds timeout) {
  if (!process_->write_line("isready")) return false;
  return process_->read_until_word("readyok", timeout).status == EngineProcess::ReadStatus::LINE;
}

bool MatchEngine::new_game() {
  if (!healthy_) return false;
  process_->write_line(dialect_ == Dialect::USI ? "usinewgame" : "ucinewgame");
  healthy_ = sync(READY_TIMEOUT);
  return healthy_;
}

std::string MatchEngine::go_command(const MoveBudget& b) const {
  if (b.nodes > 0) return "go nodes " + std::to_string(b.nodes);
  if (b.depth > 0) return "go depth " + std::to_string(b.depth);
  // USI's btime is Black's (sente's); UCI's wtime is the first player's, which is our Black.
  const char* black_time = dialect_ == Dialect::USI ? "btime" : "wtime";
  const char* white_time = dialect_ == Dialect::USI ? "wtime" : "btime";
  const char* black_inc = dialect_ == Dialect::USI ? "binc" : "winc";
  const char* white_inc = dialect_ == Dialect::USI ? "winc" : "binc";
  std::string go = "go " + std::string(black_time) + " " + std::to_string(b.remaining_ms[BLACK]) +
                   " " + white_time + " " + std::to_string(b.remaining_ms[WHITE]);
  if (b.byoyomi_ms > 0) return go + " byoyomi " + std::to_string(b.byoyomi_ms);
  return go + " " + black_inc + " " + std::to_string(b.increment_ms[BLACK]) + " " + white_inc +
         " " + std::to_string(b.increment_ms[WHITE]);
}

MoveReply MatchEngine::play(const std::string& start, const std::vector<std::string>& moves,
                            const MoveBudget& budget) {
  MoveReply reply;
  std::string position = dialect_ == Dialect::USI ? "position sfen " : "position fen ";
  position += start;
  if (!moves.empty()) {
    position += " moves";
    for (const std::string& m : moves) position += " " + m;
  }
  auto started = Clock::now();
  if (!healthy_ || !process_->write_line(position) || !process_->write_line(go_command(budget))) {
    healthy_ = false;
    reply.kind = MoveReply::Kind::CRASH;
    reply.detail = crash_detail("when sent the position");
    return reply;
  }
  auto deadline = started + std::chrono::milliseconds(budget.allowed_ms);
  for (;;) {
    auto left = std::max<int64_t>(0, -ms_since(deadline));
    auto r = process_->read_line(std::chrono::milliseconds(left));
    reply.elapsed_ms = ms_since(started);
    if (r.status == EngineProcess::ReadStatus::TIMEOUT) {
      healthy_ = false;  // it may still be thinking: it gets a fresh process for the next game
      reply.kind = MoveReply::Kind::TIMEOUT;
      return reply;
    }
    if (r.status == EngineProcess::ReadStatus::CLOSED) {
      healthy_ = false;
      reply.kind = MoveReply::Kind::CRASH;
      reply.detail = crash_detail("while thinking");
      return reply;
    }
    if (auto score = parse_info_score(r.line)) reply.score = score;
    if (!first_word_is(r.line, "bestmove")) continue;
    auto best = parse_bestmove(r.line);
    if (!best) {
      reply.kind = MoveReply::Kind::GARBLED;
      reply.detail = "'" + r.line + "'";
    } else if (best->kind == BestMove::Kind::MOVE) {
      reply.kind = MoveReply::Kind::MOVE;
      reply.move = best->move;
    } else {
      reply.kind =
          best->kind == BestMove::Kind::WIN ? MoveReply::Kind::WIN : MoveReply::Kind::RESIGN;
    }
    return reply;
  }
}

void MatchEngine::game_over(std::string_view result_word) {
  if (healthy_ && dialect_ == Dialect::USI)
    process_->write_line("gameover " + std::string(result_word));
}

protocol::ExitStatus MatchEngine::quit() {
  auto status = process_->quit(QUIT_GRACE);
  healthy_ = false;
  return status;
}

std::string MatchEngine::crash_detail(const char* when) {
  auto status = process_->wait_exit(EXIT_WAIT);
  if (!status) return std::string("stopped answering ") + when;
  return status->describe() + " " + when;
}

}  // namespace tori::match
