// The one switch for the databases the transports' end-to-end tests (mail, line protocol) run
// on: a fresh SQLite file, and a fresh PostgreSQL database on the test cluster. Both kinds are
// always instantiated (gtest_discover_tests lists the tests before ctest starts the cluster);
// a PostgreSQL test skips when run where no cluster is (TORI_TEST_POSTGRES_URL unset), which
// under ctest never happens: the fixture sets it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "postgres_test_database.h"

namespace tori::server::testing {

inline std::vector<std::string> transport_database_kinds() { return {"sqlite", "postgres"}; }

// What the test passes as --db: the SQLite file it names, or a PostgreSQL database of its own;
// nullopt when there is no PostgreSQL server (skip). When the database cannot be made,
// fresh_postgres_database() has failed the test already.
inline std::optional<std::string> transport_database(const std::string& kind,
                                                     const std::string& sqlite_file) {
  if (kind != "postgres") return sqlite_file;
  return fresh_postgres_database();
}

}  // namespace tori::server::testing
