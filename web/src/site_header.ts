// The header's links: in the page's language, the current page marked (aria-current), and on a
// phone folded behind a menu button (the five links did not fit beside the player's name and
// ran under it).
import { language } from './i18n/language';
import { MENU_WORDS, NAV_WORDS } from './settings_words';

export function setUpHeader(): void {
  document.documentElement.lang = language(); // read aloud and hyphenated in its language
  const nav = document.getElementById('site-nav')!;
  for (const link of nav.querySelectorAll('a')) {
    const word = NAV_WORDS[link.getAttribute('href')!];
    if (word) link.textContent = word;
  }
  const toggle = document.querySelector<HTMLButtonElement>('header .menu-toggle')!;
  toggle.setAttribute('aria-label', MENU_WORDS.menu);
  const open = (yes: boolean) => {
    nav.classList.toggle('open', yes);
    toggle.setAttribute('aria-expanded', String(yes));
  };
  toggle.onclick = () => open(!nav.classList.contains('open'));
  nav.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('a')) open(false);
  });
}

// Called on every route: which link is the page shown.
export function markCurrentPage(path: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('#site-nav a')) {
    const href = link.getAttribute('href')!;
    const here = href === '/' ? path === '/' : path === href || path.startsWith(href + '/');
    if (here) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
