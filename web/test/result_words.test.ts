import { describe, expect, it } from 'vitest';
import { loadInLanguage } from './in_language';

const words = (lang: 'en' | 'ja') => loadInLanguage(lang, () => import('../src/i18n/result_words'));

describe('a result in words', () => {
  const mate = { outcome: 'black_wins', termination: 'checkmate', description: 'Black wins by checkmate' };
  it('is said from its outcome and termination, in English', async () => {
    const { resultText } = await words('en');
    expect(resultText(mate)).toBe('Black wins by checkmate');
    expect(resultText({ outcome: 'draw', termination: 'repetition', description: '' })).toBe('Draw by repetition');
    expect(resultText({ outcome: 'white_wins', termination: 'time', description: '' })).toBe('White wins on time');
  });
  it('and in Japanese, with no English left', async () => {
    const { resultText } = await words('ja');
    expect(resultText(mate)).toBe('先手の勝ち（詰み）');
    expect(resultText({ outcome: 'draw', termination: 'impasse', description: '' })).toBe('引き分け（持将棋）');
    expect(resultText({ ...mate, aborted: true })).not.toMatch(/[A-Za-z]/);
  });
  it("keeps the server's words for an ending it does not know", async () => {
    const { resultText } = await words('ja');
    expect(resultText({ outcome: 'draw', termination: 'moon', description: 'Draw by moonlight' })).toBe('Draw by moonlight');
  });
  it('tells a win, a loss and a draw from either side', async () => {
    const { resultFor } = await words('en');
    expect(resultFor(mate, 'black')).toBe('win');
    expect(resultFor(mate, 'white')).toBe('loss');
    expect(resultFor({ outcome: 'draw', termination: 'agreement', description: '' }, 'white')).toBe('draw');
    expect(resultFor({ ...mate, aborted: true }, 'black')).toBe('aborted');
  });
});
