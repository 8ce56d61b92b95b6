// The analysis board's and the review's words: the Japanese tables hold no English left behind
// (no ASCII letters but the names of formats, USI, SFEN, KIF and PGN), every word of them,
// functions called with sample numbers; and the pages' modules speak the language in force: the
// board's status (a mate's result from the rules' termination, not their English description).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../src/i18n/language';
import { loadRules } from '../src/rules/rules';
import { loadInLanguage } from './in_language';

const here = new URL('.', import.meta.url).pathname;

const FORMAT_NAMES = /\b(USI|SFEN|KIF|PGN)\b/g;

// Every text a table can show, with its key: strings as they are, functions called with sample
// numbers (a number stands for a move or a name as well, and holds no letter of its own).
function texts(table: unknown, key = ''): [string, string][] {
  if (typeof table === 'string') return [[key, table]];
  if (typeof table === 'function') {
    const samples = [3, 5, 7, 11, 13, 17].slice(0, Math.max(table.length, 1));
    return texts(table(...samples), `${key}()`);
  }
  if (table && typeof table === 'object') return Object.entries(table).flatMap(([k, v]) => texts(v, key ? `${key}.${k}` : k));
  return [];
}

function englishLeftIn(text: string): string[] {
  return text.replace(FORMAT_NAMES, '').match(/[A-Za-z]+/g) ?? [];
}

describe('the analysis and review words in Japanese', () => {
  it('leave no English in the analysis board', async () => {
    const { ANALYSIS } = await loadInLanguage('ja', () => import('../src/analysis/analysis_words'));
    const all = texts(ANALYSIS);
    expect(all.length).toBeGreaterThan(50);
    for (const [key, text] of all) expect(englishLeftIn(text), `${key}: ${text}`).toEqual([]);
  });

  it('leave no English in the review', async () => {
    const { REVIEW } = await loadInLanguage('ja', () => import('../src/review/review_words'));
    const all = texts(REVIEW);
    expect(all.length).toBeGreaterThan(50);
    for (const [key, text] of all) expect(englishLeftIn(text), `${key}: ${text}`).toEqual([]);
  });

  it('would catch an English word left in a table', () => {
    expect(englishLeftIn('KIF で書き出す')).toEqual([]);
    expect(englishLeftIn('評価値 +1.23（先手から見て）')).toEqual([]);
    expect(texts({ a: (n: number) => `Move ${n}` }).flatMap(([, t]) => englishLeftIn(t))).toEqual(['Move']);
  });

  it('both languages have the same words', async () => {
    const { ANALYSIS_WORDS } = await import('../src/analysis/analysis_words');
    const { REVIEW_WORDS } = await import('../src/review/review_words');
    for (const tables of [ANALYSIS_WORDS, REVIEW_WORDS])
      expect(texts(tables.ja).map(([key]) => key)).toEqual(texts(tables.en).map(([key]) => key));
  });

  it('the review reads its words in the language in force', async () => {
    const ja = await loadInLanguage('ja', () => import('../src/review/review_data'));
    expect(ja.commentText('blunder')).toBe('大悪手。');
    expect(ja.judgementWord('inaccuracy')).toBe('疑問手');
    expect(ja.progressText({ status: 'running', done_plies: 34, moves: 100, plies: [] })).toBe('解析中… 100手中34手');
    const en = await loadInLanguage('en', () => import('../src/review/review_data'));
    expect(en.commentText('blunder')).toBe('Blunder.');
  });

  it('the engine speed in Japanese', async () => {
    const { speedText } = await loadInLanguage('ja', () => import('../src/analysis/engine_info'));
    expect(speedText(1_234_567)).toBe('毎秒1235千局面');
  });
});

describe('the analysis board\'s status', () => {
  const TSUME = '7/k1C4/7/7/+S6/7/4K2 b FSs 1';
  const MATE = ['F*6c', '7b7a', '7e5c'];

  async function status(lang: Language, path: string[]): Promise<string> {
    const rules = await loadRules(readFileSync(here + '../src/rules/tori_rules.wasm'));
    const { AnalysisCtrl } = await loadInLanguage(lang, () => import('../src/analysis/analysis_ctrl'));
    const ctrl = new AnalysisCtrl(rules, { variant: 'torishogi', start: TSUME, path }, () => Promise.reject(new Error('no engine')), () => {});
    return ctrl.statusText();
  }

  it('says whose move it is', async () => {
    expect(await status('en', [])).toBe('Start: Black to move');
    expect(await status('ja', [])).toBe('開始局面：先手の手番');
    expect(await status('ja', MATE.slice(0, 1))).toBe('1手目：後手の手番（王手）');
  });

  it('says how the game ended in the page\'s language', async () => {
    expect(await status('en', MATE)).toBe('Black wins by checkmate');
    expect(await status('ja', MATE)).toBe('先手の勝ち（詰み）');
  });
});
