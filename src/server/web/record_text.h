// A server game as a record file in any format the notation layer writes (KIF, PGN, USI), for
// GET /api/games/{variant}/{number}/record.
#pragma once

#include <string>

#include "notation/record_io.h"
#include "server/records/records.h"

namespace tori::server::web {

Result<std::string> record_text(const server::GameRecord& game, RecordFormat format);

}  // namespace tori::server::web
