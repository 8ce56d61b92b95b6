// The review of a finished game on its page: the button that asks for the computer's analysis,
// its progress, then the evaluation chart (a click shows that move), the comment of the move on
// the board ("Mistake. Best was Sw-4d." with the best move's arrow), each player's accuracy and
// judgements, and "Learn from your mistakes" for the player who made them. The game page loads
// this module only for a finished game, so a game in play does not carry the chart library.
import type { DrawShape } from 'shogiground/draw';
import type { EngineLike } from '../analysis/analysis_ctrl';
import type { MoveMark } from '../game/move_list';
import { moveArrow } from '../game/board';
import { fill, html } from '../html';
import { sideName } from '../i18n/result_words';
import type { Rules, Side, Variant } from '../rules/rules';
import { EvalChart } from './eval_chart';
import { MistakesQuiz } from './mistakes_quiz';
import { QuizCtrl } from './quiz_ctrl';
import { ReviewCtrl } from './review_ctrl';
import {
  chartPoints, commentText, describeChart, evaluationText, GLYPHS, judgements, judgementWord, moverOf, plyOf, progressText,
  type Judgement, type PlayerSummary,
} from './review_data';
import { questionPlies } from './learn_logic';
import { REVIEW as W } from './review_words';
import './review.css';

export interface ReviewHost {
  rules: Rules;
  variant: Variant;
  number: number;
  start: string; // SFEN
  moves: string[]; // the whole game, USI
  players: { black: string; white: string };
  loggedIn: boolean;
  side: Side | null; // the side the viewer played, if they did
  first: Side;
  quizSlot: HTMLElement; // where the quiz asks: beside the board on a desktop, under it on a phone
  quizStarted(): void; // bring the board into view
  notation(): string;
  jump(plies: number): void; // show the position after so many plies
  changed(): void; // the board or the move list must be drawn again
}

const loadEngine = (): Promise<EngineLike> => import('../engine/engine_client').then((module) => module.BrowserEngine.start());

const TEMPLATE = html`
  <h2>${W.title}</h2>
  <div class="review-request">
    <button type="button" class="request-analysis">${W.request}</button>
    <p class="review-note"></p>
  </div>
  <div class="review-progress" role="status"><span></span> <progress max="1" value="0"></progress></div>
  <div class="chart-slot"></div>
  <p class="review-comment" aria-live="polite"></p>
  <table class="review-summary"><caption class="visually-hidden">${W.summaryCaption}</caption><thead></thead><tbody></tbody></table>
  <div class="learn"><button type="button" class="learn-start"></button><p class="learn-note"></p></div>`;

export class ReviewPanel {
  private readonly ctrl: ReviewCtrl;
  private readonly chart: EvalChart;
  private quiz: { ctrl: QuizCtrl; view: MistakesQuiz } | null = null;
  private shown = 0;
  private gameWritten: { notation: string; moves: string[] } | null = null;

  constructor(
    private readonly element: HTMLElement,
    private readonly host: ReviewHost,
  ) {
    element.classList.add('review');
    element.setAttribute('aria-label', W.title);
    fill(element, TEMPLATE);
    this.chart = new EvalChart((plies) => host.jump(plies));
    this.$('.chart-slot').replaceWith(this.chart.element);
    this.$('.request-analysis').onclick = () => void this.ctrl.request();
    this.$('.learn-start').onclick = () => this.startQuiz();
    this.ctrl = new ReviewCtrl(`/api/games/${host.variant}/${host.number}/analysis`, () => host.changed());
  }

  streamed(message: { status: 'queued' | 'running' | 'done'; done_plies: number; moves: number }): void {
    this.ctrl.streamed(message);
  }

  // The judgement of each move as the move list marks it: its glyph, and its name for screen
  // readers and as a tooltip.
  glyphs(): (MoveMark | null)[] {
    return this.judged().map((j) => (j ? { glyph: GLYPHS[j], word: judgementWord(j), kind: j } : null));
  }

  // The page shows the position after `shown` plies.
  show(shown: number): void {
    this.shown = shown;
    this.render();
  }

  // The best move's arrow where the move on the board was judged; the quiz's arrows during it.
  arrows(): DrawShape[] {
    if (this.quiz) return this.quizArrows();
    const ply = plyOf(this.ctrl.analysis, this.shown);
    if (!ply?.judgement || !ply.best) return [];
    return [moveArrow(ply.best, moverOf(ply.ply, this.host.first), this.host.variant, 'primary')];
  }

