// The home page's logic: which seek a quick-pairing tile joins, when it makes one or shows the
// player's own as waiting; a guest's click that signs in first and then goes on; the seeker
// taken to her game when her seek is accepted; and which game the TV features.
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../src/lobby/game_summary';
import { featuredGame, type PlayerInfo } from '../src/home/featured';
import { HomeCtrl, type HomeDeps } from '../src/home/home_ctrl';
import { fitsTile, sameTime, TILES, tileState, type Seek, type Tile } from '../src/home/pairing';

const tile: Tile = TILES[2]; // Tori, 10 min | 30s
const seek = (id: number, user: string, over: Partial<Seek> = {}): Seek => ({
  id, user, variant: tile.variant, handicap: '', time: tile.time, rated: true, first: true, ...over,
});

describe('quick-pairing tiles', () => {
  it('offer common byo-yomi clocks and a correspondence one, for each variant', () => {
    expect(TILES.filter((t) => t.variant === 'torishogi')).toHaveLength(6);
    expect(TILES.filter((t) => t.variant === 'yarishogi')).toHaveLength(6);
    expect(TILES[0].time).toEqual({ kind: 'byoyomi', main_ms: 180_000, periods: 1, period_ms: 10_000 });
    expect(TILES[5].time).toEqual({ kind: 'correspondence', days: 3 });
  });

  it('stand for even, rated seeks of their variant and clock only', () => {
    expect(fitsTile(tile, seek(1, 'bob'))).toBe(true);
    expect(fitsTile(tile, seek(1, 'bob', { variant: 'yarishogi' }))).toBe(false);
    expect(fitsTile(tile, seek(1, 'bob', { handicap: 'lq' }))).toBe(false);
    expect(fitsTile(tile, seek(1, 'bob', { rated: false }))).toBe(false);
    expect(fitsTile(tile, seek(1, 'bob', { time: { kind: 'byoyomi', main_ms: 600_000, periods: 3, period_ms: 30_000 } }))).toBe(false);
    expect(sameTime(null, null)).toBe(true);
    expect(sameTime(null, tile.time)).toBe(false);
  });

  it('join the oldest seek of someone else, or show the player\'s own as waiting, or make one', () => {
    expect(tileState(tile, [], 'alice')).toEqual({ kind: 'open' });
    expect(tileState(tile, [seek(1, 'bob'), seek(2, 'carol')], 'alice')).toEqual({ kind: 'join', seek: seek(1, 'bob'), others: 2 });
    expect(tileState(tile, [seek(1, 'bob'), seek(2, 'alice')], 'alice')).toEqual({ kind: 'waiting', seek: seek(2, 'alice') });
    expect(tileState(tile, [seek(1, 'bob', { rated: false })], 'alice')).toEqual({ kind: 'open' });
    // a guest joins whoever waits
    expect(tileState(tile, [seek(1, 'bob')], null)).toMatchObject({ kind: 'join' });
  });
});

function game(number: number, black: string, white: string, created = number): GameSummary {
  return { variant: 'torishogi', number, players: { black, white }, handicap: '', rated: true, move_number: 1, to_move: 'black', active: true, result: null, created };
}

describe('the featured game', () => {
  const info: Record<string, PlayerInfo> = {
    strong: { computer: false, rating: { torishogi: 1900, yarishogi: 1500 } },
    weak: { computer: false, rating: { torishogi: 1200, yarishogi: 1500 } },
    computer3: { computer: true, rating: { torishogi: 2400, yarishogi: 2400 } },
  };
  const player = (u: string) => info[u];

  it('is the game of the strongest players, new players counting as 1500, the newest among equals', () => {
    expect(featuredGame([game(1, 'weak', 'new1'), game(2, 'strong', 'new2'), game(3, 'new3', 'new4')], player, null)?.number).toBe(2);
    expect(featuredGame([game(1, 'new1', 'new2'), game(3, 'new3', 'new4'), game(2, 'new5', 'new6')], player, null)?.number).toBe(3);
  });

  it('leaves out games against the computer, and is none when nobody plays', () => {
    expect(featuredGame([game(1, 'strong', 'computer3'), game(2, 'weak', 'new1')], player, null)?.number).toBe(2);
    expect(featuredGame([game(1, 'strong', 'computer3')], player, null)).toBeNull();
    expect(featuredGame([], player, null)).toBeNull();
  });

  it('stays while it goes on, and moves to the next when it ends', () => {
    const games = [game(1, 'weak', 'new1'), game(2, 'strong', 'new2')];
    expect(featuredGame(games, player, 'torishogi/1')?.number).toBe(1);
    expect(featuredGame([games[1]], player, 'torishogi/1')?.number).toBe(2);
  });
});

// A controller over a fake server: the requests it makes, and the answers it gets.
function home(me: string | null, options: { signIn?: () => Promise<boolean> } = {}) {
  const calls: string[] = [];
  const went: string[] = [];
  const bodies: unknown[] = [];
  let user = me;
  let chimes = 0;
  const deps: HomeDeps = {
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      calls.push(`${method} ${path}`);
      if (body) bodies.push(body);
      if (path.startsWith('/api/users/')) return { user: { id: 'x', kind: 'human', ratings: { torishogi: { rating: 1500, deviation: 350 }, yarishogi: { rating: 1500, deviation: 350 } } } } as T;
      if (path.endsWith('/accept')) return { game: game(7, 'bob', user!) } as T;
      return {} as T;
    },
    me: () => user,
    signIn: options.signIn ?? (async () => {
      user = 'newcomer';
      return true;
    }),
    go: (path) => went.push(path),
    chime: () => chimes++,
    redraw: () => undefined,
  };
  const ctrl = new HomeCtrl(deps);
  return { ctrl, calls, bodies, went, chimes: () => chimes, writes: () => calls.filter((c) => !c.startsWith('GET')) };
}

