// The lobby, live: open seeks and games in progress from the lobby's stream, the player's own
// games and challenges from their own stream (their move first), a create-game dialog, and
// a game against the computer at levels 1-5 (the player's choice of clock and colour; casual:
// a game against a program moves no rating).
import { api, ApiError, session, streamUrl } from '../api';
import type { Rules, Variant } from '../rules/rules';
import { chime } from '../game/sounds';
import { Stream } from '../stream';
import { firstMover, gameKey, gamePath, myGamesInOrder, type GameSummary } from './game_summary';
import { askForNewGame } from './new_game_dialog';
import { describeTime, PRESETS, type TimeControl } from './time_control';

interface Seek {
  id: number;
  variant: Variant;
  user: string;
  handicap: string;
  time: TimeControl;
  rated: boolean;
  first: boolean;
}

const VARIANT_NAMES: Record<Variant, string> = { torishogi: 'Tori', yarishogi: 'Yari' };

// The computer answers at once: a clock of days a move would only keep the game open.
const COMPUTER_TIMES = PRESETS.filter((p) => p.time?.kind !== 'correspondence');

const TEMPLATE = `
  <div class="lobby">
    <section class="play">
      <button class="create">Create a game</button>
      <form class="computer">
        <select name="variant" aria-label="Variant"><option value="torishogi">Tori Shogi</option><option value="yarishogi">Yari Shogi</option></select>
        <select name="level" aria-label="Computer level">${[1, 2, 3, 4, 5].map((l) => `<option value="${l}">level ${l}</option>`).join('')}</select>
        <select name="time" aria-label="Time">${COMPUTER_TIMES.map((p, i) => `<option value="${i}"${p.time ? '' : ' selected'}>${p.name}</option>`).join('')}</select>
        <select name="colour" aria-label="Colour"><option value="first">I move first</option><option value="second">The computer moves first</option></select>
        <button>Play the computer</button>
      </form>
      <p class="error" role="alert"></p>
    </section>
    <section><h2>Your games</h2><ul class="mine"></ul></section>
    <section><h2>Open seeks</h2><ul class="seeks"></ul></section>
    <section><h2>Games being played</h2><ul class="games"></ul></section>
  </div>`;

function item(...children: (Node | string)[]): HTMLLIElement {
  const li = document.createElement('li');
  li.append(...children);
  return li;
}

function link(path: string, text: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = path;
  a.textContent = text;
  return a;
}

function button(text: string, onclick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = text;
  b.onclick = onclick;
  return b;
}

