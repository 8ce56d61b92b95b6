// The language the pages speak: English or Japanese, the player's choice in the settings, else
// the browser's first language we have. Every area of the client keeps its words in a table per
// language, `{ en: ..., ja: ... }`, both of one type, so that the compiler refuses a Japanese
// table with a word missing; `inLanguage` picks the table of the language in force. Tables are
// picked when their module loads: changing the language reloads the page.
export type Language = 'en' | 'ja';
export const LANGUAGES: readonly Language[] = ['en', 'ja'];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };

// What the settings may hold: a language, or `auto` to follow the browser.
export type LanguageChoice = Language | 'auto';

const STORED_KEY = 'tori.settings';

// The browser's languages in its order of preference; the first we speak wins ('ja-JP' is 'ja').
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'en';
}

export function resolveLanguage(choice: LanguageChoice, preferred: readonly string[]): Language {
  return choice === 'auto' ? browserLanguage(preferred) : choice;
}

// Read straight from storage (not through settings.ts) so that word tables, which load before
// anything else, depend on nothing but this file.
function storedChoice(): LanguageChoice {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(STORED_KEY) ?? '{}');
    return saved.language === 'en' || saved.language === 'ja' ? saved.language : 'auto';
  } catch {
    return 'auto';
  }
}

function browserPreferences(): readonly string[] {
  const nav = globalThis.navigator;
  return nav?.languages?.length ? nav.languages : [nav?.language ?? 'en'];
}

let current: Language | null = null;

export function language(): Language {
  current ??= resolveLanguage(storedChoice(), browserPreferences());
  return current;
}

// For tests: speak this language from now on (the page itself reloads instead).
export function useLanguage(lang: Language): void {
  current = lang;
}

// A word table's type with its words widened to `string`: the English table sets the shape (its
// literal words would otherwise be the only words the Japanese table could hold).
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends object
      ? { [K in keyof T]: Words<T[K]> }
      : T;

export function inLanguage<T>(tables: { en: T; ja: Words<NoInfer<T>> }): Words<T> {
  return tables[language()] as Words<T>;
}