describe('the home page controller', () => {
  it('makes a seek from an open tile, cancels it from the waiting tile', async () => {
    const h = home('alice');
    h.ctrl.lobbyMessage({ type: 'lobby', seeks: [], games: [] });
    await h.ctrl.clickTile(tile);
    expect(h.writes()).toEqual(['POST /api/seeks']);
    expect(h.bodies).toEqual([{ variant: 'torishogi', time: tile.time, rated: true }]);
    h.ctrl.lobbyMessage({ type: 'seek_added', seek: seek(5, 'alice') });
    expect(h.ctrl.tiles()[2].state.kind).toBe('waiting');
    await h.ctrl.clickTile(tile);
    expect(h.writes()).toEqual(['POST /api/seeks', 'DELETE /api/seeks/5']);
  });

  it('joins a waiting player\'s seek from the tile and goes to the game', async () => {
    const h = home('alice');
    h.ctrl.lobbyMessage({ type: 'lobby', seeks: [seek(4, 'bob')], games: [] });
    await h.ctrl.clickTile(tile);
    expect(h.writes()).toEqual(['POST /api/seeks/4/accept']);
    expect(h.went).toEqual(['/game/torishogi/7']);
  });

  it('asks a guest to sign in first, then does what the tile does', async () => {
    const h = home(null);
    h.ctrl.lobbyMessage({ type: 'lobby', seeks: [], games: [] });
    await h.ctrl.clickTile(tile);
    expect(h.writes()).toEqual(['POST /api/seeks']);
  });

  it('does nothing when the guest closes the sign-in', async () => {
    const h = home(null, { signIn: async () => false });
    h.ctrl.lobbyMessage({ type: 'lobby', seeks: [seek(4, 'bob')], games: [] });
    await h.ctrl.clickTile(tile);
    await h.ctrl.playComputer({ variant: 'torishogi', level: 2, time: null, first: true });
    expect(h.writes()).toEqual([]);
  });

  it('takes the seeker to her game with a chime when her seek is accepted, in either order', () => {
    for (const order of [['removed', 'started'], ['started', 'removed']]) {
      const h = home('alice');
      h.ctrl.lobbyMessage({ type: 'lobby', seeks: [seek(5, 'alice')], games: [] });
      for (const what of order) {
        if (what === 'removed') h.ctrl.lobbyMessage({ type: 'seek_removed', id: 5, reason: 'accepted' });
        else h.ctrl.lobbyMessage({ type: 'game_started', game: game(9, 'alice', 'bob') });
      }
      expect(h.went).toEqual(['/game/torishogi/9']);
      expect(h.chimes()).toBe(1);
    }
  });

  it('does not move the seeker when her seek is cancelled, or another\'s accepted', () => {
    const h = home('alice');
    h.ctrl.lobbyMessage({ type: 'lobby', seeks: [seek(5, 'alice'), seek(6, 'bob')], games: [] });
    h.ctrl.lobbyMessage({ type: 'seek_removed', id: 5, reason: 'cancelled' });
    h.ctrl.lobbyMessage({ type: 'seek_removed', id: 6, reason: 'accepted' });
    h.ctrl.lobbyMessage({ type: 'game_started', game: game(9, 'bob', 'carol') });
    expect(h.went).toEqual([]);
  });

  it('features a game once the lobby tells of one, and the next when it ends', async () => {
    const h = home(null);
    h.ctrl.lobbyMessage({ type: 'lobby', seeks: [], games: [game(1, 'a', 'b')] });
    expect(h.ctrl.featured?.number).toBe(1);
    h.ctrl.lobbyMessage({ type: 'game_started', game: game(2, 'c', 'd') });
    await Promise.resolve();
    h.ctrl.lobbyMessage({ type: 'game_ended', game: game(1, 'a', 'b') });
    expect(h.ctrl.featured?.number).toBe(2);
    h.ctrl.lobbyMessage({ type: 'game_ended', game: game(2, 'c', 'd') });
    expect(h.ctrl.featured).toBeNull();
  });

  it('plays the computer casually at the level asked', async () => {
    const h = home('alice');
    await h.ctrl.playComputer({ variant: 'yarishogi', level: 3, time: null, first: false });
    expect(h.writes()).toEqual(['POST /api/games']);
    expect(h.bodies).toEqual([{ variant: 'yarishogi', opponent: 'computer3', time: null, first: false, rated: false }]);
  });

  it('shows the error of a refused action and lets the next click through', async () => {
    const h = home('alice');
    const failing = new HomeCtrl({ ...{ api: async () => { throw new Error('you may not'); } }, me: () => 'alice', signIn: async () => true, go: () => undefined, chime: () => undefined, redraw: () => undefined });
    await failing.clickTile(tile);
    expect((failing.error as Error).message).toBe('you may not');
    expect(failing.busy).toBe(false);
    expect(h.ctrl.error).toBeNull();
  });
});
