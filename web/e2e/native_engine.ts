// The native engine (`tori engine`, the binary the tests serve with) as a helper of the tests:
// a clearly bad move of a position is the one after which the opponent's search scores best.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const tori = process.env.TORI_BINARY ?? '../build/release/src/cli/tori';

// The opponent's score after each candidate (centipawns, mates as ±100000), searched at `nodes`.
export async function worstMove(variant: string, start: string, moves: string[], candidates: string[], nodes = 3000): Promise<string> {
  const engine = spawn(tori, ['engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: engine.stdout! })[Symbol.asyncIterator]();
  const say = (line: string) => engine.stdin!.write(line + '\n');
  const until = async (prefix: string): Promise<string[]> => {
    const heard: string[] = [];
    for (;;) {
      const next = await lines.next();
      if (next.done) throw new Error('the engine stopped');
      heard.push(next.value);
      if (next.value.startsWith(prefix)) return heard;
    }
  };
  say('usi');
  say(`setoption name USI_Variant value ${variant}`);
  say('isready');
  await until('readyok');
  let worst = candidates[0];
  let worstScore = -Infinity;
  for (const move of candidates) {
    say(`position sfen ${start} moves ${[...moves, move].join(' ')}`);
    say(`go nodes ${nodes}`);
    const heard = await until('bestmove');
    const info = heard.filter((l) => / score (cp|mate) /.test(l)).at(-1);
    if (!info) continue;
    const [, kind, value] = info.match(/ score (cp|mate) (-?\d+)/)!;
    const score = kind === 'cp' ? Number(value) : Math.sign(Number(value)) * 100000;
    if (score > worstScore) [worst, worstScore] = [move, score];
  }
  say('quit');
  engine.kill();
  return worst;
}
