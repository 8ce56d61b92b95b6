// How a game ended, in the page's language: from the server's result (outcome and termination,
// docs/api.md "Objects"), never from its English `description`, which stays for tools.
import type { Side } from '../rules/rules';
import { inLanguage } from './language';

export interface GameResult {
  outcome?: 'black_wins' | 'white_wins' | 'draw' | string;
  termination?: string;
  description: string;
  aborted?: boolean;
}

const WORDS = inLanguage({
  en: {
    side: { black: 'Black', white: 'White' } as Record<Side, string>,
    wins: (side: string, how: string) => `${side} wins ${how}`,
    draw: (how: string) => `Draw ${how}`,
    aborted: 'Game aborted: nobody moved in time or the challenge was declined (unrated)',
    how: {
      checkmate: 'by checkmate',
      stalemate: 'by stalemate',
      repetition: 'by repetition',
      perpetual_check: 'by perpetual check',
      mutual_perpetual_check: 'by mutual perpetual check',
      impasse: 'by impasse',
      resignation: 'by resignation',
      time: 'on time',
      agreement: 'by agreement',
    } as Record<string, string>,
  },
  ja: {
    side: { black: '先手', white: '後手' },
    wins: (side: string, how: string) => `${side}の勝ち（${how}）`,
    draw: (how: string) => `引き分け（${how}）`,
    aborted: '対局は中止されました（時間内に指さなかったか、挑戦が断られました。レーティング対象外）',
    how: {
      checkmate: '詰み',
      stalemate: '手詰まり',
      repetition: '千日手',
      perpetual_check: '連続王手の千日手',
      mutual_perpetual_check: '双方の連続王手',
      impasse: '持将棋',
      resignation: '投了',
      time: '時間切れ',
      agreement: '合意',
    },
  },
});

export function sideName(side: Side): string {
  return WORDS.side[side];
}

// The result in words; the server's English description when it names a way of ending this page
// does not know (a newer server).
export function resultText(result: GameResult): string {
  if (result.aborted) return WORDS.aborted;
  const how = result.termination ? WORDS.how[result.termination] : undefined;
  if (how === undefined) return result.description;
  if (result.outcome === 'draw') return WORDS.draw(how);
  if (result.outcome === 'black_wins') return WORDS.wins(WORDS.side.black, how);
  if (result.outcome === 'white_wins') return WORDS.wins(WORDS.side.white, how);
  return result.description;
}

// The result from one player's side.
export function resultFor(result: GameResult, side: Side): 'win' | 'loss' | 'draw' | 'aborted' {
  if (result.aborted) return 'aborted';
  if (result.outcome === 'draw') return 'draw';
  return (result.outcome === 'black_wins') === (side === 'black') ? 'win' : 'loss';
}
