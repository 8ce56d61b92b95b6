// A PostgreSQL database of its own for one test, made on the server that the environment
// variable TORI_TEST_POSTGRES_URL names (CTest points it at the throwaway cluster that
// postgres_test_server.sh starts). Without it there is no server to test against:
//
//   auto url = fresh_postgres_database();
//   if (!url) GTEST_SKIP() << NO_POSTGRES_SERVER;
//
// The databases are left behind: the cluster is thrown away after the tests.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <optional>
#include <random>
#include <string>

#include "server/storage/postgres_connection.h"

namespace tori::server::testing {

inline constexpr const char* NO_POSTGRES_SERVER =
    "no PostgreSQL server to test against: TORI_TEST_POSTGRES_URL is not set (ctest sets it)";

// The maintenance URL from the environment, if any.
inline std::optional<std::string> test_postgres_url() {
  const char* url = std::getenv("TORI_TEST_POSTGRES_URL");
  if (!url || !*url) return std::nullopt;
  return std::string(url);
}

// `url` (postgresql://[user@][host][/database][?options]) naming `database` instead.
inline std::string with_database(const std::string& url, const std::string& database) {
  std::size_t scheme = url.find("://");
  std::size_t start = scheme == std::string::npos ? 0 : scheme + 3;
  std::size_t options = std::min(url.find('?', start), url.size());
  std::size_t path = std::min(url.find('/', start), options);
  return url.substr(0, path) + "/" + database + url.substr(options);
}

// Creates an empty database with a name no other test uses and returns its URL; nullopt when
// there is no server (or, failing the test, when the database cannot be made).
inline std::optional<std::string> fresh_postgres_database() {
  auto maintenance = test_postgres_url();
  if (!maintenance) return std::nullopt;
  auto connection = PostgresConnection::connect(*maintenance);
  if (!connection) {
    ADD_FAILURE() << connection.error().message;
    return std::nullopt;
  }
  // Tests run in parallel processes: the process id and a random number keep the names apart.
  static int made = 0;
  std::random_device seed;
  std::string name = "tori_test_" + std::to_string(getpid()) + "_" + std::to_string(++made) + "_" +
                     std::to_string(seed() % 1000000);
  if (auto created = connection.value()->execute("CREATE DATABASE " + name); !created) {
    ADD_FAILURE() << "cannot create database " << name << ": " << created.error().message;
    return std::nullopt;
  }
  return with_database(*maintenance, name);
}

}  // namespace tori::server::testing
