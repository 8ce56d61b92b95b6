// The game page's controller with the real rules (WebAssembly), a stream played by the test and a
// clock it sets: the server's state and updates, a move sent with its ply and a refused one's
// reason, an offer and its answer, a reconnect's whole state and what is sent again after it,
// replaying the moves, the clocks counted from when the figures came.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GameCtrl } from '../src/game/game_ctrl';
import type { ServerGame } from '../src/game/server_game';
import { loadRules, Rules } from '../src/rules/rules';
import type { Request } from '../src/stream';

const here = new URL('.', import.meta.url).pathname;
let rules: Rules;
let start: string;
beforeAll(async () => {
  rules = await loadRules(readFileSync(here + '../src/rules/tori_rules.wasm'));
  start = rules.state({ variant: 'torishogi', moves: [] }).sfen;
});

const clock = (main_ms: number) => ({ main_ms, periods: 1, period_left_ms: 30_000, in_byoyomi: false, flagged: false });

function serverGame(fields: Partial<ServerGame> = {}): ServerGame {
  return {
    variant: 'torishogi',
    number: 7,
    players: { black: 'alice', white: 'bob' },
    handicap: '',
    rated: true,
    start_sfen: start,
    sfen: start,
    moves: [],
    move_number: 1,
    to_move: 'black',
    check: false,
    active: true,
    result: null,
    proposal: null,
    time: { kind: 'byoyomi', main_ms: 300_000, periods: 1, period_ms: 30_000 },
    clocks: { black: clock(300_000), white: clock(300_000), running: 'black', now_ms: 0 },
    chat: [],
    spectators: 0,
    ...fields,
  };
}

const moves = (...usi: string[]) => usi.map((u) => ({ usi: u }));

function make(me: string | null = 'alice') {
  const sent: Request[] = [];
  let now = 1_000;
  let redraws = 0;
  const ctrl = new GameCtrl({
    rules,
    variant: 'torishogi',
    number: 7,
    me,
    send: (request) => sent.push(request),
    redraw: () => redraws++,
    now: () => now,
    notation: () => 'usi',
  });
  return { ctrl, sent, redraws: () => redraws, advance: (ms: number) => (now += ms) };
}

// An update as the server sends it after a change (docs/api.md).
const update = (game: Partial<ServerGame>, moves_from: number, added: string[], headline = '') => ({
  type: 'update',
  headline,
  game,
  moves_from,
  moves: moves(...added),
});

