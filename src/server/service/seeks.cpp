// Seeks: the limit per user, making, cancelling and accepting one. Every change is published
// as a notice, so the lobby's streams hear of it wherever they are (notify_others).
#include <algorithm>
#include <string>

#include "server/service/game_service.h"
#include "server/service/handicap.h"
#include "server/service/seek_withdrawal.h"

namespace tori::server {

namespace {

std::string seek_name(int id) { return "seek " + std::to_string(id); }

Notice seek_notice(SeekNews::Change change, const Seek& seek, const std::string& headline) {
  return Notice{{seek.variant, 0}, headline, {}, SeekNews{change, seek}};
}

Result<Seek> existing_seek(Storage& storage, int id) {
  auto found = storage.find_seek(id);
  if (!found) return found.error();
  if (!*found) return make_error(ErrorKind::NOT_FOUND, "there is no " + seek_name(id));
  return **found;
}

}  // namespace

Result<std::vector<Seek>> GameService::seeks() { return storage_.seeks(); }

Result<Seek> GameService::make_seek(const Actor& actor, const Seek& terms) {
  const std::string& user = actor.user;
  if (auto u = acting_user(actor); !u) return u.error();
  if (!terms.handicap.empty())
    if (auto sfen = handicap_start_sfen(terms.variant, terms.handicap); !sfen)
      return make_error(ErrorKind::INVALID, sfen.error().message);
  if (auto why = terms.time.problem())
    return make_error(ErrorKind::INVALID, "time control: " + *why);
  auto open = storage_.seeks();
  if (!open) return open.error();
  long mine =
      std::count_if(open->begin(), open->end(), [&](const Seek& s) { return s.user == user; });
  if (mine >= options_.max_open_seeks)
    return make_error(ErrorKind::REFUSED,
                      user + " has " + std::to_string(mine) + " open seeks already (at most " +
                          std::to_string(options_.max_open_seeks) + "); cancel one first");
  Seek seek = terms;
  seek.user = user;
  seek.rated = terms.rated && terms.handicap.empty();
  seek.seeker_first = terms.seeker_first || !terms.handicap.empty();  // the giver moves first
  seek.created = clock_.now();
  auto id = storage_.insert_seek(seek);
  if (!id) return id.error();
  seek.id = *id;
  publish({seek_notice(SeekNews::Change::MADE, seek,
                       user + " seeks a " + std::string(game_type_name(seek.variant)) + " game (" +
                           seek_name(seek.id) + ")")});
  return seek;
}

Result<Report> GameService::cancel_seek(const Actor& actor, int id) {
  const std::string& user = actor.user;
  if (auto u = acting_user(actor); !u) return u.error();
  auto seek = existing_seek(storage_, id);
  if (!seek) return seek.error();
  if (seek->user != user)
    return make_error(ErrorKind::FORBIDDEN, seek_name(id) + " is " + seek->user + "'s");
  auto deleted = storage_.delete_seek(id);
  if (!deleted) return deleted.error();
  if (!*deleted) return make_error(ErrorKind::NOT_FOUND, "there is no " + seek_name(id));
  std::string headline = user + " cancelled " + seek_name(id);
  return published(
      Report{headline, std::nullopt, {seek_notice(SeekNews::Change::CANCELLED, *seek, headline)}});
}

Result<Report> GameService::accept_seek(const Actor& actor, int id) {
  const std::string& user = actor.user;
  if (auto u = acting_user(actor); !u) return u.error();
  auto seek = existing_seek(storage_, id);
  if (!seek) return seek.error();
  if (seek->user == user)
    return make_error(ErrorKind::FORBIDDEN, "a seek is for others to accept; cancel your own");
  // Deleted first: of two accepting at once, the second finds it gone (on PostgreSQL its delete
  // waits for the first's transaction) and makes no game.
  auto deleted = storage_.delete_seek(id);
  if (!deleted) return deleted.error();
  if (!*deleted)
    return make_error(ErrorKind::REFUSED, seek_name(id) + " was just taken by another");
  ChallengeOptions options;
  options.handicap = seek->handicap;
  options.time = seek->time;
  options.rated = seek->rated;
  options.asked_by = ChallengeAsker::BOTH;  // the seeker asked, the one accepting answers
  const std::string& first = seek->seeker_first ? seek->user : user;
  const std::string& second = seek->seeker_first ? user : seek->user;
  auto game = challenge(seek->variant, first, second, options);
  if (!game) return game.error();
  Report report = std::move(game.value());  // the game's notice is published already
  // challenge() tells the second player; the seeker hears of the game whichever they are, and
  // the one accepting has the game in the answer.
  for (Notice& n : report.notices) std::erase(n.to, user);
  if (seek->seeker_first) {
    Notice told{*report.game, report.message, {seek->user}};
    publish({told});
    report.notices.push_back(std::move(told));
  }
  Notice taken = seek_notice(SeekNews::Change::ACCEPTED, *seek,
                             user + " accepted " + seek_name(id) + ": " + report.message);
  publish({taken});
  report.notices.push_back(std::move(taken));
  return report;
}

Result<std::vector<Notice>> withdraw_seeks_of(Storage& storage, const std::string& user) {
  auto all = storage.seeks();
  if (!all) return all.error();
  std::vector<Notice> gone;
  for (const Seek& seek : *all) {
    if (seek.user != user) continue;
    auto deleted = storage.delete_seek(seek.id);
    if (!deleted) return deleted.error();
    if (*deleted)
      gone.push_back(seek_notice(SeekNews::Change::CANCELLED, seek,
                                 user + " signed off: " + seek_name(seek.id) + " is gone"));
  }
  return gone;
}

}  // namespace tori::server
