// The reconnect bookkeeping of a stream: messages sent while it is down go out once, in order,
// when it is back; a dropped connection is reopened with a growing wait; the browser's offline
// event drops the socket at once and nothing is opened until the network is back.
import { describe, expect, it } from 'vitest';
import { Stream, type SocketLike, type StreamDeps } from '../src/stream';

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

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let online = true;
  let networkChanged = () => {};
  const deps: StreamDeps = {
    open: () => {
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
  const stream = new Stream(() => 'ws://test/api/lobby/ws', {
    message: (m) => received.push(m),
    down: () => events.push('down'),
    up: () => events.push('up'),
  }, deps);
  const setOnline = (value: boolean) => {
    online = value;
    networkChanged();
  };
  return { stream, sockets, timers, events, received, setOnline };
}

describe('Stream', () => {
  it('sends at once when open and hands over what comes', () => {
    const h = harness();
    h.sockets[0].open();
    h.stream.send({ op: 'chat', text: 'hi' });
    expect(h.sockets[0].sent).toEqual(['{"op":"chat","text":"hi"}']);
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
    expect(h.sockets[1].sent).toEqual(['{"op":"move","move":"3d3c","ply":1}', '{"op":"chat","text":"back soon"}']);
    expect(h.stream.queued).toBe(0);
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
    expect(h.sockets[1].sent).toEqual(['{"op":"move","move":"4b3c","ply":2}']);
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
});
