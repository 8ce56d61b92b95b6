// Every word the puzzle pages show, in English and Japanese, in one place. Functions where a word
// depends on a number or a side.
import { inLanguage } from '../i18n/language';
import type { Side, Variant } from '../rules/rules';

const VARIANTS_EN: Record<Variant, string> = { torishogi: 'Tori Shogi', yarishogi: 'Yari Shogi' };
const VARIANTS_JA: Record<Variant, string> = { torishogi: '禽将棋', yarishogi: '槍将棋' };
const SIDES_EN: Record<Side, string> = { black: 'Black', white: 'White' };
const SIDES_JA: Record<Side, string> = { black: '先手', white: '後手' };

const THEMES_EN = {
  tsume: 'Tsume (every move a check)',
  mate: 'Mate',
  mateIn1: 'Mate in 1',
  mateIn2: 'Mate in 2',
  mateIn3: 'Mate in 3',
  mateIn4: 'Mate in 4',
  mateIn5: 'Mate in 5',
  mateIn6: 'Mate in 6',
  tactic: 'Tactic',
  drop: 'Drop',
  promotion: 'Promotion',
  sacrifice: 'Sacrifice',
  defence: 'Defence',
  endgame: 'Endgame',
  handicap: 'Handicap',
};

// Japanese counts a mate's length in plies, both sides' moves: a mate in 3 (the solver's moves) is
// a 5-move mate, 5手詰め.
const THEMES_JA: Record<keyof typeof THEMES_EN, string> = {
    tsume: '詰将棋（王手の連続）',
    mate: '詰み',
    mateIn1: '1手詰め',
    mateIn2: '3手詰め',
    mateIn3: '5手詰め',
    mateIn4: '7手詰め',
    mateIn5: '9手詰め',
    mateIn6: '11手詰め',
    tactic: '手筋',
    drop: '駒打ち',
    promotion: '成り',
    sacrifice: '捨て駒',
    defence: '受け',
    endgame: '終盤',
    handicap: '駒落ち',
  };

const WORDS_EN = {
  title: 'Puzzles',
  streakTitle: 'Puzzle streak',
  loading: 'Loading a puzzle…',
  noPuzzle: 'No puzzle of this kind yet. Choose another theme.',
  notFound: 'There is no such puzzle.',
  loadFailed: (why: string) => `The puzzle could not be loaded: ${why}`,
  yourTurn: 'Your turn',
  bestMove: 'Best move! Keep going…',
  wrong: 'That is not the move!',
  wrongTryAgain: 'Try something else, or view the solution.',
  solved: 'Solved!',
  solution: 'The solution',
  hint: 'Get a hint',
  hintShown: 'The piece to move is circled.',
  viewSolution: 'View the solution',
  retry: 'Try again',
  next: 'Next puzzle',
  newStreak: 'New streak',
  variant: 'Variant',
  theme: 'Theme',
  anyTheme: 'Any theme',
  streakMode: 'Streak mode',
  normalMode: 'Rated puzzles',
  daily: 'Puzzle of the day',
  solveIt: 'Solve it',
  otherDaily: (variant: Variant): string => `${VARIANTS_EN[variant]}: puzzle of the day`,
  unrated: 'Not rated: you are not signed in.',
  signIn: 'Sign in',
  signInWhy: 'to keep a puzzle rating.',
  streakUnrated: 'Streaks are unrated.',
  posting: 'Recording your attempt…',
  postFailed: (why: string) => `The attempt was not recorded: ${why}`,
  first: 'First move of the solution',
  back: 'Previous move',
  forward: 'Next move',
  last: 'Last move',
  replay: 'Step through the solution',
  movesLabel: 'Moves',
  ratingHeading: 'Puzzle ratings',
  historyHeading: 'Your puzzles',
  noHistory: 'No puzzle tried yet.',
  unratedYet: 'unrated',
  solvedWord: 'solved',
  failedWord: 'failed',
};

