// The game page's drawing: the board, both clocks, the players, the status and a refused move's
// reason beside the board, the moves in the chosen notation, the chat, the spectator count and
// the actions, each render showing GameCtrl's state as it is. What the player does goes to the
// controller (or, while the review's quiz holds the board, to the quiz).
import type { ReviewPanel } from '../review/review_panel';
import type { Rules, Side } from '../rules/rules';
import { element, html } from '../html';
import { loadSettings, saveSettings } from '../settings';
import { Board } from './board';
import { timeToNextStep } from './clock';
import { readingText } from './clock_text';
import { GameActions } from './game_actions';
import type { GameCtrl } from './game_ctrl';
import { WORDS } from './game_words';
import { MoveList } from './move_list';
import { other } from './server_game';
import { Countdown } from './sounds';
import './game.css';

const NOTATIONS = ['western', 'numeric', 'japanese', 'usi'] as const;
export type Notation = (typeof NOTATIONS)[number];

const TEMPLATE = html`
  <div class="game-page">
   <div class="play-column">
    <div class="banner" role="status" hidden>${WORDS.reconnecting}</div>
    <div class="players"><span class="top-player"></span> <span class="clock top-clock" role="timer"></span></div>
    <div class="board-box"><div class="board"></div></div>
    <div class="players"><span class="bottom-player"></span> <span class="clock bottom-clock" role="timer"></span></div>
    <p class="announce visually-hidden" aria-live="polite"></p>
   </div>
    <div class="game-messages"><p class="status"></p><p class="refusal" role="alert"></p><p class="offer-answer" role="status"></p></div>
    <div class="quiz-slot"></div>
    <section class="review-slot" hidden></section>
    <div class="side">
      <div class="actions"></div>
      <p><a class="analysis-link">${WORDS.analysisBoard}</a></p>
      <label>${WORDS.notation} <select class="notation">${NOTATIONS.map((n) => html`<option value="${n}">${WORDS.notations[n]}</option>`)}</select></label>
      <ol class="moves" aria-label="${WORDS.movesLabel}"></ol>
      <form class="typed" hidden><input name="move" placeholder="${WORDS.typeMove}" autocomplete="off" aria-label="${WORDS.typeMoveLabel}"><button>${WORDS.play}</button></form>
      <p><span class="spectators"></span></p>
      <ul class="chat" aria-label="${WORDS.chatLabel}"></ul>
      <form class="chat-form" hidden><input name="text" maxlength="500" placeholder="${WORDS.chat}" autocomplete="off" aria-label="${WORDS.chatMessage}"><button>${WORDS.send}</button></form>
    </div>
  </div>`;

export interface ViewHooks {
  review(): ReviewPanel | null;
  boardMove(usi: string): void; // a move made on the board: the game's, or the quiz's
  go(path: string): void;
}

export class GameView {
  readonly page: HTMLElement;
  private board: Board | null = null;
  private boardKey = '';
  private readonly list: MoveList;
  private readonly actions: GameActions;
  private readonly countdown = new Countdown();
  private chatDrawn: readonly unknown[] | null = null; // the controller's lines last drawn

  constructor(
    root: HTMLElement,
    private readonly rules: Rules,
    private readonly ctrl: GameCtrl,
    private readonly hooks: ViewHooks,
  ) {
    this.page = element(TEMPLATE);
    this.page.classList.add(ctrl.variant);
    root.replaceChildren(this.page);
    this.notation.value = loadSettings().notation;
    this.$<HTMLAnchorElement>('.analysis-link').href = `/game/${ctrl.variant}/${ctrl.number}/analysis`;
    this.list = new MoveList(this.$('.moves'), (plies) => ctrl.jump(plies));
    this.actions = new GameActions(this.$('.actions'), {
      ctrl,
      confirmFirst: () => loadSettings().confirm,
      go: hooks.go,
      sfen: () => this.board?.gameState().sfen ?? '',
    });
    this.actions.onFlip = () => this.board?.flip();
    this.wire();
  }

  get notation(): HTMLSelectElement {
    return this.$<HTMLSelectElement>('.notation');
  }

  slot(selector: '.quiz-slot' | '.review-slot'): HTMLElement {
    return this.$(selector);
  }

  private $<T extends HTMLElement = HTMLElement>(selector: string): T {
    return this.page.querySelector(selector) as T;
  }

