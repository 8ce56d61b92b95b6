// Fuzzes the game server's command reader: any bytes give a command or an error with a message,
// never a crash; what it quotes back is printable UTF-8; game numbers and move numbers it
// accepts are positive.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_checks.h"
#include "server/commands/command_parser.h"

namespace {

bool printable_utf8(const std::string& s) {
  for (unsigned char c : s)
    if (c < ' ' || c == 127) return false;
  return tori::server::parse_command("help " + s).ok() || s.size() > 4000;
}

void check_positive(const std::string& line, const tori::server::GameKey& key,
                    std::optional<int> guard) {
  TORI_FUZZ_CHECK(key.number > 0, line);
  TORI_FUZZ_CHECK(!guard || *guard > 0, line);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  using namespace tori::server;
  std::string_view text = tori::fuzz::as_text(data, size);
  std::string line(text);
  auto command = parse_command(text);
  if (!command) {
    TORI_FUZZ_CHECK(!command.error().message.empty(), line);
    std::string echo = printable_echo(text);
    TORI_FUZZ_CHECK(printable_utf8(echo), echo);
    return 0;
  }
  if (auto* m = std::get_if<MoveCommand>(&*command)) {
    check_positive(line, m->auth.key, m->guard);
    TORI_FUZZ_CHECK(!m->move.empty() && m->move.find('#') == std::string::npos, line);
  }
  if (auto* q = std::get_if<QueueCommand>(&*command)) check_positive(line, q->auth.key, q->guard);
  if (auto* s = std::get_if<ShowCommand>(&*command)) {
    TORI_FUZZ_CHECK(!s->boards.empty(), line);
    for (const auto& b : s->boards) check_positive(line, b.key, b.at_move);
  }
  return 0;
}
