// The game a GUI has set up with `position`: checked move by move with the rules core, and the
// referee for everything the front end says about moves. Whatever the engine reports passes
// through here first, so that no illegal move ever reaches the GUI.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/types.h"
#include "core/variant.h"
#include "protocol/commands.h"

namespace tori::protocol {

// Immutable once made, so a search can keep its own snapshot while the GUI sets the next one.
class ProtocolGame {
 public:
  virtual ~ProtocolGame() = default;

  // Reads the position and plays the moves (USI or UCI notation, either is accepted); the
  // first illegal or unreadable one is an error that names it and says why.
  static Result<std::shared_ptr<const ProtocolGame>> create(VariantId variant,
                                                            const PositionCommand& command);
  static std::shared_ptr<const ProtocolGame> start(VariantId variant);

  virtual VariantId variant() const = 0;
  virtual std::string start_sfen() const = 0;  // where the moves start from
  virtual const std::vector<Move>& moves() const = 0;
  virtual std::string current_position(Dialect dialect) const = 0;  // SFEN or FEN, after moves

  // The moves that may be played now. When the game is already decided (a Yari repetition, a
  // perpetual check) these are the moves the position itself allows.
  virtual std::vector<Move> legal_moves() const = 0;
  bool is_legal(Move m) const;
  // The longest start of `line` that can be played from here.
  virtual std::vector<Move> legal_prefix(const std::vector<Move>& line) const = 0;
  // A move in either notation that may be played now.
  virtual Result<Move> parse_legal_move(std::string_view text) const = 0;

  virtual std::string move_text(Move m, Dialect dialect) const = 0;

  // The static evaluation of the current position, term by term (engine/eval_trace.h).
  virtual std::vector<std::string> evaluation_lines() const = 0;
};

}  // namespace tori::protocol
