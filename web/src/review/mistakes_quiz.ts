// "Learn from your mistakes", the view: the question in words (the move played, shown on the
// board as what not to do), what the engine made of the move tried, and the buttons to see the
// answer, go on, or stop; at the end the count found. A pure function of the quiz's state.
import type { QuizCtrl } from './quiz_ctrl';
import { GLYPHS, judgementWord } from './review_data';
import { REVIEW as W } from './review_words';

export interface QuizWords {
  move(before: string[], usi: string): string; // a move in the chosen notation
  sideToMove(before: string[]): string; // "Black"
}

export class MistakesQuiz {
  readonly element = document.createElement('div');

  constructor(
    private readonly ctrl: QuizCtrl,
    private readonly words: QuizWords,
    private readonly stop: () => void,
  ) {
    this.element.className = 'quiz';
    this.element.setAttribute('aria-live', 'polite');
  }

  render(): void {
    const ctrl = this.ctrl;
    const q = ctrl.question();
        const parts: (string | HTMLElement)[] = [];
    parts.push(Object.assign(document.createElement('h3'), { textContent: W.quizTitle }));
    const line = (text: string, className: string) => parts.push(Object.assign(document.createElement('p'), { className, textContent: text }));
    if (!q || ctrl.phase === 'done') {
      line(W.quizDone(ctrl.found, ctrl.questions.length), 'quiz-result');
      parts.push(button(W.close, 'quiz-close', this.stop));
      return void this.element.replaceChildren(...parts);
    }
    const played = this.words.move(q.before, q.played);
    const best = this.words.move(q.before, q.best);
    const tried = ctrl.tried ? this.words.move(q.before, ctrl.tried) : '';
    line(W.question(ctrl.index + 1, ctrl.questions.length, q.ply, `${played}${GLYPHS[q.judgement]}`, judgementWord(q.judgement)), 'quiz-question');
    if (ctrl.phase === 'asking') line(W.findBetter(this.words.sideToMove(q.before)), 'quiz-ask');
    if (ctrl.phase === 'checking') line(W.checking(tried), 'quiz-checking');
    if (ctrl.phase === 'wrong' && ctrl.repeated) line(W.repeated, 'quiz-wrong');
    else if (ctrl.phase === 'wrong' && ctrl.engineFailed) line(W.engineMissing(tried), 'quiz-note');
    else if (ctrl.phase === 'wrong') line(W.notQuite(tried), 'quiz-wrong');
    if (ctrl.phase === 'right') line(ctrl.tried === q.best ? W.rightBest(tried) : W.rightGood(tried, best), 'quiz-right');
    if (ctrl.phase === 'revealed') line(W.answer(best), 'quiz-answer');
    const buttons = document.createElement('div');
    buttons.className = 'quiz-buttons';
    if (ctrl.phase === 'wrong') buttons.append(button(W.showAnswer, 'quiz-reveal', () => ctrl.showAnswer()));
    if (ctrl.phase === 'right' || ctrl.phase === 'revealed') buttons.append(button(W.next, 'quiz-next', () => ctrl.next()));
    if (ctrl.asking()) buttons.append(button(W.skip, 'quiz-skip', () => ctrl.next()));
    buttons.append(button(W.stop, 'quiz-stop', this.stop));
    parts.push(buttons, Object.assign(document.createElement('p'), { className: 'quiz-count', textContent: W.foundSoFar(ctrl.found, ctrl.questions.length) }));
    this.element.replaceChildren(...parts);
  }
}

function button(text: string, className: string, action: () => void): HTMLButtonElement {
  const b = Object.assign(document.createElement('button'), { type: 'button', className, textContent: text });
  b.onclick = action;
  return b;
}
