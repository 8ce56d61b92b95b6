// Word tables are chosen when their module loads (src/i18n/language.ts): a test that reads them
// in a language loads the modules afresh with that language in force.
import { vi } from 'vitest';
import type { Language } from '../src/i18n/language';

export async function loadInLanguage<T>(lang: Language, load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  (await import('../src/i18n/language')).useLanguage(lang);
  return load();
}
