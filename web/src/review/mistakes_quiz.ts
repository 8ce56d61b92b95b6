// "Learn from your mistakes", the view: the question in words (the move played, shown on the
// board as what not to do), what the engine made of the move tried, and the buttons to see the
// answer, go on, or stop; at the end the count found. A pure function of the quiz's state.
import type { QuizCtrl } from './quiz_ctrl';
import { GLYPHS, judgementWord } from './review_data';

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
    const count = `${ctrl.found} of ${ctrl.questions.length}`;
    const parts: (string | HTMLElement)[] = [];
    parts.push(Object.assign(document.createElement('h3'), { textContent: 'Learn from your mistakes' }));
    const line = (text: string, className: string) => parts.push(Object.assign(document.createElement('p'), { className, textContent: text }));
    if (!q || ctrl.phase === 'done') {
      line(`You found ${count} better moves.`, 'quiz-result');
      parts.push(button('Close', 'quiz-close', this.stop));
      return void this.element.replaceChildren(...parts);
    }
    const played = this.words.move(q.before, q.played);
    const best = this.words.move(q.before, q.best);
    const tried = ctrl.tried ? this.words.move(q.before, ctrl.tried) : '';
    line(`Question ${ctrl.index + 1} of ${ctrl.questions.length}. Move ${q.ply}: you played ${played}${GLYPHS[q.judgement]}, a ${judgementWord(q.judgement)} (the red arrow).`, 'quiz-question');
    if (ctrl.phase === 'asking') line(`Find a better move for ${this.words.sideToMove(q.before)}.`, 'quiz-ask');
    if (ctrl.phase === 'checking') line(`Checking ${tried} with the engine…`, 'quiz-checking');
    if (ctrl.phase === 'wrong' && ctrl.repeated) line('That is the move you played: find a better one.', 'quiz-wrong');
    else if (ctrl.phase === 'wrong' && ctrl.engineFailed) line(`The engine did not start in this browser, so only its best move can be checked: ${tried} is not it.`, 'quiz-note');
    else if (ctrl.phase === 'wrong') line(`Not quite: ${tried} is not much better. Try again.`, 'quiz-wrong');
    if (ctrl.phase === 'right') line(ctrl.tried === q.best ? `Right: ${tried} is the best move.` : `Right: ${tried} is good. The engine's best was ${best}.`, 'quiz-right');
    if (ctrl.phase === 'revealed') line(`The best move was ${best}.`, 'quiz-answer');
    const buttons = document.createElement('div');
    buttons.className = 'quiz-buttons';
    if (ctrl.phase === 'wrong') buttons.append(button('Show the answer', 'quiz-reveal', () => ctrl.showAnswer()));
    if (ctrl.phase === 'right' || ctrl.phase === 'revealed') buttons.append(button('Next', 'quiz-next', () => ctrl.next()));
    if (ctrl.asking()) buttons.append(button('Skip', 'quiz-skip', () => ctrl.next()));
    buttons.append(button('Stop', 'quiz-stop', this.stop));
    parts.push(buttons, Object.assign(document.createElement('p'), { className: 'quiz-count', textContent: `Found so far: ${count}` }));
    this.element.replaceChildren(...parts);
  }
}

function button(text: string, className: string, action: () => void): HTMLButtonElement {
  const b = Object.assign(document.createElement('button'), { type: 'button', className, textContent: text });
  b.onclick = action;
  return b;
}
