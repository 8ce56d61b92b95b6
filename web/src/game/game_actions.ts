// The buttons of a game page, as the game and the viewer's place in it allow: resign (abort
// before both players have moved; out of turn it waits for the player's turn and may be
// cancelled until then), offer a draw, a takeback or (Yari, both generals in their
// zones) an impasse settlement,
// accept or decline the opponent's offer, and once the game is over a rematch with colours
// swapped; for everyone: flip, the record as KIF, PGN or USI, and the position's SFEN copied.
import { api } from '../api';
import { errorText } from '../i18n/error_words';
import { fill, html } from '../html';
import type { Side } from '../rules/rules';
import type { GameCtrl } from './game_ctrl';
import { WORDS } from './game_words';
import { bothHaveMoved, firstMover, impasseClaimable, pendingResignText, proposalText, type ServerGame } from './server_game';

export interface ActionHooks {
  ctrl: GameCtrl; // what the buttons do to the game
  confirmFirst(): boolean;
  go(path: string): void;
  sfen(): string; // the position on the board
}

// The game's buttons start hidden: show() offers those the game allows once it is known.
const TEMPLATE = html`
  <p class="proposal" role="status"></p>
  <div class="play-actions">
    <button class="resign" hidden></button>
    <button class="withdraw-resign" hidden>${WORDS.cancelResignation}</button>
    <button class="offer-draw" hidden>${WORDS.offerDraw}</button>
    <button class="offer-undo" hidden>${WORDS.offerUndo}</button>
    <button class="offer-impasse" hidden>${WORDS.claimImpasse}</button>
    <button class="accept-offer" hidden>${WORDS.accept}</button>
    <button class="decline-offer" hidden>${WORDS.decline}</button>
    <button class="rematch" hidden>${WORDS.rematch}</button>
  </div>
  <div class="any-actions">
    <button class="flip">${WORDS.flip}</button>
    <button class="copy-sfen">${WORDS.copySfen}</button>
    <a class="record" data-format="kif" download>KIF</a>
    <a class="record" data-format="pgn" download title="${WORDS.pgnSides}">PGN</a>
    <a class="record" data-format="usi" download>USI</a>
  </div>`;

export class GameActions {
  onFlip: () => void = () => {};
  private game: ServerGame | null = null;
  private side: Side | null = null;

  constructor(
    private readonly element: HTMLElement,
    private readonly hooks: ActionHooks,
  ) {
    fill(element, TEMPLATE);
    const ctrl = hooks.ctrl;
    const on = (selector: string, run: () => void) => ((this.$(selector) as HTMLButtonElement).onclick = run);
    on('.resign', () => this.resign());
    on('.withdraw-resign', () => ctrl.withdrawResignation());
    for (const kind of ['draw', 'undo', 'impasse'] as const) on(`.offer-${kind}`, () => ctrl.offer(kind));
    on('.accept-offer', () => ctrl.answer(true));
    on('.decline-offer', () => ctrl.answer(false));
    on('.rematch', () => void this.rematch());
    on('.flip', () => this.onFlip());
    on('.copy-sfen', () => void this.copySfen());
  }

  show(game: ServerGame, side: Side | null, plies: number): void {
    this.game = game;
    this.side = side;
    const playing = side !== null && game.active;
    const offer = game.proposal && game.active ? game.proposal : null;
    const visible: Record<string, boolean> = {
      '.resign': playing && !(side && game.resign_pending?.[side]),
      '.withdraw-resign': playing && !!(side && game.resign_pending?.[side]),
      '.offer-draw': playing && !offer && bothHaveMoved(plies),
      '.offer-undo': playing && !offer && plies > 0,
      '.offer-impasse': playing && !offer && game.variant === 'yarishogi' && impasseClaimable(game.sfen),
      '.accept-offer': playing && offer !== null && offer.by !== side,
      '.decline-offer': playing && offer !== null && offer.by !== side,
      '.rematch': side !== null && !game.active,
    };
    for (const [selector, shown] of Object.entries(visible)) this.$(selector).hidden = !shown;
    this.$('.resign').textContent = bothHaveMoved(plies) ? WORDS.resign : WORDS.abort;
    this.$('.proposal').textContent = [proposalText(game, side), pendingResignText(game, side)].filter((t) => t).join('; ');
    for (const link of this.element.querySelectorAll<HTMLAnchorElement>('a.record')) {
      const format = link.dataset.format!;
      link.href = `/api/games/${game.variant}/${game.number}/record?format=${format}`;
      link.download = `${game.variant}-${game.number}.${format === 'usi' ? 'txt' : format}`;
    }
  }

  private $(selector: string): HTMLElement {
    return this.element.querySelector(selector) as HTMLElement;
  }

  private resign(): void {
    const question = bothHaveMoved(this.hooks.ctrl.moves.length) ? WORDS.reallyResign : WORDS.reallyAbort;
    if (this.hooks.confirmFirst() && !confirm(question)) return;
    this.hooks.ctrl.resign();
  }

  // The same terms, the colours swapped: whoever moved first now moves second.
  private async rematch(): Promise<void> {
    const g = this.game;
    if (!g || !this.side) return;
    try {
      const made = await api<{ game: ServerGame }>('POST', '/api/games', {
        variant: g.variant,
        opponent: this.side === 'black' ? g.players.white : g.players.black,
        ...(g.handicap ? { handicap: g.handicap } : {}),
        time: g.time,
        rated: g.rated || g.result?.aborted === true,
        first: this.side !== firstMover(g),
      });
      this.hooks.go(`/game/${made.game.variant}/${made.game.number}`);
    } catch (e) {
      this.hooks.ctrl.refuse(errorText(e));
    }
  }

  private async copySfen(): Promise<void> {
    const sfen = this.hooks.sfen();
    try {
      await navigator.clipboard.writeText(sfen);
      this.$('.copy-sfen').textContent = WORDS.sfenCopied;
    } catch {
      // No clipboard (an insecure origin, a refusal): show it to copy by hand.
      window.prompt(WORDS.sfenPrompt, sfen);
    }
  }
}
