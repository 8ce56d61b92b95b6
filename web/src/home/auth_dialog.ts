// Sign up or log in, in a small dialog over the page (the header's buttons, and a guest's click
// on something that needs an account): a name and a password, the other of the two a click
// away. Resolves true once the player is signed in (the session saved), false when closed.
import { api, saveSession } from '../api';
import { errorText } from '../i18n/error_words';
import { ACCOUNT_WORDS } from '../account/account_words';
import { W } from './home_words';
import { fill, html } from '../html';

export type AuthMode = 'signup' | 'login';

export function askToSignIn(mode: AuthMode, why = ''): Promise<boolean> {
  const dialog = document.createElement('dialog');
  dialog.className = 'auth-dialog';
  fill(
    dialog,
    html`<form class="login" method="dialog">
      <h2></h2>
      <p class="auth-why"></p>
      <label><span class="label-name"></span> <input name="user" autocomplete="username" required autocapitalize="off" spellcheck="false"></label>
      <label><span class="label-password"></span> <input name="password" type="password" required></label>
      <p class="error" role="alert"></p>
      <p class="forgot"><a href="/reset"></a></p>
      <div class="auth-actions"><button class="primary submit"></button> <button type="button" class="switch"></button></div>
      <button type="button" class="auth-close"></button>
    </form>`,
  );
  const form = dialog.querySelector('form')!;
  const $ = (selector: string) => dialog.querySelector(selector) as HTMLElement;
  $('.auth-why').textContent = why;
  $('.auth-why').hidden = !why;
  $('.label-name').textContent = W.name;
  $('.label-password').textContent = W.password;
  $('.forgot a').textContent = ACCOUNT_WORDS.forgotLink;
  $('.forgot a').onclick = () => dialog.close(); // the page's router opens /reset
  $('.auth-close').textContent = '×';
  $('.auth-close').setAttribute('aria-label', W.close);
  const submit = $('.submit') as HTMLButtonElement;
  const show = () => {
    $('h2').textContent = mode === 'signup' ? W.signUpTitle : W.logInTitle;
    submit.textContent = mode === 'signup' ? W.signUp : W.logIn;
    submit.name = mode;
    $('.switch').textContent = mode === 'signup' ? W.haveAccount : W.noAccount;
    const password = form.elements.namedItem('password') as HTMLInputElement;
    password.autocomplete = mode === 'signup' ? 'new-password' : 'current-password';
    $('.error').textContent = '';
    $('.forgot').hidden = mode === 'signup';
  };
  show();
  $('.switch').onclick = () => {
    mode = mode === 'signup' ? 'login' : 'signup';
    show();
  };
  document.body.append(dialog);
  dialog.showModal();
  return new Promise((resolve) => {
    let signedIn = false;
    $('.auth-close').onclick = () => dialog.close();
    form.onsubmit = async (event) => {
      event.preventDefault();
      const data = new FormData(form);
      submit.disabled = true;
      $('.error').textContent = ''; // the answer to this try, not the last one's, shows
      try {
        const answer = await api<{ token: string; user: string }>('POST', mode === 'signup' ? '/api/signup' : '/api/login', {
          user: data.get('user'),
          password: data.get('password'),
        });
        saveSession({ user: answer.user, token: answer.token });
        signedIn = true;
        dialog.close();
      } catch (e) {
        $('.error').textContent = errorText(e);
      } finally {
        submit.disabled = false;
      }
    };
    dialog.onclose = () => {
      dialog.remove();
      resolve(signedIn);
    };
  });
}