  // What the board shows while the quiz asks: its moves and the side that answers.
  quizBoard(): { moves: string[]; me: Side; active: boolean } | null {
    if (!this.quiz || this.quiz.ctrl.phase === 'done') return null;
    return { moves: this.quiz.ctrl.boardMoves(), me: this.host.side!, active: this.quiz.ctrl.asking() };
  }

  quizMove(usi: string): void {
    this.quiz?.ctrl.tryMove(usi);
  }

  destroy(): void {
    this.ctrl.close();
    this.chart.destroy();
    this.quiz?.ctrl.stop();
  }

  private judged(): (Judgement | null)[] {
    return judgements(this.ctrl.analysis, this.host.moves.length);
  }

  private $(selector: string): HTMLElement {
    return this.element.querySelector(selector) as HTMLElement;
  }

  // The game's moves in the chosen notation, written once per notation.
  private writtenGame(): string[] {
    const notation = this.host.notation();
    if (this.gameWritten?.notation !== notation) {
      const game = { variant: this.host.variant, start: this.host.start, moves: this.host.moves };
      this.gameWritten = { notation, moves: this.host.rules.write(game, notation) };
    }
    return this.gameWritten.moves;
  }

  private written(before: string[], usi: string): string {
    const game = { variant: this.host.variant, start: this.host.start, moves: [...before, usi] };
    try {
      return this.host.rules.write(game, this.host.notation()).at(-1) ?? usi;
    } catch {
      return usi;
    }
  }

  private render(): void {
    const { ctrl, host } = this;
    const analysis = ctrl.analysis;
    this.$('.review-request').hidden = ctrl.status !== 'none' && !ctrl.error;
    const button = this.$('.request-analysis') as HTMLButtonElement;
    button.hidden = !host.loggedIn || ctrl.status !== 'none';
    button.disabled = ctrl.requesting;
    this.$('.review-note').textContent = ctrl.error || (host.loggedIn ? '' : W.logInToRequest);
    const pending = ctrl.status === 'pending' && analysis !== null;
    this.$('.review-progress').hidden = !pending;
    if (pending) {
      this.$('.review-progress span').textContent = progressText(analysis);
      const bar = this.$('.review-progress progress') as HTMLProgressElement;
      bar.value = analysis.moves ? analysis.done_plies / analysis.moves : 0;
    }
    const started = analysis !== null && analysis.plies.length > 0;
    this.chart.element.hidden = !started;
    if (started) {
      const total = host.moves.length;
      const final = host.rules.state({ variant: host.variant, start: host.start, moves: host.moves }).result;
      const points = chartPoints(analysis, total, final);
      const judged = [null, ...this.judged()];
      const labels = points.x.map((plies, i) => this.pointLabel(plies, judged[i]));
      this.chart.show({ ...points, judged, labels }, this.shown, describeChart(analysis));
    }
    this.renderComment();
    this.renderSummary();
    this.renderLearn();
  }

  // The move on the board: "5. RQx1f? Mistake. Best was Swx3c." and the evaluation after it.
  // "Move 23: Sw-4d? +1.20" (the evaluation after the move), "Start +0.35".
  private pointLabel(plies: number, judgement: Judgement | null): string {
    const after = plyOf(this.ctrl.analysis, plies + 1);
    const value = after ? evaluationText(after.eval) : '';
    if (plies === 0) return W.pointStart(value);
    const move = this.writtenGame()[plies - 1] ?? this.host.moves[plies - 1];
    return W.pointMove(plies, `${move}${judgement ? GLYPHS[judgement] : ''}`, value);
  }

