// The game page's requests and the server's answers on the game's stream (docs/api.md, WebSocket
// streams), with the page's socket routed through the test so that a connection can drop at a
// chosen moment: a move lost with its connection is sent again on the next one and played once; a
// move the server took but whose answer was lost is not sent again; and the server itself answers
// a move sent twice (the same id, the same ply) by taking it once and refusing the repeat.
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { apiCall, closeContexts, expectMoves, newPage, playMove, player, signUp } from './board';

test.afterEach(closeContexts);

interface Frame {
  op?: string;
  type?: string;
  id?: unknown;
  moves?: unknown[];
  message?: string;
}

// Each connection of the page to a game's stream, routed through `onConnection` (its number, the
// page's side and the server's side), with the page's requests on each kept in order.
async function routeGameStream(
  page: Page,
  onConnection: (n: number, ws: WebSocketRoute, server: WebSocketRoute, sent: Frame[]) => void,
): Promise<Frame[][]> {
  const requests: Frame[][] = [];
  await page.routeWebSocket(/\/api\/games\/[a-z]+\/\d+\/ws/, (ws) => {
    const server = ws.connectToServer();
    const sent: Frame[] = [];
    requests.push(sent);
    onConnection(requests.length - 1, ws, server, sent);
  });
  return requests;
}

// A new casual untimed game of `alice` (moving first) against `bob`, opened on alice's page.
async function openGame(alice: Page, bob: string): Promise<string> {
  const made = await apiCall(alice, 'POST', '/api/games', { variant: 'torishogi', opponent: bob, time: null, rated: false });
  const path = `/game/${made.game.variant}/${made.game.number}`;
  await alice.goto(path);
  await expect(alice.locator('.status')).toHaveText('Black to move');
  return path;
}

async function serverMoves(page: Page, path: string): Promise<number> {
  const answer = await apiCall(page, 'GET', `/api${path.replace('/game/', '/games/')}`);
  return answer.game.moves.length;
}

const frame = (data: string | Buffer): Frame => JSON.parse(String(data));

test('a move lost with its connection is sent again on the next one and played once', async ({ browser }) => {
  await player(browser, 'bobacks1');
  const alice = await newPage(browser);
  await signUp(alice, 'aliceacks1');
  const requests = await routeGameStream(alice, (n, ws, server, sent) => {
    ws.onMessage((data) => {
      sent.push(frame(data));
      // The first connection drops as the move leaves: the server never gets it.
      if (n === 0 && frame(data).op === 'move') {
        void ws.close();
        void server.close();
        return;
      }
      server.send(data);
    });
    server.onMessage((data) => ws.send(data));
  });
  const path = await openGame(alice, 'bobacks1');

  await playMove(alice, '3d-3c');
  await expectMoves(alice, 1);
  await expect(alice.locator('.status')).toHaveText('White to move');
  expect(await serverMoves(alice, path)).toBe(1);
  await expect(alice.locator('.refusal')).toHaveText('');
  // The same request, its id included, on the second connection.
  const first = requests[0].find((r) => r.op === 'move')!;
  expect(requests[1].filter((r) => r.op === 'move')).toEqual([first]);
});

test('a move the server took but whose answer was lost is not sent again', async ({ browser }) => {
  await player(browser, 'bobacks2');
  const alice = await newPage(browser);
  await signUp(alice, 'aliceacks2');
  const requests = await routeGameStream(alice, (n, ws, server, sent) => {
    let lost = 0;
    ws.onMessage((data) => {
      sent.push(frame(data));
      server.send(data);
    });
    server.onMessage((data) => {
      const message = frame(data);
      // On the first connection the move's update and its ack never reach the page, which is
      // then cut off: it cannot know that the server took the move.
      if (n === 0 && (message.type === 'ack' || (message.type === 'update' && message.moves!.length > 0))) {
        if (++lost === 2) {
          void ws.close();
          void server.close();
        }
        return;
      }
      ws.send(data);
    });
  });
  const path = await openGame(alice, 'bobacks2');

  await playMove(alice, '3d-3c');
  await expectMoves(alice, 1);
  await expect(alice.locator('.status')).toHaveText('White to move');
  await expect(alice.locator('.banner')).toBeHidden();
  // A chat line after it: what the page sends goes in order, so once the line is through, a
  // move sent again would have been seen before it.
  await alice.locator('.chat-form input').fill('still here');
  await alice.locator('.chat-form button').click();
  await expect(alice.locator('.chat li')).toHaveText(['aliceacks2 still here']);
  await expect.poll(() => requests[1]?.some((r) => r.op === 'chat')).toBe(true);
  expect(requests[1].filter((r) => r.op === 'move')).toEqual([]);
  expect(await serverMoves(alice, path)).toBe(1);
  await expect(alice.locator('.refusal')).toHaveText('');
});

test('the server takes a move sent twice once and refuses the repeat by its ply', async ({ browser }) => {
  await player(browser, 'bobacks3');
  const alice = await newPage(browser);
  await signUp(alice, 'aliceacks3');
  const answers: Frame[] = [];
  let repeatId: unknown = undefined;
  await routeGameStream(alice, (_n, ws, server) => {
    ws.onMessage((data) => {
      server.send(data);
      if (frame(data).op === 'move' && repeatId === undefined) {
        repeatId = frame(data).id;
        server.send(data); // the same request again, as a resend would be
      }
    });
    server.onMessage((data) => {
      const message = frame(data);
      if ((message.type === 'ack' || message.type === 'error') && message.id === repeatId) {
        answers.push(message);
        if (answers.length > 1) return; // the page hears one answer, as it sent once
      }
      ws.send(data);
    });
  });
  const path = await openGame(alice, 'bobacks3');

  await playMove(alice, '3d-3c');
  await expectMoves(alice, 1);
  await expect.poll(() => answers.length).toBe(2);
  expect(answers[0].type).toBe('ack');
  expect(answers[1]).toMatchObject({ type: 'error', code: 'refused', id: repeatId });
  expect(answers[1].message).toMatch(/marked #1 but this is move 2/);
  expect(await serverMoves(alice, path)).toBe(1);
});
