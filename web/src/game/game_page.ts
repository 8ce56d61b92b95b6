// A game's page: the board, both clocks, the moves in the notation the player picks (replayed
// with the arrow keys), the chat, the spectator count, the game's actions (resign or abort,
// offers and answers, rematch, downloads, copy SFEN), and each move announced to screen readers.
// The state follows the server's stream, which resends the whole game after a reconnect; a move
// made while the stream is down is sent once it is back. A finished game shows its computer
// analysis (web/src/review), whose code is fetched only then.
import { api, ApiError, session, streamUrl } from '../api';
import { showNotFound } from '../not_found';
import type { ReviewPanel } from '../review/review_panel';
import type { Rules, Side, Variant } from '../rules/rules';
import { loadSettings, saveSettings } from '../settings';
import { Stream } from '../stream';
import { Board } from './board';
import { clockText } from './clock_text';
import { GameActions } from './game_actions';
import { MoveList } from './move_list';
import { firstMover, other, sideOf, type ServerGame, type ServerMove } from './server_game';
import { Countdown } from './sounds';

const NOTATIONS = ['western', 'numeric', 'japanese', 'usi'] as const;
const SIDE_NAMES: Record<Side, string> = { black: 'Black', white: 'White' };

function element(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html.trim();
  return box.firstElementChild as HTMLElement;
}

const TEMPLATE = `
  <div class="game-page">
   <div class="play-column">
    <div class="banner" role="status" hidden>reconnecting…</div>
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
      <p><a class="analysis-link">Analysis board</a></p>
      <label>Notation <select class="notation">${NOTATIONS.map((n) => `<option>${n}</option>`).join('')}</select></label>
      <ol class="moves" aria-label="Moves (arrow keys replay them)"></ol>
      <form class="typed"><input name="move" placeholder="type a move (any notation)" autocomplete="off" aria-label="Type a move"><button>Play</button></form>
      <p><span class="spectators"></span></p>
      <ul class="chat" aria-label="Chat"></ul>
      <form class="chat-form"><input name="text" maxlength="500" placeholder="chat" autocomplete="off" aria-label="Chat message"><button>Send</button></form>
    </div>
  </div>`;

