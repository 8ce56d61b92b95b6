// Where an analysis starts, from the address: /analysis (Tori's start), /analysis/VARIANT with
// ?sfen=...&moves=... (a position and the moves after it, as the board's link writes them), or
// /game/VARIANT/NUMBER/analysis (a game's moves, from the server). No account is needed.
import { api } from '../api';
import { errorText } from '../i18n/error_words';
import type { ServerGame } from '../game/server_game';
import type { FlatNode, Rules, Variant } from '../rules/rules';
import type { AnalysisSetup, EngineLike } from './analysis_ctrl';
import { ANALYSIS as W } from './analysis_words';
import { showAnalysis } from './analysis_view';

const RESULTS: Record<string, 'black' | 'white' | 'draw'> = { black_wins: 'black', white_wins: 'white', draw: 'draw' };

// The engine's code and WebAssembly are fetched only when the engine is first asked for.
const loadEngine = (): Promise<EngineLike> => import('../engine/engine_client').then((module) => module.BrowserEngine.start());

// One line of moves as a tree's nodes.
function chain(moves: string[]): FlatNode[] {
  return moves.map((usi, i) => ({ parent: i - 1, usi }));
}

export function showAnalysisPage(root: HTMLElement, rules: Rules, path: string, search: string): () => void {
  let leave: (() => void) | null = null;
  let gone = false;
  const open = (setup: AnalysisSetup, title: string) => {
    if (!gone) leave = showAnalysis(root, rules, setup, title, loadEngine);
  };
  const game = path.match(/^\/game\/(torishogi|yarishogi)\/(\d+)\/analysis$/);
  if (game) {
    root.textContent = W.loadingGame;
    api<{ game: ServerGame }>('GET', `/api/games/${game[1]}/${game[2]}`).then(
      ({ game: g }) => {
        const moves = (g.moves ?? []).map((m) => m.usi);
        const result = g.result && !g.result.aborted ? RESULTS[g.result.outcome ?? ''] : undefined;
        const header = { black: g.players.black, white: g.players.white, ...(result && { outcome: result, termination: g.result!.termination }) };
        open(
          { variant: g.variant, start: g.start_sfen, nodes: chain(moves), path: moves, header },
          W.gameTitle(g.number, g.players.black, g.players.white),
        );
      },
      (e: unknown) => {
        if (!gone) root.textContent = W.gameNotLoaded(errorText(e));
      },
    );
  } else {
    const variant = (path.match(/^\/analysis\/(torishogi|yarishogi)/)?.[1] ?? 'torishogi') as Variant;
    const query = new URLSearchParams(search);
    const moves = (query.get('moves') ?? '').split(/\s+/).filter(Boolean);
    let start = query.get('sfen') ?? '';
    try {
      if (start) start = rules.state({ variant, start, moves: [] }).sfen;
    } catch {
      start = ''; // a link with a bad position opens the variant's start
    }
    open({ variant, start, path: moves }, W.boardTitle(W.variants[variant]));
  }
  return () => {
    gone = true;
    leave?.();
  };
}
