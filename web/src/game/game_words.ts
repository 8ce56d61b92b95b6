// Every word the game page shows, in English and Japanese (web/src/i18n/language.ts picks the
// table): functions where a word depends on a name, a number or a side. The server's own words
// (a result's description, a headline) come as the server sends them.
import { inLanguage } from '../i18n/language';
import type { Side } from '../rules/rules';

export type OfferKind = 'draw' | 'undo' | 'impasse';

export interface GameWords {
  side: Record<Side, string>;
  reconnecting: string;
  analysisBoard: string;
  notation: string;
  notations: Record<'western' | 'numeric' | 'japanese' | 'usi', string>;
  movesLabel: string;
  typeMove: string;
  typeMoveLabel: string;
  play: string;
  chat: string;
  chatLabel: string;
  chatMessage: string;
  send: string;
  watching: (count: number) => string;
  replaying: (shown: number, total: number) => string;
  toMove: (side: Side, check: boolean) => string;
  played: (side: Side, move: string) => string;
  notAMove: string;
  noGame: (variant: string, number: number) => string;
  // the actions
  resign: string;
  abort: string;
  reallyResign: string;
  reallyAbort: string;
  cancelResignation: string;
  offerDraw: string;
  offerUndo: string;
  claimImpasse: string;
  accept: string;
  decline: string;
  rematch: string;
  flip: string;
  copySfen: string;
  pgnSides: string;
  sfenCopied: string;
  sfenPrompt: string;
  offer: (by: string | null, kind: OfferKind) => string; // by: null when the viewer offers
  resignsOnTurn: (who: string | null) => string; // who: null when it is the viewer
  // the clocks
  flagFell: string;
  seconds: (s: string) => string; // "45s"
  periodsLeft: (s: string, periods: number) => string; // in byo-yomi: "28s (2 left)"
  mainThenPeriods: (main: string, periodSeconds: number, periods: number) => string; // "5:00 | 30s x3"
}

const en: GameWords = {
  side: { black: 'Black', white: 'White' },
  reconnecting: 'reconnecting…',
  analysisBoard: 'Analysis board',
  notation: 'Notation',
  notations: { western: 'western', numeric: 'numeric', japanese: 'japanese', usi: 'usi' },
  movesLabel: 'Moves (arrow keys replay them)',
  typeMove: 'type a move (any notation)',
  typeMoveLabel: 'Type a move',
  play: 'Play',
  chat: 'chat',
  chatLabel: 'Chat',
  chatMessage: 'Chat message',
  send: 'Send',
  watching: (count) => `${count} watching`,
  replaying: (shown, total) => `Move ${shown} of ${total} (End for the game)`,
  toMove: (side, check) => `${en.side[side]} to move${check ? ', in check' : ''}`,
  played: (side, move) => `${en.side[side]} played ${move}`,
  notAMove: 'not a move',
  noGame: (variant, number) => `No game ${variant} ${number}`,
  resign: 'Resign',
  abort: 'Abort',
  reallyResign: 'Really resign this game?',
  reallyAbort: 'Really abort this game?',
  cancelResignation: 'Cancel resignation',
  offerDraw: 'Offer a draw',
  offerUndo: 'Takeback',
  claimImpasse: 'Claim impasse',
  accept: 'Accept',
  decline: 'Decline',
  rematch: 'Rematch',
  flip: 'Flip',
  copySfen: 'Copy SFEN',
  pgnSides: 'PGN calls the first player White, as pychess and Fairy-Stockfish do: here Black (sente) is [White]',
  sfenCopied: 'SFEN copied',
  sfenPrompt: 'The position as SFEN',
  offer: (by, kind) =>
    `${by === null ? 'You offer' : `${by} offers`} ${{ draw: 'a draw', undo: 'a takeback', impasse: 'to settle by impasse' }[kind]}`,
  resignsOnTurn: (who) => (who === null ? 'You resign when your turn comes' : `${who} resigns when their turn comes`),
  flagFell: 'flag fell',
  seconds: (s) => `${s}s`,
  periodsLeft: (s, periods) => `${s}s${periods > 0 ? ` (${periods} left)` : ''}`,
  mainThenPeriods: (main, periodSeconds, periods) => `${main} | ${periodSeconds}s${periods > 1 ? ` x${periods}` : ''}`,
};

const ja: GameWords = {
  side: { black: '先手', white: '後手' },
  reconnecting: '再接続中…',
  analysisBoard: '検討盤',
  notation: '表記',
  notations: { western: '西洋式', numeric: '数字', japanese: '日本式', usi: 'USI' },
  movesLabel: '棋譜(矢印キーで再生)',
  typeMove: '指し手を入力(どの表記でも)',
  typeMoveLabel: '指し手を入力',
  play: '指す',
  chat: 'チャット',
  chatLabel: 'チャット',
  chatMessage: 'チャットのメッセージ',
  send: '送信',
  watching: (count) => `${count}人が観戦中`,
  replaying: (shown, total) => `${total}手中${shown}手目(End キーで現局面へ)`,
  toMove: (side, check) => `${ja.side[side]}の手番${check ? '(王手)' : ''}`,
  played: (side, move) => `${ja.side[side]} ${move}`,
  notAMove: '指し手ではありません',
  noGame: (variant, number) => `対局 ${variant} ${number} はありません`,
  resign: '投了',
  abort: '中止',
  reallyResign: '本当に投了しますか?',
  reallyAbort: '本当にこの対局を中止しますか?',
  cancelResignation: '投了を取り消す',
  offerDraw: '引き分けを提案',
  offerUndo: '待った',
  claimImpasse: '持将棋を申請',
  accept: '受ける',
  decline: '断る',
  rematch: '再戦',
  flip: '盤を反転',
  copySfen: 'SFEN をコピー',
  pgnSides: 'PGN では pychess や Fairy-Stockfish と同じく先手を White と書きます（先手が [White]）',
  sfenCopied: 'SFEN をコピーしました',
  sfenPrompt: 'この局面の SFEN',
  offer: (by, kind) =>
    `${by === null ? 'あなた' : by}が${{ draw: '引き分け', undo: '待った', impasse: '持将棋での決着' }[kind]}を提案しています`,
  resignsOnTurn: (who) => (who === null ? '手番が来たら投了します' : `${who}は手番が来たら投了します`),
  flagFell: '時間切れ',
  seconds: (s) => `${s}秒`,
  periodsLeft: (s, periods) => `${s}秒${periods > 0 ? `(残り${periods}回)` : ''}`,
  mainThenPeriods: (main, periodSeconds, periods) => `${main} | 秒読み${periodSeconds}秒${periods > 1 ? ` ×${periods}` : ''}`,
};

export const GAME_WORDS = { en, ja };
export const WORDS: GameWords = inLanguage(GAME_WORDS);
