// The texts of the server's mails: a game as its players and followers see it (who is to move,
// the recent moves with their comments, the board in the reader's style and orientation), and
// the lists (games, standings, history).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "server/records/records.h"
#include "server/service/live_game.h"

namespace tori::server {

// `reader` decides the orientation (with display.flip, White sees White at the bottom); `now`
// is when the text is written, what a timed game's clocks are read at.
std::string game_text(const GameRecord& game, const LiveGame& live, const std::string& reader,
                      const DisplaySettings& display, Millis now,
                      const std::vector<ChatLine>& chat = {});
std::string game_title(const GameRecord& game);  // "torishogi game 101: Black (bob) vs ..."
std::string game_list_text(const std::vector<GameRecord>& games);
std::string standings_text(VariantId variant, const std::vector<Rating>& ratings);

}  // namespace tori::server
