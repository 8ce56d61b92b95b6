// The player's settings, kept in this browser: piece set, board colours, move notation, sounds,
// and whether resigning and offers ask first.

export interface Settings {
  pieces: 'kanji' | 'international';
  board: 'wood' | 'green' | 'grey';
  notation: 'western' | 'numeric' | 'japanese' | 'usi';
  sounds: boolean;
  confirm: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  pieces: 'kanji',
  board: 'wood',
  notation: 'western',
  sounds: true,
  confirm: true,
};

const KEY = 'tori.settings';

// What is stored, with anything missing or unknown (an older version's) at its default.
export function loadSettings(stored: string | null = localStorage.getItem(KEY)): Settings {
  let saved: Partial<Record<keyof Settings, unknown>> = {};
  try {
    saved = stored ? JSON.parse(stored) : {};
  } catch {
    saved = {};
  }
  const pick = <K extends keyof Settings>(key: K, allowed: readonly Settings[K][]): Settings[K] =>
    allowed.includes(saved[key] as Settings[K]) ? (saved[key] as Settings[K]) : DEFAULT_SETTINGS[key];
  return {
    pieces: pick('pieces', ['kanji', 'international']),
    board: pick('board', ['wood', 'green', 'grey']),
    notation: pick('notation', ['western', 'numeric', 'japanese', 'usi']),
    sounds: pick('sounds', [true, false]),
    confirm: pick('confirm', [true, false]),
  };
}

export function saveSettings(settings: Settings): void {
  localStorage.setItem(KEY, JSON.stringify(settings));
  applySettings(settings);
}

// What shows everywhere: the classes the style sheet draws pieces and board colours by.
export function applySettings(settings: Settings): void {
  document.body.dataset.pieces = settings.pieces;
  document.body.dataset.board = settings.board;
}
