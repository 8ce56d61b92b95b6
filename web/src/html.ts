// Elements built from HTML text, with every value put into that text escaped: `html` is a
// template tag whose ${...} values are text (escaped), unless they are themselves made by `html`
// (or are lists of such), which go in as they are. So a player's name or a server's message
// cannot become markup, and a page's template still reads as HTML.
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function piece(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(piece).join('');
  return escapeHtml(String(value ?? ''));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(strings.reduce((text, part, i) => text + piece(values[i - 1]) + part));
}

// The first element the HTML makes (a template's one outer element).
export function element<T extends HTMLElement = HTMLElement>(content: Html): T {
  const box = document.createElement('template');
  box.innerHTML = content.text.trim();
  return box.content.firstElementChild as T;
}

// An element's children made from the HTML.
export function fill(parent: HTMLElement, content: Html): void {
  const box = document.createElement('template');
  box.innerHTML = content.text.trim();
  parent.replaceChildren(box.content);
}
