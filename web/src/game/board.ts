// The board of a game page: shogiground drawn from the position the rules core computes, with
// the legal moves and drops it allows, promotion compulsory or offered as the core's legal moves
// say, moves and drops made ahead while the opponent thinks (played when the turn comes), and
// every move the player makes handed to `onMove` as USI (or, if the rules forbid it, to
// `onRefused` with the core's reason). The board never decides a rule.
import { Shogiground } from 'shogiground';
import type { Api } from 'shogiground/api';
import type { DrawShape } from 'shogiground/draw';
import type { Key, Piece, PieceName } from 'shogiground/types';
import type { GameState, Rules, Side, Variant } from '../rules/rules';
import { letterOf, PIECES } from './pieces';
import { refusalText } from '../i18n/reason_words';

type Color = 'sente' | 'gote';
const colorOf = (side: Side): Color => (side === 'black' ? 'sente' : 'gote');

// A move as an arrow the page draws (setArrows): from its square, or from the piece in the
// mover's hand for a drop.
export function moveArrow(usi: string, side: Side, variant: Variant, brush: string): DrawShape {
  const dest = usi.slice(2, 4) as Key;
  if (usi[1] !== '*') return { orig: usi.slice(0, 2) as Key, dest, brush };
  return { orig: { role: PIECES[variant].roles[usi[0].toLowerCase()], color: colorOf(side) }, dest, brush };
}

export interface BoardEvents {
  onMove(usi: string): void;
  onRefused(reason: string): void;
}

export interface BoardGame {
  variant: Variant;
  start: string;
  moves: string[];
  me: Side | null; // the side the viewer plays, if any
  active: boolean;
}

export class Board {
  private ground: Api;
  private game: BoardGame;
  private state: GameState;
  private ahead: string[] | null = null; // the player's moves as if it were their turn now

  constructor(
    element: HTMLElement,
    private readonly rules: Rules,
    game: BoardGame,
    private readonly events: BoardEvents,
  ) {
    this.game = game;
    this.state = rules.state(this.asked());
    const pieces = PIECES[game.variant];
    this.ground = Shogiground(
      {
        sfen: this.sfenParts(),
        orientation: colorOf(game.me ?? 'black'),
        squareRatio: [1, 1],
        coordinates: { enabled: true, files: 'numeric', ranks: 'engine' },
        highlight: { lastDests: true, check: true, checkRoles: ['phoenix', 'king'] },
        hands: { inlined: true, roles: pieces.hand },
        forsyth: {
          fromForsyth: (token: string) => pieces.roles[token.toLowerCase()],
          toForsyth: (role: string) => letterOf(game.variant, role),
        },
        promotion: {
          promotesTo: (role: string) => {
            const letter = letterOf(game.variant, role);
            return letter && !letter.startsWith('+') ? pieces.roles['+' + letter] : undefined;
          },
          unpromotesTo: (role: string) => {
            const letter = letterOf(game.variant, role);
            return letter?.startsWith('+') ? pieces.roles[letter.slice(1)] : undefined;
          },
          forceMovePromotion: (orig: Key, dest: Key) => this.promotion(orig, dest) === 'forced',
          movePromotionDialog: (orig: Key, dest: Key) => this.promotion(orig, dest) === 'optional',
        },
        movable: { free: true, events: { after: (o: Key, d: Key, prom: boolean) => this.tried(o + d + (prom ? '+' : '')) } },
        droppable: {
          free: true,
          events: {
            after: (piece: Piece, key: Key) =>
              this.tried(letterOf(game.variant, piece.role)!.toUpperCase() + '*' + key),
          },
        },
        premovable: { enabled: true, generate: (key: Key) => this.aheadDests(key) },
        predroppable: {
          enabled: true,
          generate: (piece: Piece) => this.aheadDests(letterOf(game.variant, piece.role)!.toUpperCase() + '*'),
        },
      },
      { board: element },
    );
    this.redraw();
  }

  // A new state of the game (a move by anyone, a reload): drawn whole, from the core's position.
  update(game: BoardGame): void {
    this.game = game;
    this.state = this.rules.state(this.asked());
    this.ahead = null;
    this.redraw();
    // A move made ahead is played as soon as the turn comes (if the rules allow it then: if not,
    // the reason shows, as for any move).
    if (this.myTurn()) void (this.ground.playPremove() || this.ground.playPredrop());
  }

