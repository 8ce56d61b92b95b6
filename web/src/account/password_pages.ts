// Passwords: the change form on the settings page (a logged-in player), and the two pages of a
// forgotten password: /reset asks for the name and the server mails a one-time link where the
// account has an address (docs/api.md, Accounts); /reset/TOKEN, that link, sets a new password.
import { api, saveSession } from '../api';
import { element, html } from '../html';
import { errorText } from '../i18n/error_words';
import { ACCOUNT_WORDS as W } from './account_words';
import './account.css';

const MIN_LENGTH = 8; // the server's rule (docs/server.md); it refuses the commonest ones too

function passwordField(name: string, label: string, autocomplete: string) {
  return html`<label>${label} <input name="${name}" type="password" autocomplete="${autocomplete}" minlength="${MIN_LENGTH}" required></label>`;
}

// A form whose submission calls `send`; what it answers (or the error) is said under it.
function wire(form: HTMLFormElement, send: (data: FormData) => Promise<string>): void {
  const said = form.querySelector('.said') as HTMLElement;
  const button = form.querySelector('button') as HTMLButtonElement;
  form.onsubmit = async (event) => {
    event.preventDefault();
    button.disabled = true;
    said.className = 'said';
    try {
      said.textContent = await send(new FormData(form));
      form.reset();
    } catch (e) {
      said.className = 'said error';
      said.textContent = e instanceof Error && !('code' in e) ? e.message : errorText(e);
    } finally {
      button.disabled = false;
    }
  };
}

export function passwordChangeForm(): HTMLFormElement {
  const form = element<HTMLFormElement>(html`<form class="password-change card">
    <h2>${W.changePassword}</h2>
    ${passwordField('old', W.currentPassword, 'current-password')}
    ${passwordField('new', W.newPassword, 'new-password')}
    ${passwordField('again', W.repeatPassword, 'new-password')}
    <p class="muted">${W.passwordRule}</p>
    <button class="primary">${W.changePassword}</button>
    <p class="said" role="status"></p>
  </form>`);
  wire(form, async (data) => {
    if (data.get('new') !== data.get('again')) throw new Error(W.notSame);
    await api('POST', '/api/me/password', { old: data.get('old'), new: data.get('new') });
    return W.passwordChanged;
  });
  return form;
}

export function showForgotPassword(root: HTMLElement): void {
  const form = element<HTMLFormElement>(html`<form class="password-reset card">
    <h1>${W.forgotTitle}</h1>
    <p>${W.forgotText}</p>
    <label>${W.name} <input name="user" autocomplete="username" autocapitalize="off" spellcheck="false" required></label>
    <button class="primary">${W.sendLink}</button>
    <p class="said" role="status"></p>
  </form>`);
  wire(form, async (data) => {
    await api('POST', '/api/password-reset', { user: data.get('user') });
    return W.linkSent;
  });
  root.replaceChildren(form);
}

export function showResetPassword(root: HTMLElement, token: string): void {
  const form = element<HTMLFormElement>(html`<form class="password-reset card">
    <h1>${W.resetTitle}</h1>
    ${passwordField('password', W.newPassword, 'new-password')}
    ${passwordField('again', W.repeatPassword, 'new-password')}
    <p class="muted">${W.passwordRule}</p>
    <button class="primary">${W.setPassword}</button>
    <p class="said" role="status"></p>
  </form>`);
  wire(form, async (data) => {
    if (data.get('password') !== data.get('again')) throw new Error(W.notSame);
    // The link logs its player in: the page goes on signed in.
    const answer = await api<{ token: string; user: string }>('POST', `/api/password-reset/${encodeURIComponent(token)}`, { password: data.get('password') });
    saveSession({ user: answer.user, token: answer.token });
    return W.passwordSet;
  });
  root.replaceChildren(form);
}
