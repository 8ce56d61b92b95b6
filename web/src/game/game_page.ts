// A game's page: GameCtrl (game_ctrl.ts) keeps the game as the server's stream tells it and
// sends the player's actions; GameView (game_view.ts) draws it. Here they are joined: the stream
// (which sends again after a reconnect what had no answer, as the controller judges), the clocks'
// ticking, the replay keys, a game that does not exist, and once the game is over its computer
// analysis (web/src/review), whose code is fetched only then.
import { api, ApiError, session, streamUrl } from '../api';
import { showNotFound } from '../not_found';
import type { ReviewPanel } from '../review/review_panel';
import type { Rules, Variant } from '../rules/rules';
import { Stream } from '../stream';
import { GameCtrl } from './game_ctrl';
import { GameView } from './game_view';
import { WORDS } from './game_words';
import { firstMover, sideOf } from './server_game';

export function showGame(root: HTMLElement, rules: Rules, variant: Variant, number: number, go: (path: string) => void): () => void {
  const me = session()?.user ?? null;
  let review: ReviewPanel | null = null;
  let reviewWanted = false;
  let left = false;

  const ctrl: GameCtrl = new GameCtrl({
    rules,
    variant,
    number,
    me,
    send: (request) => stream.send(request),
    redraw: () => render(),
    now: () => performance.now(),
    notation: () => view.notation.value,
  });
  const view = new GameView(root, rules, ctrl, {
    review: () => review,
    // The quiz of the review takes the board's moves while it asks.
    boardMove: (usi) => (review?.quizBoard() ? review.quizMove(usi) : ctrl.move(usi)),
    go,
  });
  // The page opens at its top, the board in view: the page before it (the home page, scrolled
  // down to a game's link or the computer's button) leaves its scroll behind otherwise.
  window.scrollTo(0, 0);

  function render(): void {
    view.render();
    startReview();
  }

  // Once the game is over (not aborted), its review: loaded once, with the game as it ended.
  function startReview(): void {
    const game = ctrl.game;
    if (!game || game.active || !game.result || game.result.aborted || reviewWanted) return;
    reviewWanted = true;
    const endedMoves = ctrl.moves.slice();
    void import('../review/review_panel').then(({ ReviewPanel }) => {
      if (left) return;
      const slot = view.slot('.review-slot');
      slot.hidden = false;
      review = new ReviewPanel(slot, {
        rules,
        variant,
        number,
        start: game.start_sfen,
        moves: endedMoves,
        players: game.players,
        loggedIn: me !== null,
        side: sideOf(game, me),
        first: firstMover(game),
        quizSlot: view.slot('.quiz-slot'),
        quizStarted: () => view.page.scrollIntoView({ block: 'start' }),
        notation: () => view.notation.value,
        jump: (plies) => ctrl.jump(plies),
        changed: () => render(),
      });
      render();
    });
  }

  const stream = new Stream(() => streamUrl(`/api/games/${variant}/${number}/ws`), {
    message(message, request) {
      if (message.type === 'analysis') return review?.streamed(message);
      ctrl.receive(message, request);
    },
    stillWanted: (request) => ctrl.stillWanted(request),
    down: () => {
      ctrl.down();
      if (!ctrl.game) void checkExists();
    },
    up: () => ctrl.up(),
  });
  const ticker = window.setInterval(() => view.tick(), 100);

  // A stream to a game that does not exist is refused before it opens, which a browser's socket
  // cannot tell from a network down: the API says which, and the page stops reconnecting.
  async function checkExists(): Promise<void> {
    try {
      await api('GET', `/api/games/${variant}/${number}`);
    } catch (e) {
      if (left || !(e instanceof ApiError) || e.status !== 404) return;
      stream.close();
      showNotFound(root, WORDS.noGame(variant, number));
    }
  }

  const keys = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    if (review?.quizBoard()) return; // the quiz holds the board
    if (ctrl.replayKey(event.key)) event.preventDefault();
  };
  document.addEventListener('keydown', keys);

  return () => {
    left = true;
    review?.destroy();
    document.removeEventListener('keydown', keys);
    window.clearInterval(ticker);
    stream.close();
    view.destroy();
  };
}
