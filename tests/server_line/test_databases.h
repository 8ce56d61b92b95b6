// The one switch for the databases the end-to-end tests run against: a fresh SQLite file always;
// PostgreSQL as well when TORI_TEST_POSTGRES_URL is set and the PostgreSQL test support
// (tests/server/postgres_test_database.h, from the `pg` branch) is in the tree.
#pragma once

#include <cstdlib>
#include <string>
#include <vector>

#if __has_include("../server/postgres_test_database.h")
#include "../server/postgres_test_database.h"
#define TORI_LINE_TESTS_HAVE_POSTGRES 1
#endif

namespace tori::server::line::testing {

inline std::vector<std::string> database_kinds() {
  std::vector<std::string> kinds = {"sqlite"};
#ifdef TORI_LINE_TESTS_HAVE_POSTGRES
  if (std::getenv("TORI_TEST_POSTGRES_URL")) kinds.push_back("postgres");
#endif
  return kinds;
}

// What the test passes as --db: an SQLite file in the test's directory, or a PostgreSQL
// database of its own. For PostgreSQL the URL must name a database no other test uses; the
// `pg` branch's test support is expected to give one (adapt this line when it is merged).
inline std::string database_for(const std::string& kind, const std::string& sqlite_file) {
#ifdef TORI_LINE_TESTS_HAVE_POSTGRES
  if (kind == "postgres") return tori::server::testing::fresh_postgres_database_url();
#endif
  (void)kind;
  return sqlite_file;
}

}  // namespace tori::server::line::testing
