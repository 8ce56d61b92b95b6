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

// A game's stream: ws:// or wss:// as the page was loaded, with the token to act.
export function streamUrl(path: string): string {
  const s = session();
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}${s ? `?token=${encodeURIComponent(s.token)}` : ''}`;
}
