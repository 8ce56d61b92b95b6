// Every word the home page (and its sign-in dialog) shows, in English and Japanese: functions
// where a word depends on a number, a name or a variant.
import { inLanguage } from '../i18n/language';
import type { Variant } from '../rules/rules';
import { describeTime, type Preset, type TimeControl } from '../lobby/time_control';

export type Speed = 'blitz' | 'rapid' | 'classical' | 'correspondence';

const en = {
  variantName: (v: Variant): string => (v === 'torishogi' ? 'Tori Shogi' : 'Yari Shogi'),
  variantShort: (v: Variant): string => (v === 'torishogi' ? 'Tori' : 'Yari'),
  introTitle: 'Tori Shogi and Yari Shogi',
  introTori:
    'Tori Shogi, “bird shogi”, was devised by Toyota Genryū in 1799: a phoenix, a falcon, a crane, pheasants, quails and swallows fight on a 7×7 board, and a captured bird flies back in for its captor.',
  introYari:
    'Yari Shogi, “spear shogi”, was devised by Christian Freeling in 1981: on 7 files and 9 ranks, its spears (yari) strike far forward but never back until they promote.',
  introPlay: 'Play someone at a clock of your choice, play the computer, or watch a game: no account is needed to watch.',
  startPosition: (v: Variant) => `The starting position of ${v === 'torishogi' ? 'Tori Shogi' : 'Yari Shogi'}`,
  quickPairing: 'Quick pairing',
  quickPairingHelp: 'One click: join a player waiting at that clock, or wait for one.',
  // a correspondence tile reads "3 days / a move"
  speed: (s: Speed): string => ({ blitz: 'Blitz', rapid: 'Rapid', classical: 'Classical', correspondence: 'a move' })[s],
  tileTime: (t: TimeControl) => tileTime(t, 'en'),
  presetName: (p: Preset) => describeTime(p.time),
  waiting: 'Waiting…',
  cancel: 'Cancel',
  join: (user: string, rating: string) => `Play ${user}${rating ? ` (${rating})` : ''}`,
  computer: 'Play the computer',
  computerLevel: (l: number) => `level ${l}`,
  computerLevelLabel: 'Computer level',
  variantLabel: 'Variant',
  timeLabel: 'Time',
  colourLabel: 'Colour',
  iMoveFirst: 'I move first',
  computerFirst: 'The computer moves first',
  tv: 'Tori TV',
  tvEmpty: 'Nobody is playing right now. Start a game from the tiles: it will be shown here.',
  watch: 'Watch',
  moveOf: (n: number) => `move ${n}`,
  seeks: 'Open seeks',
  seeksEmpty: 'No open seek. Click a tile to make one.',
  games: 'Games being played',
  gamesEmpty: 'No game being played.',
  rated: 'rated',
  casual: 'casual',
  handicap: (h: string) => `handicap ${h}`,
  accept: 'Accept',
  signInFirst: 'Sign up or log in to play: it takes a name and a password.',
  // The signed-in player's panel (lobby/lobby_page.ts)
  yourGames: 'Your games',
  yourGamesEmpty: 'No game going on. Click a tile, play the computer, or create a game.',
  createGame: 'Create a game',
  createGameHelp: 'A player by name, a handicap, any clock.',
  gameAgainst: (variant: Variant, number: number, opponent: string) => `${variant === 'torishogi' ? 'Tori' : 'Yari'} ${number} against ${opponent}`,
  waitingFor: (opponent: string) => `waiting for ${opponent}`,
  yourMove: 'your move',
  theirMove: (opponent: string) => `${opponent} to move`,
  abort: 'Abort',
  decline: 'Decline',
  // The sign-in dialog
  logIn: 'Log in',
  signUp: 'Sign up',
  name: 'Name',
  password: 'Password',
  signUpTitle: 'Create an account',
  logInTitle: 'Log in',
  haveAccount: 'I have an account: log in',
  noAccount: 'New here? Sign up',
  close: 'Close',
};

type Words = typeof en;

