// The home page, for everyone, signed in or not (loaded on its first visit): the controller
// (home_ctrl.ts) fed by the lobby's stream, its drawing (home_view.ts), the TV, the starting
// positions, the puzzle of the day and, for a signed-in player, their panel (the create-game
// dialog, their games). A guest who signs in on the page (from a tile) gets the panel at once.
import { api, session, streamUrl } from '../api';
import { chime } from '../game/sounds';
import { showLobby } from '../lobby/lobby_page';
import type { Rules } from '../rules/rules';
import { Stream } from '../stream';
import { askToSignIn } from './auth_dialog';
import { HomeCtrl } from './home_ctrl';
import { drawHome } from './home_view';
import { W } from './home_words';
import { showStartBoards } from './intro';
import { Tv } from './tv';
import './home.css';

export function showHomePage(root: HTMLElement, rules: Rules, go: (path: string) => void, signedIn: () => void): () => void {
  let leaveLobby: (() => void) | null = null;
  let leaveCard: (() => void) | null = null;
  let gone = false;
  // A player's own games come first; the intro, for newcomers, goes below.
  const showPanel = () => {
    frame.page.classList.toggle('signed-in', session() !== null);
    if (session() && !leaveLobby) leaveLobby = showLobby(frame.lobby, rules, go);
  };
  const ctrl = new HomeCtrl({
    api,
    me: () => session()?.user ?? null,
    signIn: async () => {
      const ok = await askToSignIn('signup', W.signInFirst);
      if (ok) {
        signedIn();
        showPanel();
      }
      return ok;
    },
    go,
    chime,
    redraw: () => {
      frame.redraw();
      tv.follow(ctrl.featured);
    },
  });
  const frame = drawHome(ctrl);
  const tv = new Tv(frame.tv, rules, ctrl);
  root.replaceChildren(frame.page);
  const leaveBoards = showStartBoards(frame.introBoards, rules);
  showPanel();
  void import('../puzzles/daily_card').then(({ showDailyCard }) => {
    if (!gone) leaveCard = showDailyCard(frame.daily, rules);
  });
  const lobby = new Stream(() => streamUrl('/api/lobby/ws'), { message: (m) => ctrl.lobbyMessage(m) });
  return () => {
    gone = true;
    lobby.close();
    tv.leave();
    leaveBoards();
    leaveLobby?.();
    leaveCard?.();
  };
}