  private wire(): void {
    const ctrl = this.ctrl;
    this.notation.onchange = () => {
      saveSettings({ ...loadSettings(), notation: this.notation.value as Notation });
      this.render();
    };
    this.$<HTMLFormElement>('.typed').onsubmit = (event) => {
      event.preventDefault();
      const input = this.$<HTMLInputElement>('.typed input');
      if (ctrl.typed(input.value)) input.value = '';
    };
    this.$<HTMLFormElement>('.chat-form').onsubmit = (event) => {
      event.preventDefault();
      const input = this.$<HTMLInputElement>('.chat-form input');
      if (ctrl.say(input.value)) input.value = '';
    };
  }

  render(): void {
    const ctrl = this.ctrl;
    const game = ctrl.game;
    this.$('.banner').hidden = !ctrl.reconnecting;
    if (!game) return;
    const side = ctrl.mySide();
    const review = this.hooks.review();
    const quiz = review?.quizBoard() ?? null;
    const position = quiz ?? ctrl.boardPosition();
    const boardGame = { variant: ctrl.variant, start: game.start_sfen, ...position };
    // The board is drawn again only when its position changes (or the controller says so): a
    // move just made stays on it until the server's update, and a chat line or a spectator
    // leaves a move made ahead alone.
    const boardKey = `${ctrl.boardResets} ${boardGame.start} ${boardGame.moves.join(' ')} ${boardGame.me} ${boardGame.active}`;
    if (!this.board) {
      this.board = new Board(this.$('.board'), this.rules, boardGame, {
        onMove: (usi) => this.hooks.boardMove(usi),
        onRefused: (reason) => ctrl.refuse(reason),
      });
    } else if (boardKey !== this.boardKey) this.board.update(boardGame);
    this.boardKey = boardKey;
    const shown = ctrl.shownPlies();
    review?.show(shown);
    this.board.setArrows(review?.arrows() ?? []);
    const bottom: Side = side ?? 'black';
    for (const [where, who] of [['.top-player', other(bottom)], ['.bottom-player', bottom]] as const) {
      const name = game.players[who];
      const link = Object.assign(document.createElement('a'), { href: `/user/${encodeURIComponent(name)}`, textContent: name });
      this.$(where).replaceChildren(`${who === 'black' ? '☗' : '☖'} `, link);
    }
    this.$('.status').textContent = ctrl.status();
    this.$('.status').classList.toggle('result', ctrl.live() && game.result !== null); // the end, as a banner
    this.$('.refusal').textContent = ctrl.refusal;
    this.$('.offer-answer').textContent = ctrl.offerAnswer;
    this.$('.announce').textContent = ctrl.announcement;
    this.list.show(ctrl.written(), shown, !ctrl.live(), review?.glyphs());
    this.$('.spectators').textContent = WORDS.watching(game.spectators);
    // Only the players may move or chat (the server refuses anyone else): a spectator is
    // offered neither box.
    this.$('.typed').hidden = !ctrl.playing();
    this.$('.chat-form').hidden = side === null;
    this.drawChat();
    this.actions.show(game, side, ctrl.moves.length);
    this.tick();
    this.board.layoutChanged();
  }

  private drawChat(): void {
    const lines = this.ctrl.chat;
    const box = this.$('.chat');
    if (lines === this.chatDrawn) return; // the controller makes a new list for each change
    box.replaceChildren(...lines.map((line) => element(html`<li><b>${line.from}</b> <span>${line.text}</span></li>`)));
    this.chatDrawn = lines;
    box.scrollTop = box.scrollHeight;
  }

  // The clocks only: drawn ten times a second.
  tick(): void {
    const clocks = this.ctrl.clocks();
    if (!clocks) return;
    const mine = this.ctrl.mySide();
    const bottom = mine ?? 'black';
    for (const [where, who] of [['.bottom-clock', bottom], ['.top-clock', other(bottom)]] as const) {
      const reading = clocks[who];
      const clock = this.$(where);
      clock.textContent = readingText(reading);
      clock.classList.toggle('running', reading.running);
      clock.classList.toggle('byoyomi', reading.inByoyomi);
      if (reading.running && who === mine && loadSettings().sounds) this.countdown.heard(timeToNextStep(reading));
    }
  }

  flip(): void {
    this.board?.flip();
  }

  destroy(): void {
    this.board?.destroy();
  }
}
