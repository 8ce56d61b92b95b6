// The player's settings, kept in this browser: piece set, board colours, move notation, sounds,
// whether resigning and offers ask first, the language and the light or dark theme.
import type { LanguageChoice } from './i18n/language';

export interface Settings {
  pieces: 'kanji' | 'international';
  board: 'wood' | 'green' | 'grey';
  notation: 'western' | 'numeric' | 'japanese' | 'usi';
  sounds: boolean;
  confirm: boolean;
  language: LanguageChoice; // i18n/language.ts reads it straight from storage
  theme: 'auto' | 'light' | 'dark'; // auto: as the system says (prefers-color-scheme)
}

export const DEFAULT_SETTINGS: Settings = {
  pieces: 'kanji',
  board: 'wood',
  notation: 'western',
  sounds: true,
  confirm: true,
  language: 'auto',
  theme: 'auto',
};

const KEY = 'tori.settings';

// What is stored, with anything missing or unknown (an older version's) at its default.
export function loadSettings(stored: string | null = localStorage.getItem(KEY)): Settings {
  let saved: Partial<Record<keyof Settings, unknown>> = {};
  try {
    saved = stored ? JSON.parse(stored) : {};
  } catch {
    saved = {};
  }
  const pick = <K extends keyof Settings>(key: K, allowed: readonly Settings[K][]): Settings[K] =>
    allowed.includes(saved[key] as Settings[K]) ? (saved[key] as Settings[K]) : DEFAULT_SETTINGS[key];
  return {
    pieces: pick('pieces', ['kanji', 'international']),
    board: pick('board', ['wood', 'green', 'grey']),
    notation: pick('notation', ['western', 'numeric', 'japanese', 'usi']),
    sounds: pick('sounds', [true, false]),
    confirm: pick('confirm', [true, false]),
    language: pick('language', ['auto', 'en', 'ja']),
    theme: pick('theme', ['auto', 'light', 'dark']),
  };
}

// Kept in this browser and applied; those who listen (settings_sync.ts, which keeps a logged-in
// player's settings on the server) are told.
export function saveSettings(settings: Settings): void {
  storeSettings(settings);
  for (const listener of listeners) listener(settings);
}

// Kept in this browser and applied, nobody told: settings that came from the server.
export function storeSettings(settings: Settings): void {
  localStorage.setItem(KEY, JSON.stringify(settings));
  applySettings(settings);
}

const listeners: ((settings: Settings) => void)[] = [];
export function whenSettingsSaved(listener: (settings: Settings) => void): void {
  listeners.push(listener);
}

// What shows everywhere: the classes the style sheet draws pieces and board colours by.
export function applySettings(settings: Settings): void {
  document.body.dataset.pieces = settings.pieces;
  document.body.dataset.board = settings.board;
  showTheme(settings.theme);
}

// design/tokens.css draws [data-theme='dark'] and 'light'; 'auto' is the system's choice, followed
// when the system changes it (public/theme.js does the same before the first paint).
const systemDark = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
let themeChoice: Settings['theme'] = 'auto';
function showTheme(choice: Settings['theme']): void {
  themeChoice = choice;
  const dark = choice === 'dark' || (choice === 'auto' && !!systemDark?.matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}
systemDark?.addEventListener?.('change', () => showTheme(themeChoice));
