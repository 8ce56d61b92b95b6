// Labels from our own search: each training position's game result blended with the score of a
// deeper search of the engine, for `tori tune fit` (docs/tuning.md, `tori tune label`).
#pragma once

#include <cstdint>
#include <functional>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/types.h"
#include "core/variant.h"
#include "engine/engine.h"

namespace tori::tune {

struct LabelOptions {
  VariantId variant = VariantId::TORI;
  uint64_t nodes = 20000;  // searched per position, on one thread
  double weight = 0.5;     // of the search's probability; the game result has 1 - weight
  double scale = 0;        // logistic scale K in centipawns, p = 1 / (1 + e^(-cp / K)); to set
  uint64_t every = 1;      // label sample i (from 0, in file order) only when
  uint64_t offset = 0;     // i % every == offset, so that processes can share a file
  int hash_mb = 4;
};

// The K of the variant's committed weights (the opening comment of weights_tori.h and
// weights_yari.h): the scale at which the evaluation's centipawns predicted the results.
double default_scale(VariantId variant);

// Why the options cannot be used, if they cannot.
std::optional<Error> check_options(const LabelOptions& options);

struct LabelSample {
  std::string sfen;  // as the core writes it, as `tori tune generate` wrote it
  Color side_to_move = BLACK;
  double result = 0.5;  // for Black
};

// Checks the options and reads the whole data, keeping the selected samples: a bad option or a
// malformed line is refused before a single label is written.
Result<std::vector<LabelSample>> select_samples(const LabelOptions& options, std::istream& in);

// (1 - weight) * result + weight * p, with p the search score's probability for Black (a mate
// found for Black is 1, a mate against Black 0).
double blended_label(const LabelSample& sample, const engine::Score& score, double weight,
                     double scale);

// A label as a data line writes it: at most four decimals, "1", "0.5" and "0" as results are.
std::string format_label(double label);

struct LabelStats {
  uint64_t selected = 0;
  uint64_t labelled = 0;
};

using LabelProgress = std::function<void(const LabelStats&)>;

// Searches every sample from a fresh game (cleared table and history), so that a label does not
// depend on what was labelled before, and writes "SFEN;label" lines. `progress` is called after
// every position.
LabelStats write_labels(const LabelOptions& options, const std::vector<LabelSample>& samples,
                        std::ostream& out, const LabelProgress& progress);

// select_samples, then write_labels.
Result<LabelStats> label_samples(const LabelOptions& options, std::istream& in, std::ostream& out,
                                 const LabelProgress& progress);

}  // namespace tori::tune