  private renderComment(): void {
    const comment = this.$('.review-comment');
    const ply = plyOf(this.ctrl.analysis, this.shown);
    const after = plyOf(this.ctrl.analysis, this.shown + 1);
    comment.replaceChildren();
    comment.className = 'review-comment';
    if (this.quiz || !ply) return;
    const before = this.host.moves.slice(0, ply.ply - 1);
    const move = document.createElement('b');
    move.textContent = `${ply.ply}. ${this.written(before, ply.move)}${ply.judgement ? GLYPHS[ply.judgement] : ''}`;
    comment.append(move);
    if (ply.judgement) {
      comment.classList.add(ply.judgement);
      comment.append(` ${commentText(ply.judgement)}`);
      // The best move on one line: "Fa-2b" must not break at its hyphen.
      const best = ply.best ? this.written(before, ply.best) : null;
      if (best) comment.append(W.bestWas[0], Object.assign(document.createElement('span'), { className: 'nowrap', textContent: best }), W.bestWas[1]);
    }
    if (after) comment.append(Object.assign(document.createElement('span'), { className: 'review-eval', textContent: W.evaluation(evaluationText(after.eval)) }));
  }

  private renderSummary(): void {
    const table = this.$('.review-summary');
    const players = this.ctrl.status === 'done' ? this.ctrl.analysis?.players : undefined;
    table.hidden = !players;
    if (!players) return;
    const head = document.createElement('tr');
    head.append(document.createElement('th'));
    for (const side of ['black', 'white'] as const) {
      head.append(Object.assign(document.createElement('th'), { scope: 'col', textContent: `${side === 'black' ? '☗' : '☖'} ${this.host.players[side]}` }));
    }
    const rows: [string, string, (p: PlayerSummary) => string][] = [
      ['inaccuracy', W.inaccuracies, (p) => String(p.inaccuracies)],
      ['mistake', W.mistakes, (p) => String(p.mistakes)],
      ['blunder', W.blunders, (p) => String(p.blunders)],
      ['loss', W.averageLoss, (p) => String(Math.round(p.average_loss))],
      ['accuracy', W.accuracy, (p) => `${Math.round(p.accuracy)}%`],
    ];
    const body = rows.map(([kind, name, value]) => {
      const row = document.createElement('tr');
      row.className = kind;
      const glyph = kind in GLYPHS ? `${GLYPHS[kind as Judgement]} ` : '';
      row.append(Object.assign(document.createElement('th'), { scope: 'row', textContent: `${glyph}${name}` }));
      for (const side of ['black', 'white'] as const) row.append(Object.assign(document.createElement('td'), { textContent: value(players[side]) }));
      return row;
    });
    this.$('.review-summary thead').replaceChildren(head);
    this.$('.review-summary tbody').replaceChildren(...body);
  }

  private renderLearn(): void {
    const { ctrl, host } = this;
    const learn = this.$('.learn');
    const done = ctrl.status === 'done' && ctrl.analysis !== null;
    learn.hidden = !done || host.side === null;
    if (learn.hidden) return;
    const count = questionPlies(ctrl.analysis!, host.side!, host.first).length;
    const start = this.$('.learn-start') as HTMLButtonElement;
    start.hidden = this.quiz !== null || count === 0;
    start.textContent = W.learn(count);
    this.$('.learn-note').textContent = count === 0 ? W.nothingToLearn : '';
    if (this.quiz) {
      if (!this.quiz.view.element.isConnected) host.quizSlot.append(this.quiz.view.element);
      this.quiz.view.render();
    }
  }

  private startQuiz(): void {
    const { host } = this;
    if (!this.ctrl.analysis || !host.side) return;
    const ctrl = new QuizCtrl(
      host.rules,
      { variant: host.variant, start: host.start, moves: host.moves, analysis: this.ctrl.analysis, side: host.side, first: host.first },
      loadEngine,
      () => host.changed(),
    );
    const view = new MistakesQuiz(
      ctrl,
      {
        move: (before, usi) => this.written(before, usi),
        sideToMove: (before) => sideName(moverOf(before.length + 1, host.first)),
      },
      () => this.stopQuiz(),
    );
    this.quiz = { ctrl, view };
    host.changed();
    host.quizStarted();
  }

  private stopQuiz(): void {
    this.quiz?.ctrl.stop();
    this.quiz?.view.element.remove();
    this.quiz = null;
    this.host.changed();
  }

  private quizArrows(): DrawShape[] {
    const ctrl = this.quiz!.ctrl;
    const q = ctrl.question();
    if (!q || ctrl.phase === 'done') return [];
    const side = moverOf(q.ply, this.host.first);
    if (ctrl.phase === 'revealed') return [moveArrow(q.best, side, this.host.variant, 'primary')];
    if (ctrl.phase === 'right') return [];
    return [moveArrow(q.played, side, this.host.variant, 'played')];
  }
}
