// The web client's one page: routes in the URL (/ the lobby, /game/VARIANT/NUMBER a game, so a
// game has a link to share, /analysis the analysis board, /puzzles the puzzles), the login and
// sign-up forms; the lobby, the game, the analysis board and the puzzles are pages of their own.
// The home page (the lobby or the login form) has the puzzle of the day beside it.
import { api, saveSession, session } from './api';
import { showGame } from './game/game_page';
import { showLobby } from './lobby/lobby_page';
import { loadRules, type Rules, type Variant } from './rules/rules';
import { applySettings, loadSettings } from './settings';
import { showNotFound } from './not_found';
import { showPieces } from './pieces_page';
import { noticeSeen, startNotices } from './notices';
import { showProfile } from './profile_page';
import { showSettings } from './settings_page';
import { markCurrentPage, setUpHeader } from './site_header';
import './style.css';

const app = document.getElementById('app')!;
let leave: (() => void) | null = null;
let rules: Rules;

function go(path: string): void {
  history.pushState(null, '', path);
  route();
}

function showWho(): void {
  const s = session();
  const who = document.getElementById('who')!;
  who.innerHTML = '';
  if (!s) return;
  const me = document.createElement('a');
  me.href = `/user/${encodeURIComponent(s.user)}`;
  me.textContent = s.user;
  who.append(me, ' ');
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

function showLogin(root: HTMLElement): void {
  const f = form(`
    <form class="login">
      <h1>Tori and Yari Shogi</h1>
      <label>Name <input name="user" autocomplete="username" required></label>
      <label>Password <input name="password" type="password" autocomplete="current-password" required></label>
      <button name="login">Log in</button> <button name="signup">Sign up</button>
      <p class="error" role="alert"></p>
    </form>`);
  root.replaceChildren(f);
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

// Word of the player's games while they are elsewhere: one stream for as long as they are logged in.
let stopNotices: (() => void) | null = null;
let noticesFor: string | null = null;
function followNotices(): void {
  const user = session()?.user ?? null;
  if (user === noticesFor) return;
  stopNotices?.();
  noticesFor = user;
  stopNotices = startNotices(document.getElementById('notices')!);
}

// A page whose code comes with its first visit (the first visit's bundle stays the lobby's):
// shown when loaded, unless the player has gone elsewhere by then.
function lazyPage(load: () => Promise<() => void>): () => void {
  let gone = false;
  let leavePage: (() => void) | null = null;
  void load().then((leaveIt) => {
    if (gone) leaveIt();
    else leavePage = leaveIt;
  });
  return () => {
    gone = true;
    leavePage?.();
  };
}

// The home page: the lobby (or the login form) with the puzzle of the day beside it.
function showHome(): () => void {
  const home = document.createElement('div');
  home.className = 'home';
  const main = document.createElement('div');
  main.className = 'home-main';
  const side = document.createElement('aside');
  side.className = 'home-side';
  home.append(main, side);
  app.replaceChildren(home);
  const leaveCard = lazyPage(() => import('./puzzles/daily_card').then(({ showDailyCard }) => showDailyCard(side, rules)));
  if (!session()) {
    showLogin(main);
    return leaveCard;
  }
  const leaveLobby = showLobby(main, rules, go);
  return () => {
    leaveLobby();
    leaveCard();
  };
}

// The puzzles' addresses (puzzles/puzzle_page.ts): /puzzles, /puzzles/ID, /puzzles/streak.
const PUZZLE_PATH = /^\/puzzles(?:\/(streak|[0-9a-f]{10}))?\/?$/;
const ANALYSIS_PATH = /^\/analysis(\/(torishogi|yarishogi))?\/?$|^\/game\/(torishogi|yarishogi)\/\d+\/analysis$/;

function route(): void {
  leave?.();
  leave = null;
  showWho();
  followNotices();
  noticeSeen(location.pathname);
  markCurrentPage(location.pathname);
  const game = location.pathname.match(/^\/game\/(torishogi|yarishogi)\/(\d+)$/);
  if (game) {
    leave = showGame(app, rules, game[1] as Variant, Number(game[2]), go);
    return;
  }
  // The analysis board needs no account; its code comes with its first visit.
  if (ANALYSIS_PATH.test(location.pathname)) {
    let gone = false;
    let leaveAnalysis: (() => void) | null = null;
    leave = () => {
      gone = true;
      leaveAnalysis?.();
    };
    void import('./analysis/analysis_page').then(({ showAnalysisPage }) => {
      if (!gone) leaveAnalysis = showAnalysisPage(app, rules, location.pathname, location.search);
    });
    return;
  }
  if (PUZZLE_PATH.test(location.pathname)) {
    leave = lazyPage(() => import('./puzzles/puzzle_page').then(({ showPuzzlePage }) => showPuzzlePage(app, rules, location.pathname)));
    return;
  }
  if (location.pathname === '/settings') return showSettings(app);
  const profile = location.pathname.match(/^\/user\/([^/]+)$/);
  if (profile) return void showProfile(app, decodeURIComponent(profile[1]));
  if (location.pathname === '/pieces') return showPieces(app, rules);
  if (location.pathname !== '/') return showNotFound(app, 'Page not found');
  leave = showHome();
}

document.addEventListener('click', (event) => {
  const a = (event.target as HTMLElement).closest('a');
  // The page's own routes; downloads and the API are ordinary links.
  const route = a && a.origin === location.origin && !a.hasAttribute('download') && !a.pathname.startsWith('/api/');
  if (a && route && !event.ctrlKey && !event.metaKey) {
    event.preventDefault();
    go(a.pathname + a.search);
  }
});
window.onpopstate = route;

applySettings(loadSettings());
setUpHeader();
loadRules().then((loaded) => {
  rules = loaded;
  route();
});
