// Word of the player's other games wherever they are on the site: their own stream (/api/me/ws)
// tells of challenges and moves, and a game that now waits for them (their move, or a challenge:
// the server's challenged player is the one moving second, who may accept or decline it before
// their first move), other than the one on the screen, is offered as a link at the top of the
// page until it is opened or dismissed.
import { session, streamUrl } from './api';
import { firstMover, gamePath, myGame, type GameSummary } from './lobby/game_summary';
import { inLanguage } from './i18n/language';
import type { Variant } from './rules/rules';
import { Stream } from './stream';

const WORDS = inLanguage({
  en: {
    yourMove: (opponent: string, variant: Variant, number: number) => `Your move in ${variant === 'torishogi' ? 'Tori' : 'Yari'} ${number} against ${opponent}`,
    challenge: (opponent: string, variant: Variant, number: number) => `A challenge to you in ${variant === 'torishogi' ? 'Tori' : 'Yari'} ${number} from ${opponent}`,
    dismiss: 'Dismiss',
  },
  ja: {
    yourMove: (opponent: string, variant: Variant, number: number) => `${opponent}さんとの${variant === 'torishogi' ? '禽将棋' : '槍将棋'}${number}：あなたの手番です`,
    challenge: (opponent: string, variant: Variant, number: number) => `${opponent}さんから${variant === 'torishogi' ? '禽将棋' : '槍将棋'}${number}の挑戦です`,
    dismiss: '閉じる',
  },
});

export function startNotices(box: HTMLElement): () => void {
  const me = session()?.user;
  if (!me) return () => {};
  const shown = new Map<string, HTMLElement>();

  function notice(g: GameSummary): void {
    const path = gamePath(g);
    shown.get(path)?.remove();
    shown.delete(path);
    const mine = myGame(g, me!);
    const challenged = mine !== null && !mine.moved && mine.side !== firstMover(g);
    if (!mine || !(mine.myMove || challenged) || location.pathname === path) return;
    const item = document.createElement('p');
    item.className = 'notice';
    const link = Object.assign(document.createElement('a'), {
      href: path,
      textContent: (mine.myMove ? WORDS.yourMove : WORDS.challenge)(mine.opponent, g.variant, g.number),
    });
    const dismiss = Object.assign(document.createElement('button'), { textContent: '×', title: WORDS.dismiss });
    dismiss.onclick = () => {
      item.remove();
      shown.delete(path);
    };
    link.addEventListener('click', () => dismiss.click());
    item.append(link, ' ', dismiss);
    box.append(item);
    shown.set(path, item);
  }

  const stream = new Stream(() => streamUrl('/api/me/ws'), {
    message(m) {
      if (m.type === 'game') notice(m.game as GameSummary); // its English headline is for tools
    },
  });
  return () => {
    stream.close();
    box.replaceChildren();
  };
}

// The page now shows this game (opened from the lobby, say): its notice is news no more.
export function noticeSeen(path: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('#notices .notice a'))
    if (link.pathname === path) link.closest('.notice')?.remove();
}
