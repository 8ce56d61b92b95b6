// The settings page's words and the header's, in English and Japanese.
import { inLanguage } from './i18n/language';

export const SETTINGS_WORDS = inLanguage({
  en: {
    title: 'Settings',
    pieces: 'Pieces',
    kanji: 'traditional (kanji)',
    international: 'international (how each moves)',
    board: 'Board',
    wood: 'wood',
    green: 'green',
    grey: 'grey',
    notation: 'Notation',
    western: 'Western (Hodges)',
    numeric: 'numeric (as pychess writes it)',
    japanese: 'Japanese',
    usi: 'USI',
    language: 'Language',
    languageAuto: "as the browser's",
    theme: 'Theme',
    themeAuto: "as the system's",
    themeLight: 'light',
    themeDark: 'dark',
    sounds: 'Countdown sounds in the last ten seconds',
    confirm: 'Ask before resigning',
    saved: 'Saved in this browser.',
  },
  ja: {
    title: '設定',
    pieces: '駒',
    kanji: '伝統的（漢字）',
    international: '国際式（動きを図示）',
    board: '盤',
    wood: '木目',
    green: '緑',
    grey: '灰色',
    notation: '棋譜表記',
    western: '西洋式（Hodges）',
    numeric: '数字式（pychess 式）',
    japanese: '日本式',
    usi: 'USI',
    language: '言語',
    languageAuto: 'ブラウザに従う',
    theme: 'テーマ',
    themeAuto: 'システムに従う',
    themeLight: 'ライト',
    themeDark: 'ダーク',
    sounds: '残り10秒の秒読み音',
    confirm: '投了の前に確認する',
    saved: 'このブラウザに保存しました。',
  },
});

// The header's links, by the page they open.
export const NAV_WORDS: Record<string, string> = inLanguage({
  en: { '/': 'Tori', '/puzzles': 'Puzzles', '/analysis': 'Analysis board', '/players': 'Players', '/pieces': 'Pieces and rules', '/settings': 'Settings' },
  ja: { '/': 'Tori', '/puzzles': '詰将棋・問題', '/analysis': '検討盤', '/players': 'プレイヤー', '/pieces': '駒とルール', '/settings': '設定' },
});

export const MENU_WORDS = inLanguage({ en: { menu: 'Menu' }, ja: { menu: 'メニュー' } });
