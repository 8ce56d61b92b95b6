// SeekNews as JSON, for the notices that travel between server instances.
#include "server/service/seek_news.h"

#include <string>

namespace tori::server {

namespace {

constexpr SeekNews::Change CHANGES[] = {SeekNews::Change::MADE, SeekNews::Change::CANCELLED,
                                        SeekNews::Change::ACCEPTED};

nlohmann::json time_json(const TimeControl& t) {
  return {{"kind", int(t.kind)},  {"main", t.main},           {"period", t.period},
          {"periods", t.periods}, {"increment", t.increment}, {"days", t.days}};
}

std::optional<TimeControl> time_from_json(const nlohmann::json& j) {
  int kind = j.at("kind").get<int>();
  if (kind < int(TimeControl::Kind::UNTIMED) || kind > int(TimeControl::Kind::CORRESPONDENCE))
    return std::nullopt;
  TimeControl t;
  t.kind = TimeControl::Kind(kind);
  t.main = j.at("main").get<Millis>();
  t.period = j.at("period").get<Millis>();
  t.periods = j.at("periods").get<int>();
  t.increment = j.at("increment").get<Millis>();
  t.days = j.at("days").get<int>();
  return t;
}

}  // namespace

const char* seek_change_name(SeekNews::Change change) {
  switch (change) {
    case SeekNews::Change::MADE:
      return "made";
    case SeekNews::Change::CANCELLED:
      return "cancelled";
    case SeekNews::Change::ACCEPTED:
      return "accepted";
  }
  return "made";
}

nlohmann::json seek_news_json(const SeekNews& news) {
  const Seek& s = news.seek;
  return {{"change", seek_change_name(news.change)},
          {"id", s.id},
          {"variant", game_type_name(s.variant)},
          {"user", s.user},
          {"handicap", s.handicap},
          {"time", time_json(s.time)},
          {"rated", s.rated},
          {"first", s.seeker_first},
          {"created", s.created}};
}

std::optional<SeekNews> seek_news_from_json(const nlohmann::json& j) {
  try {
    SeekNews news;
    const std::string change = j.at("change").get<std::string>();
    const SeekNews::Change* named = nullptr;
    for (const SeekNews::Change& c : CHANGES)
      if (change == seek_change_name(c)) named = &c;
    if (!named) return std::nullopt;
    news.change = *named;
    auto variant = parse_variant_name(j.at("variant").get<std::string>());
    auto time = time_from_json(j.at("time"));
    if (!variant || !time) return std::nullopt;
    Seek& s = news.seek;
    s.id = j.at("id").get<int>();
    s.variant = *variant;
    s.user = j.at("user").get<std::string>();
    s.handicap = j.at("handicap").get<std::string>();
    s.time = *time;
    s.rated = j.at("rated").get<bool>();
    s.seeker_first = j.at("first").get<bool>();
    s.created = j.at("created").get<Seconds>();
    return news;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
}

}  // namespace tori::server
