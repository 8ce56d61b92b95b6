// The web client's one page: routes in the URL (/ the lobby, /game/VARIANT/NUMBER a game, so a
// game has a link to share, /analysis the analysis board, /puzzles the puzzles), the login and
// sign-up forms; the lobby, the game, the analysis board and the puzzles are pages of their own.
// The home page (home/) is everyone's: the lobby's seeks and games, quick pairing, a live game.
import { api, saveSession, session } from './api';
import { showGame } from './game/game_page';
import { AUTH_WORDS } from './home/auth_words';
import { loadRules, type Rules, type Variant } from './rules/rules';
import { applySettings, loadSettings } from './settings';
import { followSettings, keepSettingsOnServer } from './settings_sync';
import { showNotFound } from './not_found';
import { noticeSeen, startNotices } from './notices';
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
  who.replaceChildren();
  if (!s) {
    // A guest signs up or logs in in a small dialog over the page, which then shows them signed in.
    for (const mode of ['login', 'signup'] as const) {
      const b = Object.assign(document.createElement('button'), { className: mode, textContent: AUTH_WORDS[mode] });
      b.onclick = () => void import('./home/auth_dialog').then(({ askToSignIn }) => askToSignIn(mode)).then((ok) => ok && route());
      who.append(b, ' ');
    }
    return;
  }
  const me = document.createElement('a');
  me.href = `/user/${encodeURIComponent(s.user)}`;
  me.textContent = s.user;
  who.append(me, ' ');
  const out = document.createElement('button');
  out.textContent = AUTH_WORDS.logout;
  out.onclick = async () => {
    await api('POST', '/api/logout').catch(() => undefined);
    saveSession(null);
    go('/');
  };
  who.append(out);
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

// What follows the player logged in: word of their games, their settings kept on the server.
function followPlayer(): void {
  followNotices();
  followSettings();
}

// The home page, for everyone (home/home_page.ts: loaded on its first visit).
function showHome(): () => void {
  return lazyPage(() =>
    import('./home/home_page').then(({ showHomePage }) =>
      showHomePage(app, rules, go, () => {
        showWho();
        followPlayer();
      }),
    ),
  );
}

// The puzzles' addresses (puzzles/puzzle_page.ts): /puzzles, /puzzles/ID, /puzzles/streak.
const PUZZLE_PATH = /^\/puzzles(?:\/(streak|[0-9a-f]{10}))?\/?$/;
const ANALYSIS_PATH = /^\/analysis(\/(torishogi|yarishogi))?\/?$|^\/game\/(torishogi|yarishogi)\/\d+\/analysis$/;

function route(): void {
  leave?.();
  leave = null;
  showWho();
  followPlayer();
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
  // Pages a first visit seldom opens: their code comes with their own first visit.
  const nothingToLeave = (_shown: unknown) => () => {};
  if (location.pathname === '/settings') {
    leave = lazyPage(() => import('./settings_page').then(({ showSettings }) => nothingToLeave(showSettings(app))));
    return;
  }
  const profile = location.pathname.match(/^\/user\/([^/]+)$/);
  if (profile) {
    leave = lazyPage(() => import('./profile/profile_page').then(({ showProfile }) => nothingToLeave(void showProfile(app, decodeURIComponent(profile[1])))));
    return;
  }
  if (location.pathname === '/pieces') {
    leave = lazyPage(() => import('./pieces_page').then(({ showPieces }) => nothingToLeave(showPieces(app, rules))));
    return;
  }
  if (location.pathname === '/players') {
    leave = lazyPage(() => import('./account/players_page').then(({ showPlayers }) => showPlayers(app)));
    return;
  }
  const reset = location.pathname.match(/^\/reset(?:\/([A-Za-z0-9_-]+))?$/);
  if (reset) {
    leave = lazyPage(() =>
      import('./account/password_pages').then(({ showForgotPassword, showResetPassword }) => {
        if (reset[1]) showResetPassword(app, reset[1]);
        else showForgotPassword(app);
        return () => {};
      }),
    );
    return;
  }
  if (location.pathname !== '/') return showNotFound(app);
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
keepSettingsOnServer();
setUpHeader();
loadRules().then((loaded) => {
  rules = loaded;
  route();
});
