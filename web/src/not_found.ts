// What the page shows for an address that names nothing: a game, a player or a page that does
// not exist says so (instead of a lobby, or a game page reconnecting forever), with a way home.
import { element, html } from './html';
import { inLanguage } from './i18n/language';

export const NOT_FOUND_WORDS = inLanguage({
  en: { page: 'Page not found', home: 'Back to the home page' },
  ja: { page: 'ページが見つかりません', home: 'ホームへ戻る' },
});

export function showNotFound(root: HTMLElement, what: string = NOT_FOUND_WORDS.page): void {
  root.replaceChildren(element(html`<section class="not-found card"><h1>${what}</h1><p><a href="/">${NOT_FOUND_WORDS.home}</a></p></section>`));
}
