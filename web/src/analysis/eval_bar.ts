// The evaluation bar beside the board: Black's winning chances as the height of Black's colour,
// from Black's side of the board (the bottom, unless the board is flipped), a tick at even.
import { ANALYSIS as W } from './analysis_words';
import { winningChances, scoreText, type Score } from './engine_info';

export class EvalBar {
  readonly element: HTMLElement;
  private readonly fill: HTMLElement;

  constructor() {
    this.element = document.createElement('div');
    this.element.className = 'eval-bar';
    this.element.setAttribute('role', 'meter');
    this.element.setAttribute('aria-valuemin', '-1');
    this.element.setAttribute('aria-valuemax', '1');
    this.fill = document.createElement('div');
    this.fill.className = 'eval-fill';
    const even = document.createElement('div');
    even.className = 'eval-even';
    this.element.append(this.fill, even);
    this.show(null, false);
  }

  // No score: the bar at even, greyed.
  show(score: Score | null, flipped: boolean): void {
    const chances = score ? winningChances(score) : 0;
    this.element.classList.toggle('idle', score === null);
    this.element.classList.toggle('flipped', flipped);
    this.fill.style.height = `${((1 + chances) / 2) * 100}%`;
    this.element.setAttribute('aria-valuenow', chances.toFixed(3));
    this.element.setAttribute('aria-label', score ? W.evaluation(scoreText(score)) : W.evaluationOff);
  }
}
