// The header's words for a guest and a player (main.ts): a small table apart from the home
// page's, so that the first visit of any page carries only these.
import { inLanguage } from '../i18n/language';

export const AUTH_WORDS = inLanguage({
  en: { login: 'Log in', signup: 'Sign up', logout: 'Log out' },
  ja: { login: 'ログイン', signup: '新規登録', logout: 'ログアウト' },
});
