// A logged-in player's part of the home page: the create-game dialog (an open seek, or a
// challenge to a player by name) and their own games and challenges from their own stream
// (their move first). The open seeks, the games being played and the game against the computer
// are the home page's, for everyone (home/).
import { api, session, streamUrl } from '../api';
import { errorText } from '../i18n/error_words';
import type { Rules } from '../rules/rules';
import { Stream } from '../stream';
import { firstMover, gameKey, gamePath, myGamesInOrder, type GameSummary } from './game_summary';
import { askForNewGame } from './new_game_dialog';
import { W } from '../home/home_words';
import { element, html } from '../html';

const TEMPLATE = html`
  <section class="lobby card">
    <h2></h2>
    <ul class="mine"></ul>
    <div class="play"><button class="create"></button> <span class="help"></span></div>
    <p class="error" role="alert"></p>
  </section>`;

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
  const page = element(TEMPLATE);
  root.replaceChildren(page);
  const $ = (selector: string) => page.querySelector(selector) as HTMLElement;
  const fail = (e: unknown) => ($('.error').textContent = errorText(e));

  const mine = new Map<string, GameSummary>();
  $('h2').textContent = W.yourGames;
  $('.create').textContent = W.createGame;
  $('.help').textContent = W.createGameHelp;

  $('.create').onclick = async () => {
    const asked = await askForNewGame(rules);
    if (!asked) return;
    $('.error').textContent = '';
    if (!asked.opponent) return void (await api('POST', '/api/seeks', asked.body).catch(fail));
    try {
      const made = await api<{ game: GameSummary }>('POST', '/api/games', { ...asked.body, opponent: asked.opponent });
      go(gamePath(made.game));
    } catch (e) {
      fail(e);
    }
  };

  function showMine(): void {
    const games = myGamesInOrder([...mine.values()], me);
    if (!games.length) return $('.mine').replaceChildren(Object.assign(item(W.yourGamesEmpty), { className: 'empty' }));
    $('.mine').replaceChildren(
      ...games.map((m) => {
        const g = m.game;
        const what = !m.moved && !m.myMove ? W.waitingFor(m.opponent) : m.myMove ? W.yourMove : W.theirMove(m.opponent);
        const li = item(link(gamePath(g), W.gameAgainst(g.variant, g.number, m.opponent)), ` — ${what} `);
        li.classList.toggle('my-move', m.myMove);
        // Before their first move a player may still call the game off, unrated.
        if (!m.moved) li.append(button(m.side === firstMover(g) ? W.abort : W.decline, () => {
          void api('POST', `/api/games/${gameKey(g)}/resign`).catch(fail);
        }));
        return li;
      }),
    );
  }

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
  return () => own.close();
}
