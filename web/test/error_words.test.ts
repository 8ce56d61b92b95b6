// Every error code the server's sources can send has words in both languages, and errorText
// says a refusal's reason in the page's language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorText } from '../src/i18n/error_words';
import { repositoryRoot } from './perft_suites';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(cpp|h)$/.test(name) ? [path] : [];
  });
}

// An ApiError is made as {status, "code", ...} (api_reply.h, ApiError{...}); a stream writes
// {"code", "..."} straight into its error message.
function serverCodes(): Set<string> {
  const codes = new Set<string>();
  for (const path of sources(repositoryRoot + 'src/server')) {
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(/\{\s*[1-5]\d\d,\s*"([a-z_]+)"/g)) codes.add(m[1]);
    for (const m of text.matchAll(/\{"code",\s*"([a-z_]+)"\}/g)) codes.add(m[1]);
  }
  return codes;
}

describe('the API error codes', () => {
  it('are found in the server sources (the search still works)', () => {
    const codes = serverCodes();
    for (const code of ['refused', 'not_your_game', 'bad_json', 'too_many_requests', 'internal'])
      expect(codes, code).toContain(code);
  });

  it('each have words in English and Japanese', () => {
    for (const code of serverCodes()) {
      expect(ERROR_CODES, `${code} has no words in web/src/i18n/error_words.ts`).toContain(code);
      const ja = errorText({ code, message: 'the server says' }, 'ja');
      expect(ja, code).not.toBe('the server says');
      expect(ja, code).not.toMatch(/[A-Za-z]/);
      expect(errorText({ code }, 'en'), code).toMatch(/[A-Za-z]/);
    }
  });
});

describe('errorText', () => {
  const refused = {
    code: 'refused',
    message: 'illegal move: you have no swallow in hand',
    reason: { code: 'not_in_hand', piece: 'swallow' },
  };
  it("says a refusal's reason in the page's language", () => {
    expect(errorText(refused, 'ja')).toBe('持ち駒に燕がありません');
    expect(errorText(refused, 'en')).toBe('you have no swallow in hand');
  });
  it("gives the server's own message on the English page, the code's words on the Japanese", () => {
    const taken = { code: 'user_taken', message: "the userid 'bob' is taken" };
    expect(errorText(taken, 'en')).toBe("the userid 'bob' is taken");
    expect(errorText(taken, 'ja')).toBe('その名前は使われています。別の名前を選んでください。');
  });
  it("falls back on the server's message for a code it does not know", () => {
    expect(errorText({ code: 'from_the_future', message: 'a newer server says so' }, 'ja')).toBe(
      'a newer server says so',
    );
    expect(errorText({ code: 'refused', message: 'no', reason: { code: 'from_the_future' } }, 'ja')).toBe(
      '今はその操作はできません。',
    );
  });
});
