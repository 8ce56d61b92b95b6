import { describe, expect, it } from 'vitest';
import { browserLanguage, inLanguage, resolveLanguage, useLanguage } from '../src/i18n/language';

describe('the language of the pages', () => {
  it('is the first of the browser languages that we speak', () => {
    expect(browserLanguage(['ja-JP', 'en-US'])).toBe('ja');
    expect(browserLanguage(['fr-FR', 'ja'])).toBe('ja');
    expect(browserLanguage(['en-GB', 'ja-JP'])).toBe('en');
  });
  it('is English when the browser speaks nothing we have', () => {
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
  it("follows the player's choice over the browser's", () => {
    expect(resolveLanguage('en', ['ja-JP'])).toBe('en');
    expect(resolveLanguage('ja', ['en-US'])).toBe('ja');
    expect(resolveLanguage('auto', ['ja-JP'])).toBe('ja');
  });
  it("picks the table of the language in force", () => {
    const tables = { en: { hello: 'Hello' }, ja: { hello: 'こんにちは' } };
    useLanguage('ja');
    expect(inLanguage(tables).hello).toBe('こんにちは');
    useLanguage('en');
    expect(inLanguage(tables).hello).toBe('Hello');
  });
});
