// The session token stays out of every stream's address: a logged-in page opens each stream
// (its own, the lobby's, a game's, a reconnect's) with a fresh one-use ticket (POST
// /api/streams/ticket), so that no WebSocket URL and no console line (a failed socket's error
// names its URL) holds the token.
import { expect, test } from '@playwright/test';
import { apiCall, closeContexts, expectMoves, newPage, playMove, player, signUp } from './board';

test.afterEach(closeContexts);

test('no WebSocket address and no console line holds the session token', async ({ browser }) => {
  await player(browser, 'bobticket');
  const alice = await newPage(browser);
  const addresses: string[] = [];
  const lines: string[] = [];
  alice.on('websocket', (ws) => addresses.push(ws.url()));
  alice.on('console', (message) => lines.push(message.text()));
  await signUp(alice, 'aliceticket');
  const token = await alice.evaluate(() => JSON.parse(localStorage.getItem('tori.session')!).token as string);

  const made = await apiCall(alice, 'POST', '/api/games', { variant: 'torishogi', opponent: 'bobticket', time: null, rated: false });
  await alice.goto(`/game/torishogi/${made.game.number}`);
  await expect(alice.locator('.status')).toHaveText('Black to move');
  // A connection lost and made again, with a move waiting for it.
  await alice.context().setOffline(true);
  await expect(alice.locator('.banner')).toBeVisible();
  await playMove(alice, '3d-3c');
  await alice.context().setOffline(false);
  await expect(alice.locator('.banner')).toBeHidden();
  await expectMoves(alice, 1);
  // A game that does not exist: its socket is refused, which the console reports.
  await alice.goto('/game/torishogi/99999');
  await expect(alice.locator('.not-found h1')).toHaveText('No game torishogi 99999');
  await alice.goto(`/user/aliceticket`);
  await alice.goto('/');

  const games = addresses.filter((url) => url.includes('/api/games/'));
  expect(games.length).toBeGreaterThanOrEqual(3); // the game, its reconnect, the missing game
  expect(addresses.filter((url) => url.includes('/api/me/ws')).length).toBeGreaterThanOrEqual(1);
  for (const url of addresses) {
    expect(url).not.toContain(token);
    expect(url).not.toContain('token=');
  }
  expect(addresses.filter((url) => url.includes('ticket=')).length).toBeGreaterThanOrEqual(3);
  for (const line of lines) expect(line).not.toContain(token);
});
