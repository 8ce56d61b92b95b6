// The engine's part of the analysis page: the switch, the number of lines, depth and speed, each
// line with its score and moves (a click plays the line up to that move), and the mate search
// with what it found.
import { fill, html } from '../html';
import type { AnalysisCtrl } from './analysis_ctrl';
import { MATE_BUDGET_MS, MAX_LINES } from './analysis_ctrl';
import { ANALYSIS as W } from './analysis_words';
import { scoreText, speedText } from './engine_info';

const TEMPLATE = html`
  <div class="engine-head">
    <label class="engine-switch"><input type="checkbox" class="engine-toggle"> <span>${W.engine}</span></label>
    <label class="engine-count">${W.lines} <select class="multipv">${Array.from({ length: MAX_LINES }, (_, i) => html`<option value="${i + 1}">${i + 1}</option>`)}</select></label>
    <span class="engine-status" aria-live="polite"></span>
    <button class="find-mate" type="button">${W.findMate}</button>
  </div>
  <ol class="engine-lines"></ol>
  <p class="mate-result" aria-live="polite"></p>`;

export class EnginePanel {
  readonly element: HTMLElement;

  constructor(
    private readonly ctrl: AnalysisCtrl,
    private readonly notation: () => string,
  ) {
    this.element = document.createElement('section');
    this.element.className = 'engine-panel';
    this.element.setAttribute('aria-label', W.engineLabel);
    fill(this.element, TEMPLATE);
    this.$('.engine-toggle').addEventListener('change', () => ctrl.toggleEngine());
    this.$('.multipv').addEventListener('change', (e) => ctrl.setMultiPv(Number((e.target as HTMLSelectElement).value)));
    this.$('.find-mate').addEventListener('click', () => ctrl.findMate());
  }

  render(): void {
    const ctrl = this.ctrl;
    (this.$('.engine-toggle') as HTMLInputElement).checked = ctrl.engineStatus === 'on' || ctrl.engineStatus === 'loading';
    (this.$('.multipv') as HTMLSelectElement).value = String(ctrl.multiPv);
    const best = ctrl.analysed === ctrl.current ? ctrl.lines[0] : undefined;
    const status = this.$('.engine-status');
    // Depth and speed each kept on one line: a narrow panel wraps between them, never inside.
    const nowrap = (text: string) => Object.assign(document.createElement('span'), { className: 'nowrap', textContent: text });
    if (ctrl.engineStatus === 'on' && best)
      status.replaceChildren(nowrap(W.depth(best.depth)), ...(best.nps ? [W.separator, nowrap(speedText(best.nps))] : []));
    else if (ctrl.engineStatus === 'on') status.textContent = ctrl.state().legal.length === 0 ? W.gameOver : W.thinking;
    else status.textContent = { off: '', loading: W.engineLoading, failed: W.engineUnavailable }[ctrl.engineStatus];
    this.renderLines();
    this.renderMate();
  }

  private renderLines(): void {
    const ctrl = this.ctrl;
    const shown = ctrl.engineStatus === 'on' && ctrl.analysed === ctrl.current ? ctrl.lines : [];
    const items = shown.filter(Boolean).map((line, i) => {
      const item = document.createElement('li');
      item.setAttribute('aria-label', W.engineLine(i + 1));
      const score = document.createElement('b');
      score.className = 'score';
      score.textContent = scoreText(line.score);
      const moves = document.createElement('span');
      moves.className = 'pv';
      moves.append(...this.lineButtons(line.pv));
      item.append(score, ' ', moves);
      return item;
    });
    this.$('.engine-lines').replaceChildren(...items);
  }

  private renderMate(): void {
    const mate = this.ctrl.mate;
    const out = this.$('.mate-result');
    (this.$('.find-mate') as HTMLButtonElement).disabled = mate?.answer === null;
    if (!mate || mate.node !== this.ctrl.current) return void (out.textContent = '');
    if (mate.answer === null) return void (out.textContent = W.mateSearching);
    if (!mate.answer.found) {
      out.textContent = mate.answer.why === 'timeout' ? W.noMateInTime(MATE_BUDGET_MS / 1000) : W.noMate;
      return;
    }
    const plies = mate.answer.moves.length;
    out.replaceChildren(W.mateIn(plies), ...this.lineButtons(mate.answer.moves));
  }

  // A line's moves in the chosen notation, each a button that plays the line up to it.
  private lineButtons(line: string[]): (HTMLElement | string)[] {
    const written = this.ctrl.written(line, this.notation(), this.ctrl.current);
    return written.flatMap((text, k) => {
      const move = document.createElement('button');
      move.type = 'button';
      move.className = 'pv-move';
      move.textContent = text;
      move.onclick = () => this.ctrl.playLine(line.slice(0, k + 1));
      return k === 0 ? [move] : [' ', move];
    });
  }

  private $(selector: string): HTMLElement {
    return this.element.querySelector(selector) as HTMLElement;
  }
}