export function showGame(root: HTMLElement, rules: Rules, variant: Variant, number: number, go: (path: string) => void): () => void {
  const page = element(TEMPLATE);
  page.classList.add(variant);
  root.replaceChildren(page);
  const $ = (selector: string) => page.querySelector(selector) as HTMLElement;
  const settings = loadSettings();
  const notation = $('.notation') as HTMLSelectElement;
  notation.value = settings.notation;
  ($('.analysis-link') as HTMLAnchorElement).href = `/game/${variant}/${number}/analysis`;

  const me = session()?.user ?? null;
  let game: ServerGame | null = null;
  let moves: string[] = [];
  let board: Board | null = null;
  let received = 0; // performance.now() when the last game arrived
  let nextId = 1;
  const countdown = new Countdown();
  let review: ReviewPanel | null = null;
  let reviewWanted = false;
  let left = false;

  const mySide = (): Side | null => (game ? sideOf(game, me) : null);
  const refuse = (reason: string) => ($('.refusal').textContent = reason);
  const send = (message: object) => stream.send({ ...message, id: nextId++ });
  const sendMove = (usi: string) => {
    refuse('');
    send({ op: 'move', move: usi, ply: moves.length + 1 });
  };

  const list = new MoveList($('.moves'), () => render());
  // The quiz of the review takes the board's moves while it asks.
  const boardMove = (usi: string) => (review?.quizBoard() ? review.quizMove(usi) : sendMove(usi));

  // Once the game is over (not aborted), its review: loaded once, with the game as it ended.
  function startReview(): void {
    if (!game || game.active || !game.result || game.result.aborted || reviewWanted) return;
    reviewWanted = true;
    const ended = game;
    const endedMoves = moves.slice();
    void import('../review/review_panel').then(({ ReviewPanel }) => {
      if (left) return;
      const slot = $('.review-slot');
      slot.hidden = false;
      review = new ReviewPanel(slot, {
        rules,
        variant,
        number,
        start: ended.start_sfen,
        moves: endedMoves,
        players: ended.players,
        loggedIn: me !== null,
        side: sideOf(ended, me),
        first: firstMover(ended),
        quizSlot: $('.quiz-slot'),
        quizStarted: () => page.scrollIntoView({ block: 'start' }),
        notation: () => notation.value,
        jump: (plies) => list.jump(plies, moves.length),
        changed: () => render(),
      });
      render();
    });
  }
  const actions = new GameActions($('.actions'), {
    send,
    confirmFirst: () => loadSettings().confirm,
    go,
    sfen: () => board?.gameState().sfen ?? '',
    refuse,
  });

  function written(): string[] {
    return game ? rules.write({ variant, start: game.start_sfen, moves }, notation.value) : [];
  }

  function render(): void {
    if (!game) return;
    const side = mySide();
    const shown = list.shownPlies(moves.length);
    const live = shown === moves.length;
    const quiz = review?.quizBoard() ?? null;
    const boardGame = {
      variant,
      start: game.start_sfen,
      moves: quiz ? quiz.moves : live ? moves : moves.slice(0, shown),
      me: quiz ? quiz.me : live ? side : null,
      active: quiz ? quiz.active : live && game.active,
    };
    if (!board) {
      board = new Board($('.board'), rules, boardGame, { onMove: boardMove, onRefused: refuse });
    } else board.update(boardGame);
    review?.show(shown);
    board.setArrows(review?.arrows() ?? []);
    const bottom: Side = side ?? 'black';
    for (const [where, who] of [['.top-player', other(bottom)], ['.bottom-player', bottom]] as const) {
      const name = game.players[who];
      const link = Object.assign(document.createElement('a'), { href: `/user/${encodeURIComponent(name)}`, textContent: name });
      $(where).replaceChildren(`${who === 'black' ? '☗' : '☖'} `, link);
    }
    const state = board.gameState();
    // Replaying says which move is shown, a finished game's too; at the end, the result.
    $('.status').textContent = !live
      ? `Move ${shown} of ${moves.length} (End for the game)`
      : game.result
        ? game.result.description
        : `${SIDE_NAMES[state.turn]} to move${state.check ? ', in check' : ''}`;
    list.show(written(), review?.glyphs());
    $('.spectators').textContent = `${game.spectators} watching`;
    // Only the players may move or chat (the server refuses anyone else): a spectator is
    // offered neither box.
    $('.typed').hidden = side === null || !game.active;
    $('.chat-form').hidden = side === null;
    actions.show(game, side, moves.length);
    tick();
    board.layoutChanged();
  }

  function tick(): void {
    if (!game?.clocks) return;
    const side = mySide() ?? 'black';
    const elapsed = performance.now() - received;
    const periodMs = game.time && game.time.kind === 'byoyomi' ? game.time.period_ms : 0;
    for (const [where, who] of [['.bottom-clock', side], ['.top-clock', other(side)]] as const) {
      const running = game.clocks.running === who && game.active;
      const text = clockText(game.clocks[who], running ? elapsed : 0, periodMs);
      $(where).textContent = text;
      $(where).classList.toggle('running', running);
      $(where).classList.toggle('byoyomi', game.clocks[who].in_byoyomi);
      if (running && who === mySide() && loadSettings().sounds) countdown.heard(text);
    }
  }
  const ticker = window.setInterval(tick, 100);

  // Each new move in words, for screen readers: "White played Sw3c".
  function announce(before: number): void {
    if (!game || moves.length !== before + 1) return;
    const first = firstMover(game);
    const side = moves.length % 2 === 1 ? first : other(first);
    $('.announce').textContent = `${SIDE_NAMES[side]} played ${written()[moves.length - 1] ?? moves[moves.length - 1]}`;
  }

  const stream = new Stream(() => streamUrl(`/api/games/${variant}/${number}/ws`), {
    message(message) {
      const before = moves.length;
      if (message.type === 'state') {
        game = message.game as ServerGame;
        moves = (game.moves ?? []).map((m: ServerMove) => m.usi);
        $('.chat').innerHTML = '';
        for (const line of game.chat ?? []) addChat(line);
      } else if (message.type === 'update') {
        const offered = game?.proposal ?? null;
        game = { ...game!, ...message.game };
        // An offer gone with no move made and the game on was answered no: its maker hears it
        // in the server's words ("bob rejects alice's draw offer"), until the next update.
        const unmoved = message.moves_from === moves.length && message.moves.length === 0;
        $('.offer-answer').textContent = offered && !game!.proposal && game!.active && unmoved ? message.headline : '';
        moves = moves.slice(0, message.moves_from).concat(message.moves.map((m: ServerMove) => m.usi));
      } else if (message.type === 'chat') {
        return addChat(message.line);
      } else if (message.type === 'spectators') {
        if (game) game.spectators = message.count;
      } else if (message.type === 'error') {
        refuse(message.message);
      } else if (message.type === 'analysis') {
        return review?.streamed(message);
      }
      if (message.type === 'state' || message.type === 'update') received = performance.now();
      render();
      if (message.type === 'update') announce(before);
      startReview();
    },
    down: () => {
      $('.banner').hidden = false;
      if (!game) void checkExists();
    },
    up: () => ($('.banner').hidden = true),
  });

  // A stream to a game that does not exist is refused before it opens, which a browser's socket
  // cannot tell from a network down: the API says which, and the page stops reconnecting.
  async function checkExists(): Promise<void> {
    try {
      await api('GET', `/api/games/${variant}/${number}`);
    } catch (e) {
      if (left || !(e instanceof ApiError) || e.status !== 404) return;
      stream.close();
      showNotFound(root, `No game ${variant} ${number}`);
    }
  }

  function addChat(line: { from: string; text: string }): void {
    const item = element('<li><b></b> <span></span></li>');
    item.querySelector('b')!.textContent = line.from;
    item.querySelector('span')!.textContent = line.text;
    $('.chat').append(item);
    $('.chat').scrollTop = $('.chat').scrollHeight;
  }

  notation.onchange = () => {
    saveSettings({ ...loadSettings(), notation: notation.value as (typeof NOTATIONS)[number] });
    render();
  };
  actions.onFlip = () => board?.flip();
  ($('.typed') as HTMLFormElement).onsubmit = (event) => {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem('move') as HTMLInputElement;
    if (!game) return;
    const explained = rules.explain({ variant, start: game.start_sfen, moves }, input.value);
    // The core counts characters for longer texts; in a box of one move the place is noise.
    const reason = explained.reason?.replace(/ \(at character \d+\)$/, '');
    if (!explained.legal || !explained.usi) return refuse(reason ?? 'not a move');
    sendMove(explained.usi);
    input.value = '';
  };
  ($('.chat-form') as HTMLFormElement).onsubmit = (event) => {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem('text') as HTMLInputElement;
    if (input.value.trim() === '') return;
    send({ op: 'chat', text: input.value });
    input.value = '';
  };
  const keys = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    if (review?.quizBoard()) return; // the quiz holds the board
    if (list.key(event.key, moves.length)) event.preventDefault();
  };
  document.addEventListener('keydown', keys);

  return () => {
    left = true;
    review?.destroy();
    document.removeEventListener('keydown', keys);
    window.clearInterval(ticker);
    stream.close();
    board?.destroy();
  };
}
