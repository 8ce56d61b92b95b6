// The rules of Tori and Yari Shogi in the browser: the C++ core compiled to WebAssembly
// (src/wasm/rules_api.cpp), asked through one JSON call. Nothing here decides a rule.
import type { Reason } from '../i18n/reason_words';
import createToriRules from './tori_rules.mjs';

export type Variant = 'torishogi' | 'yarishogi';
export type Side = 'black' | 'white';

// A game as the core sees it: a start (empty: the variant's) and the moves since, in USI.
export interface GameMoves {
  variant: Variant;
  start?: string;
  moves: string[];
}

export interface GameState {
  sfen: string;
  turn: Side;
  check: boolean;
  ply: number;
  legal: string[]; // USI: "3d3c", "3b3a+", "S*4d"
  result: { outcome: Side | 'draw'; termination?: string; description: string } | null; // termination: as the API says it
}

export interface Explained {
  usi?: string; // the move the text names, when it names one
  legal: boolean;
  reason?: string; // why not, in the core's words
  refusal?: Reason; // the same as a code with parameters, for the page's language (reasonText)
}

export interface Handicap {
  code: string; // what a challenge names: "lq", "f+2q"
  description: string;
  sfen: string; // the start position
}

// A move of a record tree: parents before children, each parent's children in order (the main
// continuation first).
export interface FlatNode {
  parent: number; // an earlier index, or -1 for a first move
  usi: string;
  comment?: string;
}

// A record with its variations, as the import op reads it (KIF, PGN, USI, a SFEN) and the
// export op writes it (KIF with 変化 blocks, PGN with parentheses).
export interface RecordTree {
  variant: Variant;
  start: string; // SFEN
  nodes: FlatNode[];
  comments?: string[];
  black?: string;
  white?: string;
  event?: string;
  site?: string;
  date?: string;
  outcome?: Side | 'draw';
  termination?: string; // how: resignation, time, ... (the server API's words)
}

export class RulesError extends Error {}

export class Rules {
  private readonly call: (request: string) => string;

  constructor(call: (request: string) => string) {
    this.call = call;
  }

  private ask<T>(request: object): T {
    const answer = JSON.parse(this.call(JSON.stringify(request)));
    if (answer.error !== undefined) throw new RulesError(answer.error);
    return answer as T;
  }

  state(game: GameMoves): GameState {
    return this.ask({ op: 'state', ...game });
  }

  // Whether `text` (a move in any notation the server reads) may be played now, and why not.
  explain(game: GameMoves, text: string): Explained {
    return this.ask({ op: 'explain', ...game, move: text });
  }

  // The variant's handicaps (the giver plays White and moves first).
  handicaps(variant: Variant): Handicap[] {
    return this.ask<{ handicaps: Handicap[] }>({ op: 'handicaps', variant }).handicaps;
  }

  // The game's moves written in a notation: usi, uci, western, numeric, japanese, server.
  write(game: GameMoves, notation: string): string[] {
    return this.ask<{ moves: string[] }>({ op: 'write', ...game, notation }).moves;
  }

  // A pasted record with its variations; `variant` for records that do not say theirs.
  importRecord(text: string, variant: Variant): RecordTree {
    return this.ask({ op: 'import', text, variant });
  }

  exportRecord(tree: RecordTree, format: 'kif' | 'pgn'): string {
    return this.ask<{ text: string }>({ op: 'export', format, ...tree }).text;
  }
}

// In the browser the module fetches its .wasm beside it; under node give it the bytes.
export async function loadRules(wasmBinary?: Uint8Array): Promise<Rules> {
  const module = await createToriRules(wasmBinary ? { wasmBinary } : undefined);
  return new Rules(module.cwrap('tori_rules', 'string', ['string']));
}
