// Name tables for the stored enums; a name read back that is not in the table is an error the
// caller reports (a damaged or newer database), never a guess.
#include "server/storage/record_codes.h"

#include <array>
#include <utility>

#include "core/termination_names.h"

namespace tori::server {

namespace {

template <class E, std::size_t N>
std::string_view name_of(const std::array<std::pair<E, std::string_view>, N>& table, E e) {
  for (const auto& [value, name] : table)
    if (value == e) return name;
  return "?";
}

template <class E, std::size_t N>
std::optional<E> value_of(const std::array<std::pair<E, std::string_view>, N>& table,
                          std::string_view s) {
  for (const auto& [value, name] : table)
    if (name == s) return value;
  return std::nullopt;
}

constexpr std::array<std::pair<VariantId, std::string_view>, 2> VARIANTS = {{
    {VariantId::TORI, "tori"},
    {VariantId::YARI, "yari"},
}};
constexpr std::array<std::pair<Outcome, std::string_view>, 4> OUTCOMES = {{
    {Outcome::ONGOING, "ongoing"},
    {Outcome::BLACK_WINS, "black"},
    {Outcome::WHITE_WINS, "white"},
    {Outcome::DRAW, "draw"},
}};
constexpr std::array<std::pair<ProposalKind, std::string_view>, 4> PROPOSALS = {{
    {ProposalKind::NONE, "none"},
    {ProposalKind::DRAW, "draw"},
    {ProposalKind::UNDO, "undo"},
    {ProposalKind::IMPASSE, "impasse"},
}};
constexpr std::array<std::pair<PlayerKind, std::string_view>, 2> PLAYER_KINDS = {{
    {PlayerKind::HUMAN, "human"},
    {PlayerKind::COMPUTER, "computer"},
}};
constexpr std::array<std::pair<FollowKind, std::string_view>, 2> FOLLOW_KINDS = {{
    {FollowKind::EVERY_MOVE, "every_move"},
    {FollowKind::END_ONLY, "end_only"},
}};
constexpr std::array<std::pair<TimeControl::Kind, std::string_view>, 4> TIME_CONTROLS = {{
    {TimeControl::Kind::UNTIMED, "untimed"},
    {TimeControl::Kind::BYOYOMI, "byoyomi"},
    {TimeControl::Kind::FISCHER, "fischer"},
    {TimeControl::Kind::CORRESPONDENCE, "correspondence"},
}};

}  // namespace

std::string_view variant_code(VariantId v) { return name_of(VARIANTS, v); }
std::optional<VariantId> parse_variant_code(std::string_view s) { return value_of(VARIANTS, s); }
std::string_view outcome_code(Outcome o) { return name_of(OUTCOMES, o); }
std::optional<Outcome> parse_outcome_code(std::string_view s) { return value_of(OUTCOMES, s); }
// The core's words for how a game ended.
std::string_view termination_code(Termination t) { return termination_name(t); }
std::optional<Termination> parse_termination_code(std::string_view s) {
  return parse_termination_name(s);
}
std::string_view proposal_code(ProposalKind k) { return name_of(PROPOSALS, k); }
std::optional<ProposalKind> parse_proposal_code(std::string_view s) {
  return value_of(PROPOSALS, s);
}
std::string_view player_kind_code(PlayerKind k) { return name_of(PLAYER_KINDS, k); }
std::optional<PlayerKind> parse_player_kind_code(std::string_view s) {
  return value_of(PLAYER_KINDS, s);
}
std::string_view follow_code(FollowKind k) { return name_of(FOLLOW_KINDS, k); }
std::optional<FollowKind> parse_follow_code(std::string_view s) {
  return value_of(FOLLOW_KINDS, s);
}
std::string_view time_control_code(TimeControl::Kind k) { return name_of(TIME_CONTROLS, k); }
std::optional<TimeControl::Kind> parse_time_control_code(std::string_view s) {
  return value_of(TIME_CONTROLS, s);
}

}  // namespace tori::server
