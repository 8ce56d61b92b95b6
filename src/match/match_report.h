// The words of a match for people: the progress line after each game and the final summary.
#pragma once

#include <string>

#include "match/match_runner.h"

namespace tori::match {

// One line: games played, engine 1's W-L-D and score, Elo +- the 95% half-width, and the LLR
// when an SPRT runs. Elo is per pair (pentanomial) once a pair is complete, per game before.
std::string progress_line(const MatchState& state);

// Several lines: results, score, both Elo estimates with their intervals, the SPRT and the
// forfeits of each engine.
std::string match_summary(const MatchState& state, const MatchOptions& options);

}  // namespace tori::match
