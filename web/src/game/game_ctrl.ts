// A game's page without its drawing (game_view.ts draws it): the game as the server's stream
// tells it, the viewer's actions sent back on that stream, the position replayed, a refused
// move's reason, the answer to the viewer's offer, each new move in words for screen readers.
// No DOM: the stream, the clock and the redraw are given, so it is tested with plain objects.
//
// The stream sends the whole game (`state`) on every (re)connect, then an `update` for each
// change (docs/api.md, WebSocket streams). What the viewer asked for and the server had not
// answered when the connection dropped is sent again on the next one, unless the new state
// shows it done or no longer possible (`stillWanted`): a move taken is not made twice.
import { errorText } from '../i18n/error_words';
import { refusalText } from '../i18n/reason_words';
import { resultText } from '../i18n/result_words';
import type { Rules, Side, Variant } from '../rules/rules';
import type { Request } from '../stream';
import { readClocks, type ClockReading } from './clock';
import { WORDS, type OfferKind } from './game_words';
import { firstMover, other, sideOf, type ServerGame, type ServerMove } from './server_game';

export interface ChatLine {
  from: string;
  text: string;
}

export interface GameCtrlDeps {
  rules: Rules;
  variant: Variant;
  number: number;
  me: string | null; // the viewer's name when logged in
  send(request: Request): void;
  redraw(): void;
  now(): number; // a clock in milliseconds that only goes forward (performance.now)
  notation(): string; // the notation the viewer chose
}

// What the board is to show: the game's position, or an earlier one replayed.
export interface BoardPosition {
  moves: string[];
  me: Side | null; // the side that may move on the board
  active: boolean;
}

export class GameCtrl {
  game: ServerGame | null = null;
  moves: string[] = []; // USI, the whole game
  chat: ChatLine[] = [];
  refusal = ''; // why the last move or request was refused
  offerAnswer = ''; // the answer to the viewer's offer, in the server's words
  announcement = ''; // the last move in words
  reconnecting = false;
  // Counts the messages after which the board is drawn again from the game even if its moves are
  // the same: a whole state, a refusal (a move the board made and the server refused goes back).
  boardResets = 0;

  private viewing: number | null = null; // plies replayed; null: the game as it stands
  private receivedAt = 0; // when the clocks' figures came

  constructor(private readonly deps: GameCtrlDeps) {}

  get variant(): Variant {
    return this.deps.variant;
  }

  get number(): number {
    return this.deps.number;
  }

  mySide(): Side | null {
    return this.game ? sideOf(this.game, this.deps.me) : null;
  }

  // The viewer plays this game and it is on.
  playing(): boolean {
    return this.mySide() !== null && this.game!.active;
  }

  // ---- what the server sends

  // A message of the stream; for an answer (ack or error) the request it answers.
  receive(message: any, request?: Request): void {
    const before = this.moves.length;
    switch (message.type) {
      case 'state': {
        this.game = message.game as ServerGame;
        this.moves = (this.game.moves ?? []).map((m: ServerMove) => m.usi);
        this.chat = (this.game.chat ?? []).map(({ from, text }) => ({ from, text }));
        this.receivedAt = this.deps.now();
        this.boardResets++;
        break;
      }
      case 'update': {
        if (!this.game) return; // an update is news only after the state
        const offered = this.game.proposal;
        this.game = { ...this.game, ...message.game };
        // An offer gone with no move made and the game on was answered no: its maker hears it
        // in the server's words ("bob rejects alice's draw offer"), until the next update.
        const unmoved = message.moves_from === this.moves.length && message.moves.length === 0;
        const declined = offered !== null && !this.game!.proposal && this.game!.active && unmoved;
        this.offerAnswer = declined ? message.headline : '';
        this.moves = this.moves.slice(0, message.moves_from).concat(message.moves.map((m: ServerMove) => m.usi));
        this.receivedAt = this.deps.now();
        this.announce(before);
        break;
      }
      case 'chat':
        this.chat = [...this.chat, { from: message.line.from, text: message.line.text }];
        break;
      case 'spectators':
        if (this.game) this.game = { ...this.game, spectators: message.count };
        break;
      case 'error':
        if (this.alreadyDone(request)) break;
        this.refusal = errorText(message); // from its code (and a move's reason), in the page's language
        this.boardResets++;
        break;
      default:
        return; // an ack: the update has said what changed
    }
    this.deps.redraw();
  }

  // A request answered with an error that the game shows done anyway: a move sent again after a
  // reconnect, which the server had taken (it refuses the repeat by its ply).
  private alreadyDone(request: Request | undefined): boolean {
    return request?.op === 'move' && this.moves[(request.ply as number) - 1] === request.move;
  }

