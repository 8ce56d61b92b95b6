// What the engine says, read: USI `info` lines into lines of analysis (score turned to Black's
// view, depth, speed, principal variation), `checkmate` answers of the mate solver, and the
// score as lishogi shows it (+1.23, #5) and as winning chances for the evaluation bar.
import type { Side } from '../rules/rules';
import { ANALYSIS as W } from './analysis_words';

// From Black's (sente's) view: positive is good for Black. A mate's `value` counts Black's
// moves to mate when positive, White's when negative.
export type Score = { kind: 'cp'; value: number } | { kind: 'mate'; value: number };

export interface EngineLine {
  multipv: number; // 1 for the best line
  depth: number;
  score: Score;
  bound?: 'lower' | 'upper';
  nodes?: number;
  nps?: number;
  pv: string[]; // USI moves from the analysed position
}

const NUMBER_FIELDS = ['depth', 'seldepth', 'nodes', 'nps', 'time', 'multipv', 'hashfull'] as const;

// One `info` line, or null when it carries no score and line (`info string`, `info nodes` alone,
// anything unreadable). `turn` is the side to move in the analysed position.
export function parseInfo(line: string, turn: Side): EngineLine | null {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'info' || words.includes('string')) return null;
  const numbers: Partial<Record<(typeof NUMBER_FIELDS)[number], number>> = {};
  let score: Score | null = null;
  let bound: EngineLine['bound'];
  let pv: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if ((NUMBER_FIELDS as readonly string[]).includes(word)) {
      const value = Number(words[++i]);
      if (!Number.isFinite(value)) return null;
      numbers[word as (typeof NUMBER_FIELDS)[number]] = value;
    } else if (word === 'score') {
      score = readScore(words[i + 1], words[i + 2]);
      if (!score) return null;
      i += 2;
      if (words[i + 1] === 'lowerbound' || words[i + 1] === 'upperbound') bound = words[++i] === 'lowerbound' ? 'lower' : 'upper';
    } else if (word === 'pv') {
      pv = words.slice(i + 1);
      break;
    }
  }
  if (!score || numbers.depth === undefined) return null;
  const sign = turn === 'black' ? 1 : -1;
  const line_: EngineLine = {
    multipv: numbers.multipv ?? 1,
    depth: numbers.depth,
    score: { kind: score.kind, value: score.value * sign },
    pv,
  };
  // A bound is said from the side to move: from Black's view a lower bound may turn upper.
  if (bound) line_.bound = sign === 1 ? bound : bound === 'lower' ? 'upper' : 'lower';
  if (numbers.nodes !== undefined) line_.nodes = numbers.nodes;
  if (numbers.nps !== undefined) line_.nps = numbers.nps;
  return line_;
}

// `cp 35`, `mate 5`, `mate -3`, and USI's `mate +` / `mate -` (a mate of unknown length).
function readScore(kind: string | undefined, value: string | undefined): Score | null {
  if (kind === 'cp') {
    const cp = Number(value);
    return Number.isFinite(cp) ? { kind: 'cp', value: cp } : null;
  }
  if (kind === 'mate') {
    if (value === '+' || value === '-') return { kind: 'mate', value: value === '+' ? 1 : -1 };
    const plies = Number(value);
    return Number.isInteger(plies) ? { kind: 'mate', value: plies } : null;
  }
  return null;
}

export type MateAnswer = { found: true; moves: string[] } | { found: false; why: 'nomate' | 'timeout' };

// The mate solver's answer to `go mate`: `checkmate MOVES…`, `checkmate nomate`, `checkmate
// timeout` (and `checkmate notimplemented`, read as no mate found).
export function parseCheckmate(line: string): MateAnswer | null {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'checkmate') return null;
  if (words[1] === 'timeout') return { found: false, why: 'timeout' };
  if (words.length < 2 || words[1] === 'nomate' || words[1] === 'notimplemented') return { found: false, why: 'nomate' };
  return { found: true, moves: words.slice(1) };
}

// "+1.23", "-0.40", "0.00", "#5" (Black mates), "#-5" (White mates).
export function scoreText(score: Score): string {
  if (score.kind === 'mate') return `#${score.value}`;
  const pawns = score.value / 100;
  return (pawns > 0 ? '+' : '') + pawns.toFixed(2);
}

// Black's winning chances from -1 (White wins) to 1 (Black wins): a logistic of the centipawns,
// so that a few pawns move the bar and a rook or more nearly fills it. The slope is lishogi's.
export function winningChances(score: Score): number {
  if (score.kind === 'mate') return score.value > 0 ? 1 : -1;
  const cp = Math.max(-5000, Math.min(5000, score.value));
  return 2 / (1 + Math.exp(-0.0007 * cp)) - 1;
}

// "1234 knps" from nodes per second (毎秒1234千局面 in Japanese).
export function speedText(nps: number | undefined): string {
  return nps === undefined ? '' : W.speed(Math.round(nps / 1000));
}
