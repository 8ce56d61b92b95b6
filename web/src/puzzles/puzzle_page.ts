// Where the puzzle page starts, from the address: /puzzles (a puzzle of the variant and theme
// chosen last), /puzzles/ID (that puzzle; the address follows each new puzzle, so it can be
// shared), /puzzles/streak (streak mode). No account is needed.
import { session } from '../api';
import type { Rules } from '../rules/rules';
import { nextPuzzle, postAttempt, puzzleById, puzzleThemes, type Puzzle } from './puzzle_data';
import { loadChoice, PuzzleSession, type PuzzleServer } from './puzzle_session';
import { PuzzleView } from './puzzle_view';

const server: PuzzleServer = {
  next: nextPuzzle,
  themes: puzzleThemes,
  byId: puzzleById,
  attempt: postAttempt,
  loggedIn: () => session() !== null,
};

export function showPuzzlePage(root: HTMLElement, rules: Rules, path: string): () => void {
  const which = path.split('/')[2] || undefined; // main.ts routes only the three forms here
  const mode = which === 'streak' ? 'streak' : 'puzzles';
  const follow = (puzzle: Puzzle) => {
    if (mode === 'puzzles' && location.pathname !== `/puzzles/${puzzle.id}`) history.replaceState(null, '', `/puzzles/${puzzle.id}`);
  };
  // Drawn at once, so that the next click meets the board it expects.
  const redraw = () => view.render();
  const puzzles = new PuzzleSession(rules, server, mode, loadChoice(), redraw, follow);
  const view = new PuzzleView(root, rules, () => puzzles);
  view.render();
  puzzles.loadThemes();
  if (which && which !== 'streak') void puzzles.open(which);
  else void puzzles.next();

  const keys = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    if (puzzles.ctrl?.key(event.key)) event.preventDefault();
  };
  document.addEventListener('keydown', keys);
  return () => {
    document.removeEventListener('keydown', keys);
    puzzles.destroy();
    view.destroy();
  };
}
