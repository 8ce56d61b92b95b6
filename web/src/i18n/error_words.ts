// What the page says when the server refuses a request: every error code of the API (docs/api.md,
// Conventions, Errors) in English and Japanese, and a refusal's reason (the 409's and the game
// stream's `reason`: reason_words.ts) in the page's language.
//
// Usage, wherever a page shows an error (an ApiError from api.ts, a stream's error message, or a
// move the rules refuse):
//
//   import { errorText } from '../i18n/error_words';
//   catch (e) { notice.textContent = errorText(e); }                        // api() threw
//   stream.onError = (m) => (line.textContent = errorText(m));             // {code, message, reason?}
//   board: onRefused(refusalText(explained))                               // reason_words.ts
//
// The English page shows the server's own message (it says what exactly was wrong); the Japanese
// page the code's words, or the reason's when the server sent one. A code this page does not know
// (a newer server) is shown by the server's message, in English.
import { language, type Language } from './language';
import { reasonText, type Reason } from './reason_words';

// The API's codes (the server's sources: web/test/error_words.test.ts finds each one there), and
// `http` / `network` for failures the page meets before any answer (api.ts, the stream).
const CODES = [
  'bad_json',
  'bad_request',
  'invalid',
  'bad_variant',
  'bad_theme',
  'bad_puzzle_id',
  'weak_password',
  'invalid_reset',
  'unauthorized',
  'account_closed',
  'wrong_password',
  'forbidden',
  'not_your_game',
  'not_found',
  'method_not_allowed',
  'refused',
  'user_taken',
  'request_timeout',
  'too_large',
  'too_many_requests',
  'internal',
  'busy',
  'http',
  'network',
] as const;
export type ErrorCode = (typeof CODES)[number];
export const ERROR_CODES: readonly ErrorCode[] = CODES;

const ENGLISH: Record<ErrorCode, string> = {
  bad_json: 'The request was not understood.',
  bad_request: 'The request is missing something or has a wrong value.',
  invalid: 'Those values are not accepted.',
  bad_variant: 'There is no such variant.',
  bad_theme: 'There is no such theme.',
  bad_puzzle_id: 'There is no such puzzle.',
  weak_password: 'That password is too weak: choose a longer, less common one.',
  invalid_reset: 'That password reset link is not valid any more: ask for a new one.',
  unauthorized: 'Please log in (again).',
  account_closed: 'That account has signed off: it is closed.',
  wrong_password: 'The password is wrong.',
  forbidden: 'That is not yours to do.',
  not_your_game: 'You do not play in this game.',
  not_found: 'Not found.',
  method_not_allowed: 'That cannot be done here.',
  refused: 'That is not possible now.',
  user_taken: 'That name is taken: choose another.',
  request_timeout: 'The request came too slowly: try again.',
  too_large: 'The request is too large.',
  too_many_requests: 'Too many requests: wait a moment and try again.',
  internal: 'The server failed; nothing was changed. Try again.',
  busy: 'The server is busy: try again in a moment.',
  http: 'The server did not answer as expected.',
  network: 'The server cannot be reached.',
};

const JAPANESE: Record<ErrorCode, string> = {
  bad_json: 'リクエストを読み取れませんでした。',
  bad_request: 'リクエストに足りない項目か、誤った値があります。',
  invalid: '入力された値は受け付けられません。',
  bad_variant: 'そのような将棋の種類はありません。',
  bad_theme: 'そのようなテーマはありません。',
  bad_puzzle_id: 'そのような問題はありません。',
  weak_password: 'パスワードが弱すぎます。もっと長く、推測されにくいものにしてください。',
  invalid_reset: 'このパスワード再設定のリンクは無効です。もう一度再設定を申し込んでください。',
  unauthorized: 'ログインしてください（もう一度）。',
  account_closed: 'このアカウントは退会済みのため、使えません。',
  wrong_password: 'パスワードが違います。',
  forbidden: 'その操作はあなたにはできません。',
  not_your_game: 'あなたはこの対局の対局者ではありません。',
  not_found: '見つかりません。',
  method_not_allowed: 'ここではその操作はできません。',
  refused: '今はその操作はできません。',
  user_taken: 'その名前は使われています。別の名前を選んでください。',
  request_timeout: 'リクエストの到着が遅すぎました。もう一度お試しください。',
  too_large: 'リクエストが大きすぎます。',
  too_many_requests: 'リクエストが多すぎます。少し待ってからもう一度お試しください。',
  internal: 'サーバーでエラーが起きました。何も変更されていません。もう一度お試しください。',
  busy: 'サーバーが混み合っています。少し待ってからもう一度お試しください。',
  http: 'サーバーから予期しない応答がありました。',
  network: 'サーバーに接続できません。',
};

const TABLES: Record<Language, Record<ErrorCode, string>> = { en: ENGLISH, ja: JAPANESE };

export interface ErrorLike {
  code?: string;
  message?: string;
  reason?: Reason | null;
}

const isKnown = (code: string): code is ErrorCode => (CODES as readonly string[]).includes(code);

// The words for an error the server sent (or api.ts threw), in the page's language unless told.
export function errorText(e: unknown, lang: Language = language()): string {
  const { code = '', message = '', reason } = (e ?? {}) as ErrorLike;
  if (reason && typeof reason === 'object') {
    const said = reasonText(reason, lang);
    if (said) return said;
  }
  if (!isKnown(code)) return message || TABLES[lang].http;
  if (lang === 'en' && message) return message;
  return TABLES[lang][code];
}
