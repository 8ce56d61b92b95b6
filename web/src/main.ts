// The web client's one page: routes in the URL (/ the lobby, /game/VARIANT/NUMBER a game, so a
// game has a link to share), the login and sign-up forms, and the lobby.
import { api, ApiError, saveSession, session } from './api';
import { showGame } from './game/game_page';
import { loadRules, type Rules, type Variant } from './rules/rules';
import './style.css';

const app = document.getElementById('app')!;
let leave: (() => void) | null = null;
let rules: Rules;

interface Summary {
  variant: Variant;
  number: number;
  players: { black: string; white: string };
  to_move: string | null;
}
interface Seek {
  id: number;
  variant: Variant;
  user: string;
  time: unknown;
}

function go(path: string): void {
  history.pushState(null, '', path);
  route();
}

function showWho(): void {
  const s = session();
  const who = document.getElementById('who')!;
  who.innerHTML = '';
  if (!s) return;
  who.textContent = `${s.user} `;
  const out = document.createElement('button');
  out.textContent = 'Log out';
  out.onclick = async () => {
    await api('POST', '/api/logout').catch(() => undefined);
    saveSession(null);
    go('/');
  };
  who.append(out);
}

function form(html: string): HTMLFormElement {
  const box = document.createElement('div');
  box.innerHTML = html.trim();
  return box.firstElementChild as HTMLFormElement;
}

function showLogin(): void {
  const f = form(`
    <form class="login">
      <h1>Tori and Yari Shogi</h1>
      <label>Userid <input name="user" autocomplete="username" required></label>
      <label>Password <input name="password" type="password" autocomplete="current-password" required></label>
      <button name="login">Log in</button> <button name="signup">Sign up</button>
      <p class="error" role="alert"></p>
    </form>`);
  app.replaceChildren(f);
  f.onsubmit = async (event) => {
    event.preventDefault();
    const signup = (event as SubmitEvent).submitter?.getAttribute('name') === 'signup';
    const data = new FormData(f);
    try {
      const answer = await api<{ token: string; user: string }>(
        'POST',
        signup ? '/api/signup' : '/api/login',
        { user: data.get('user'), password: data.get('password') },
      );
      saveSession({ user: answer.user, token: answer.token });
      route();
    } catch (e) {
      f.querySelector('.error')!.textContent = (e as Error).message;
    }
  };
}

async function showLobby(): Promise<void> {
  const me = session()!.user;
  const page = form(`
    <div class="lobby">
      <section>
        <h2>Play the computer</h2>
        <form class="computer">
          <select name="variant"><option value="torishogi">Tori Shogi</option><option value="yarishogi">Yari Shogi</option></select>
          <select name="level">${[1, 2, 3, 4, 5].map((l) => `<option value="${l}">level ${l}</option>`).join('')}</select>
          <button>Play</button>
        </form>
      </section>
      <section>
        <h2>Open seeks</h2>
        <form class="seek"><select name="variant"><option value="torishogi">Tori Shogi</option><option value="yarishogi">Yari Shogi</option></select> <button>Make a seek</button></form>
        <ul class="seeks"></ul>
      </section>
      <section><h2>Your games</h2><ul class="mine"></ul></section>
      <section><h2>Games being played</h2><ul class="games"></ul></section>
      <p class="error" role="alert"></p>
    </div>`);
  app.replaceChildren(page);
  const error = page.querySelector('.error')!;
  const fail = (e: unknown) => (error.textContent = (e as ApiError).message);

  (page.querySelector('.computer') as HTMLFormElement).onsubmit = async (event) => {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    try {
      const made = await api<{ game: Summary }>('POST', '/api/games', {
        variant: data.get('variant'),
        opponent: `computer${data.get('level')}`,
      });
      go(`/game/${made.game.variant}/${made.game.number}`);
    } catch (e) {
      fail(e);
    }
  };
  (page.querySelector('.seek') as HTMLFormElement).onsubmit = async (event) => {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    await api('POST', '/api/seeks', { variant: data.get('variant') }).catch(fail);
    void fill();
  };

  const link = (g: Summary) => {
    const item = document.createElement('li');
    const a = document.createElement('a');
    a.href = `/game/${g.variant}/${g.number}`;
    a.textContent = `${g.variant} ${g.number}: ${g.players.black} – ${g.players.white}`;
    item.append(a);
    return item;
  };

  async function fill(): Promise<void> {
    const lobby = await api<{ seeks: Seek[]; games: Summary[] }>('GET', '/api/lobby');
    const seeks = page.querySelector('.seeks')!;
    seeks.replaceChildren();
    for (const s of lobby.seeks) {
      const item = document.createElement('li');
      item.textContent = `${s.variant} by ${s.user} `;
      const button = document.createElement('button');
      button.textContent = s.user === me ? 'Cancel' : 'Accept';
      button.onclick = async () => {
        try {
          if (s.user === me) {
            await api('DELETE', `/api/seeks/${s.id}`);
            return void fill();
          }
          const made = await api<{ game: Summary }>('POST', `/api/seeks/${s.id}/accept`);
          go(`/game/${made.game.variant}/${made.game.number}`);
        } catch (e) {
          fail(e);
        }
      };
      item.append(button);
      seeks.append(item);
    }
    page.querySelector('.games')!.replaceChildren(...lobby.games.map(link));
    const mine = await api<{ games: Summary[] }>('GET', `/api/users/${me}/games?which=active`);
    page.querySelector('.mine')!.replaceChildren(...mine.games.map(link));
  }
  await fill().catch(fail);
  const poll = window.setInterval(() => void fill().catch(fail), 3000);
  leave = () => window.clearInterval(poll);
}

function route(): void {
  leave?.();
  leave = null;
  showWho();
  const game = location.pathname.match(/^\/game\/(torishogi|yarishogi)\/(\d+)$/);
  if (game) {
    leave = showGame(app, rules, game[1] as Variant, Number(game[2]));
    return;
  }
  if (!session()) return showLogin();
  void showLobby();
}

document.addEventListener('click', (event) => {
  const a = (event.target as HTMLElement).closest('a');
  if (a && a.origin === location.origin && !event.ctrlKey && !event.metaKey) {
    event.preventDefault();
    go(a.pathname);
  }
});
window.onpopstate = route;

loadRules().then((loaded) => {
  rules = loaded;
  route();
});