export function showLobby(root: HTMLElement, rules: Rules, go: (path: string) => void): () => void {
  const me = session()!.user;
  const box = document.createElement('div');
  box.innerHTML = TEMPLATE.trim();
  const page = box.firstElementChild as HTMLElement;
  root.replaceChildren(page);
  const $ = (selector: string) => page.querySelector(selector) as HTMLElement;
  const fail = (e: unknown) => ($('.error').textContent = (e as ApiError).message);

  const seeks = new Map<number, Seek>();
  const games = new Map<string, GameSummary>(); // in progress, everyone's
  const mine = new Map<string, GameSummary>();

  const openGame = async (method: string, path: string, body?: object) => {
    try {
      const made = await api<{ game: GameSummary }>(method, path, body);
      go(gamePath(made.game));
    } catch (e) {
      fail(e);
    }
  };

  $('.create').onclick = async () => {
    const asked = await askForNewGame(rules);
    if (!asked) return;
    $('.error').textContent = '';
    if (asked.opponent) return openGame('POST', '/api/games', { ...asked.body, opponent: asked.opponent });
    await api('POST', '/api/seeks', asked.body).catch(fail);
  };
  ($('.computer') as HTMLFormElement).onsubmit = (event) => {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    void openGame('POST', '/api/games', {
      variant: data.get('variant'),
      opponent: `computer${data.get('level')}`,
      time: COMPUTER_TIMES[Number(data.get('time'))].time,
      first: data.get('colour') === 'first',
      rated: false,
    });
  };

  function showSeeks(): void {
    $('.seeks').replaceChildren(
      ...[...seeks.values()].map((s) => {
        const terms = [VARIANT_NAMES[s.variant], describeTime(s.time), s.rated ? 'rated' : 'casual'];
        if (s.handicap) terms.push(`handicap ${s.handicap}`);
        const action =
          s.user === me
            ? button('Cancel', () => void api('DELETE', `/api/seeks/${s.id}`).catch(fail))
            : button('Accept', () => void openGame('POST', `/api/seeks/${s.id}/accept`));
        return item(`${s.user}: ${terms.join(', ')} `, action);
      }),
    );
  }

  function showGames(): void {
    const newest = [...games.values()].sort((a, b) => b.created - a.created || b.number - a.number);
    $('.games').replaceChildren(
      ...newest.map((g) => item(link(gamePath(g), `${VARIANT_NAMES[g.variant]} ${g.number}: ${g.players.black} – ${g.players.white}`))),
    );
  }

  function showMine(): void {
    $('.mine').replaceChildren(
      ...myGamesInOrder([...mine.values()], me).map((m) => {
        const g = m.game;
        const what = !m.moved && !m.myMove ? 'waiting for ' + m.opponent : m.myMove ? 'your move' : `${m.opponent} to move`;
        const li = item(link(gamePath(g), `${VARIANT_NAMES[g.variant]} ${g.number} against ${m.opponent}`), ` — ${what} `);
        li.classList.toggle('my-move', m.myMove);
        // Before their first move a player may still call the game off, unrated.
        if (!m.moved) li.append(button(m.side === firstMover(g) ? 'Abort' : 'Decline', () => {
          void api('POST', `/api/games/${gameKey(g)}/resign`).catch(fail);
        }));
        return li;
      }),
    );
  }

  // When her seek is accepted the seeker is taken to the game, with a chime: her clock may be
  // running. The lobby's stream tells of both, in either order (docs/api.md).
  let myAcceptedSeek: Seek | null = null;
  const startedMine: GameSummary[] = [];
  function toAcceptedGame(): void {
    const game = myAcceptedSeek && startedMine.find((g) => g.variant === myAcceptedSeek!.variant);
    if (!game) return;
    myAcceptedSeek = null;
    chime();
    go(gamePath(game));
  }

  const lobby = new Stream(() => streamUrl('/api/lobby/ws'), {
    message(m) {
      if (m.type === 'seek_removed' && m.reason === 'accepted' && seeks.get(m.id)?.user === me) myAcceptedSeek = seeks.get(m.id)!;
      if (m.type === 'game_started' && (m.game.players.black === me || m.game.players.white === me)) startedMine.push(m.game);
      if (m.type === 'lobby') {
        seeks.clear();
        games.clear();
        for (const s of m.seeks as Seek[]) seeks.set(s.id, s);
        for (const g of m.games as GameSummary[]) games.set(gameKey(g), g);
      } else if (m.type === 'seek_added') {
        seeks.set(m.seek.id, m.seek);
      } else if (m.type === 'seek_removed') {
        seeks.delete(m.id);
      } else if (m.type === 'game_started') {
        games.set(gameKey(m.game), m.game);
      } else if (m.type === 'game_ended') {
        games.delete(gameKey(m.game));
      }
      showSeeks();
      showGames();
      toAcceptedGame();
    },
  });
  const own = new Stream(() => streamUrl('/api/me/ws'), {
    message(m) {
      if (m.type === 'games') {
        mine.clear();
        for (const g of m.games as GameSummary[]) mine.set(gameKey(g), g);
      } else if (m.type === 'game') {
        if (m.game.active) mine.set(gameKey(m.game), m.game);
        else mine.delete(gameKey(m.game));
      }
      showMine();
    },
  });
  return () => {
    lobby.close();
    own.close();
  };
}
