// The line protocol's tests take their databases from the transports' one switch.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "../server/transport_test_databases.h"

namespace tori::server::line::testing {

inline std::vector<std::string> database_kinds() {
  return tori::server::testing::transport_database_kinds();
}

inline std::optional<std::string> database_for(const std::string& kind,
                                               const std::string& sqlite_file) {
  return tori::server::testing::transport_database(kind, sqlite_file);
}

}  // namespace tori::server::line::testing
