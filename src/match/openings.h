// Opening sets: text files of start positions, one SFEN (or FEN) per line; `#` starts a
// comment line, blank lines are skipped. Each opening is played twice, colours swapped.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/variant.h"

namespace tori::match {

// The positions of an opening file, as SFEN. An unreadable position, or one where the game is
// already over, is an error that names its line.
Result<std::vector<std::string>> parse_openings(std::string_view text, VariantId variant);
Result<std::vector<std::string>> load_openings(const std::string& path, VariantId variant);

// data/openings/<variant>.txt: in the working directory if there, else in the source tree
// this program was built from.
std::string default_openings_path(VariantId variant);

}  // namespace tori::match
