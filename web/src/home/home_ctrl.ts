// The home page's state and actions, apart from its drawing (home_view.ts): the lobby as its
// stream tells it (open seeks, games being played), the players' ratings as far as they are
// fetched, the quick-pairing tiles' states and clicks, the featured game (TV), and what follows
// a seek of the player's own being accepted (the game, with a chime). A guest who clicks to play
// is asked to sign up or log in first; the click then goes on. The network, the page's address
// and the sign-in are given, so the logic is tested without a browser.
import { gameKey, gamePath, type GameSummary } from '../lobby/game_summary';
import type { Variant } from '../rules/rules';
import { featuredGame, type PlayerInfo } from './featured';
import { tileSeekBody, tileState, TILES, type Seek, type Tile, type TileState } from './pairing';

export interface HomeDeps {
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
  me(): string | null; // the logged-in player, null for a guest
  signIn(): Promise<boolean>; // asks a guest to sign up or log in; true once they have
  go(path: string): void;
  chime(): void;
  redraw(): void;
}

// A rating still uncertain reads as provisional, "1432?" (as on the profile).
const PROVISIONAL_DEVIATION = 110;

interface UserAnswer {
  user: { id: string; kind: string; ratings: Record<Variant, { rating: number; deviation: number }> };
}

export class HomeCtrl {
  readonly seeks = new Map<number, Seek>(); // oldest first, as the lobby sends them
  readonly games = new Map<string, GameSummary>(); // being played, everyone's
  featured: GameSummary | null = null;
  error: unknown = null; // what the server refused last (home_view.ts says it in the page's language)
  busy = false; // a click is under way: no second one
  private readonly players = new Map<string, PlayerInfo & { shown: Record<Variant, string> }>();
  private readonly asked = new Set<string>();
  // A seek of the player's own that was accepted, and the games of theirs that began: the
  // lobby's stream tells of both, in either order (docs/api.md).
  private myAcceptedSeek: Seek | null = null;
  private readonly startedMine: GameSummary[] = [];

  constructor(private readonly deps: HomeDeps) {}

  // A message of the lobby's stream (GET /api/lobby/ws).
  lobbyMessage(m: any): void {
    const me = this.deps.me();
    if (m.type === 'seek_removed' && m.reason === 'accepted' && me && this.seeks.get(m.id)?.user === me) this.myAcceptedSeek = this.seeks.get(m.id)!;
    if (m.type === 'game_started' && me && (m.game.players.black === me || m.game.players.white === me)) this.startedMine.push(m.game);
    if (m.type === 'lobby') {
      this.seeks.clear();
      this.games.clear();
      for (const s of m.seeks as Seek[]) this.seeks.set(s.id, s);
      for (const g of m.games as GameSummary[]) this.games.set(gameKey(g), g);
    } else if (m.type === 'seek_added') {
      this.seeks.set(m.seek.id, m.seek);
    } else if (m.type === 'seek_removed') {
      this.seeks.delete(m.id);
    } else if (m.type === 'game_started') {
      this.games.set(gameKey(m.game), m.game);
    } else if (m.type === 'game_ended') {
      this.games.delete(gameKey(m.game));
    }
    this.fetchPlayers();
    this.chooseFeatured();
    this.deps.redraw();
    this.toAcceptedGame();
  }

  me(): string | null {
    return this.deps.me();
  }

  tiles(): { tile: Tile; state: TileState }[] {
    const me = this.deps.me();
    return TILES.map((tile) => ({ tile, state: tileState(tile, this.seeks.values(), me) }));
  }

  // The rating a list shows beside a name: "1500?", "1723"; empty until fetched.
  rating(user: string, variant: Variant): string {
    return this.players.get(user)?.shown[variant] ?? '';
  }

  // Games being played, newest first.
  gamesInOrder(): GameSummary[] {
    return [...this.games.values()].sort((a, b) => b.created - a.created || b.number - a.number);
  }