  // After a reconnect, with the new state in: whether a request the server never answered is to
  // be sent again.
  stillWanted(request: Request): boolean {
    const game = this.game;
    const side = this.mySide();
    if (!game || !side || !game.active) return false;
    switch (request.op) {
      case 'move':
        return request.ply === this.moves.length + 1;
      case 'resign':
        return !game.resign_pending?.[side];
      case 'withdraw':
        return !!game.resign_pending?.[side];
      case 'offer':
        return game.proposal === null;
      case 'answer':
        return game.proposal !== null && game.proposal.by !== side;
      case 'chat': {
        // Taken if it is already the viewer's last line.
        const mine = this.chat.filter((line) => line.from === this.deps.me);
        return mine.length === 0 || mine[mine.length - 1].text !== request.text;
      }
      default:
        return true;
    }
  }

  down(): void {
    this.reconnecting = true;
    this.deps.redraw();
  }

  up(): void {
    this.reconnecting = false;
    this.deps.redraw();
  }

  // ---- the viewer's actions

  move(usi: string): void {
    this.refusal = '';
    this.deps.send({ op: 'move', move: usi, ply: this.moves.length + 1 });
    this.deps.redraw();
  }

  // A move typed in any notation: sent when the rules know it, else the reason; true when sent.
  typed(text: string): boolean {
    if (!this.game) return false;
    const explained = this.deps.rules.explain(this.gameMoves(), text);
    if (!explained.legal || !explained.usi) {
      // The core counts characters for longer texts; in a box of one move the place is noise.
      const reason = explained.reason?.replace(/ \(at character \d+\)$/, '');
      this.refuse(explained.reason || explained.refusal ? refusalText({ ...explained, reason }) : WORDS.notAMove);
      return false;
    }
    this.move(explained.usi);
    return true;
  }

  refuse(reason: string): void {
    this.refusal = reason;
    this.deps.redraw();
  }

  say(text: string): boolean {
    if (text.trim() === '') return false;
    this.deps.send({ op: 'chat', text });
    return true;
  }

  resign(): void {
    this.deps.send({ op: 'resign' });
  }

  withdrawResignation(): void {
    this.deps.send({ op: 'withdraw' });
  }

  offer(kind: OfferKind): void {
    this.deps.send({ op: 'offer', kind });
  }

  answer(accept: boolean): void {
    this.deps.send({ op: 'answer', accept });
  }

  // ---- replaying

  shownPlies(): number {
    return this.viewing === null ? this.moves.length : Math.min(this.viewing, this.moves.length);
  }

  live(): boolean {
    return this.shownPlies() === this.moves.length;
  }

  // Shows the position after `plies` (clamped); the end of the game is the game as it goes on.
  jump(plies: number): void {
    const to = Math.max(0, Math.min(this.moves.length, plies));
    this.viewing = to >= this.moves.length ? null : to;
    this.deps.redraw();
  }

  // A key of the replay (arrows, Home, End); true when it was one.
  replayKey(key: string): boolean {
    const now = this.shownPlies();
    const to = ({ ArrowLeft: now - 1, ArrowRight: now + 1, Home: 0, End: this.moves.length } as Record<string, number>)[key];
    if (to === undefined) return false;
    this.jump(to);
    return true;
  }

  // ---- what the view shows

  boardPosition(): BoardPosition {
    const live = this.live();
    return {
      moves: live ? this.moves : this.moves.slice(0, this.shownPlies()),
      me: live ? this.mySide() : null,
      active: live && !!this.game?.active,
    };
  }

  // The line under the board: a replayed move's place, the result, or whose move it is.
  status(): string {
    const game = this.game;
    if (!game) return '';
    if (!this.live()) return WORDS.replaying(this.shownPlies(), this.moves.length);
    if (game.result) return resultText(game.result);
    const state = this.deps.rules.state(this.gameMoves());
    return WORDS.toMove(state.turn, state.check);
  }

  // The moves in the viewer's notation.
  written(): string[] {
    return this.game ? this.deps.rules.write(this.gameMoves(), this.deps.notation()) : [];
  }

  // Both clocks now, or null for an untimed game.
  clocks(): Record<Side, ClockReading> | null {
    return this.game ? readClocks(this.game, this.deps.now() - this.receivedAt) : null;
  }

  private gameMoves() {
    return { variant: this.deps.variant, start: this.game!.start_sfen, moves: this.moves };
  }

  // Each new move in words, for screen readers: "White played Sw3c".
  private announce(before: number): void {
    if (!this.game || this.moves.length !== before + 1) return;
    const first = firstMover(this.game);
    const side = this.moves.length % 2 === 1 ? first : other(first);
    const move = this.written()[this.moves.length - 1] ?? this.moves[this.moves.length - 1];
    this.announcement = WORDS.played(side, move);
  }
}