  gameState(): GameState {
    return this.state;
  }

  // Text around the board changed and may have moved it. shogiground keeps the board's place on
  // the page from its last resize or scroll, and would map clicks and drops to the wrong squares
  // after a move without one; a scroll event is what makes it measure again.
  layoutChanged(): void {
    document.dispatchEvent(new Event('scroll'));
  }

  flip(): void {
    this.ground.toggleOrientation();
  }

  // Arrows and marks the page draws (the analysis board's best move), apart from the player's.
  setArrows(shapes: DrawShape[]): void {
    this.ground.setAutoShapes(shapes);
  }

  destroy(): void {
    this.ground.destroy();
  }

  private asked() {
    return { variant: this.game.variant, start: this.game.start, moves: this.game.moves };
  }

  private sfenParts() {
    const [board, , hands] = this.state.sfen.split(' ');
    return { board, hands: hands && hands !== '' ? hands : '-' };
  }

  // The legal moves in the board library's shape: origins to destinations, drops by piece.
  private redraw(): void {
    const moves = new Map<Key, Key[]>();
    const drops = new Map<PieceName, Key[]>();
    const turn = colorOf(this.state.turn);
    for (const usi of this.state.legal) {
      if (usi[1] === '*') {
        const role = PIECES[this.game.variant].roles[usi[0].toLowerCase()];
        const name: PieceName = `${turn} ${role}`;
        drops.set(name, [...(drops.get(name) ?? []), usi.slice(2, 4) as Key]);
      } else {
        const orig = usi.slice(0, 2) as Key;
        const dest = usi.slice(2, 4) as Key;
        const list = moves.get(orig) ?? [];
        if (!list.includes(dest)) moves.set(orig, [...list, dest]);
      }
    }
    const last = this.game.moves[this.game.moves.length - 1];
    const mine = this.game.active && this.game.me !== null && !this.state.result;
    this.ground.set({
      sfen: this.sfenParts(),
      turnColor: turn,
      activeColor: mine ? colorOf(this.game.me!) : undefined,
      checks: this.state.check ? turn : false,
      lastDests: last ? (last[1] === '*' ? [last.slice(2, 4)] : [last.slice(0, 2), last.slice(2, 4)]) as Key[] : [],
      movable: { dests: moves },
      droppable: { dests: drops },
    });
  }

  private myTurn(): boolean {
    return this.game.active && this.game.me !== null && this.state.turn === this.game.me && !this.state.result;
  }

  // Where a move made ahead (a premove, or a predrop of `from` "S*") may go: the core's legal moves
  // of the position as if the player were to move now. The opponent's move may change that; the
  // move is checked again when it is played.
  private aheadDests(from: string): Key[] {
    if (!this.game.me || !this.game.active) return [];
    if (!this.ahead) {
      const [board, , hands, number] = this.state.sfen.split(' ');
      const start = [board, this.game.me === 'black' ? 'b' : 'w', hands, number].join(' ');
      try {
        this.ahead = this.rules.state({ variant: this.game.variant, start, moves: [] }).legal;
      } catch {
        this.ahead = []; // not a position the core accepts (the opponent in check): no premoves
      }
    }
    return [...new Set(this.ahead.filter((usi) => usi.startsWith(from)).map((usi) => usi.slice(2, 4) as Key))];
  }

  private promotion(orig: Key, dest: Key): 'none' | 'forced' | 'optional' {
    const plain = this.state.legal.includes(orig + dest);
    const promoted = this.state.legal.includes(orig + dest + '+');
    if (promoted && plain) return 'optional';
    return promoted ? 'forced' : 'none';
  }

  // What the player did on the board: played if the rules allow it, else the reason shown and
  // the board put back.
  private tried(usi: string): void {
    if (this.state.legal.includes(usi)) return this.events.onMove(usi);
    const explained = this.rules.explain(this.asked(), usi);
    this.redraw();
    if (explained.legal && explained.usi) return this.events.onMove(explained.usi);
    this.events.onRefused(refusalText(explained));
  }
}
