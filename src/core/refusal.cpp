// The refusals in English, and their codes and parameters for the API.
#include "core/refusal.h"

#include "core/article.h"

namespace tori {

namespace {

std::string ordinal(int n) {
  static const char* names[] = {"zeroth", "first", "second", "third", "fourth"};
  return n >= 0 && n <= 4 ? names[n] : std::to_string(n) + "th";
}

std::string side(const std::string& color) { return color == "black" ? "Black" : "White"; }

}  // namespace

std::string_view refusal_code_name(RefusalCode code) {
  switch (code) {
    case RefusalCode::OFF_BOARD:
      return "off_board";
    case RefusalCode::NOT_A_PIECE:
      return "not_a_piece";
    case RefusalCode::CANNOT_BE_DROPPED:
      return "cannot_be_dropped";
    case RefusalCode::NOT_IN_HAND:
      return "not_in_hand";
    case RefusalCode::SQUARE_OCCUPIED:
      return "square_occupied";
    case RefusalCode::DROP_ON_LAST_RANK:
      return "drop_on_last_rank";
    case RefusalCode::FILE_LIMIT:
      return "file_limit";
    case RefusalCode::DROP_MATE:
      return "drop_mate";
    case RefusalCode::NO_PIECE_ON:
      return "no_piece_on";
    case RefusalCode::OPPONENTS_PIECE:
      return "opponents_piece";
    case RefusalCode::CANNOT_MOVE_THERE:
      return "cannot_move_there";
    case RefusalCode::OWN_PIECE_THERE:
      return "own_piece_there";
    case RefusalCode::DOES_NOT_PROMOTE:
      return "does_not_promote";
    case RefusalCode::PROMOTION_OUTSIDE_ZONE:
      return "promotion_outside_zone";
    case RefusalCode::PROMOTION_COMPULSORY:
      return "promotion_compulsory";
    case RefusalCode::MUST_PROMOTE_ON_LAST_RANK:
      return "must_promote_on_last_rank";
    case RefusalCode::KING_INTO_CHECK:
      return "king_into_check";
    case RefusalCode::CHECK_NOT_ANSWERED:
      return "check_not_answered";
    case RefusalCode::KING_LEFT_IN_CHECK:
      return "king_left_in_check";
    case RefusalCode::FOURTH_REPETITION:
      return "fourth_repetition";
    case RefusalCode::GAME_OVER:
      return "game_over";
    case RefusalCode::UNREADABLE_MOVE:
      return "unreadable_move";
    case RefusalCode::NOT_YOUR_TURN:
      return "not_your_turn";
    case RefusalCode::MOVE_NUMBER_MISMATCH:
      return "move_number_mismatch";
  }
  return "unknown";
}

std::string refusal_text(const Refusal& r) {
  const std::string& p = r.piece;
  switch (r.code) {
    case RefusalCode::OFF_BOARD:
      return "that square is not on the board";
    case RefusalCode::NOT_A_PIECE:
      return "that is not a piece of " + r.variant;
    case RefusalCode::CANNOT_BE_DROPPED:
      return with_article(p) + " cannot be dropped";
    case RefusalCode::NOT_IN_HAND:
      return "you have no " + p + " in hand";
    case RefusalCode::SQUARE_OCCUPIED:
      return "square " + r.square + " is occupied";
    case RefusalCode::DROP_ON_LAST_RANK:
      return with_article(p) + " may not be dropped on the last rank: it could never move";
    case RefusalCode::FILE_LIMIT:
      return "a " + ordinal(r.count) + " " + p + " may not be dropped on file " +
             std::to_string(r.file);
    case RefusalCode::DROP_MATE:
      return with_article(p) + " may not be dropped to give checkmate";
    case RefusalCode::NO_PIECE_ON:
      return "there is no piece on " + r.square;
    case RefusalCode::OPPONENTS_PIECE:
      return "the " + p + " on " + r.square + " is " + side(r.owner) + "'s; it is " + side(r.turn) +
             "'s turn";
    case RefusalCode::CANNOT_MOVE_THERE:
      return with_article(p) + " cannot move from " + r.from + " to " + r.to;
    case RefusalCode::OWN_PIECE_THERE:
      return "your own " + p + " stands on " + r.square;
    case RefusalCode::DOES_NOT_PROMOTE:
      return with_article(p) + " does not promote";
    case RefusalCode::PROMOTION_OUTSIDE_ZONE:
      return with_article(p) +
             " may only promote on a move into, within or out of the promotion zone";
    case RefusalCode::PROMOTION_COMPULSORY:
      return "promotion is compulsory for the " + p + " here";
    case RefusalCode::MUST_PROMOTE_ON_LAST_RANK:
      return "the " + p + " must promote on the last rank: it could never move again";
    case RefusalCode::KING_INTO_CHECK:
      return "this would put your " + p + " in check";
    case RefusalCode::CHECK_NOT_ANSWERED:
      return "your " + p + " is in check and this move does not answer it";
    case RefusalCode::KING_LEFT_IN_CHECK:
      return "this would leave your " + p + " in check";
    case RefusalCode::FOURTH_REPETITION:
      return "this would repeat the position a fourth time; you must vary";
    case RefusalCode::GAME_OVER:
      return "the game is over: " + r.description;
    case RefusalCode::UNREADABLE_MOVE:
      return r.detail;
    case RefusalCode::NOT_YOUR_TURN:
      return "it is not your move: " + side(r.turn) + " (" + r.player + ") is to move";
    case RefusalCode::MOVE_NUMBER_MISMATCH:
      return "the move is marked #" + std::to_string(r.marked) + " but this is move " +
             std::to_string(r.current);
  }
  return "the move is refused";
}

std::vector<RefusalParam> refusal_params(const Refusal& r) {
  std::vector<RefusalParam> params;
  auto text = [&](std::string_view name, const std::string& value) {
    if (!value.empty()) params.push_back({name, value});
  };
  text("piece", r.piece);
  text("square", r.square);
  text("from", r.from);
  text("to", r.to);
  text("owner", r.owner);
  text("turn", r.turn);
  text("variant", r.variant);
  if (r.file) params.push_back({"file", {}, r.file, true});
  if (r.count) params.push_back({"count", {}, r.count, true});
  text("outcome", r.outcome);
  text("termination", r.termination);
  text("description", r.description);
  text("text", r.text);
  text("detail", r.detail);
  text("player", r.player);
  if (r.marked) params.push_back({"marked", {}, r.marked, true});
  if (r.current) params.push_back({"current", {}, r.current, true});
  return params;
}

}  // namespace tori