  async clickTile(tile: Tile): Promise<void> {
    await this.acting(async () => {
      if (!(await this.signedIn())) return;
      // The state again: signing in may have changed whose seeks are whose.
      const state = tileState(tile, this.seeks.values(), this.deps.me());
      if (state.kind === 'waiting') await this.deps.api('DELETE', `/api/seeks/${state.seek.id}`);
      else if (state.kind === 'join') await this.openGame('POST', `/api/seeks/${state.seek.id}/accept`);
      else await this.deps.api('POST', '/api/seeks', tileSeekBody(tile));
    });
  }

  async acceptSeek(seek: Seek): Promise<void> {
    await this.acting(async () => {
      if (await this.signedIn()) await this.openGame('POST', `/api/seeks/${seek.id}/accept`);
    });
  }

  async cancelSeek(seek: Seek): Promise<void> {
    await this.acting(() => this.deps.api('DELETE', `/api/seeks/${seek.id}`));
  }

  // A game against the computer (casual), after signing in for a guest.
  async playComputer(body: { variant: Variant; level: number; time: unknown; first: boolean }): Promise<void> {
    await this.acting(async () => {
      if (!(await this.signedIn())) return;
      await this.openGame('POST', '/api/games', { variant: body.variant, opponent: `computer${body.level}`, time: body.time, first: body.first, rated: false });
    });
  }

  private async signedIn(): Promise<boolean> {
    return this.deps.me() !== null || (await this.deps.signIn());
  }

  private async openGame(method: string, path: string, body?: object): Promise<void> {
    const made = await this.deps.api<{ game: GameSummary }>(method, path, body);
    this.deps.go(gamePath(made.game));
  }

  private async acting(action: () => Promise<unknown>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    this.deps.redraw();
    try {
      await action();
    } catch (e) {
      this.error = e;
    } finally {
      this.busy = false;
      this.deps.redraw();
    }
  }

  private toAcceptedGame(): void {
    const seek = this.myAcceptedSeek;
    const game = seek && this.startedMine.find((g) => g.variant === seek.variant);
    if (!game) return;
    this.myAcceptedSeek = null;
    this.deps.chime();
    this.deps.go(gamePath(game));
  }

  // The ratings of everyone on the page, each player fetched once.
  private fetchPlayers(): void {
    const users = new Set<string>();
    for (const s of this.seeks.values()) users.add(s.user);
    for (const g of this.games.values()) users.add(g.players.black).add(g.players.white);
    for (const user of users) {
      if (this.asked.has(user)) continue;
      this.asked.add(user);
      void this.deps
        .api<UserAnswer>('GET', `/api/users/${encodeURIComponent(user)}`)
        .then(({ user: u }) => {
          const rating = { torishogi: u.ratings.torishogi.rating, yarishogi: u.ratings.yarishogi.rating };
          const shown = (v: Variant) => `${Math.round(u.ratings[v].rating)}${u.ratings[v].deviation > PROVISIONAL_DEVIATION ? '?' : ''}`;
          this.players.set(user, { computer: u.kind === 'computer', rating, shown: { torishogi: shown('torishogi'), yarishogi: shown('yarishogi') } });
          this.chooseFeatured();
          this.deps.redraw();
        })
        .catch(() => {
          // no rating shown (the name is enough), and the player counts as new
          this.players.set(user, { computer: false, rating: { torishogi: 1500, yarishogi: 1500 }, shown: { torishogi: '', yarishogi: '' } });
        });
    }
  }

  // The featured game is settled once every player of the games is known; until then the
  // choice may change as ratings come in.
  private chooseFeatured(): void {
    const known = [...this.games.values()].every((g) => this.players.has(g.players.black) && this.players.has(g.players.white));
    const current = known && this.featured ? gameKey(this.featured) : null;
    this.featured = featuredGame(this.games.values(), (u) => this.players.get(u), current);
  }
}
