// The game page's own logic: the settings as stored (the notation the player picked among them),
// and how an offer on the table reads (replaying is GameCtrl's: game_ctrl.test.ts).
import { describe, expect, it } from 'vitest';
import { impasseClaimable, pendingResignText, proposalText, sideOf, type ServerGame } from '../src/game/server_game';
import { DEFAULT_SETTINGS, loadSettings } from '../src/settings';

describe('settings', () => {
  it('keeps what is valid and puts anything else at its default', () => {
    expect(loadSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(loadSettings('not json')).toEqual(DEFAULT_SETTINGS);
    const stored = JSON.stringify({ notation: 'japanese', pieces: 'international', sounds: false, board: 'purple', confirm: 'yes' });
    expect(loadSettings(stored)).toEqual({ ...DEFAULT_SETTINGS, notation: 'japanese', pieces: 'international', sounds: false });
  });
});

describe('offers', () => {
  const game = { players: { black: 'bob', white: 'wanda' }, active: true, proposal: { kind: 'draw', by: 'white' } } as ServerGame;

  it('reads from the viewer\'s side', () => {
    expect(sideOf(game, 'wanda')).toBe('white');
    expect(sideOf(game, 'carol')).toBeNull();
    expect(proposalText(game, 'white')).toBe('You offer a draw');
    expect(proposalText(game, 'black')).toBe('wanda offers a draw');
    expect(proposalText({ ...game, proposal: { kind: 'undo', by: 'black' } }, null)).toBe('bob offers a takeback');
    expect(proposalText({ ...game, active: false }, 'black')).toBeNull();
  });
});

describe('a resignation out of turn', () => {
  const game = { players: { black: 'bob', white: 'wanda' }, active: true, resign_pending: { black: false, white: true } } as ServerGame;

  it('is said to both players at once', () => {
    expect(pendingResignText(game, 'white')).toBe('You resign when your turn comes');
    expect(pendingResignText(game, 'black')).toBe('wanda resigns when their turn comes');
    expect(pendingResignText({ ...game, resign_pending: { black: false, white: false } }, 'white')).toBeNull();
    expect(pendingResignText({ ...game, active: false }, 'white')).toBeNull();
  });
});

describe('an impasse claim', () => {
  it('applies only while both generals stand in their promotion zones', () => {
    expect(impasseClaimable('rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR b - 1')).toBe(false);
    // Black's general on 4c, White's on 4g (the line of e2e/yari.spec.ts's impasse game).
    expect(impasseClaimable('rnn1bbr/7/3K3/7/7/7/3k3/7/RBB1NNR b - 26')).toBe(true);
    // One of them only.
    expect(impasseClaimable('rnn1bbr/7/3K3/7/7/3k3/7/7/RBB1NNR b - 26')).toBe(false);
  });
});
