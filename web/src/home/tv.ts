// The home page's TV: the featured game on a small board that follows its moves through the
// game's stream (a spectator needs no token), the players with their ratings, and a link that
// opens the game. Shown again whenever the featured game changes; an empty state when nobody
// plays.
import { streamUrl } from '../api';
import { Board } from '../game/board';
import { gameKey, gamePath, type GameSummary } from '../lobby/game_summary';
import type { Rules } from '../rules/rules';
import { Stream } from '../stream';
import type { HomeCtrl } from './home_ctrl';
import { W } from './home_words';
import { fill, html } from '../html';

interface StreamGame {
  variant: GameSummary['variant'];
  number: number;
  start_sfen: string;
  moves?: { usi: string }[];
  move_number: number;
  active: boolean;
  result: { description: string } | null;
}

export class Tv {
  private shown: string | null | undefined = undefined; // undefined: nothing drawn yet
  private stream: Stream | null = null;
  private board: Board | null = null;

  constructor(
    private readonly box: HTMLElement,
    private readonly rules: Rules,
    private readonly ctrl: HomeCtrl,
  ) {
    this.box.replaceChildren(Object.assign(document.createElement('h2'), { textContent: W.tv }));
  }

  // The controller's featured game, on the screen (called on every redraw: only a change of
  // game opens a new stream; the players' ratings are redrawn).
  follow(game: GameSummary | null): void {
    const key = game && gameKey(game);
    if (key === this.shown) return this.drawPlayers(game);
    this.leave();
    this.shown = key;
    const heading = Object.assign(document.createElement('h2'), { textContent: W.tv });
    if (!game) {
      this.box.replaceChildren(heading, Object.assign(document.createElement('p'), { className: 'empty', textContent: W.tvEmpty }));
      return;
    }
    this.box.replaceChildren();
    const link = Object.assign(document.createElement('a'), { className: 'tv-link', href: gamePath(game) });
    fill(link, html`<div class="tv-player tv-white"></div><div class="board-box"><div class="board"></div></div><div class="tv-player tv-black"></div>`);
    const status = Object.assign(document.createElement('p'), { className: 'tv-status' });
    const watch = Object.assign(document.createElement('a'), { className: 'tv-watch', href: gamePath(game), textContent: W.watch });
    this.box.classList.toggle('yarishogi', game.variant === 'yarishogi');
    this.box.append(heading, link, status, watch);
    this.drawPlayers(game);
    let moves: string[] = [];
    const boardEl = link.querySelector('.board') as HTMLElement;
    const show = (g: StreamGame) => {
      const asked = { variant: g.variant, start: g.start_sfen, moves, me: null, active: false };
      if (this.board) this.board.update(asked);
      else this.board = new Board(boardEl, this.rules, asked, { onMove: () => undefined, onRefused: () => undefined });
      status.textContent = g.result ? g.result.description : W.moveOf(g.move_number);
      link.dataset.plies = String(moves.length); // what the board shows, for the tests
    };
    this.stream = new Stream(() => streamUrl(`/api/games/${key}/ws`), {
      message: (m) => {
        if (m.type === 'state') {
          moves = (m.game.moves ?? []).map((x: { usi: string }) => x.usi);
          show(m.game);
        } else if (m.type === 'update') {
          moves = moves.slice(0, m.moves_from).concat(m.moves.map((x: { usi: string }) => x.usi));
          show(m.game);
        }
      },
    });
  }

  leave(): void {
    this.stream?.close();
    this.stream = null;
    this.board?.destroy();
    this.board = null;
  }

  private drawPlayers(game: GameSummary | null): void {
    if (!game) return;
    for (const side of ['black', 'white'] as const) {
      const box = this.box.querySelector(`.tv-${side}`);
      if (!box) continue;
      const user = game.players[side];
      const rating = this.ctrl.rating(user, game.variant);
      box.textContent = `${side === 'black' ? '☗' : '☖'} ${user}${rating ? ` ${rating}` : ''}`;
    }
  }
}
