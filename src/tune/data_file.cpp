// Decompression goes through the standard tools rather than a library: the data is read once
// per run, and xz and gzip are everywhere the project builds.
#include "tune/data_file.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace tori::tune {

namespace {

// The path in single quotes for the shell, inner quotes escaped.
std::string shell_quoted(const std::string& path) {
  std::string out = "'";
  for (char c : path) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

Result<std::string> read_command_output(const std::string& command, const std::string& path) {
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return make_error("cannot run '" + command + "'");
  std::string text;
  char buffer[1 << 16];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) text.append(buffer, n);
  if (pclose(pipe) != 0) return make_error("cannot decompress " + path);
  return text;
}

}  // namespace

Result<std::string> read_data_file(const std::string& path) {
  std::ifstream probe(path);
  if (!probe) return make_error("cannot open " + path);
  if (path.ends_with(".xz")) return read_command_output("xz -dc -- " + shell_quoted(path), path);
  if (path.ends_with(".gz")) return read_command_output("gzip -dc -- " + shell_quoted(path), path);
  std::ostringstream text;
  text << probe.rdbuf();
  return text.str();
}

}  // namespace tori::tune
