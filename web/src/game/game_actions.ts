// The buttons of a game page, as the game and the viewer's place in it allow: resign (abort
// before both players have moved; out of turn it waits for the player's turn and may be
// cancelled until then), offer a draw, a takeback or (Yari, both generals in their
// zones) an impasse settlement,
// accept or decline the opponent's offer, and once the game is over a rematch with colours
// swapped; for everyone: flip, the record as KIF, PGN or USI, and the position's SFEN copied.
import { api, ApiError } from '../api';
import type { Side } from '../rules/rules';
import { bothHaveMoved, firstMover, impasseClaimable, pendingResignText, proposalText, type ServerGame } from './server_game';

export interface ActionHooks {
  send(message: object): void;
  confirmFirst(): boolean;
  go(path: string): void;
  sfen(): string; // the position on the board
  refuse(reason: string): void;
}

const TEMPLATE = `
  <p class="proposal" role="status"></p>
  <div class="play-actions">
    <button class="resign"></button>
    <button class="withdraw-resign">Cancel resignation</button>
    <button class="offer-draw">Offer a draw</button>
    <button class="offer-undo">Takeback</button>
    <button class="offer-impasse">Claim impasse</button>
    <button class="accept-offer">Accept</button>
    <button class="decline-offer">Decline</button>
    <button class="rematch">Rematch</button>
  </div>
  <div class="any-actions">
    <button class="flip">Flip</button>
    <button class="copy-sfen">Copy SFEN</button>
    <a class="record" data-format="kif" download>KIF</a>
    <a class="record" data-format="pgn" download>PGN</a>
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
    element.innerHTML = TEMPLATE;
    const on = (selector: string, run: () => void) => ((this.$(selector) as HTMLButtonElement).onclick = run);
    on('.resign', () => this.resign());
    on('.withdraw-resign', () => this.hooks.send({ op: 'withdraw' }));
    for (const kind of ['draw', 'undo', 'impasse']) on(`.offer-${kind}`, () => this.hooks.send({ op: 'offer', kind }));
    on('.accept-offer', () => this.hooks.send({ op: 'answer', accept: true }));
    on('.decline-offer', () => this.hooks.send({ op: 'answer', accept: false }));
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
    this.$('.resign').textContent = bothHaveMoved(plies) ? 'Resign' : 'Abort';
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
    const word = this.$('.resign').textContent!.toLowerCase();
    if (this.hooks.confirmFirst() && !confirm(`Really ${word} this game?`)) return;
    this.hooks.send({ op: 'resign' });
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
      this.hooks.refuse((e as ApiError).message);
    }
  }

  private async copySfen(): Promise<void> {
    const sfen = this.hooks.sfen();
    try {
      await navigator.clipboard.writeText(sfen);
      this.$('.copy-sfen').textContent = 'SFEN copied';
    } catch {
      // No clipboard (an insecure origin, a refusal): show it to copy by hand.
      window.prompt('The position as SFEN', sfen);
    }
  }
}
