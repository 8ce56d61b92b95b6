// A player's profile: their rating in each variant (with its deviation and record), its history
// as a chart, their puzzle ratings (and on one's own profile the puzzles tried), and their games,
// newest first, a page at a time.
import { api, ApiError, session } from './api';
import { gamePath, type GameSummary } from './lobby/game_summary';
import { showNotFound } from './not_found';
import type { PuzzleRating } from './puzzles/puzzle_data';
import { showPuzzleProfile } from './puzzles/puzzle_profile';
import type { RatingPoint } from './rating_chart';
import type { Variant } from './rules/rules';

interface RatingRecord {
  rating: number;
  deviation: number;
  wins: number;
  losses: number;
  draws: number;
}
interface User {
  id: string;
  kind: 'human' | 'computer';
  created: number;
  ratings: Partial<Record<Variant, RatingRecord>>;
  puzzle_ratings?: Partial<Record<Variant, PuzzleRating>>;
}

const NAMES: Record<Variant, string> = { torishogi: 'Tori Shogi', yarishogi: 'Yari Shogi' };

// A rating still uncertain reads as provisional, "1432?" as on lichess, not "1500 ± 700";
// a player with no game yet is unrated.
const PROVISIONAL_DEVIATION = 110;
function ratingText(r: RatingRecord): string {
  if (r.wins + r.losses + r.draws === 0) return 'unrated';
  const rating = Math.round(r.rating);
  return r.deviation > PROVISIONAL_DEVIATION ? `${rating}?` : `${rating} ± ${Math.round(2 * r.deviation)}`;
}

export async function showProfile(root: HTMLElement, user: string): Promise<void> {
  const page = document.createElement('div');
  page.className = 'profile';
  page.innerHTML = `<h2></h2><table class="ratings"><thead><tr><th>variant</th><th>rating</th><th>won</th><th>lost</th><th>drawn</th></tr></thead><tbody></tbody></table>
    <h3>Rating history</h3><div class="rating-charts"></div><div class="puzzle-slot"></div>
    <h3>Games</h3><label>Variant <select class="variant"><option value="torishogi">Tori Shogi</option><option value="yarishogi">Yari Shogi</option></select></label>
    <ul class="games"></ul><button class="older" hidden>Older games</button><p class="error" role="alert"></p>`;
  root.replaceChildren(page);
  const $ = (selector: string) => page.querySelector(selector) as HTMLElement;
  const fail = (e: unknown) => ($('.error').textContent = (e as ApiError).message);

  try {
    const { user: u } = await api<{ user: User }>('GET', `/api/users/${encodeURIComponent(user)}`);
    $('h2').textContent = `${u.id}${u.kind === 'computer' ? ' (computer)' : ''}`;
    $('.ratings tbody').replaceChildren(
      ...(Object.keys(NAMES) as Variant[]).map((v) => {
        const r = u.ratings[v];
        const row = document.createElement('tr');
        const cells = r
          ? [NAMES[v], ratingText(r), r.wins, r.losses, r.draws]
          : [NAMES[v], 'unrated', 0, 0, 0];
        for (const c of cells) row.append(Object.assign(document.createElement('td'), { textContent: String(c) }));
        return row;
      }),
    );
    void showPuzzleProfile($('.puzzle-slot'), u.puzzle_ratings, session()?.user === u.id).catch(fail);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) showNotFound(root, `No player ${user}`);
    else fail(e);
    return;
  }

  void showRatingHistory($('.rating-charts'), user).catch(fail);

  let before: number | null = null;
  async function more(reset: boolean): Promise<void> {
    const variant = ($('.variant') as HTMLSelectElement).value as Variant;
    if (reset) {
      before = null;
      $('.games').replaceChildren();
    }
    const query = `variant=${variant}&limit=50${before ? `&before=${before}` : ''}`;
    try {
      const answer = await api<{ games: GameSummary[]; next_before: number | null }>(
        'GET',
        `/api/users/${encodeURIComponent(user)}/games?${query}`,
      );
      for (const g of answer.games) {
        const item = document.createElement('li');
        const link = Object.assign(document.createElement('a'), {
          href: gamePath(g),
          textContent: `${g.number}: ${g.players.black} – ${g.players.white}`,
        });
        item.append(link, ` ${g.active ? 'in play' : (g.result?.description ?? '')}`);
        $('.games').append(item);
      }
      before = answer.next_before;
      $('.older').hidden = before === null;
    } catch (e) {
      fail(e);
    }
  }
  ($('.variant') as HTMLSelectElement).onchange = () => void more(true);
  $('.older').onclick = () => void more(false);
  await more(true);
}

// One chart per variant; the charting library is fetched only now, when a profile is shown.
async function showRatingHistory(into: HTMLElement, user: string): Promise<void> {
  const [{ history }, { drawRatingChart }] = await Promise.all([
    api<{ history: Record<Variant, RatingPoint[]> }>('GET', `/api/users/${encodeURIComponent(user)}/ratings`),
    import('./rating_chart'),
  ]);
  for (const v of Object.keys(NAMES) as Variant[]) {
    const chart = document.createElement('figure');
    chart.className = `rating-chart ${v}`;
    into.append(chart);
    drawRatingChart(chart, NAMES[v], history[v] ?? []);
    if (!history[v]?.length) chart.textContent = `${NAMES[v]}: no rated game yet`;
  }
}
