// A game's page: the board, both clocks, the moves in the notation the player picks, the chat,
// resign, and the state kept in step with the server's stream, which resends the whole game
// after a reconnect. A move made while the stream is down is sent once it is back.
import { session, streamUrl } from '../api';
import type { Rules, Side, Variant } from '../rules/rules';
import { Board } from './board';
import { clockText } from './clock_text';

interface ServerMove {
  usi: string;
}
interface ServerGame {
  variant: Variant;
  number: number;
  players: { black: string; white: string };
  start_sfen: string;
  moves?: ServerMove[];
  active: boolean;
  result: { description: string } | null;
  time: { kind: string; period_ms?: number } | null;
  clocks: {
    black: Parameters<typeof clockText>[0];
    white: Parameters<typeof clockText>[0];
    running: Side | null;
    now_ms: number;
  } | null;
  chat?: { from: string; text: string }[];
  spectators: number;
}

const NOTATIONS = ['western', 'numeric', 'japanese', 'usi'];

function element(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html.trim();
  return box.firstElementChild as HTMLElement;
}

export function showGame(root: HTMLElement, rules: Rules, variant: Variant, number: number): () => void {
  root.innerHTML = '';
  const page = element(`
    <div class="game-page">
      <div class="banner" hidden>reconnecting…</div>
      <div class="players"><span class="top-player"></span> <span class="clock top-clock"></span></div>
      <div class="board-box"><div class="board"></div></div>
      <div class="players"><span class="bottom-player"></span> <span class="clock bottom-clock"></span></div>
      <p class="status" aria-live="polite"></p>
      <p class="refusal" role="alert"></p>
      <div class="side">
        <label>Notation <select class="notation">${NOTATIONS.map((n) => `<option>${n}</option>`).join('')}</select></label>
        <ol class="moves"></ol>
        <form class="typed"><input name="move" placeholder="type a move (any notation)" autocomplete="off"><button>Play</button></form>
        <button class="resign">Resign</button> <button class="flip">Flip</button>
        <span class="spectators"></span>
        <ul class="chat"></ul>
        <form class="chat-form"><input name="text" maxlength="500" placeholder="chat" autocomplete="off"><button>Send</button></form>
      </div>
    </div>`);
  root.append(page);
  const $ = (selector: string) => page.querySelector(selector) as HTMLElement;
  const notation = $('.notation') as HTMLSelectElement;
  notation.value = localStorage.getItem('tori.notation') ?? 'western';

  const me = session()?.user ?? null;
  let game: ServerGame | null = null;
  let moves: string[] = [];
  let board: Board | null = null;
  let socket: WebSocket | null = null;
  let pending: object[] = []; // sent once the stream is open
  let received = 0; // performance.now() when the last game arrived
  let nextId = 1;
  let closed = false;

  const mySide = (): Side | null =>
    !game || !me ? null : game.players.black === me ? 'black' : game.players.white === me ? 'white' : null;

  function send(message: object): void {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    else pending.push(message);
  }

  function refuse(reason: string): void {
    $('.refusal').textContent = reason;
  }

  function render(): void {
    if (!game) return;
    const side = mySide();
    const boardGame = { variant, start: game.start_sfen, moves, me: side, active: game.active };
    if (!board)
      board = new Board($('.board'), rules, boardGame, {
        onMove: (usi) => {
          refuse('');
          send({ op: 'move', move: usi, ply: moves.length + 1, id: nextId++ });
        },
        onRefused: refuse,
      });
    else board.update(boardGame);
    const bottom: Side = side ?? 'black';
    const top: Side = bottom === 'black' ? 'white' : 'black';
    $('.top-player').textContent = `${top === 'black' ? '☗' : '☖'} ${game.players[top]}`;
    $('.bottom-player').textContent = `${bottom === 'black' ? '☗' : '☖'} ${game.players[bottom]}`;
    const state = board.gameState();
    const turn = state.turn === 'black' ? 'Black' : 'White';
    $('.status').textContent = game.result
      ? game.result.description
      : `${turn} to move${state.check ? ', in check' : ''}`;
    const written = rules.write({ variant, start: game.start_sfen, moves }, notation.value);
    $('.moves').replaceChildren(
      ...written.map((text) => {
        const item = document.createElement('li');
        item.textContent = text;
        return item;
      }),
    );
    $('.spectators').textContent = `${game.spectators} watching`;
    ($('.resign') as HTMLButtonElement).hidden = !side || !game.active;
    tick();
  }

  function tick(): void {
    if (!game?.clocks) return;
    const side = mySide() ?? 'black';
    const elapsed = performance.now() - received;
    const periodMs = game.time?.period_ms ?? 0;
    for (const [where, who] of [['.bottom-clock', side], ['.top-clock', side === 'black' ? 'white' : 'black']] as const) {
      const running = game.clocks.running === who && game.active;
      const text = clockText(game.clocks[who], running ? elapsed : 0, periodMs);
      $(where).textContent = text;
      $(where).classList.toggle('running', running);
      $(where).classList.toggle('byoyomi', game.clocks[who].in_byoyomi);
    }
  }
  const ticker = window.setInterval(tick, 100);

  function connect(): void {
    socket = new WebSocket(streamUrl(`/api/games/${variant}/${number}/ws`));
    socket.onopen = () => {
      $('.banner').hidden = true;
      const waiting = pending;
      pending = [];
      for (const message of waiting) socket!.send(JSON.stringify(message));
    };
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'state') {
        game = message.game;
        moves = (message.game.moves ?? []).map((m: ServerMove) => m.usi);
        $('.chat').innerHTML = '';
        for (const line of message.game.chat ?? []) addChat(line);
      } else if (message.type === 'update') {
        game = { ...game!, ...message.game };
        moves = moves.slice(0, message.moves_from).concat(message.moves.map((m: ServerMove) => m.usi));
      } else if (message.type === 'chat') {
        return addChat(message.line);
      } else if (message.type === 'spectators') {
        if (game) game.spectators = message.count;
      } else if (message.type === 'error') {
        refuse(message.message);
      }
      if (message.type === 'state' || message.type === 'update') received = performance.now();
      render();
    };
    socket.onclose = () => {
      if (closed) return;
      $('.banner').hidden = false;
      window.setTimeout(connect, 1000);
    };
  }

  function addChat(line: { from: string; text: string }): void {
    const item = element('<li><b></b> <span></span></li>');
    item.querySelector('b')!.textContent = line.from;
    item.querySelector('span')!.textContent = line.text;
    $('.chat').append(item);
  }

  notation.onchange = () => {
    localStorage.setItem('tori.notation', notation.value);
    render();
  };
  $('.flip').onclick = () => board?.flip();
  $('.resign').onclick = () => {
    if (confirm('Resign this game?')) send({ op: 'resign', id: nextId++ });
  };
  ($('.typed') as HTMLFormElement).onsubmit = (event) => {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem('move') as HTMLInputElement;
    const explained = rules.explain({ variant, start: game!.start_sfen, moves }, input.value);
    if (!explained.legal || !explained.usi) return refuse(explained.reason ?? 'not a move');
    refuse('');
    send({ op: 'move', move: explained.usi, ply: moves.length + 1, id: nextId++ });
    input.value = '';
  };
  ($('.chat-form') as HTMLFormElement).onsubmit = (event) => {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem('text') as HTMLInputElement;
    if (input.value.trim() === '') return;
    send({ op: 'chat', text: input.value, id: nextId++ });
    input.value = '';
  };

  connect();
  return () => {
    closed = true;
    window.clearInterval(ticker);
    socket?.close();
    board?.destroy();
  };
}
