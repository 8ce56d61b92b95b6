// News of the lobby's seeks (one made, cancelled or accepted), carried by a Notice as games'
// news is, so that every lobby stream hears it, on this server and on the others sharing the
// database; and its form inside a NOTIFY payload.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>

#include "server/records/lobby_records.h"

namespace tori::server {

struct SeekNews {
  enum class Change { MADE, CANCELLED, ACCEPTED };
  Change change = Change::MADE;
  Seek seek;  // the whole seek, as made: a stream that shows it needs no database read
  bool operator==(const SeekNews&) const = default;
};

// "made", "cancelled", "accepted": the reason a lobby stream gives for a seek gone.
const char* seek_change_name(SeekNews::Change change);

nlohmann::json seek_news_json(const SeekNews& news);
// Nothing for JSON that is not one (another version's, say).
std::optional<SeekNews> seek_news_from_json(const nlohmann::json& j);

}  // namespace tori::server
