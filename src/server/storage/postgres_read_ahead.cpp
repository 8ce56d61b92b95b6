// PostgresStorage::read_ahead: the rows that requests committed together will read, one
// statement per table for all of their games (the keys go as two arrays, unnested into a table
// to join), instead of a round trip per game and per row kind.
#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "server/storage/postgres_storage.h"
#include "server/storage/sql_rows.h"

namespace tori::server {

namespace {

// PostgreSQL's text form of an array: {"a","b"}, every element quoted, with \ and " escaped.
std::string text_array(const std::vector<std::string>& items) {
  std::string out = "{";
  for (const std::string& item : items) {
    if (out.size() > 1) out += ',';
    out += '"';
    for (char c : item) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out + "}";
}

std::string integer_array(const std::vector<int>& items) {
  std::string out = "{";
  for (int item : items) out += (out.size() > 1 ? "," : "") + std::to_string(item);
  return out + "}";
}

// FROM <table> JOIN this: the games asked for, as a table of (variant, number).
constexpr std::string_view GAMES_ASKED =
    " JOIN unnest(CAST(?1 AS text[]), CAST(?2 AS integer[])) AS asked (variant, number) "
    "USING (variant, number)";

// Where each game asked for has its entry in the lists of ReadAhead (the same place in each).
class GameIndex {
 public:
  explicit GameIndex(const std::vector<GameKey>& games) {
    for (std::size_t i = 0; i < games.size(); ++i) places_.emplace(key_of(games[i]), i);
  }
  // The entry of the game a row names (its first columns: variant, number) in `entries`.
  template <class Value>
  Value* entry_of(std::vector<std::pair<GameKey, Value>>& entries, const SqlStatement& row) const {
    auto variant = parse_variant_code(row.text(0));
    if (!variant) return nullptr;
    auto it = places_.find(key_of({*variant, int(row.integer(1))}));
    return it == places_.end() ? nullptr : &entries[it->second].second;  // the join asked for it
  }

 private:
  static std::pair<int, int> key_of(GameKey key) { return {int(key.variant), key.number}; }
  std::map<std::pair<int, int>, std::size_t> places_;
};

}  // namespace

Result<ReadAhead> PostgresStorage::read_ahead(const std::vector<GameKey>& games,
                                              const std::vector<std::string>& users) {
  ReadAhead out;
  std::vector<std::string> variants;
  std::vector<int> numbers;
  for (GameKey key : games) {
    variants.emplace_back(variant_code(key.variant));
    numbers.push_back(key.number);
    out.versions.emplace_back(key, std::nullopt);
    out.chats.emplace_back(key, std::vector<ChatLine>());
    out.followers.emplace_back(key, std::vector<Follower>());
  }
  const std::string variant_list = text_array(variants), number_list = integer_array(numbers);
  const GameIndex index(games);
  // Runs `sql` for the games asked for, handing each row to `read`.
  auto for_each_row = [&](const std::string& sql, auto read) -> Status {
    auto s = prepare(sql);
    s->bind_all(variant_list, number_list);
    while (s->step()) read(*s);
    if (!s->error().empty()) return database_error(*s);
    return ok_status();
  };
  if (!games.empty()) {
    Status read =
        for_each_row("SELECT variant, number, version FROM games" + std::string(GAMES_ASKED),
                     [&](const SqlStatement& row) {
                       if (auto* v = index.entry_of(out.versions, row)) *v = row.integer(2);
                     });
    if (read)
      read = for_each_row(
          "SELECT variant, number, ply, from_user, text, said_at, seq FROM "
          "(SELECT chat.*, ROW_NUMBER() OVER (PARTITION BY variant, number "
          "ORDER BY seq DESC) AS from_end FROM chat" +
              std::string(GAMES_ASKED) + ") AS last WHERE from_end <= " +
              std::to_string(ChatPage::LAST_LINES) + " ORDER BY variant, number, seq",
          [&](const SqlStatement& row) {
            if (auto* lines = index.entry_of(out.chats, row))
              lines->push_back(ChatLine{{},
                                        int(row.integer(2)),
                                        row.text(3),
                                        row.text(4),
                                        row.integer(5),
                                        int(row.integer(6))});
          });
    if (read)
      read = for_each_row(
          "SELECT variant, number, user_id, kind FROM followers" + std::string(GAMES_ASKED) +
              " ORDER BY variant, number, user_id",
          [&](const SqlStatement& row) {
            if (auto* list = index.entry_of(out.followers, row))
              list->push_back(
                  {row.text(2), parse_follow_code(row.text(3)).value_or(FollowKind::EVERY_MOVE)});
          });
    if (!read) return read.error();
  }
  for (auto& [key, lines] : out.chats)
    for (ChatLine& line : lines) line.game = key;
  if (users.empty()) return out;
  std::unordered_map<std::string, std::size_t> user_places;
  for (const std::string& id : users) {
    user_places.emplace(id, out.users.size());
    out.users.emplace_back(id, std::nullopt);
  }
  auto s = prepare("SELECT " + std::string(USER_COLUMNS) +
                   " FROM users WHERE id = ANY (CAST(?1 AS text[]))");
  s->bind_all(text_array(users));
  while (s->step()) {
    User u = read_user(*s);
    if (auto it = user_places.find(u.id); it != user_places.end())
      out.users[it->second].second = std::move(u);
  }
  if (!s->error().empty()) return database_error(*s);
  return out;
}

}  // namespace tori::server
