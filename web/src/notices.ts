// Word of the player's other games wherever they are on the site: their own stream (/api/me/ws)
// tells of challenges and moves, and a game that now waits for them (their move, or a challenge:
// the server's challenged player is the one moving second, who may accept or decline it before
// their first move), other than the one on the screen, is offered as a link at the top of the
// page until it is opened or dismissed.
import { session, streamUrl } from './api';
import { firstMover, gamePath, myGame, type GameSummary } from './lobby/game_summary';
import { Stream } from './stream';

const NAMES = { torishogi: 'Tori', yarishogi: 'Yari' };

export function startNotices(box: HTMLElement): () => void {
  const me = session()?.user;
  if (!me) return () => {};
  const shown = new Map<string, HTMLElement>();

  function notice(g: GameSummary, headline: string): void {
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
      textContent: `${headline}: ${mine.myMove ? 'your move' : 'a challenge to you'} in ${NAMES[g.variant]} ${g.number}`,
    });
    const dismiss = Object.assign(document.createElement('button'), { textContent: '×', title: 'Dismiss' });
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
      if (m.type === 'game') notice(m.game as GameSummary, m.headline as string);
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
