// Success-or-error for operations that return nothing else: Result<std::monostate>.
#pragma once

#include <variant>

#include "core/result.h"

namespace tori::server {

using Status = Result<std::monostate>;

inline Status ok_status() { return std::monostate{}; }

}  // namespace tori::server
