// Streak mode: puzzles one after another, each asked a little harder than the last, unrated; one
// wrong move ends the run. The best run is kept in this browser, per variant.
import type { Variant } from '../rules/rules';

export const STREAK_START_RATING = 1000;
export const STREAK_STEP = 50; // rating asked for more per puzzle solved

const KEY = 'tori.puzzles.streak';

export class Streak {
  count = 0;
  over = false;
  best: number;
  private seen = new Set<string>();

  constructor(
    readonly variant: Variant,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  ) {
    this.best = this.stored()[variant] ?? 0;
  }

  // The puzzle rating to ask the server for next.
  nextRating(): number {
    return STREAK_START_RATING + STREAK_STEP * this.count;
  }

  // Whether a puzzle came already in this run (logged out, the server cannot know).
  seenBefore(id: string): boolean {
    return this.seen.has(id);
  }

  started(id: string): void {
    this.seen.add(id);
  }

  solved(): void {
    if (this.over) return;
    this.count++;
    if (this.count > this.best) {
      this.best = this.count;
      this.storage.setItem(KEY, JSON.stringify({ ...this.stored(), [this.variant]: this.best }));
    }
  }

  failed(): void {
    this.over = true;
  }

  private stored(): Partial<Record<Variant, number>> {
    try {
      const saved = JSON.parse(this.storage.getItem(KEY) ?? '{}');
      return typeof saved === 'object' && saved ? saved : {};
    } catch {
      return {};
    }
  }
}
