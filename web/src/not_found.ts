// What the page shows for an address that names nothing: a game, a player or a page that does
// not exist says so (instead of a lobby, or a game page reconnecting forever), with a way home.
export function showNotFound(root: HTMLElement, what: string): void {
  const box = document.createElement('section');
  box.className = 'not-found';
  const heading = Object.assign(document.createElement('h1'), { textContent: what });
  const home = Object.assign(document.createElement('a'), { href: '/', textContent: 'Back to the lobby' });
  const line = document.createElement('p');
  line.append(home);
  box.append(heading, line);
  root.replaceChildren(box);
}