const WORDS_JA: { [K in keyof typeof WORDS_EN]: (typeof WORDS_EN)[K] extends string ? string : (typeof WORDS_EN)[K] } = {
    title: '問題',
    streakTitle: '連続正解',
    loading: '問題を読み込んでいます…',
    noPuzzle: 'この種類の問題はまだありません。別のテーマを選んでください。',
    notFound: 'その問題はありません。',
    loadFailed: (why: string) => `問題を読み込めませんでした：${why}`,
    yourTurn: 'あなたの番です',
    bestMove: '最善手です！続けてください…',
    wrong: 'その手ではありません！',
    wrongTryAgain: '別の手を試すか、解答を見てください。',
    solved: '正解！',
    solution: '解答',
    hint: 'ヒント',
    hintShown: '動かす駒に丸を付けました。',
    viewSolution: '解答を見る',
    retry: 'もう一度',
    next: '次の問題',
    newStreak: '新しく始める',
    variant: '種類',
    theme: 'テーマ',
    anyTheme: 'すべてのテーマ',
    streakMode: '連続正解モード',
    normalMode: 'レーティング問題',
    daily: '今日の問題',
    solveIt: '解く',
    otherDaily: (variant: Variant): string => `${VARIANTS_JA[variant]}：今日の問題`,
    unrated: 'ログインしていないため、レーティングは付きません。',
    signIn: 'ログイン',
    signInWhy: 'すると問題レーティングが記録されます。',
    streakUnrated: '連続正解モードはレーティング対象外です。',
    posting: '結果を記録しています…',
    postFailed: (why: string) => `結果を記録できませんでした：${why}`,
    first: '解答の初手',
    back: '前の手',
    forward: '次の手',
    last: '最後の手',
    replay: '解答を一手ずつ見る',
    movesLabel: '指し手',
    ratingHeading: '問題レーティング',
    historyHeading: 'あなたの問題',
    noHistory: 'まだ問題を解いていません。',
    unratedYet: '未定',
    solvedWord: '正解',
    failedWord: '不正解',
  };

const TABLES = inLanguage({
  en: {
    variants: VARIANTS_EN,
    themes: THEMES_EN as Record<string, string>,
    words: WORDS_EN,
    // What the player is asked to find: "Black to move: mate in 3".
    task: (side: Side, kind: string, solverMoves: number) =>
      kind === 'tactic' ? `Find the best move for ${SIDES_EN[side]}.` : `${SIDES_EN[side]} to move: mate in ${solverMoves}.`,
    playingAs: (side: Side) => `You play ${SIDES_EN[side]}`,
    puzzleInfo: (id: string, rating: number, plays: number) =>
      `Puzzle ${id} · rated ${Math.round(rating)} · played ${plays} time${plays === 1 ? '' : 's'}`,
    ratingChange: (rating: number, diff: string) => `Your puzzle rating: ${rating} (${diff})`,
    streakCount: (count: number, best: number) => `Streak: ${count} · best ${best}`,
    streakOver: (count: number) => `Streak over: ${count} puzzle${count === 1 ? '' : 's'} solved.`,
    attempts: (n: number) => `${n} puzzle${n === 1 ? '' : 's'}`,
    seconds: (s: number) => `${s} s`,
  },
  ja: {
    variants: VARIANTS_JA,
    themes: THEMES_JA,
    words: WORDS_JA,
    task: (side: Side, kind: string, solverMoves: number) =>
      kind === 'tactic' ? `${SIDES_JA[side]}の最善手を見つけてください。` : `${SIDES_JA[side]}番：${2 * solverMoves - 1}手詰め`,
    playingAs: (side: Side) => `あなたは${SIDES_JA[side]}です`,
    puzzleInfo: (id: string, rating: number, plays: number) => `問題 ${id} ・ レーティング ${Math.round(rating)} ・ ${plays}回挑戦`,
    ratingChange: (rating: number, diff: string) => `問題レーティング：${rating}（${diff}）`,
    streakCount: (count: number, best: number) => `連続正解：${count} ・ 最高 ${best}`,
    streakOver: (count: number) => `終了：${count}問正解しました。`,
    attempts: (n: number) => `${n}問`,
    seconds: (s: number) => `${s}秒`,
  },
});

export const VARIANT_NAMES = TABLES.variants;
export const THEME_NAMES = TABLES.themes;
export const themeName = (theme: string) => THEME_NAMES[theme] ?? theme;
export const WORDS = TABLES.words;
export const { task, playingAs, puzzleInfo, streakCount, streakOver, attempts, seconds } = TABLES;

export function ratingChange(before: number, after: number): string {
  const diff = Math.round(after) - Math.round(before);
  return TABLES.ratingChange(Math.round(after), `${diff >= 0 ? '+' : '−'}${Math.abs(diff)}`);
}
