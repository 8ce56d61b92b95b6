// The server's HTTP API (docs/api.md) as the pages use it: the login token kept in the browser,
// JSON in and out, the API's error message thrown as an ApiError.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Session {
  user: string;
  token: string;
}

const SESSION_KEY = 'tori.session';

export function session(): Session | null {
  const saved = localStorage.getItem(SESSION_KEY);
  return saved ? (JSON.parse(saved) as Session) : null;
}

export function saveSession(s: Session | null): void {
  if (s) localStorage.setItem(SESSION_KEY, JSON.stringify(s));
  else localStorage.removeItem(SESSION_KEY);
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const s = session();
  if (s) headers['Authorization'] = `Bearer ${s.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = answer.error ?? {};
    if (response.status === 401 && s) saveSession(null); // the token died: log in again
    throw new ApiError(response.status, error.code ?? 'http', error.message ?? response.statusText);
  }
  return answer as T;
}

// A stream's address: ws:// or wss:// as the page was loaded. A logged-in player's carries a
// ticket (POST /api/streams/ticket: good for one connection, for a short while), never the
// session token, which a URL would show in consoles and logs; each (re)connect fetches a fresh
// one (web/src/stream.ts waits for it).
export async function streamUrl(path: string): Promise<string> {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const address = `${scheme}//${location.host}${path}`;
  if (!session()) return address;
  const { ticket } = await api<{ ticket: string; expires_in: number }>('POST', '/api/streams/ticket');
  return `${address}?ticket=${encodeURIComponent(ticket)}`;
}
