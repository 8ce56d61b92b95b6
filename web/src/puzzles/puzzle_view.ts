// The puzzle page: the board with the solver's side at the bottom, and beside it (below it on a
// phone) what to find, the verdict on the last move, the buttons (hint, solution, next), the
// rating change or why there is none, the streak's count, and the choice of variant and theme.
// A view of PuzzleSession's state: each render shows it as it is; actions go to the controllers.
import type { DrawShape } from 'shogiground/draw';
import type { Key } from 'shogiground/types';
import { Board } from '../game/board';
import { PIECES } from '../game/pieces';
import type { Rules, Variant } from '../rules/rules';
import { loadSettings } from '../settings';
import type { PuzzleCtrl } from './puzzle_ctrl';
import { THEMES } from './puzzle_data';
import type { PuzzleSession } from './puzzle_session';
import * as W from './puzzle_words';
import './puzzles.css';
import { element, html } from '../html';

const { WORDS } = W;

const TEMPLATE = html`
  <div class="puzzle-page">
    <div class="puzzle-board-column">
      <div class="board-box"><div class="board"></div></div>
      <div class="puzzle-replay" role="group" aria-label="${WORDS.replay}" hidden>
        <button class="to-first" type="button" aria-label="${WORDS.first}">|◀</button>
        <button class="to-back" type="button" aria-label="${WORDS.back}">◀</button>
        <button class="to-forward" type="button" aria-label="${WORDS.forward}">▶</button>
        <button class="to-last" type="button" aria-label="${WORDS.last}">▶|</button>
      </div>
    </div>
    <div class="puzzle-side">
      <p class="puzzle-streak" aria-live="polite"></p>
      <section class="puzzle-feedback" aria-live="polite">
        <div class="puzzle-verdict"></div>
        <p class="puzzle-task"></p>
      </section>
      <div class="puzzle-actions">
        <button class="puzzle-hint" type="button">${WORDS.hint}</button>
        <button class="puzzle-retry" type="button">${WORDS.retry}</button>
        <button class="puzzle-solution" type="button">${WORDS.viewSolution}</button>
        <button class="puzzle-next" type="button">${WORDS.next}</button>
        <button class="puzzle-new-streak" type="button">${WORDS.newStreak}</button>
      </div>
      <p class="puzzle-rating" aria-live="polite"></p>
      <p class="puzzle-moves"></p>
      <p class="puzzle-info"></p>
      <p class="puzzle-themes"></p>
      <p class="error" role="alert"></p>
      <form class="puzzle-choice">
        <label>${WORDS.variant} <select name="variant"><option value="torishogi">${W.VARIANT_NAMES.torishogi}</option><option value="yarishogi">${W.VARIANT_NAMES.yarishogi}</option></select></label>
        <label class="theme-choice">${WORDS.theme} <select name="theme"></select></label>
      </form>
      <nav class="puzzle-modes"><a href="/puzzles" class="mode-puzzles">${WORDS.normalMode}</a> · <a href="/puzzles/streak" class="mode-streak">${WORDS.streakMode}</a></nav>
    </div>
  </div>`;

export class PuzzleView {
  readonly page: HTMLElement;
  private board: Board | null = null;
  private boardFor: PuzzleCtrl | null = null;
  private notice = '';

  constructor(
    root: HTMLElement,
    private readonly rules: Rules,
    private readonly session: () => PuzzleSession,
  ) {
    this.page = element(TEMPLATE);
    root.replaceChildren(this.page);
    this.wire();
  }

  private $<T extends HTMLElement = HTMLElement>(selector: string): T {
    return this.page.querySelector(selector) as T;
  }

  render(): void {
    const s = this.session();
    const ctrl = s.ctrl;
    this.page.classList.toggle('streak', s.mode === 'streak');
    this.page.classList.toggle('yarishogi', (ctrl?.puzzle.variant ?? s.choice.variant) === 'yarishogi');
    this.$<HTMLSelectElement>('select[name=variant]').value = s.choice.variant;
    this.renderThemes(s);
    this.$('.mode-puzzles').toggleAttribute('aria-current', s.mode === 'puzzles');
    this.$('.mode-streak').toggleAttribute('aria-current', s.mode === 'streak');
    this.$('.error').textContent = s.error;
    this.renderStreak(s);
    if (!ctrl) {
      this.$('.puzzle-verdict').textContent = s.loading ? WORDS.loading : '';
      this.$('.puzzle-task').textContent = '';
      for (const b of this.page.querySelectorAll<HTMLElement>('.puzzle-actions button')) b.hidden = true;
      return;
    }
    this.renderBoard(ctrl);
    this.renderFeedback(s, ctrl);
    this.renderButtons(s, ctrl);
    this.renderRating(s);
    this.renderMoves(ctrl);
    const p = ctrl.puzzle;
    this.$('.puzzle-info').textContent = W.puzzleInfo(p.id, s.answer?.puzzle.rating ?? p.rating, s.answer?.puzzle.plays ?? p.plays);
    // The themes give the answer away (a drop, a sacrifice): shown once it is over.
    const over = ctrl.phase === 'solved' || ctrl.phase === 'solution';
    this.$('.puzzle-themes').textContent = over ? p.themes.map(W.themeName).join(' · ') : '';
    this.board?.layoutChanged();
  }

