// What the parser tests share: a line that must read as a command of type T, and a line that
// must be refused (its error message), each with or without a logged-in session.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "server/commands/command_parser.h"

namespace tori::server::testing {

template <class T, class... Session>
T parsed(std::string_view line, const Session&... session) {
  auto c = parse_command(line, session...);
  EXPECT_TRUE(c.ok()) << line << ": " << (c ? "" : c.error().message);
  if (!c || !std::holds_alternative<T>(*c)) {
    ADD_FAILURE() << line << " did not read as the expected command";
    return T{};
  }
  return std::get<T>(*c);
}

template <class... Session>
std::string error_of(std::string_view line, const Session&... session) {
  auto c = parse_command(line, session...);
  EXPECT_FALSE(c.ok()) << line;
  return c ? "" : c.error().message;
}

}  // namespace tori::server::testing
