// The move list: the moves as written in the chosen notation, numbered, the one shown on the
// board marked; a click shows an earlier position (GameCtrl keeps which, and takes the arrow
// keys too), and the board goes back to the game at the end of the list. An analysed game's judged moves carry their
// glyph (?!, ?, ??), named in words for screen readers.
export interface MoveMark {
  glyph: string;
  word: string; // "mistake"
  kind: string; // the class that colours it
}

export class MoveList {
  constructor(
    private readonly element: HTMLElement,
    private readonly clicked: (plies: number) => void, // show the position after so many plies
  ) {}

  // `shown`: the plies on the board; `replaying`: an earlier position, marked in the list.
  show(written: string[], shown: number, replaying: boolean, marks: (MoveMark | null)[] = []): void {
    this.element.replaceChildren(
      ...written.map((text, i) => {
        const item = document.createElement('li');
        item.textContent = text;
        const mark = marks[i];
        if (mark) {
          const glyph = Object.assign(document.createElement('span'), { className: `glyph ${mark.kind}`, textContent: mark.glyph, title: mark.word });
          glyph.setAttribute('aria-label', mark.word);
          item.append(glyph);
        }
        item.classList.toggle('shown', i + 1 === shown && replaying);
        item.onclick = () => this.clicked(i + 1);
        return item;
      }),
    );
    // The list scrolls to its newest move, or to the move replayed; the page itself stays where
    // the player left it (scrollIntoView would move the page too).
    if (!replaying) this.element.scrollTop = this.element.scrollHeight;
    else if (shown === 0) this.element.scrollTop = 0;
    else this.scrollTo(this.element.children[shown - 1]);
  }

  private scrollTo(item: Element | undefined): void {
    if (!item) return;
    const list = this.element.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    if (box.top < list.top) this.element.scrollTop -= list.top - box.top;
    else if (box.bottom > list.bottom) this.element.scrollTop += box.bottom - list.bottom;
  }
}