  destroy(): void {
    this.board?.destroy();
  }

  private renderBoard(ctrl: PuzzleCtrl): void {
    const p = ctrl.puzzle;
    const game = { variant: p.variant, start: p.sfen, moves: ctrl.boardMoves(), me: ctrl.solver, active: ctrl.playing() };
    if (this.boardFor !== ctrl) {
      this.board?.destroy();
      this.$('.board').replaceChildren();
      this.board = new Board(this.$('.board'), this.rules, game, {
        onMove: (usi) => {
          this.notice = '';
          ctrl.tryMove(usi);
        },
        onRefused: (why) => {
          this.notice = why;
          this.render();
        },
      });
      this.boardFor = ctrl;
      this.notice = '';
    }
    this.board!.update(game);
    this.board!.setArrows(this.marks(ctrl));
    this.markHand(ctrl, p.variant);
  }

  // The hint's circle on a square and the wrong move's mark.
  private marks(ctrl: PuzzleCtrl): DrawShape[] {
    const shapes: DrawShape[] = [];
    const hint = ctrl.hint;
    if (hint && 'square' in hint) shapes.push({ orig: hint.square as Key, dest: hint.square as Key, brush: 'hint' });
    if (ctrl.phase === 'wrong' && ctrl.wrongMove) {
      const dest = ctrl.wrongMove.slice(2, 4) as Key;
      shapes.push({ orig: dest, dest, brush: 'wrong' });
    }
    return shapes;
  }

  // A hint at a drop marks the piece in the solver's hand. (shogiground draws shapes on hand
  // pieces in an SVG over the board, which clips them; it toggles only its own classes on the
  // hand's elements, so a class of ours stays.)
  private markHand(ctrl: PuzzleCtrl, variant: Variant): void {
    const hint = ctrl.hint;
    const role = hint && 'hand' in hint ? PIECES[variant].roles[hint.hand.toLowerCase()] : null;
    const color = ctrl.solver === 'black' ? 'sente' : 'gote';
    for (const wrap of this.page.querySelectorAll('sg-hp-wrap')) {
      const piece = wrap.firstElementChild;
      wrap.classList.toggle('hint', !!role && !!piece?.classList.contains(role) && piece.classList.contains(color));
    }
  }

  private renderFeedback(s: PuzzleSession, ctrl: PuzzleCtrl): void {
    const verdict = this.$('.puzzle-verdict');
    const task = W.task(ctrl.solver, ctrl.puzzle.kind, ctrl.solverMoves());
    let head = WORDS.yourTurn;
    let line = task;
    let tone = 'turn';
    if (ctrl.phase === 'reply' || (ctrl.phase === 'play' && ctrl.progress > 0)) [head, tone] = [WORDS.bestMove, 'right'];
    if (ctrl.phase === 'play' && ctrl.hint) line = WORDS.hintShown;
    if (ctrl.phase === 'wrong') [head, line, tone] = [WORDS.wrong, WORDS.wrongTryAgain, 'wrong'];
    if (ctrl.phase === 'solved') [head, line, tone] = [WORDS.solved, task, 'solved'];
    if (ctrl.phase === 'solution') [head, line, tone] = [WORDS.solution, task, 'solution'];
    if (s.streak?.over) [head, line, tone] = [W.streakOver(s.streak.count), ctrl.phase === 'wrong' ? WORDS.wrong : task, 'wrong'];
    if (this.notice && ctrl.phase === 'play') line = this.notice;
    verdict.textContent = head;
    verdict.className = `puzzle-verdict ${tone}`;
    this.$('.puzzle-feedback').className = `puzzle-feedback ${tone} ${ctrl.solver}`;
    this.$('.puzzle-task').textContent = line;
  }

