// The puzzle of the day on the home page, for everyone (no account needed): Tori's position on a
// small board that takes no moves, what to find, and a link to solve it; a link to Yari's too.
import { Board } from '../game/board';
import type { Rules, Variant } from '../rules/rules';
import { dailyPuzzle } from './puzzle_data';
import * as W from './puzzle_words';
import './daily_card.css';
import { fill, html } from '../html';

export function showDailyCard(into: HTMLElement, rules: Rules): () => void {
  const card = document.createElement('section');
  card.className = 'daily-puzzle';
  fill(card, html`<h2>${W.WORDS.daily}</h2><a class="daily-board-link"><div class="board-box"><div class="board"></div></div></a><p class="daily-task"></p><p class="daily-links"></p>`);
  into.replaceChildren(card);
  const $ = (selector: string) => card.querySelector(selector) as HTMLElement;
  let board: Board | null = null;
  let gone = false;

  const show = async (variant: Variant) => {
    const { puzzle, date } = await dailyPuzzle(variant);
    if (gone) return;
    const turn = rules.state({ variant, start: puzzle.sfen, moves: [] }).turn;
    const link = $('.daily-board-link') as HTMLAnchorElement;
    link.href = `/puzzles/${puzzle.id}`;
    link.setAttribute('aria-label', `${W.WORDS.daily} (${date}): ${W.WORDS.solveIt}`);
    card.classList.toggle('yarishogi', variant === 'yarishogi');
    board = new Board($('.board'), rules, { variant, start: puzzle.sfen, moves: [], me: turn, active: false }, { onMove: () => undefined, onRefused: () => undefined });
    $('.daily-task').textContent = W.task(turn, puzzle.kind, (puzzle.solution.length + 1) / 2);
    const solve = Object.assign(document.createElement('a'), { className: 'daily-solve', href: `/puzzles/${puzzle.id}`, textContent: W.WORDS.solveIt });
    $('.daily-links').replaceChildren(solve);
  };
  const other = async () => {
    const { puzzle } = await dailyPuzzle('yarishogi');
    if (gone) return;
    const a = Object.assign(document.createElement('a'), { className: 'daily-other', href: `/puzzles/${puzzle.id}`, textContent: W.WORDS.otherDaily('yarishogi') });
    $('.daily-links').append(a);
  };
  // A server without puzzles shows no card, and says nothing of it.
  void show('torishogi').then(other).catch(() => {
    if (!gone && !board) card.remove();
  });
  return () => {
    gone = true;
    board?.destroy();
  };
}
