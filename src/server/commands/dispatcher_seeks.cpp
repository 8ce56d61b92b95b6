// The dispatcher's seek commands: the service asked as the actor the command's password (or the
// logged-in connection) makes; the lobby hears of every change through the
// service's notices, as the HTTP API's changes.
#include <string>

#include "server/commands/dispatcher.h"

namespace tori::server {

namespace {

// "seek 7: bob, torishogi, even, rated, 10m + 3 x 30s byo-yomi, bob moves first"
std::string seek_line(const Seek& s) {
  const std::string mover = s.seeker_first ? s.user : "the one who accepts";
  return "seek " + std::to_string(s.id) + ": " + s.user + ", " +
         std::string(game_type_name(s.variant)) + ", " +
         (s.handicap.empty() ? "even" : "handicap " + s.handicap + " given by " + s.user) + ", " +
         (s.rated ? "rated" : "casual") + ", " + s.time.describe() + ", " + mover +
         " moves first\n";
}

Mail reply(std::string subject, std::string body) {
  return make_mail("", subject, subject + "\n\n" + body);
}

// Of the game the command names, if it names one: accepting seek 7 by mail as a torishogi
// command, the sender did not mean a yarishogi game.
Status check_game(GameService& service, std::optional<VariantId> game, int id) {
  if (!game) return ok_status();
  auto open = service.seeks();
  if (!open) return open.error();
  for (const Seek& s : *open)
    if (s.id == id && s.variant != *game)
      return make_error(ErrorKind::REFUSED, "seek " + std::to_string(id) + " is a " +
                                                std::string(game_type_name(s.variant)) +
                                                " seek, not " + std::string(game_type_name(*game)));
  return ok_status();
}

}  // namespace

Result<std::vector<Mail>> Dispatcher::seek_list(const SeekListCommand& c) {
  auto open = service_.seeks();
  if (!open) return open.error();
  std::string body;
  for (const Seek& s : *open)
    if (!c.game || s.variant == *c.game) body += seek_line(s);
  if (body.empty()) body = "No open seeks.\n";
  std::string subject =
      c.game ? "Open " + std::string(game_type_name(*c.game)) + " seeks" : "Open seeks";
  return std::vector<Mail>{make_mail("", subject, body)};
}

Result<std::vector<Mail>> Dispatcher::seek_make(const SeekMakeCommand& c, const Actor& actor) {
  Seek terms;
  terms.variant = c.game;
  terms.handicap = c.handicap;
  terms.time = c.time;
  terms.rated = c.rated;
  terms.seeker_first = c.first;
  auto made = service_.make_seek(actor, terms);
  if (!made) return made.error();
  const std::string game(game_type_name(made->variant));
  return std::vector<Mail>{
      reply(c.user + " seeks a " + game + " game (seek " + std::to_string(made->id) + ")",
            seek_line(*made) + "Anyone else may accept it: " + game + " seek accept " +
                std::to_string(made->id) + "\n")};
}

Result<Report> Dispatcher::seek_cancel(const SeekCancelCommand& c, const Actor& actor) {
  if (auto s = check_game(service_, c.game, c.id); !s) return s.error();
  return service_.cancel_seek(actor, c.id);
}

Result<Report> Dispatcher::seek_accept(const SeekAcceptCommand& c, const Actor& actor) {
  if (auto s = check_game(service_, c.game, c.id); !s) return s.error();
  return service_.accept_seek(actor, c.id);
}

}  // namespace tori::server
