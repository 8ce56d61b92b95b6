// The puzzle page's sequence of puzzles, with no DOM: which comes next (the variant and theme
// chosen, kept in this browser; in streak mode a rating that rises), the attempt told to the server
// for a logged-in player and the rating change it answers, and the streak's count. The server's
// calls come in as functions, so tests give their own.
import { ApiError } from '../api';
import { errorText } from '../i18n/error_words';
import type { Rules, Variant } from '../rules/rules';
import { defaultLater, PuzzleCtrl, type Later, type Outcome } from './puzzle_ctrl';
import type { AttemptAnswer, NextQuery, Puzzle } from './puzzle_data';
import { Streak } from './streak';
import { WORDS } from './puzzle_words';

export type PuzzleMode = 'puzzles' | 'streak';

export interface PuzzleServer {
  next(query: NextQuery): Promise<Puzzle>;
  themes(variant: Variant): Promise<{ theme: string; count: number }[]>;
  byId(id: string): Promise<Puzzle>;
  attempt(id: string, moves: string[], seconds: number, rated: boolean): Promise<AttemptAnswer>;
  loggedIn(): boolean;
}

export interface PuzzleChoice {
  variant: Variant;
  theme: string; // '' for any
}

const CHOICE_KEY = 'tori.puzzles';
export const STREAK_NEXT_MS = 1000; // a solved streak puzzle stays in view this long

export function loadChoice(storage: Pick<Storage, 'getItem'> = localStorage): PuzzleChoice {
  try {
    const saved = JSON.parse(storage.getItem(CHOICE_KEY) ?? '{}');
    const variant: Variant = saved.variant === 'yarishogi' ? 'yarishogi' : 'torishogi';
    return { variant, theme: typeof saved.theme === 'string' ? saved.theme : '' };
  } catch {
    return { variant: 'torishogi', theme: '' };
  }
}

export class PuzzleSession {
  ctrl: PuzzleCtrl | null = null;
  loading = false;
  error = '';
  attempt: 'none' | 'posting' | 'done' | 'failed' = 'none';
  answer: AttemptAnswer | null = null;
  attemptError = '';
  streak: Streak | null = null;
  themes: { theme: string; count: number }[] | null = null; // of the chosen variant, once known
  private gone = false;
  private cancelNext: (() => void) | null = null;

  constructor(
    private readonly rules: Rules,
    private readonly server: PuzzleServer,
    readonly mode: PuzzleMode,
    public choice: PuzzleChoice,
    private readonly redraw: () => void,
    private readonly shown: (puzzle: Puzzle) => void = () => undefined, // the address follows it
    private readonly later: Later = defaultLater,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  ) {
    if (mode === 'streak') this.streak = new Streak(choice.variant, storage);
  }

  // The themes of the chosen variant with their counts, asked once a variant.
  loadThemes(): void {
    const variant = this.choice.variant;
    this.themes = null;
    this.server.themes(variant).then(
      (themes) => {
        if (this.gone || this.choice.variant !== variant) return;
        this.themes = themes;
        this.redraw();
      },
      () => undefined, // the list without counts stays
    );
  }

  rated(): boolean {
    return this.mode === 'puzzles' && this.server.loggedIn();
  }

  // The next puzzle of the choice (in a streak: of the streak's rating, one not seen in it).
  async next(): Promise<void> {
    this.cancelNext?.();
    const streak = this.streak;
    // A streak takes puzzles of every theme, as lichess's does.
    const theme = streak ? '' : this.choice.theme;
    const query = { variant: this.choice.variant, ...(theme && { theme }) };
    await this.load(WORDS.noPuzzle, async () => {
      if (!streak) return this.server.next(query);
      let puzzle = await this.server.next({ ...query, rating: streak.nextRating() });
      // Logged out, the server may answer the same puzzle again: ask a few times, a little higher.
      for (let tries = 1; tries < 4 && streak.seenBefore(puzzle.id); tries++)
        puzzle = await this.server.next({ ...query, rating: streak.nextRating() + 25 * tries });
      return puzzle;
    });
  }

  async open(id: string): Promise<void> {
    await this.load(WORDS.notFound, () => this.server.byId(id));
  }

  // A new variant or theme: saved, and a puzzle of it at once.
  choose(choice: PuzzleChoice): Promise<void> {
    const newVariant = choice.variant !== this.choice.variant;
    this.choice = choice;
    if (newVariant) this.loadThemes();
    this.storage.setItem(CHOICE_KEY, JSON.stringify(choice));
    if (this.streak && this.streak.variant !== choice.variant) this.streak = new Streak(choice.variant, this.storage);
    return this.next();
  }

  // A streak over: a new one from the start.
  restartStreak(): Promise<void> {
    this.streak = new Streak(this.choice.variant, this.storage);
    return this.next();
  }

  destroy(): void {
    this.gone = true;
    this.cancelNext?.();
    this.ctrl?.destroy();
  }

  // `missing`: what to say when the server has none.
  private async load(missing: string, fetch: () => Promise<Puzzle>): Promise<void> {
    this.loading = true;
    this.error = '';
    this.redraw();
    let puzzle: Puzzle;
    try {
      puzzle = await fetch();
    } catch (e) {
      if (this.gone) return;
      this.loading = false;
      const status = e instanceof ApiError ? e.status : 0;
      this.error = status === 404 ? missing : WORDS.loadFailed(errorText(e));
      return this.redraw();
    }
    if (this.gone) return;
    this.ctrl?.destroy();
    this.loading = false;
    this.attempt = 'none';
    this.answer = null;
    this.attemptError = '';
    if (puzzle.variant !== this.choice.variant) {
      this.choice = { ...this.choice, variant: puzzle.variant };
      this.loadThemes();
    }
    this.ctrl = new PuzzleCtrl(this.rules, puzzle, this.redraw, (o) => this.finished(puzzle, o), this.later);
    this.streak?.started(puzzle.id);
    this.shown(puzzle);
    this.redraw();
  }

  private finished(puzzle: Puzzle, outcome: Outcome): void {
    if (this.streak) {
      // A streak's attempts are recorded unrated, so that the server serves a logged-in player
      // puzzles they have not had.
      if (this.server.loggedIn()) void this.server.attempt(puzzle.id, outcome.moves, outcome.seconds, false).catch(() => undefined);
      if (!outcome.solved) return this.streak.failed();
      this.streak.solved();
      this.cancelNext = this.later(() => void this.next(), STREAK_NEXT_MS);
      return;
    }
    if (!this.rated()) return;
    this.attempt = 'posting';
    this.server.attempt(puzzle.id, outcome.moves, outcome.seconds, true).then(
      (answer) => {
        if (this.ctrl?.puzzle !== puzzle) return;
        this.attempt = 'done';
        this.answer = answer;
        this.redraw();
      },
      (e: unknown) => {
        if (this.ctrl?.puzzle !== puzzle) return;
        this.attempt = 'failed';
        this.attemptError = errorText(e);
        this.redraw();
      },
    );
  }
}
