// The read loop; what each command does is in protocol_session.cpp.
#include "protocol/engine_protocol.h"

#include <istream>
#include <string>

#include "protocol/protocol_session.h"

namespace tori::protocol {

int run_engine_protocol(std::istream& in, std::ostream& out) {
  ProtocolSession session(out);
  std::string line;
  while (std::getline(in, line))
    if (!session.handle_line(line)) return 0;
  // The GUI went away without `quit`: stop thinking and leave the same way.
  session.handle_line("quit");
  return 0;
}

}  // namespace tori::protocol
