// The puzzles on a profile: the puzzle rating in each variant (public), and on one's own profile
// the puzzles tried, newest first, each a link to the puzzle.
import type { Variant } from '../rules/rules';
import { puzzleHistory, type PastAttempt, type PuzzleRating } from './puzzle_data';
import * as W from './puzzle_words';
import { fill, html } from '../html';

const { WORDS } = W;

export function showPuzzleProfile(into: HTMLElement, ratings: Partial<Record<Variant, PuzzleRating>> | undefined, own: boolean): Promise<void> {
  const section = document.createElement('section');
  section.className = 'puzzle-profile';
  fill(section, html`<h3>${WORDS.ratingHeading}</h3><table class="puzzle-ratings"><tbody></tbody></table>`);
  into.replaceChildren(section);
  fillRatings(section, ratings ?? {});
  if (!own) return Promise.resolve();
  const history = document.createElement('div');
  fill(history, html`<h3>${WORDS.historyHeading}</h3><ol class="puzzle-history"></ol>`);
  section.append(history);
  return puzzleHistory().then((answer) => {
    fillRatings(section, answer.ratings); // one's own, fresher than the profile's
    const list = history.querySelector('.puzzle-history')!;
    list.replaceChildren(...answer.attempts.map(attemptItem));
    if (answer.attempts.length === 0) list.replaceWith(Object.assign(document.createElement('p'), { className: 'puzzle-history-empty', textContent: WORDS.noHistory }));
  });
}

function fillRatings(section: HTMLElement, ratings: Partial<Record<Variant, PuzzleRating>>): void {
  section.querySelector('.puzzle-ratings tbody')!.replaceChildren(
    ...(Object.keys(W.VARIANT_NAMES) as Variant[]).map((v) => {
      const r = ratings[v];
      const row = document.createElement('tr');
      row.className = v;
      const cells = r && r.attempts > 0 ? [W.VARIANT_NAMES[v], `${Math.round(r.rating)} ± ${Math.round(2 * r.deviation)}`, W.attempts(r.attempts)] : [W.VARIANT_NAMES[v], WORDS.unratedYet, W.attempts(0)];
      for (const c of cells) row.append(Object.assign(document.createElement('td'), { textContent: c }));
      return row;
    }),
  );
}

function attemptItem(a: PastAttempt): HTMLLIElement {
  const li = document.createElement('li');
  li.className = a.solved ? 'solved' : 'failed';
  const link = Object.assign(document.createElement('a'), { href: `/puzzles/${a.puzzle}`, textContent: a.puzzle });
  const when = new Date(typeof a.at === 'number' ? a.at * (a.at < 1e12 ? 1000 : 1) : a.at);
  const parts = [W.VARIANT_NAMES[a.variant], a.solved ? WORDS.solvedWord : WORDS.failedWord, W.seconds(a.seconds)];
  if (a.rated) parts.push(String(Math.round(a.rating_after)));
  li.append(link, ` ${parts.join(' · ')} `, Object.assign(document.createElement('time'), { textContent: isNaN(when.getTime()) ? '' : when.toLocaleDateString() }));
  return li;
}
