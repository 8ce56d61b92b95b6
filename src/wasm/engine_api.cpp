// The engine for the browser (compiled with Emscripten, run in a Web Worker by
// web/src/engine/engine_worker.ts): the same USI conversation as `tori engine`, one command line
// in, the lines it wrote out, through the same ProtocolSession.
//
// Without threads (a threaded build needs SharedArrayBuffer, so cross-origin isolation headers
// on every page the server sends, and Asyncify would slow every node of the search), the
// session searches on the caller's thread: a bounded `go` answers within its call, and an
// unbounded one (`go infinite`, `go ponder`, `go` without limits) is advanced by
// tori_engine_step(), which the worker calls with a turn of its event loop between steps, so
// that a `stop` can come in.
#include <sstream>
#include <string>

#include "protocol/protocol_session.h"

namespace {

std::ostringstream& output() {
  static std::ostringstream out;
  return out;
}

tori::protocol::ProtocolSession& session() {
  static tori::protocol::ProtocolSession session(output(), tori::protocol::SearchThreading::CALLER);
  return session;
}

// What the session wrote since the last call: valid until the next call.
const char* take_output() {
  static std::string taken;
  taken = output().str();
  output().str(std::string());
  return taken.c_str();
}

}  // namespace

extern "C" {

// One USI command line (without its newline); answers the lines it wrote, each ending in '\n'.
const char* tori_engine_command(const char* line) {
  if (line == nullptr) return "info string error: no command line\n";
  session().handle_line(line);
  return take_output();
}

// One step of the search that waits for steps; answers the lines it wrote (info, and bestmove
// once the search ends on its own or has been held for a stop that came).
const char* tori_engine_step() {
  session().step_search();
  return take_output();
}

// 1 while a search waits for tori_engine_step().
int tori_engine_pending() { return session().search_pending() ? 1 : 0; }

}  // extern "C"
