// Asking the engine for the computer's move in a game's position.
#include "server/computer/engine_player.h"

#include <iostream>
#include <stop_token>
#include <vector>

#include "core/move_text.h"
#include "server/computer/computer_levels.h"

namespace tori::server {

namespace {

template <class V>
Result<std::vector<Move>> parse_record_moves(const GameRecord& game) {
  std::vector<Move> moves;
  moves.reserve(game.moves.size());
  for (const PlayedMove& played : game.moves) {
    auto m = parse_usi_move<V>(played.usi);
    if (!m) return m.error();
    moves.push_back(*m);
  }
  return moves;
}

}  // namespace

engine::Engine& EnginePlayer::engine_for(VariantId variant) {
  auto& slot = engines_[static_cast<std::size_t>(variant)];
  if (!slot) {
    engine::Options options;
    options.hash_mb = hash_mb_;
    slot = std::make_unique<engine::Engine>(variant, options);
  }
  return *slot;
}

std::optional<std::string> EnginePlayer::choose_move(const GameRecord& game, const LiveGame& live) {
  return choose_move_unless_stopped(game, live, {});
}

std::optional<std::string> EnginePlayer::choose_move_unless_stopped(const GameRecord& game,
                                                                    const LiveGame& live,
                                                                    std::stop_token stop) {
  const Color mover = live.side_to_move();
  auto level = computer_level(game.players[mover]);
  if (!level) return std::nullopt;
  const VariantId variant = live.variant();
  // The whole record, not only the current position: the engine needs the history to see
  // repetitions coming.
  auto moves =
      variant == VariantId::TORI ? parse_record_moves<Tori>(game) : parse_record_moves<Yari>(game);
  engine::Engine& engine = engine_for(variant);
  std::optional<Error> refused =
      moves ? engine.set_position(game.start_sfen, *moves) : std::optional<Error>(moves.error());
  if (refused) {
    std::cerr << "computer: cannot take up game " << game.key.number << ": " << refused->message
              << "\n";
    return std::nullopt;
  }
  engine::Options options = engine.options();
  options.skill = level->skill;
  engine.set_options(options);
  engine::SearchLimits limits;
  limits.nodes = level->nodes;
  engine::SearchOutcome outcome;
  if (!stop.stop_possible()) {
    outcome = engine.search(limits);  // on this thread: nothing can end it early
  } else {
    if (stop.stop_requested()) return std::nullopt;
    // go() has begun the search when it returns, so a stop from now on reaches it; one
    // requested before runs the callback at once.
    engine.go(limits, {{}, [&outcome](const engine::SearchOutcome& o) { outcome = o; }});
    std::stop_callback end_early(stop, [&engine] { engine.stop(); });
    engine.wait();
  }
  if (stop.stop_requested() || !outcome.best) return std::nullopt;
  return variant == VariantId::TORI ? to_usi<Tori>(outcome.best) : to_usi<Yari>(outcome.best);
}

Status ensure_computer_accounts(GameService& service) {
  for (const ComputerLevel& l : COMPUTER_LEVELS) {
    const std::string id = computer_userid(l.level);
    auto existing = service.find_user(id);
    if (existing) continue;  // there already (made by an earlier start)
    // Another process starting at the same moment may make the account first: that is fine.
    if (auto made = service.add_computer(id); !made && !service.find_user(id)) return made.error();
  }
  return ok_status();
}

}  // namespace tori::server
