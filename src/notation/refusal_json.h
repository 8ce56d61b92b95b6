// A refusal (core/refusal.h) as the API and the browser's rules write it: {"code": "file_limit",
// "piece": "swallow", "count": 3, "file": 4}. Header-only: its users (the server, the rules'
// WebAssembly) bring nlohmann-json; the notation library itself does not need it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/refusal.h"

namespace tori {

inline nlohmann::json refusal_json(const Refusal& r) {
  nlohmann::json j = {{"code", refusal_code_name(r.code)}};
  for (const RefusalParam& p : refusal_params(r))
    j[std::string(p.name)] = p.is_number ? nlohmann::json(p.number) : nlohmann::json(p.text);
  return j;
}

}  // namespace tori
