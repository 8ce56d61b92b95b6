// The review of a finished game: its analysis as it stands on the server (none yet, queued,
// being analysed, done) and the actions on it, with no DOM. Progress comes on the game's stream;
// while the analysis is unfinished a slow poll of the analysis stands in for a stream that
// dropped a message.
import { ApiError, api } from '../api';
import { errorText } from '../i18n/error_words';
import type { GameAnalysis } from './review_data';
import { REVIEW as W } from './review_words';

const POLL_MS = 3000;

export type ReviewStatus = 'loading' | 'none' | 'pending' | 'done';

export class ReviewCtrl {
  analysis: GameAnalysis | null = null;
  status: ReviewStatus = 'loading';
  error = ''; // why the last request was refused
  requesting = false;

  private poll = 0;
  private closed = false;

  constructor(
    private readonly path: string, // /api/games/VARIANT/NUMBER/analysis
    private readonly redraw: () => void,
  ) {
    void this.fetch();
  }

  // Asks the server to analyse the game (a logged-in user).
  async request(): Promise<void> {
    if (this.requesting) return;
    this.requesting = true;
    this.error = '';
    this.redraw();
    try {
      this.take(await api<GameAnalysis>('POST', this.path));
    } catch (e) {
      this.error = requestRefused(e);
    }
    this.requesting = false;
    this.redraw();
  }

  // A `{"type": "analysis"}` message of the game's stream.
  streamed(message: { status: GameAnalysis['status']; done_plies: number; moves: number }): void {
    if (message.status === 'done' || !this.analysis || message.done_plies > this.analysis.plies.length) {
      // The plies themselves come with the analysis: fetched now, so that the chart grows.
      void this.fetch();
    }
    if (this.analysis) {
      this.analysis = { ...this.analysis, status: message.status, done_plies: message.done_plies, moves: message.moves };
      this.redraw();
    }
  }

  close(): void {
    this.closed = true;
    window.clearTimeout(this.poll);
  }

  private async fetch(): Promise<void> {
    try {
      this.take(await api<GameAnalysis>('GET', this.path));
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) this.status = 'none';
      else this.error = errorText(e);
    }
    this.redraw();
  }

  private take(analysis: GameAnalysis): void {
    if (this.closed) return;
    // An older answer (a poll overtaken by the stream) never takes back progress.
    if (this.analysis && analysis.status !== 'done' && analysis.done_plies < this.analysis.done_plies) return;
    this.analysis = analysis;
    this.status = analysis.status === 'done' ? 'done' : 'pending';
    window.clearTimeout(this.poll);
    if (this.status === 'pending') this.poll = window.setTimeout(() => void this.fetch(), POLL_MS);
  }
}

// The refusal in the player's words (docs/api.md: 409 while played, 429 past the hourly limit,
// 503 when the queue is full).
function requestRefused(e: unknown): string {
  if (!(e instanceof ApiError)) return W.requestFailed(errorText(e));
  if (e.status === 429) return W.tooManyRequests;
  if (e.status === 503) return W.queueFull;
  if (e.status === 401) return W.logInToAsk;
  return errorText(e);
}
