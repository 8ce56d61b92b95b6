// Every word the puzzle pages show, in one place, so that a translation (issue 64) has one file
// to follow. Functions where a word depends on a number or a side.
import type { Side, Variant } from '../rules/rules';

export const VARIANT_NAMES: Record<Variant, string> = { torishogi: 'Tori Shogi', yarishogi: 'Yari Shogi' };
const SIDE_NAMES: Record<Side, string> = { black: 'Black', white: 'White' };

export const THEME_NAMES: Record<string, string> = {
  tsume: 'Tsume (every move a check)',
  mate: 'Mate',
  mateIn1: 'Mate in 1',
  mateIn2: 'Mate in 2',
  mateIn3: 'Mate in 3',
  mateIn4: 'Mate in 4',
  mateIn5: 'Mate in 5',
  mateIn6: 'Mate in 6',
  tactic: 'Tactic',
  drop: 'Drop',
  promotion: 'Promotion',
  sacrifice: 'Sacrifice',
  defence: 'Defence',
  endgame: 'Endgame',
  handicap: 'Handicap',
};

export const themeName = (theme: string) => THEME_NAMES[theme] ?? theme;

export const WORDS = {
  title: 'Puzzles',
  streakTitle: 'Puzzle streak',
  loading: 'Loading a puzzle…',
  noPuzzle: 'No puzzle of this kind yet. Choose another theme.',
  notFound: 'There is no such puzzle.',
  loadFailed: (why: string) => `The puzzle could not be loaded: ${why}`,
  yourTurn: 'Your turn',
  bestMove: 'Best move! Keep going…',
  wrong: 'That is not the move!',
  wrongTryAgain: 'Try something else, or view the solution.',
  solved: 'Solved!',
  solution: 'The solution',
  hint: 'Get a hint',
  hintShown: 'The piece to move is circled.',
  viewSolution: 'View the solution',
  retry: 'Try again',
  next: 'Next puzzle',
  newStreak: 'New streak',
  variant: 'Variant',
  theme: 'Theme',
  anyTheme: 'Any theme',
  streakMode: 'Streak mode',
  normalMode: 'Rated puzzles',
  daily: 'Puzzle of the day',
  solveIt: 'Solve it',
  otherDaily: (variant: Variant) => `${VARIANT_NAMES[variant]}: puzzle of the day`,
  unrated: 'Not rated: you are not signed in.',
  signIn: 'Sign in',
  signInWhy: 'to keep a puzzle rating.',
  streakUnrated: 'Streaks are unrated.',
  posting: 'Recording your attempt…',
  postFailed: (why: string) => `The attempt was not recorded: ${why}`,
  first: 'First move of the solution',
  back: 'Previous move',
  forward: 'Next move',
  last: 'Last move',
  replay: 'Step through the solution',
  movesLabel: 'Moves',
  ratingHeading: 'Puzzle ratings',
  historyHeading: 'Your puzzles',
  noHistory: 'No puzzle tried yet.',
  unratedYet: 'unrated',
  solvedWord: 'solved',
  failedWord: 'failed',
};

// What the player is asked to find: "Black to move: mate in 3".
export function task(side: Side, kind: string, solverMoves: number): string {
  if (kind === 'tactic') return `Find the best move for ${SIDE_NAMES[side]}.`;
  return `${SIDE_NAMES[side]} to move: mate in ${solverMoves}.`;
}

export const playingAs = (side: Side) => `You play ${SIDE_NAMES[side]}`;

export const puzzleInfo = (id: string, rating: number, plays: number) =>
  `Puzzle ${id} · rated ${Math.round(rating)} · played ${plays} time${plays === 1 ? '' : 's'}`;

export function ratingChange(before: number, after: number): string {
  const diff = Math.round(after) - Math.round(before);
  return `Your puzzle rating: ${Math.round(after)} (${diff >= 0 ? '+' : '−'}${Math.abs(diff)})`;
}

export const streakCount = (count: number, best: number) => `Streak: ${count} · best ${best}`;
export const streakOver = (count: number) => `Streak over: ${count} puzzle${count === 1 ? '' : 's'} solved.`;
export const attempts = (n: number) => `${n} puzzle${n === 1 ? '' : 's'}`;
export const seconds = (s: number) => `${s} s`;