const ja: Words = {
  variantName: (v: Variant): string => (v === 'torishogi' ? '禽将棋' : '槍将棋'),
  variantShort: (v: Variant): string => (v === 'torishogi' ? '禽' : '槍'),
  introTitle: '禽将棋と槍将棋',
  introTori:
    '禽将棋は1799年に豊田源竜が考案した7×7の将棋です。鵬・鷹・鶴・雉・鶉・燕の鳥たちが戦い、取った駒は持ち駒として打てます。',
  introYari: '槍将棋は1981年にクリスチャン・フリーリングが考案した7筋9段の将棋です。「槍」は前へ遠くまで利き、成るまで後ろへは戻れません。',
  introPlay: '好きな持ち時間で人と対局、コンピュータと対局、または観戦ができます。観戦にアカウントは要りません。',
  startPosition: (v: Variant) => `${v === 'torishogi' ? '禽将棋' : '槍将棋'}の初期局面`,
  quickPairing: 'クイック対局',
  quickPairingHelp: 'クリックひとつで、その持ち時間で待っている相手と対局、またはあなたが相手を待ちます。',
  speed: (s: Speed): string => ({ blitz: '早指し', rapid: 'ラピッド', classical: '長時間', correspondence: '1手ごと' })[s],
  tileTime: (t: TimeControl) => tileTime(t, 'ja'),
  presetName: (p: Preset) => describeTime(p.time),
  waiting: '相手を待っています…',
  cancel: '取り消す',
  join: (user: string, rating: string) => `${user}${rating ? `（${rating}）` : ''}と対局`,
  computer: 'コンピュータと対局',
  computerLevel: (l: number) => `レベル${l}`,
  computerLevelLabel: 'コンピュータの強さ',
  variantLabel: '種類',
  timeLabel: '持ち時間',
  colourLabel: '手番',
  iMoveFirst: '自分が先手',
  computerFirst: 'コンピュータが先手',
  tv: '注目の対局',
  tvEmpty: 'いま対局中の対局はありません。上のボタンから対局を始めると、ここに映ります。',
  watch: '観戦する',
  moveOf: (n: number) => `${n}手目`,
  seeks: '対局待ち',
  seeksEmpty: '対局待ちはありません。ボタンを押して相手を募集しましょう。',
  games: '対局中',
  gamesEmpty: '対局中の対局はありません。',
  rated: 'レーティング対局',
  casual: '練習対局',
  handicap: (h: string) => `駒落ち ${h}`,
  accept: '受ける',
  signInFirst: '対局するには登録またはログインしてください（名前とパスワードだけです）。',
  yourGames: 'あなたの対局',
  yourGamesEmpty: '対局中の対局はありません。上のボタンから相手を探すか、コンピュータと対局するか、対局を作りましょう。',
  createGame: '対局を作る',
  createGameHelp: '相手の指名、駒落ち、持ち時間を選べます。',
  gameAgainst: (variant: Variant, number: number, opponent: string) => `${variant === 'torishogi' ? '禽' : '槍'}${number}局 ${opponent}さんと`,
  waitingFor: (opponent: string) => `${opponent}さんを待っています`,
  yourMove: 'あなたの手番',
  theirMove: (opponent: string) => `${opponent}さんの手番`,
  abort: '中止',
  decline: '断る',
  logIn: 'ログイン',
  signUp: '新規登録',
  name: '名前',
  password: 'パスワード',
  signUpTitle: 'アカウントを作る',
  logInTitle: 'ログイン',
  haveAccount: 'アカウントがあります：ログイン',
  noAccount: '初めての方：新規登録',
  close: '閉じる',
};

// A tile's clock, short: "3 | 10s", "3分|10秒", "5 | 30s x3", "3 days", "3日".
function tileTime(t: TimeControl, lang: 'en' | 'ja'): string {
  if (!t) return lang === 'en' ? 'untimed' : '持ち時間なし';
  if (t.kind === 'correspondence') return lang === 'en' ? `${t.days} day${t.days === 1 ? '' : 's'}` : `${t.days}日`;
  const minutes = t.main_ms / 60_000;
  if (t.kind === 'fischer') return lang === 'en' ? `${minutes} + ${t.increment_ms / 1000}s` : `${minutes}分 + ${t.increment_ms / 1000}秒`;
  const periods = t.periods > 1 ? (lang === 'en' ? ` x${t.periods}` : `×${t.periods}`) : '';
  if (t.periods === 0) return lang === 'en' ? `${minutes} min` : `${minutes}分`;
  // Japanese without spaces: a tile's clock stays on one line
  return lang === 'en' ? `${minutes} | ${t.period_ms / 1000}s${periods}` : `${minutes}分|${t.period_ms / 1000}秒${periods}`;
}

export const W: Words = inLanguage({ en, ja });
