// The settings page: piece set, board colours, move notation, language, theme, sounds and
// confirmations, kept in this browser (and for a logged-in player on the server:
// settings_sync.ts) and applied at once (a new language reloads the page: the word tables are
// chosen when the code loads); a logged-in player's password change.
import { session } from './api';
import { ACCOUNT_WORDS } from './account/account_words';
import { LANGUAGE_NAMES, LANGUAGES } from './i18n/language';
import { loadSettings, saveSettings, type Settings } from './settings';
import { SETTINGS_WORDS as W } from './settings_words';

type Choice = { key: keyof Settings; label: string; options: [string, string][] };

const CHOICES: Choice[] = [
  { key: 'pieces', label: W.pieces, options: [['kanji', W.kanji], ['international', W.international]] },
  { key: 'board', label: W.board, options: [['wood', W.wood], ['green', W.green], ['grey', W.grey]] },
  { key: 'notation', label: W.notation, options: [['western', W.western], ['numeric', W.numeric], ['japanese', W.japanese], ['usi', W.usi]] },
  { key: 'language', label: W.language, options: [['auto', W.languageAuto], ...LANGUAGES.map((l): [string, string] => [l, LANGUAGE_NAMES[l]])] },
  { key: 'theme', label: W.theme, options: [['auto', W.themeAuto], ['light', W.themeLight], ['dark', W.themeDark]] },
];

function select(choice: Choice): HTMLLabelElement {
  const label = document.createElement('label');
  const menu = document.createElement('select');
  menu.name = choice.key;
  for (const [value, text] of choice.options) menu.add(new Option(text, value));
  label.append(choice.label, ' ', menu);
  return label;
}

function checkbox(name: 'sounds' | 'confirm', text: string): HTMLLabelElement {
  const label = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.name = name;
  label.append(box, ' ', text);
  return label;
}

export function showSettings(root: HTMLElement): void {
  const settings = loadSettings();
  const form = document.createElement('form');
  form.className = 'settings card';
  const title = document.createElement('h1');
  title.textContent = W.title;
  const saved = document.createElement('p');
  saved.className = 'saved muted';
  saved.setAttribute('role', 'status');
  const kept = document.createElement('p');
  kept.className = 'muted';
  kept.textContent = session() ? ACCOUNT_WORDS.settingsKept : ACCOUNT_WORDS.settingsLocal;
  form.append(title, kept, ...CHOICES.map(select), checkbox('sounds', W.sounds), checkbox('confirm', W.confirm), saved);
  const page = document.createElement('div');
  page.className = 'settings-page';
  page.append(form);
  root.replaceChildren(page);
  // A logged-in player's password, changed here (its code comes with this page's first visit).
  if (session()) void import('./account/password_pages').then(({ passwordChangeForm }) => page.append(passwordChangeForm()));
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement & HTMLSelectElement;
  for (const c of CHOICES) field(c.key).value = String(settings[c.key]);
  field('sounds').checked = settings.sounds;
  field('confirm').checked = settings.confirm;
  form.onchange = () => {
    const next: Settings = {
      pieces: field('pieces').value as Settings['pieces'],
      board: field('board').value as Settings['board'],
      notation: field('notation').value as Settings['notation'],
      language: field('language').value as Settings['language'],
      theme: field('theme').value as Settings['theme'],
      sounds: field('sounds').checked,
      confirm: field('confirm').checked,
    };
    saveSettings(next);
    if (next.language !== settings.language) location.reload();
    saved.textContent = session() ? ACCOUNT_WORDS.settingsKept : W.saved;
  };
}
