// A player's profile: who they are (since when, online now), their rating in each variant with
// its record and history, their puzzle ratings (and on one's own profile the puzzles tried), and
// their games, newest first, filtered by variant, rated or casual, and result, each opening its
// replay.
import { api, ApiError, session } from '../api';
import { element, fill, html } from '../html';
import { language } from '../i18n/language';
import { showNotFound } from '../not_found';
import type { PuzzleRating } from '../puzzles/puzzle_data';
import { showPuzzleProfile } from '../puzzles/puzzle_profile';
import type { Variant } from '../rules/rules';
import { gameRow, gamesQuery, NO_FILTERS, ratingText, rowMatches, type GameFilters, type GameRow, type RatingRecord } from './profile_ctrl';
import { PROFILE_WORDS as W } from './profile_words';
import type { RatingPoint } from './rating_chart';
import './profile.css';

interface User {
  id: string;
  kind: 'human' | 'computer';
  created: number;
  ratings: Partial<Record<Variant, RatingRecord>>;
  puzzle_ratings?: Partial<Record<Variant, PuzzleRating>>;
}

const VARIANTS: Variant[] = ['torishogi', 'yarishogi'];
const dateText = (d: Date) => d.toLocaleDateString(language(), { year: 'numeric', month: 'short', day: 'numeric' });

function ratingCard(v: Variant, r: RatingRecord | undefined) {
  const rating = ratingText(r);
  const games = r ? r.wins + r.losses + r.draws : 0;
  return html`<div class="card rating-card ${v}">
    <div class="muted">${W.variant(v)}</div>
    <div class="rating-value" title="${rating.provisional ? W.provisional : ''}">${rating.text}</div>
    <div class="muted">${games ? W.record(r!.wins, r!.losses, r!.draws) : W.noGames}</div>
  </div>`;
}

function gameLine(row: GameRow) {
  const outcome = row.outcome === 'active' ? W.inPlay : W[row.outcome];
  return html`<tr class="${row.outcome}">
    <td>${dateText(row.date)}</td>
    <td>${W.variant(row.variant)}</td>
    <td><span class="side-mark" aria-hidden="true">${row.side === 'black' ? '☖' : '☗'}</span> <a href="/user/${encodeURIComponent(row.opponent)}">${row.opponent}</a></td>
    <td><a class="outcome" href="${row.path}" title="${row.resultText}">${outcome}</a>${row.rated ? '' : html` <span class="muted">(${W.casual})</span>`}</td>
    <td class="plies">${row.plies}</td>
  </tr>`;
}

export async function showProfile(root: HTMLElement, user: string): Promise<void> {
  let u: User;
  try {
    u = (await api<{ user: User }>('GET', `/api/users/${encodeURIComponent(user)}`)).user;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) showNotFound(root, W.notFound(user));
    else root.replaceChildren(element(html`<p class="error" role="alert">${(e as Error).message}</p>`));
    return;
  }
  const option = (value: string, text: string) => html`<option value="${value}">${text}</option>`;
  const page = element(html`<div class="profile">
    <section class="profile-head">
      <h1>${u.id}${u.kind === 'computer' ? html` <span class="badge">${W.computer}</span>` : ''}</h1>
      <p class="muted">${W.memberSince(dateText(new Date(u.created * 1000)))}<span class="online" hidden> · ${W.online}</span></p>
    </section>
    <div class="rating-cards">${VARIANTS.map((v) => ratingCard(v, u.ratings[v]))}</div>
    <section class="card"><h2>${W.ratingHistory}</h2><div class="rating-charts"></div></section>
    <div class="puzzle-slot card"></div>
    <section class="card profile-games">
      <h2>${W.games}</h2>
      <form class="game-filters">
        <label>${W.filterVariant} <select name="variant">${option('all', W.allVariants)}${VARIANTS.map((v) => option(v, W.variant(v)))}</select></label>
        <label>${W.filterRated} <select name="rated">${option('all', W.all)}${option('rated', W.rated)}${option('casual', W.casual)}</select></label>
        <label>${W.filterResult} <select name="result">${option('all', W.all)}${option('win', W.wins)}${option('loss', W.losses)}${option('draw', W.draws)}</select></label>
      </form>
      <table class="games"><thead><tr><th>${W.date}</th><th>${W.filterVariant}</th><th>${W.opponent}</th><th>${W.result}</th><th class="plies">${W.moves}</th></tr></thead><tbody></tbody></table>
      <p class="empty games-empty" hidden></p>
      <button class="older" hidden>${W.older}</button>
      <p class="error" role="alert"></p>
    </section>
  </div>`);
  root.replaceChildren(page);
  const $ = <T extends HTMLElement = HTMLElement>(selector: string) => page.querySelector(selector) as T;
  const fail = (e: unknown) => ($('.error').textContent = (e as Error).message);

  void showPuzzleProfile($('.puzzle-slot'), u.puzzle_ratings, session()?.user === u.id).catch(fail);
  void showRatingHistory($('.rating-charts'), user).catch(fail);
  void api<{ users: { id: string }[] }>('GET', '/api/users/online')
    .then(({ users }) => ($('.online').hidden = !users.some((o) => o.id === u.id)))
    .catch(() => undefined); // a server without the list: nothing said

  const form = $<HTMLFormElement>('.game-filters');
  const filters = (): GameFilters => {
    const data = new FormData(form);
    return { ...NO_FILTERS, ...(Object.fromEntries(data) as Partial<GameFilters>) };
  };
  let before: number | null = null;
  let shown = 0;
  async function more(reset: boolean): Promise<void> {
    const chosen = filters();
    if (reset) {
      before = null;
      shown = 0;
      $('.games tbody').replaceChildren();
    }
    try {
      const answer = await api<{ games: Parameters<typeof gameRow>[0][]; next_before: number | null }>('GET', gamesQuery(user, chosen, before));
      const rows = answer.games.map((g) => gameRow(g, user)).filter((r): r is GameRow => r !== null && rowMatches(r, chosen));
      const body = $('.games tbody');
      for (const row of rows) body.append(element(html`<table><tbody>${gameLine(row)}</tbody></table>`).querySelector('tr')!);
      shown += rows.length;
      before = answer.next_before;
      const unfiltered = chosen.variant === 'all' && chosen.rated === 'all' && chosen.result === 'all';
      const cannotPage = chosen.variant === 'all' && before !== null;
      const empty = $('.games-empty');
      empty.hidden = shown > 0 && !cannotPage;
      empty.textContent = shown === 0 ? (unfiltered ? W.noGamesYet : W.noMatch) : W.olderNeedsVariant;
      $('.games').hidden = shown === 0;
      $('.older').hidden = before === null || chosen.variant === 'all';
    } catch (e) {
      fail(e);
    }
  }
  form.onchange = () => void more(true);
  $('.older').onclick = () => void more(false);
  await more(true);
}

// One chart per variant; the charting library is fetched only now, when a profile is shown.
async function showRatingHistory(into: HTMLElement, user: string): Promise<void> {
  const [{ history }, { drawRatingChart }] = await Promise.all([
    api<{ history: Record<Variant, RatingPoint[]> }>('GET', `/api/users/${encodeURIComponent(user)}/ratings`),
    import('./rating_chart'),
  ]);
  for (const v of VARIANTS) {
    const chart = document.createElement('figure');
    chart.className = `rating-chart ${v}`;
    into.append(chart);
    drawRatingChart(chart, W.variant(v), history[v] ?? []);
    if (!history[v]?.length) fill(chart, html`<p class="empty">${W.noRatedGame(W.variant(v))}</p>`);
  }
}
