// The engine options a GUI sees: how each dialect lists them and how `setoption` changes them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/variant.h"
#include "engine/engine.h"
#include "protocol/commands.h"

namespace tori::protocol {

struct ProtocolSettings {
  VariantId variant = VariantId::TORI;
  engine::Options engine;
  bool ponder = false;  // only tells the engine it may be asked to ponder; GUIs send `go ponder`
};

// The `option name ...` lines, in the order they are listed.
std::vector<std::string> option_lines(Dialect dialect);

// What a `setoption` did besides changing `settings`.
struct OptionChange {
  bool variant_changed = false;
  std::string note;  // for an `info string` line; empty when there is nothing to say
};

// Applies `setoption`. An unknown name or an unreadable value is an error and changes nothing;
// a number out of range is clamped and noted.
Result<OptionChange> apply_option(ProtocolSettings& settings, const SetOptionCommand& cmd,
                                  Dialect dialect);

// Which evaluation the engine will use with these settings, for an `info string`: the net's
// description, or why the net cannot be used and the classical evaluation plays instead.
std::string evaluation_line(const ProtocolSettings& settings);

// The variant names the option lists: Fairy-Stockfish's.
std::string variant_option_value(VariantId id);

}  // namespace tori::protocol
