// One tuning run, as `tori tune fit` does it: read the data, record the coefficients, fit K for
// the start weights (hand-set, or the committed ones), fit the weights, centre and round them,
// and write the weights header.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/variant.h"
#include "tune/fit.h"
#include "tune/king_safety_fit.h"

namespace tori::tune {

struct FitRunOptions {
  VariantId variant = VariantId::TORI;
  std::string data_path;
  std::string output_path;  // the weights header
  FitOptions fit;
  std::vector<std::string> frozen_groups;  // names from Terms::GROUPS, left at their start
  // Start from (and regularise towards) the committed weights instead of the hand-set ones: a
  // fine fit of what plays now on new data, such as games against another engine.
  bool from_committed = false;
  // When set, the king danger inputs are first fitted to the king safety in this file
  // (king_safety_fit.h) and then frozen for the Texel fit.
  std::string king_safety_path;
  KingSafetyOptions king_safety;
  // Centipawns added to the fitted value of each piece type in hand, half of it for a type that
  // slides, after the fit: positions of our own self-play undervalue the hand for games against
  // Fairy-Stockfish, which keeps its pieces in hand (docs/tuning.md, "A bonus for the hand").
  int hand_bonus = 0;
};

struct FitReport {
  std::size_t positions = 0;
  double scale = 0;
  Losses start;  // the start weights (hand-set, or the committed ones)
  Losses end;    // the fitted weights, as rounded into the header
};

// The command that reproduces a run, as the header and the documentation quote it.
std::string fit_command(const FitRunOptions& options);

Result<FitReport> run_fit(const FitRunOptions& options,
                          const std::function<void(const std::string&)>& log);

}  // namespace tori::tune
