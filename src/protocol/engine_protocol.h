// The engine's text front end: USI by default, UCI (as Fairy-Stockfish speaks it) when the first
// command is `uci`. `tori engine` runs it on stdin/stdout.
#pragma once

#include <iosfwd>

namespace tori::protocol {

// Reads commands line by line until `quit` or the end of `in`, answering on `out` (lines are
// written whole and flushed, from this thread and from the search thread). Returns the exit
// status: 0.
int run_engine_protocol(std::istream& in, std::ostream& out);

}  // namespace tori::protocol
