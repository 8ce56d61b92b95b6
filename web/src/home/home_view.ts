// The home page's drawing: the page's frame (made once: the intro, the tiles, the computer form,
// the lists, the places of the TV, the lobby's panel and the puzzle of the day) and, on every
// change of the controller's state, the parts that show it (tiles, seeks, games, the error).
import { errorText } from '../i18n/error_words';
import { gamePath } from '../lobby/game_summary';
import { PRESETS } from '../lobby/time_control';
import type { Variant } from '../rules/rules';
import type { HomeCtrl } from './home_ctrl';
import { VARIANTS, type Seek } from './pairing';
import { W } from './home_words';

// The computer answers at once: a clock of days a move would only keep the game open.
export const COMPUTER_TIMES = PRESETS.filter((p) => p.time?.kind !== 'correspondence');

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

export interface HomeFrame {
  page: HTMLElement;
  introBoards: Record<Variant, HTMLElement>;
  tv: HTMLElement;
  lobby: HTMLElement; // the signed-in player's panel (lobby_page.ts), empty for a guest
  daily: HTMLElement;
  redraw(): void;
}

export function drawHome(ctrl: HomeCtrl): HomeFrame {
  const introBoards = {} as Record<Variant, HTMLElement>;
  const figures = VARIANTS.map((v) => {
    introBoards[v] = el('div', { className: 'board' });
    return el(
      'figure',
      { className: `intro-board ${v}` },
      el('div', { className: 'board-box', role: 'img', ariaLabel: W.startPosition(v) }, introBoards[v]),
      el('figcaption', {}, W.variantName(v)),
    );
  });
  const intro = el(
    'section',
    { className: 'home-intro card' },
    el('div', { className: 'intro-text' }, el('h1', {}, W.introTitle), el('p', {}, W.introTori), el('p', {}, W.introYari), el('p', { className: 'intro-play' }, W.introPlay)),
    el('div', { className: 'intro-boards' }, ...figures),
  );

  const tileGrids = el('div', { className: 'tile-grids' });
  const error = el('p', { className: 'error', role: 'alert' });
  const pairing = el(
    'section',
    { className: 'quick-pairing card' },
    el('h2', {}, W.quickPairing),
    el('p', { className: 'help' }, W.quickPairingHelp),
    tileGrids,
    error,
  );

  const computer = drawComputerForm(ctrl);
  const seeks = el('ul', { className: 'seeks' });
  const games = el('ul', { className: 'games' });
  const lists = el(
    'div',
    { className: 'home-lists' },
    el('section', { className: 'card' }, el('h2', {}, W.seeks), seeks),
    el('section', { className: 'card' }, el('h2', {}, W.games), games),
  );
  const tv = el('section', { className: 'tv card' });
  const lobby = el('div', { className: 'home-lobby' });
  const daily = el('div', { className: 'home-daily' });
  const page = el(
    'div',
    { className: 'home-page' },
    el('div', { className: 'home-main' }, intro, pairing, computer, lobby, lists),
    el('aside', { className: 'home-side' }, tv, daily),
  );

  const redraw = () => {
    tileGrids.replaceChildren(...VARIANTS.map((v) => drawTiles(ctrl, v)));
    error.textContent = ctrl.error ? errorText(ctrl.error) : '';
    seeks.replaceChildren(...drawSeeks(ctrl));
    const playing = ctrl.gamesInOrder();
    games.replaceChildren(
      ...(playing.length
        ? playing.map((g) =>
            el(
              'li',
              {},
              el('a', { href: gamePath(g) }, `${W.variantShort(g.variant)} ${g.number}: `, player(ctrl, g.players.black, g.variant), ' – ', player(ctrl, g.players.white, g.variant)),
            ),
          )
        : [el('li', { className: 'empty' }, W.gamesEmpty)]),
    );
  };
  redraw();
  return { page, introBoards, tv, lobby, daily, redraw };
}

// "alice 1500?": a name with its rating in the variant, when known.
function player(ctrl: HomeCtrl, user: string, variant: Variant): HTMLElement {
  const rating = ctrl.rating(user, variant);
  return el('span', { className: 'player' }, user, ...(rating ? [' ', el('span', { className: 'rating' }, rating)] : []));
}

function drawTiles(ctrl: HomeCtrl, variant: Variant): HTMLElement {
  const tiles = ctrl.tiles().filter((t) => t.tile.variant === variant);
  return el(
    'div',
    { className: `tile-group ${variant}` },
    el('h3', {}, W.variantName(variant)),
    el(
      'div',
      { className: 'tiles' },
      ...tiles.map(({ tile, state }) => {
        const detail =
          state.kind === 'waiting' ? W.waiting : state.kind === 'join' ? W.join(state.seek.user, ctrl.rating(state.seek.user, variant)) : W.speed(tile.speed);
        const button = el(
          'button',
          { className: `tile ${state.kind}`, disabled: ctrl.busy, onclick: () => void ctrl.clickTile(tile) },
          el('span', { className: 'tile-time' }, W.tileTime(tile.time)),
          el('span', { className: 'tile-detail' }, detail),
          ...(state.kind === 'waiting' ? [el('span', { className: 'tile-cancel' }, W.cancel)] : []),
        );
        button.dataset.variant = variant;
        button.dataset.time = W.tileTime(tile.time);
        return button;
      }),
    ),
  );
}

function drawSeeks(ctrl: HomeCtrl): HTMLElement[] {
  const me = ctrl.me();
  const seeks = [...ctrl.seeks.values()];
  if (!seeks.length) return [el('li', { className: 'empty' }, W.seeksEmpty)];
  return seeks.map((s: Seek) => {
    const terms = [W.variantShort(s.variant), W.tileTime(s.time), s.rated ? W.rated : W.casual];
    if (s.handicap) terms.push(W.handicap(s.handicap));
    const action =
      s.user === me
        ? el('button', { onclick: () => void ctrl.cancelSeek(s), disabled: ctrl.busy }, W.cancel)
        : el('button', { onclick: () => void ctrl.acceptSeek(s), disabled: ctrl.busy }, W.accept);
    return el('li', {}, player(ctrl, s.user, s.variant), el('span', { className: 'terms' }, terms.join(' · ')), action);
  });
}

function drawComputerForm(ctrl: HomeCtrl): HTMLElement {
  const select = (name: string, label: string, options: [string, string][], selected?: string) =>
    el('select', { name, ariaLabel: label }, ...options.map(([value, text]) => el('option', { value, selected: value === selected }, text)));
  const form = el(
    'form',
    { className: 'computer' },
    select('variant', W.variantLabel, VARIANTS.map((v) => [v, W.variantName(v)])),
    select('level', W.computerLevelLabel, [1, 2, 3, 4, 5].map((l) => [String(l), W.computerLevel(l)])),
    select('time', W.timeLabel, COMPUTER_TIMES.map((p, i) => [String(i), W.presetName(p)]), String(COMPUTER_TIMES.findIndex((p) => !p.time))),
    select('colour', W.colourLabel, [['first', W.iMoveFirst], ['second', W.computerFirst]]),
    el('button', { className: 'primary' }, W.computer),
  );
  form.onsubmit = (event) => {
    event.preventDefault();
    const data = new FormData(form);
    void ctrl.playComputer({
      variant: data.get('variant') as Variant,
      level: Number(data.get('level')),
      time: COMPUTER_TIMES[Number(data.get('time'))].time,
      first: data.get('colour') === 'first',
    });
  };
  return el('section', { className: 'home-computer card' }, el('h2', {}, W.computer), form);
}
