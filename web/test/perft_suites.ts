// The reference perft suites of the native core (tests/data/perft), read for the tests that hold
// the WebAssembly rules to the native core's figures.
import { readFileSync } from 'node:fs';
import type { Variant } from '../src/rules/rules';

export const repositoryRoot = new URL('../../', import.meta.url).pathname;

export const SUITES = [
  { variant: 'torishogi', file: 'tori.epd' },
  { variant: 'yarishogi', file: 'yari.epd' },
] as const satisfies readonly { variant: Variant; file: string }[];

// "FEN ;D1 17 ;D2 288 ..." -> the FEN and its count at depth 1, in the file's order.
export function suitePositions(file: string): { fen: string; moves: number }[] {
  const text = readFileSync(repositoryRoot + 'tests/data/perft/' + file, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [fen, ...depths] = line.split(';').map((part) => part.trim());
      const d1 = depths.find((d) => d.startsWith('D1 '));
      return { fen, moves: Number(d1!.slice(3)) };
    });
}
