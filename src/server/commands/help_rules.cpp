// The rules pages, in our own words, as the server judges the games (docs/rules.md).
#include "server/commands/help_rules.h"

#include <string_view>

namespace tori::server {

namespace {

constexpr std::string_view TORI_RULES = R"(Tori Shogi: the rules
Tori Shogi ("bird shogi", 1799) is played on 7 x 7 squares. Black moves first.
Each side has 16 birds: a phoenix (the king), a falcon, two cranes, two
pheasants, a left and a right quail, and eight swallows ("help pieces" says
how each moves). Squares are named from Black's side: files 1 to 7 from right
to left, ranks a to g from the top.

The start (White in lower case, at the top):
     7  6  5  4  3  2  1
  a  r  p  c  k  c  p  l       k phoenix, s swallow, f falcon, c crane,
  b  .  .  .  f  .  .  .       p pheasant, l left quail, r right quail
  c  s  s  s  s  s  s  s
  d  .  .  s  .  S  .  .
  e  S  S  S  S  S  S  S
  f  .  .  .  F  .  .  .
  g  L  P  C  K  C  P  R

Capture by moving onto an opponent's piece. A captured piece changes sides: it
goes to the captor's hand, and instead of moving, a player may drop a piece
from hand on any empty square, unpromoted. A swallow may not be dropped on the
last rank, nor on a file that already holds two of its owner's unpromoted
swallows, nor to give checkmate (a drop that only checks is fine).

Promotion: the two ranks farthest from a player are their zone. A swallow or
falcon that moves into, within or out of the zone must promote: the swallow to
a goose, the falcon to an eagle. A piece dropped in the zone promotes when it
next moves. No other piece promotes.

The end: checkmate wins, and a player with no legal move loses. A position
(the board, both hands and the side to move) may come about three times; the
move that would bring it a fourth time is illegal, unless the opponent gave
check with every move since it last stood: that ends the game, lost by the one
who kept checking (a draw when both did). A game also ends by resignation, on
time, or in a draw both players agree to.

Handicaps: the stronger player plays White, moves first and leaves out the
left quail, the falcon, or the falcon and one or both quails ("help handicaps").
)";

constexpr std::string_view YARI_RULES = R"(Yari Shogi: the rules
Yari Shogi (Christian Freeling, 1981) is played on 7 files of 9 ranks. Black
moves first. Each side has 14 pieces: a general (the king), two yari rooks,
two yari bishops, two yari knights and seven pawns. "Yari" is a spear: most
pieces slide straight forward like a shogi lance, and the promoted ones slide
straight back ("help pieces"). Squares are named from Black's side: files 1 to
7 from right to left, ranks a to i from the top.

The start (White in lower case, at the top):
     7  6  5  4  3  2  1
  a  r  n  n  k  b  b  r       k general, r yari rook, b yari bishop,
  b  .  .  .  .  .  .  .       n yari knight, p pawn
  c  p  p  p  p  p  p  p
  d  .  .  .  .  .  .  .
  e  .  .  .  .  .  .  .
  f  .  .  .  .  .  .  .
  g  P  P  P  P  P  P  P
  h  .  .  .  .  .  .  .
  i  R  B  B  K  N  N  R

Capture by moving onto an opponent's piece. A captured piece changes sides: it
goes to the captor's hand, and instead of moving, a player may drop a piece
from hand on any empty square, unpromoted; but no pawn, yari knight or yari
bishop on the last rank, and no pawn on a file that holds an unpromoted pawn
of its owner. A pawn drop may mate.

Promotion: the three ranks farthest from a player are their zone. A piece that
moves into, within or out of the zone may promote: a yari rook to a rook, a
yari bishop or yari knight to a yari gold, a pawn to a yari silver. It must
where it could never move again: a pawn, yari bishop or yari knight reaching
the last rank.

The end: checkmate wins, and a player with no legal move loses. The third time
a position (the board, both hands and the side to move) comes about, the game
is drawn, unless one side gave check with every move of the cycle: that side
loses.
Impasse: while both generals stand in their promotion zones, a player may
claim it (move BOARD impasse). If the opponent accepts, each side counts its
pieces on the board and in hand, 5 for every yari rook and yari bishop,
promoted or not, and 1 for every other piece but the general: under 26 loses;
both 26 or more is a draw.
A game also ends by resignation, on time, or in a draw both players agree to.

Handicaps: the stronger player plays White, moves first and leaves out yari
bishops, yari rooks or yari knights ("help handicaps").
)";

}  // namespace

std::string rules_help(VariantId game) {
  return std::string(game == VariantId::TORI ? TORI_RULES : YARI_RULES);
}

}  // namespace tori::server
