// How the records' enums are written in the database: as names, the same for every database.
#pragma once

#include <optional>
#include <string_view>

#include "server/records/records.h"

namespace tori::server {

std::string_view variant_code(VariantId v);  // "tori", "yari"
std::optional<VariantId> parse_variant_code(std::string_view s);
std::string_view outcome_code(Outcome o);
std::optional<Outcome> parse_outcome_code(std::string_view s);
std::string_view termination_code(Termination t);
std::optional<Termination> parse_termination_code(std::string_view s);
std::string_view proposal_code(ProposalKind k);
std::optional<ProposalKind> parse_proposal_code(std::string_view s);
std::string_view player_kind_code(PlayerKind k);
std::optional<PlayerKind> parse_player_kind_code(std::string_view s);
std::string_view follow_code(FollowKind k);
std::optional<FollowKind> parse_follow_code(std::string_view s);
std::string_view time_control_code(TimeControl::Kind k);  // "untimed", "byoyomi", ...
std::optional<TimeControl::Kind> parse_time_control_code(std::string_view s);

}  // namespace tori::server
