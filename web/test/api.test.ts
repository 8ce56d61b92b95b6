// A stream's address as the pages open it: a guest's bare, a logged-in player's with a fresh
// ticket asked for each open (POST /api/streams/ticket with the token in the header), never the
// token itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamUrl } from '../src/api';

const TOKEN = 'a'.repeat(64);

function browser(loggedIn: boolean) {
  const stored = new Map<string, string>();
  if (loggedIn) stored.set('tori.session', JSON.stringify({ user: 'alice', token: TOKEN }));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('location', { protocol: 'https:', host: 'tori.example' });
  const asked: { path: string; init: RequestInit }[] = [];
  let n = 0;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    asked.push({ path, init });
    n++;
    return new Response(JSON.stringify({ ticket: `t${n}`, expires_in: 60 }), { status: 200 });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('streamUrl', () => {
  it("gives a guest the bare address and asks for nothing", async () => {
    const asked = browser(false);
    expect(await streamUrl('/api/lobby/ws')).toBe('wss://tori.example/api/lobby/ws');
    expect(asked).toEqual([]);
  });

  it('asks a fresh ticket for each open, with the token in the header only', async () => {
    const asked = browser(true);
    const first = await streamUrl('/api/games/torishogi/7/ws');
    const second = await streamUrl('/api/games/torishogi/7/ws');
    expect(first).toBe('wss://tori.example/api/games/torishogi/7/ws?ticket=t1');
    expect(second).toBe('wss://tori.example/api/games/torishogi/7/ws?ticket=t2');
    expect(asked.map((a) => [a.path, a.init.method])).toEqual([
      ['/api/streams/ticket', 'POST'],
      ['/api/streams/ticket', 'POST'],
    ]);
    expect((asked[0].init.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
    expect(first + second).not.toContain(TOKEN);
  });
});
