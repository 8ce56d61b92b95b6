// The players: a search by the first letters of a name, and who is online now, each a link to
// their profile with their ratings.
import { api } from '../api';
import { element, fill, html } from '../html';
import { errorText } from '../i18n/error_words';
import type { Variant } from '../rules/rules';
import { ACCOUNT_WORDS as W } from './account_words';
import './account.css';

interface Player {
  id: string;
  kind?: 'human' | 'computer';
  ratings?: Partial<Record<Variant, { rating: number; wins: number; losses: number; draws: number }>>;
}

const SHORT: Record<Variant, string> = { torishogi: '禽', yarishogi: '槍' };

function playerItem(p: Player) {
  const ratings = (['torishogi', 'yarishogi'] as Variant[])
    .map((v) => {
      const r = p.ratings?.[v];
      return r && r.wins + r.losses + r.draws > 0 ? `${SHORT[v]} ${Math.round(r.rating)}` : '';
    })
    .filter(Boolean)
    .join(' · ');
  return html`<li><a href="/user/${encodeURIComponent(p.id)}">${p.id}</a> <span class="muted">${ratings}</span></li>`;
}

export function showPlayers(root: HTMLElement): () => void {
  const page = element(html`<div class="players-page">
    <section class="card">
      <h1>${W.players}</h1>
      <label>${W.search} <input type="search" name="prefix" placeholder="${W.searchPlaceholder}" autocapitalize="off" spellcheck="false" maxlength="32"></label>
      <ul class="found player-list"></ul>
      <p class="empty found-empty" hidden></p>
    </section>
    <section class="card">
      <h2>${W.online}</h2>
      <ul class="online player-list"></ul>
      <p class="empty online-empty" hidden>${W.nobodyOnline}</p>
      <p class="error" role="alert"></p>
    </section>
  </div>`);
  root.replaceChildren(page);
  const $ = (selector: string) => page.querySelector(selector) as HTMLElement;
  const fail = (e: unknown) => ($('.error').textContent = errorText(e));

  // The answer to the latest keystroke wins: an older, slower answer is dropped.
  let asked = 0;
  const input = $('input') as HTMLInputElement;
  input.oninput = async () => {
    const prefix = input.value.trim();
    const mine = ++asked;
    if (!prefix) {
      $('.found').replaceChildren();
      $('.found-empty').hidden = true;
      return;
    }
    try {
      const { users } = await api<{ users: Player[] }>('GET', `/api/users?prefix=${encodeURIComponent(prefix)}&limit=20`);
      if (mine !== asked) return;
      fill($('.found'), html`${users.map(playerItem)}`);
      $('.found-empty').textContent = W.noneFound(prefix);
      $('.found-empty').hidden = users.length > 0;
    } catch (e) {
      if (mine === asked) fail(e);
    }
  };
  input.focus();

  let gone = false;
  async function online(): Promise<void> {
    try {
      const { users } = await api<{ users: Player[] }>('GET', '/api/users/online');
      if (gone) return;
      fill($('.online'), html`${users.map(playerItem)}`);
      $('.online-empty').hidden = users.length > 0;
    } catch (e) {
      fail(e);
    }
  }
  void online();
  const timer = window.setInterval(() => void online(), 30_000);
  return () => {
    gone = true;
    window.clearInterval(timer);
  };
}
