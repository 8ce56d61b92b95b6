// Word of the player's other games wherever they are on the site: their own stream (/api/me/ws)
// tells of challenges and moves, and a game that now waits for them, other than the one on the
// screen, is offered as a link at the top of the page until it is opened or dismissed.
import { session, streamUrl } from './api';
import { gamePath, myGame, type GameSummary } from './lobby/game_summary';
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
    if (!mine || !mine.myMove || location.pathname === path) return;
    const item = document.createElement('p');
    item.className = 'notice';
    const link = Object.assign(document.createElement('a'), {
      href: path,
      textContent: `${headline}: your move in ${NAMES[g.variant]} ${g.number}`,
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