  private renderButtons(s: PuzzleSession, ctrl: PuzzleCtrl): void {
    const over = ctrl.phase === 'solved' || ctrl.phase === 'solution';
    const streakOver = s.streak?.over ?? false;
    const show = (selector: string, on: boolean) => (this.$(selector).hidden = !on);
    show('.puzzle-hint', ctrl.phase === 'play' && !s.streak && !ctrl.hint);
    show('.puzzle-retry', ctrl.phase === 'wrong' && !s.streak);
    show('.puzzle-solution', !over && (ctrl.phase === 'wrong' || !s.streak));
    show('.puzzle-next', (over || ctrl.phase === 'wrong') && !s.streak);
    show('.puzzle-new-streak', streakOver);
    this.$('.puzzle-replay').hidden = ctrl.phase !== 'solution';
  }

  // The themes with their counts once the server has said them (those it has none of left out),
  // the miner's list until then; the chosen one always among them.
  private renderThemes(s: PuzzleSession): void {
    const select = this.$<HTMLSelectElement>('select[name=theme]');
    const counts = new Map((s.themes ?? []).map((t) => [t.theme, t.count]));
    const names = s.themes ? [...THEMES.filter((t) => counts.has(t)), ...[...counts.keys()].filter((t) => !(THEMES as readonly string[]).includes(t))] : [...THEMES];
    if (s.choice.theme && !names.includes(s.choice.theme)) names.push(s.choice.theme);
    const options = [['', WORDS.anyTheme], ...names.map((t) => [t, counts.has(t) ? `${W.themeName(t)} (${counts.get(t)})` : W.themeName(t)])];
    const key = options.map((o) => o.join('=')).join('|');
    if (select.dataset.options !== key) {
      select.replaceChildren(...options.map(([value, text]) => Object.assign(document.createElement('option'), { value, textContent: text })));
      select.dataset.options = key;
    }
    select.value = s.choice.theme;
  }

  private renderStreak(s: PuzzleSession): void {
    const streak = this.$('.puzzle-streak');
    streak.hidden = !s.streak;
    if (s.streak) streak.textContent = W.streakCount(s.streak.count, s.streak.best);
  }

  private renderRating(s: PuzzleSession): void {
    const out = this.$('.puzzle-rating');
    out.className = 'puzzle-rating';
    if (s.mode === 'streak') return void (out.textContent = WORDS.streakUnrated);
    if (!s.rated()) {
      const link = Object.assign(document.createElement('a'), { href: '/', textContent: WORDS.signIn });
      out.classList.add('unrated');
      return out.replaceChildren(`${WORDS.unrated} `, link, ` ${WORDS.signInWhy}`);
    }
    if (s.attempt === 'posting') return void (out.textContent = WORDS.posting);
    if (s.attempt === 'failed') return void (out.textContent = WORDS.postFailed(s.attemptError));
    if (s.answer) {
      const diff = s.answer.rating.after - s.answer.rating.before;
      out.classList.add(diff >= 0 ? 'up' : 'down');
      return void (out.textContent = W.ratingChange(s.answer.rating.before, s.answer.rating.after));
    }
    out.textContent = '';
  }

  // The moves on the board in the player's notation.
  private renderMoves(ctrl: PuzzleCtrl): void {
    const moves = ctrl.boardMoves();
    const p = ctrl.puzzle;
    let written: string[];
    try {
      written = this.rules.write({ variant: p.variant, start: p.sfen, moves }, loadSettings().notation);
    } catch {
      written = moves;
    }
    const items = written.map((text, i) => {
      const span = Object.assign(document.createElement('span'), { className: 'puzzle-move', textContent: `${i + 1}. ${text}` });
      if (ctrl.phase === 'wrong' && i === moves.length - 1) span.classList.add('wrong');
      return span;
    });
    this.$('.puzzle-moves').replaceChildren(...items);
  }

  private wire(): void {
    const act = (selector: string, action: (s: PuzzleSession) => void) => {
      this.$(selector).onclick = () => action(this.session());
    };
    act('.puzzle-hint', (s) => s.ctrl?.showHint());
    act('.puzzle-retry', (s) => s.ctrl?.retry());
    act('.puzzle-solution', (s) => s.ctrl?.viewSolution());
    act('.puzzle-next', (s) => void s.next());
    act('.puzzle-new-streak', (s) => void s.restartStreak());
    act('.to-first', (s) => s.ctrl?.key('Home'));
    act('.to-back', (s) => s.ctrl?.key('ArrowLeft'));
    act('.to-forward', (s) => s.ctrl?.key('ArrowRight'));
    act('.to-last', (s) => s.ctrl?.key('End'));
    const form = this.$<HTMLFormElement>('.puzzle-choice');
    form.onchange = () => {
      const data = new FormData(form);
      void this.session().choose({ variant: data.get('variant') as Variant, theme: String(data.get('theme') ?? '') });
    };
    form.onsubmit = (event) => event.preventDefault();
  }
}
