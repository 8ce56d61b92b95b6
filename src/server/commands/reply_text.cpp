// Mail texts, in the old server's spirit: plain text, fixed-width boards, short lines.
#include "server/commands/reply_text.h"

#include <fmt/format.h>

#include <cmath>
#include <iterator>

#include "core/illegal_reason.h"
#include "server/commands/clock_text.h"
#include "server/service/game_service.h"

namespace tori::server {

namespace {

constexpr std::size_t RECENT_MOVES = 10;

// A comment or chat message may span lines (a mail body): its later lines are indented so that
// they read as part of it, not as the next move.
std::string indented(const std::string& text, std::size_t spaces) {
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '\n') out.append(spaces, ' ');
  }
  return out;
}

std::string status_line(const GameRecord& g, const LiveGame& live) {
  if (!g.active()) return "Game over: " + g.result.description + (g.rated ? "" : " (unrated)");
  Color c = live.side_to_move();
  std::string line =
      "Move " + std::to_string(live.move_number()) + ": " + seat_name(g, c) + " to move.";
  if (g.forfeit_days)
    line += " Forfeit after " + std::to_string(g.forfeit_days) + " days without a move.";
  if (g.proposal.kind != ProposalKind::NONE)
    line += "\n" + seat_name(g, g.proposal.by) + " has proposed " +
            (g.proposal.kind == ProposalKind::DRAW   ? "a draw"
             : g.proposal.kind == ProposalKind::UNDO ? "to take back a move"
                                                     : "impasse") +
            ": accept or reject.";
  return line;
}

std::string recent_moves(const GameRecord& g) {
  if (g.moves.empty()) return "No moves yet.\n";
  std::string text = "Recent moves:\n";
  Color first = first_to_move(g.start_sfen);
  std::size_t from = g.moves.size() > RECENT_MOVES ? g.moves.size() - RECENT_MOVES : 0;
  for (std::size_t i = from; i < g.moves.size(); ++i) {
    Color mover = i % 2 ? ~first : first;
    text += fmt::format("{:4}. {:<5} ", i + 1, color_name(mover)) + g.moves[i].written;
    if (!g.moves[i].comment.empty()) text += "   -- " + indented(g.moves[i].comment, 8);
    text += "\n";
  }
  return text;
}

}  // namespace

std::string game_title(const GameRecord& g) {
  return std::string(game_type_name(g.key.variant)) + " game " + std::to_string(g.key.number) +
         ": " + seat_name(g, BLACK) + " vs " + seat_name(g, WHITE) +
         (g.handicap.empty() ? "" : ", handicap " + g.handicap);
}

std::string game_text(const GameRecord& g, const LiveGame& live, const std::string& reader,
                      const DisplaySettings& display, Millis now,
                      const std::vector<ChatLine>& chat) {
  BoardView view;
  view.style = display.style;
  view.white_at_bottom = display.flip && reader == g.players[WHITE];
  view.black_name = g.players[BLACK];
  view.white_name = g.players[WHITE];
  if (live.plies() > 0 && std::size_t(live.plies()) <= g.moves.size())
    view.last_move = g.moves[live.plies() - 1].written;
  std::string text = game_title(g) + "\n" + status_line(g, live) + "\n" + clock_text(g, now) +
                     "\n" + recent_moves(g) + "\n" + live.render(view);
  // The last few lines: a board is read after every move, and a long chat would bury it.
  constexpr std::size_t SHOWN = 10;
  if (!chat.empty()) {
    std::size_t from = chat.size() > SHOWN ? chat.size() - SHOWN : 0;
    int total = chat.back().seq;
    text += from > 0 || chat[0].seq > 1 ? "\nChat (the last " + std::to_string(chat.size() - from) +
                                              " of " + std::to_string(total) + " lines):\n"
                                        : "\nChat:\n";
    for (std::size_t i = from; i < chat.size(); ++i)
      text += "  " + chat[i].from + ": " + indented(chat[i].text, 4) + "\n";
  }
  return text;
}

std::string game_list_text(const std::vector<GameRecord>& games) {
  if (games.empty()) return "No games.\n";
  std::string text;
  for (const GameRecord& g : games) {
    text += std::to_string(g.key.number) + "  " + seat_name(g, BLACK) + " vs " +
            seat_name(g, WHITE) + "  ";
    if (g.active())
      text += "move " + std::to_string(g.moves.size() + 1) + ", " + g.players[side_to_move(g)] +
              " to move";
    else
      text += g.result.description;
    text += "\n";
  }
  return text;
}

std::string standings_text(VariantId variant, const std::vector<Rating>& ratings) {
  std::string text = "Standings for " + std::string(game_type_name(variant)) + ":\n";
  if (ratings.empty()) return text + "No rated games yet.\n";
  int rank = 0;
  for (const Rating& r : ratings) {
    fmt::format_to(std::back_inserter(text),
                   "{:3}. {:<20} {:5} (+/- {:3})  {} won, {} lost, {} drawn\n", ++rank, r.user,
                   std::lround(r.rating), std::lround(2 * r.deviation), r.wins, r.losses, r.draws);
  }
  return text;
}

}  // namespace tori::server
