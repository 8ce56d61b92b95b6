// The move list: the moves as written in the chosen notation, numbered, the one shown on the
// board marked; a click or the arrow keys (Home, End) show an earlier position, and the board
// goes back to the game at the end of the list. An analysed game's judged moves carry their
// glyph (?!, ?, ??), named in words for screen readers.
export interface MoveMark {
  glyph: string;
  word: string; // "mistake"
  kind: string; // the class that colours it
}

export class MoveList {
  private viewing: number | null = null; // plies shown; null: the game as it stands

  constructor(
    private readonly element: HTMLElement,
    private readonly changed: () => void,
  ) {}

  // How many plies the board shows, out of `total`.
  shownPlies(total: number): number {
    return this.viewing === null ? total : Math.min(this.viewing, total);
  }

  show(written: string[], marks: (MoveMark | null)[] = []): void {
    const shown = this.shownPlies(written.length);
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
        item.classList.toggle('shown', i + 1 === shown && this.viewing !== null);
        item.onclick = () => this.view(i + 1, written.length);
        return item;
      }),
    );
    // The list scrolls to its newest move, or to the move replayed; the page itself stays where
    // the player left it (scrollIntoView would move the page too).
    if (this.viewing === null) this.element.scrollTop = this.element.scrollHeight;
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

  // A key of the replay; true when it was one.
  key(key: string, total: number): boolean {
    const now = this.shownPlies(total);
    const to = { ArrowLeft: now - 1, ArrowRight: now + 1, Home: 0, End: total }[key];
    if (to === undefined) return false;
    this.view(Math.max(0, Math.min(total, to)), total);
    return true;
  }

  // Shows the position after `plies` of `total` (the evaluation chart's click).
  jump(plies: number, total: number): void {
    this.view(Math.max(0, Math.min(total, plies)), total);
  }

  private view(plies: number, total: number): void {
    this.viewing = plies >= total ? null : plies;
    this.changed();
  }
}