describe('GameCtrl', () => {
  it('takes the whole game from the state and each change from an update', () => {
    const { ctrl, redraws } = make();
    ctrl.receive({ type: 'state', game: serverGame({ chat: [{ from: 'bob', text: 'hi' }], spectators: 2 }) });
    expect(ctrl.mySide()).toBe('black');
    expect(ctrl.playing()).toBe(true);
    expect(ctrl.status()).toBe('Black to move');
    expect(ctrl.chat).toEqual([{ from: 'bob', text: 'hi' }]);
    ctrl.receive(update({ move_number: 2, to_move: 'white' }, 0, ['3d3c'], 'alice played 3d-3c'));
    expect(ctrl.moves).toEqual(['3d3c']);
    expect(ctrl.status()).toBe('White to move');
    expect(ctrl.announcement).toBe('Black played 3d3c');
    ctrl.receive({ type: 'chat', line: { seq: 2, from: 'alice', text: 'gl' } });
    ctrl.receive({ type: 'spectators', count: 3 });
    expect(ctrl.chat.map((l) => l.text)).toEqual(['hi', 'gl']);
    expect(ctrl.game!.spectators).toBe(3);
    // A takeback: the moves from the update's place on.
    ctrl.receive(update({ move_number: 1 }, 0, []));
    expect(ctrl.moves).toEqual([]);
    expect(redraws()).toBe(5);
    // An ack changes nothing to draw: the update has said it.
    ctrl.receive({ type: 'ack', id: 1, message: 'done' }, { op: 'chat', text: 'gl' });
    expect(redraws()).toBe(5);
  });

  it('sends a move with its ply; a move the rules refuse is explained and not sent', () => {
    const { ctrl, sent } = make();
    ctrl.receive({ type: 'state', game: serverGame() });
    ctrl.refuse('old news');
    ctrl.move('3d3c');
    expect(sent).toEqual([{ op: 'move', move: '3d3c', ply: 1 }]);
    expect(ctrl.refusal).toBe('');
    expect(ctrl.typed('4g4e')).toBe(false);
    expect(ctrl.refusal).toBe('a phoenix cannot move from 4g to 4e');
    expect(ctrl.typed('3d3c')).toBe(true);
    expect(sent).toHaveLength(2);
    // The server's refusal, in its words, where the move was sent; the board goes back to the
    // game (a chat line or a spectator leaves it alone).
    const resets = ctrl.boardResets;
    ctrl.receive({ type: 'spectators', count: 1 });
    ctrl.receive({ type: 'chat', line: { from: 'bob', text: 'hm' } });
    expect(ctrl.boardResets).toBe(resets);
    ctrl.receive({ type: 'error', id: 2, code: 'refused', message: 'it is not your move' }, sent[1]);
    expect(ctrl.refusal).toBe('it is not your move');
    expect(ctrl.boardResets).toBe(resets + 1);
  });

  it('says a declined offer to its maker until the next change, and sends the answers', () => {
    const { ctrl, sent } = make();
    ctrl.receive({ type: 'state', game: serverGame({ moves: moves('3d3c', '4b3c'), move_number: 3 }) });
    ctrl.offer('draw');
    expect(sent).toEqual([{ op: 'offer', kind: 'draw' }]);
    ctrl.receive(update({ proposal: { kind: 'draw', by: 'black' } }, 2, []));
    ctrl.receive(update({ proposal: null }, 2, [], "bob rejects alice's draw offer"));
    expect(ctrl.offerAnswer).toBe("bob rejects alice's draw offer");
    ctrl.receive(update({ proposal: null, move_number: 4 }, 2, ['7e7d']));
    expect(ctrl.offerAnswer).toBe('');
    // An offer accepted ends the game: no word of a declined one.
    ctrl.receive(update({ proposal: { kind: 'draw', by: 'white' } }, 3, []));
    ctrl.answer(true);
    expect(sent[1]).toEqual({ op: 'answer', accept: true });
    ctrl.receive(update({ proposal: null, active: false, result: { outcome: 'draw', termination: 'agreement', description: 'alice and bob agree to a draw' } }, 3, []));
    expect(ctrl.offerAnswer).toBe('');
    expect(ctrl.status()).toBe('Draw by agreement'); // from the outcome, in the page's words
    expect(ctrl.playing()).toBe(false);
  });

  it('after a reconnect sends again only what the new state shows not done', () => {
    const { ctrl } = make();
    ctrl.receive({ type: 'state', game: serverGame() });
    ctrl.down();
    expect(ctrl.reconnecting).toBe(true);
    // The move went through before the connection dropped: the state has it.
    ctrl.receive({ type: 'state', game: serverGame({ moves: moves('3d3c'), chat: [{ from: 'alice', text: 'gg' }], to_move: 'white' }) });
    ctrl.up();
    expect(ctrl.reconnecting).toBe(false);
    expect(ctrl.moves).toEqual(['3d3c']);
    expect(ctrl.stillWanted({ op: 'move', move: '3d3c', ply: 1 })).toBe(false);
    expect(ctrl.stillWanted({ op: 'chat', text: 'gg' })).toBe(false);
    expect(ctrl.stillWanted({ op: 'chat', text: 'sorry, my network' })).toBe(true);
    expect(ctrl.stillWanted({ op: 'offer', kind: 'draw' })).toBe(true);
    // The next move is still to be made; an offer already on the table is not made again.
    ctrl.receive({ type: 'state', game: serverGame({ moves: moves('3d3c', '4b3c'), proposal: { kind: 'draw', by: 'black' } }) });
    expect(ctrl.stillWanted({ op: 'move', move: '7e7d', ply: 3 })).toBe(true);
    expect(ctrl.stillWanted({ op: 'offer', kind: 'draw' })).toBe(false);
    expect(ctrl.stillWanted({ op: 'answer', accept: true })).toBe(false); // it is the viewer's own offer
    expect(ctrl.stillWanted({ op: 'resign' })).toBe(true);
    // A game over takes nothing more.
    ctrl.receive({ type: 'state', game: serverGame({ active: false, result: { description: 'bob resigns' } }) });
    expect(ctrl.stillWanted({ op: 'move', move: '3d3c', ply: 1 })).toBe(false);
    expect(ctrl.stillWanted({ op: 'resign' })).toBe(false);
  });

  it('does not show the refusal of a move sent twice that the game has', () => {
    const { ctrl } = make();
    ctrl.receive({ type: 'state', game: serverGame({ moves: moves('3d3c') }) });
    const repeated = { op: 'move', move: '3d3c', ply: 1 };
    ctrl.receive({ type: 'error', id: 1, code: 'refused', message: 'the move is marked #1 but this is move 2' }, repeated);
    expect(ctrl.refusal).toBe('');
    // Another move refused for its ply is news.
    ctrl.receive({ type: 'error', id: 2, code: 'refused', message: 'the move is marked #1 but this is move 2' }, { op: 'move', move: '2d2c', ply: 1 });
    expect(ctrl.refusal).toBe('the move is marked #1 but this is move 2');
  });

  it('replays the moves by keys and clicks, and returns to the game at the end', () => {
    const { ctrl } = make();
    ctrl.receive({ type: 'state', game: serverGame({ moves: moves('3d3c', '4b3c', '7e7d') }) });
    expect(ctrl.replayKey('ArrowLeft')).toBe(true);
    expect(ctrl.shownPlies()).toBe(2);
    expect(ctrl.status()).toBe('Move 2 of 3 (End for the game)');
    // The board shows the earlier position and takes no move there.
    expect(ctrl.boardPosition()).toEqual({ moves: ['3d3c', '4b3c'], me: null, active: false });
    ctrl.replayKey('Home');
    ctrl.replayKey('ArrowLeft'); // no further than the start
    expect(ctrl.shownPlies()).toBe(0);
    ctrl.jump(1);
    // A new move while looking back: the board stays where the player is.
    ctrl.receive(update({ move_number: 5 }, 3, ['6c6d']));
    expect(ctrl.shownPlies()).toBe(1);
    ctrl.replayKey('End');
    expect(ctrl.live()).toBe(true);
    ctrl.receive(update({ move_number: 6 }, 4, ['1e1d']));
    expect(ctrl.shownPlies()).toBe(5); // back at the game: it follows new moves again
    expect(ctrl.boardPosition().me).toBe('black');
    expect(ctrl.replayKey('a')).toBe(false);
  });

  it('counts the running clock from when its figures came', () => {
    const { ctrl, advance } = make();
    ctrl.receive({ type: 'state', game: serverGame() });
    advance(2_500);
    const clocks = ctrl.clocks()!;
    expect(clocks.black).toMatchObject({ mainMs: 297_500, running: true });
    expect(clocks.white).toMatchObject({ mainMs: 300_000, running: false });
    ctrl.receive(update({ clocks: { black: clock(297_000), white: clock(300_000), running: 'white', now_ms: 0 } }, 0, ['3d3c']));
    advance(1_000);
    expect(ctrl.clocks()!.black.mainMs).toBe(297_000);
    expect(ctrl.clocks()!.white.mainMs).toBe(299_000);
  });

  it('offers a spectator neither moves nor a side', () => {
    const { ctrl } = make(null);
    ctrl.receive({ type: 'state', game: serverGame() });
    expect(ctrl.mySide()).toBe(null);
    expect(ctrl.playing()).toBe(false);
    expect(ctrl.boardPosition().me).toBe(null);
    expect(ctrl.stillWanted({ op: 'chat', text: 'hi' })).toBe(false);
  });
});
