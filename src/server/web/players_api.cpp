// Finding players (docs/api.md, "Players"): by the start of their name, and who is online. A user
// is online who made a request with a token, or had a stream open, in the last ONLINE_SECONDS,
// on any instance: each instance writes users.last_seen at most once a SEEN_WRITE_SECONDS per
// user, so a busy player costs the database one small write a minute, not one a request.
#include <cctype>

#include "server/web/api.h"
#include "server/web/json_views.h"

namespace tori::server::web {

namespace {

constexpr Seconds ONLINE_SECONDS = 5 * 60;
constexpr Seconds SEEN_WRITE_SECONDS = 60;
constexpr int MOST_ONLINE = 200;
constexpr VariantId VARIANTS[] = {VariantId::TORI, VariantId::YARI};

}  // namespace

void Api::note_seen(const std::string& user) {
  const Seconds now = clock_.now();
  auto [it, first] = seen_written_.try_emplace(user, now);
  if (!first && now - it->second < SEEN_WRITE_SECONDS) return;
  it->second = now;
  // Who is online is a courtesy: a failed write is not worth failing the request for.
  (void)storage_.note_user_seen(user, now);
}

ApiResult<json> Api::users_json(const std::vector<User>& users) {
  json list = json::array();
  for (const User& u : users) {
    std::vector<Rating> ratings;
    for (VariantId v : VARIANTS) {
      auto rating = storage_.find_rating(u.id, v);
      if (!rating) return api_error(rating.error(), internal_error);
      ratings.push_back(rating->value_or(Rating{u.id, v}));
    }
    list.push_back(user_json(u, ratings));
  }
  return list;
}

ApiReply Api::search_users(const ApiRequest& request, const Params&) {
  auto it = request.query.find("prefix");
  std::string prefix = it == request.query.end() ? "" : it->second;
  if (prefix.empty() || prefix.size() > 32)
    return error_reply(
        bad_request("search with ?prefix= and the first 1 to 32 characters of a "
                    "userid"));
  auto limit = query_number(request, "limit", 20, 1, 100);
  if (!limit) return error_reply(limit.error());
  auto found = storage_.users_by_prefix(prefix, *limit);
  if (!found) return error_reply(api_error(found.error(), internal_error));
  auto list = users_json(*found);
  if (!list) return error_reply(list.error());
  return json_reply({{"users", std::move(*list)}});
}

ApiReply Api::online_users(const ApiRequest&, const Params&) {
  const Seconds since = clock_.now() - ONLINE_SECONDS;
  auto seen = storage_.users_seen_since(since, MOST_ONLINE);
  if (!seen) return error_reply(api_error(seen.error(), internal_error));
  std::vector<User> users;
  for (const auto& [user, at] : *seen) users.push_back(user);
  auto list = users_json(users);
  if (!list) return error_reply(list.error());
  for (std::size_t i = 0; i < seen->size(); ++i) (*list)[i]["last_seen"] = (*seen)[i].second;
  return json_reply({{"users", std::move(*list)}, {"within_seconds", ONLINE_SECONDS}});
}

}  // namespace tori::server::web
