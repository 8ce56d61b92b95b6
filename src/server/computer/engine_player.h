// The computer as a player of the game service: the engine, asked for a move whenever a
// computer account (computer1 .. computer5) is to move, searching with that account's level.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>

#include "engine/engine.h"
#include "server/service/game_service.h"

namespace tori::server {

class EnginePlayer final : public MoveProvider {
 public:
  explicit EnginePlayer(int hash_mb = 16) : hash_mb_(hash_mb) {}

  // A USI move, or nothing for an account that has no level or a record the engine refuses
  // (the game then waits, and the refusal is written to stderr for the administrator).
  std::optional<std::string> choose_move(const GameRecord& game, const LiveGame& position) override;
  // The same, its search ended early (its move then dropped) once `stop` is requested.
  std::optional<std::string> choose_move_unless_stopped(const GameRecord& game,
                                                        const LiveGame& position,
                                                        std::stop_token stop) override;

 private:
  engine::Engine& engine_for(VariantId variant);

  int hash_mb_;
  std::array<std::unique_ptr<engine::Engine>, 2> engines_;  // per variant, made when first needed
};

// Creates the accounts of every level that do not exist yet. Servers call this when they start,
// before anyone can sign up, so no person can take a computer's name.
Status ensure_computer_accounts(GameService& service);

}  // namespace tori::server
