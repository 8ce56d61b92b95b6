// The reconnect bookkeeping of a stream: messages sent while it is down go out once, in order,
// when it is back; a dropped connection is reopened with a growing wait; the browser's offline
// event drops the socket at once and nothing is opened until the network is back. Each request
// carries an id and is kept until the server answers it; what had no answer goes out again after
// a reconnect, once the server's state has come, if the page still wants it.
import { describe, expect, it } from 'vitest';
import { Stream, type Request, type SocketLike, type StreamDeps } from '../src/stream';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedByClient = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  send(text: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(text);
  }
  close() {
    this.closedByClient = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

interface Options {
  url?: () => string | Promise<string>;
  stillWanted?: (request: Request) => boolean;
}

function harness(options: Options = {}) {
  const sockets: FakeSocket[] = [];
  const urls: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let online = true;
  let networkChanged = () => {};
  const deps: StreamDeps = {
    open: (url) => {
      urls.push(url);
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    later: (run, ms) => timers.push({ run, ms }),
    online: () => online,
    watchNetwork: (changed) => {
      networkChanged = changed;
      return () => (networkChanged = () => {});
    },
  };
  const events: string[] = [];
  const received: unknown[] = [];
  const answered: [unknown, Request][] = []; // an ack or error with the request it answers
  const stream = new Stream(options.url ?? (() => 'ws://test/api/lobby/ws'), {
    message: (m, request) => (request ? answered.push([m, request]) : received.push(m)),
    down: () => events.push('down'),
    up: () => events.push('up'),
    ...(options.stillWanted ? { stillWanted: options.stillWanted } : {}),
  }, deps);
  const setOnline = (value: boolean) => {
    online = value;
    networkChanged();
  };
  const from = (socket: FakeSocket, message: object) => socket.onmessage!({ data: JSON.stringify(message) });
  return { stream, sockets, urls, timers, events, received, answered, from, setOnline };
}

describe('Stream', () => {
  it('sends at once when open and hands over what comes', () => {
    const h = harness();
    h.sockets[0].open();
    h.stream.send({ op: 'chat', text: 'hi' });
    expect(h.sockets[0].sent).toEqual(['{"op":"chat","text":"hi","id":1}']);
    h.sockets[0].onmessage!({ data: '{"type":"spectators","count":2}' });
    expect(h.received).toEqual([{ type: 'spectators', count: 2 }]);
    expect(h.events).toEqual(['up']);
  });

  it('keeps what is sent while down and sends it once, in order, on the next connection', () => {
    const h = harness();
    h.sockets[0].open();
    h.sockets[0].drop();
    expect(h.events).toEqual(['up', 'down']);
    h.stream.send({ op: 'move', move: '3d3c', ply: 1 });
    h.stream.send({ op: 'chat', text: 'back soon' });
    expect(h.stream.queued).toBe(2);
    expect(h.timers).toHaveLength(1);
    h.timers[0].run();
    expect(h.sockets).toHaveLength(2);
    h.sockets[1].open();
    expect(h.sockets[1].sent).toEqual(['{"op":"move","move":"3d3c","ply":1,"id":1}', '{"op":"chat","text":"back soon","id":2}']);
    expect(h.stream.queued).toBe(2); // sent, not yet answered
    expect(h.sockets[0].sent).toEqual([]);
  });

  it('waits longer after each failed try, up to 5 s, and starts again once connected', () => {
    const h = harness();
    h.sockets[0].drop();
    for (let i = 1; i <= 5; i++) {
      h.timers[h.timers.length - 1].run();
      h.sockets[i].drop();
    }
    expect(h.timers.map((t) => t.ms)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
    h.timers[h.timers.length - 1].run();
    h.sockets[6].open();
    h.sockets[6].drop();
    expect(h.timers[h.timers.length - 1].ms).toBe(500);
  });

  it('drops the socket when the browser goes offline and opens one only when it is back', () => {
    const h = harness();
    h.sockets[0].open();
    h.setOnline(false);
    expect(h.sockets[0].closedByClient).toBe(true);
    expect(h.events).toEqual(['up', 'down']);
    h.sockets[0].drop(); // its own close event comes later: not news
    expect(h.events).toEqual(['up', 'down']);
    expect(h.timers).toHaveLength(0);
    h.stream.send({ op: 'move', move: '4b3c', ply: 2 });
    h.setOnline(true);
    expect(h.sockets).toHaveLength(2);
    h.sockets[1].open();
    expect(h.sockets[1].sent).toEqual(['{"op":"move","move":"4b3c","ply":2,"id":1}']);
  });

  it('stays closed once closed', () => {
    const h = harness();
    h.sockets[0].open();
    h.stream.close();
    h.sockets[0].drop();
    h.setOnline(true);
    expect(h.timers).toHaveLength(0);
    expect(h.sockets).toHaveLength(1);
  });

  it('forgets a request once the server answers its id, and hands the request over with the answer', () => {
    const h = harness();
    h.sockets[0].open();
    h.stream.send({ op: 'move', move: '3d3c', ply: 1 });
    h.stream.send({ op: 'chat', text: 'hi' });
    h.from(h.sockets[0], { type: 'ack', id: 1, message: 'alice played 3d-3c' });
    h.from(h.sockets[0], { type: 'error', id: 2, code: 'refused', message: 'too many chat lines' });
    expect(h.stream.queued).toBe(0);
    expect(h.answered).toEqual([
      [{ type: 'ack', id: 1, message: 'alice played 3d-3c' }, { op: 'move', move: '3d3c', ply: 1 }],
      [{ type: 'error', id: 2, code: 'refused', message: 'too many chat lines' }, { op: 'chat', text: 'hi' }],
    ]);
    // An answer to no request of ours (a bad frame's, id null) is an ordinary message.
    h.from(h.sockets[0], { type: 'error', id: null, code: 'bad_json', message: '...' });
    expect(h.received).toEqual([{ type: 'error', id: null, code: 'bad_json', message: '...' }]);
  });

  it('sends what had no answer again after a reconnect, once the state has come, if still wanted', () => {
    const order: string[] = [];
    const h = harness({
      stillWanted: (request) => {
        order.push(`asked ${request.op}`);
        return request.op !== 'move'; // the state shows the move taken
      },
    });
    h.sockets[0].open();
    h.stream.send({ op: 'move', move: '3d3c', ply: 1 });
    h.stream.send({ op: 'chat', text: 'hi' });
    h.sockets[0].drop();
    h.timers[0].run();
    h.sockets[1].open();
    expect(h.sockets[1].sent).toEqual([]); // nothing before the server's state
    h.stream.send({ op: 'offer', kind: 'draw' }); // waits behind them
    expect(h.sockets[1].sent).toEqual([]);
    h.sockets[1].onmessage!({ data: JSON.stringify({ type: 'state', game: {} }) });
    expect(h.received).toEqual([{ type: 'state', game: {} }]);
    expect(order).toEqual(['asked move', 'asked chat', 'asked offer']);
    expect(h.sockets[1].sent).toEqual(['{"op":"chat","text":"hi","id":2}', '{"op":"offer","kind":"draw","id":3}']);
    expect(h.stream.queued).toBe(2);
    // The chat's answer comes on the new connection: the dropped move is not waited for.
    h.from(h.sockets[1], { type: 'ack', id: 2, message: 'Sent to game 101.' });
    expect(h.stream.queued).toBe(1);
    // Once everything is answered, a new connection sends nothing and waits for nothing.
    h.from(h.sockets[1], { type: 'ack', id: 3, message: 'offered' });
    h.sockets[1].drop();
    h.timers[1].run();
    h.sockets[2].open();
    h.stream.send({ op: 'resign' });
    expect(h.sockets[2].sent).toEqual(['{"op":"resign","id":4}']);
  });

  it('hears nothing more from a socket it has given up on', () => {
    const h = harness();
    h.sockets[0].open();
    h.setOnline(false);
    h.from(h.sockets[0], { type: 'spectators', count: 3 });
    expect(h.received).toEqual([]);
  });

  it('waits for an address that must be fetched (a ticket) and tries again when the fetch fails', async () => {
    let tickets = 0;
    const fetched: ((url: string) => void)[] = [];
    const failed: (() => void)[] = [];
    const h = harness({
      url: () =>
        new Promise<string>((resolve, reject) => {
          tickets++;
          fetched.push(resolve);
          failed.push(() => reject(new Error('offline')));
        }),
    });
    expect(h.sockets).toHaveLength(0);
    failed[0]();
    await Promise.resolve();
    await Promise.resolve();
    expect(h.sockets).toHaveLength(0);
    expect(h.timers.map((t) => t.ms)).toEqual([500]);
    h.timers[0].run();
    expect(tickets).toBe(2);
    fetched[1]('ws://test/api/games/torishogi/1/ws?ticket=t2');
    await Promise.resolve();
    await Promise.resolve();
    expect(h.urls).toEqual(['ws://test/api/games/torishogi/1/ws?ticket=t2']);
    // A dropped connection fetches a fresh ticket for the next.
    h.sockets[0].open();
    h.sockets[0].drop();
    h.timers[1].run();
    expect(tickets).toBe(3);
  });
});
