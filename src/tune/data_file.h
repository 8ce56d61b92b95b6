// Reading a training data file whole, plain or compressed (.xz, .gz through the xz and gzip
// programs), so that the committed compressed data can be fitted without unpacking it first.
#pragma once

#include <string>

#include "core/result.h"

namespace tori::tune {

Result<std::string> read_data_file(const std::string& path);

}  // namespace tori::tune
