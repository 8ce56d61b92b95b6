// A WebSocket stream that comes back: when the connection drops it says so and opens a new one
// (waiting a little longer after each failure, at most 5 s), and what is sent while it is down
// waits and goes out, in order, once it is open again. The server resends the whole state on
// every (re)connect, so nothing else needs replaying. When the browser says the network is gone
// the socket is dropped at once (a socket over a dead network can hang for minutes before it
// notices) and a new one waits until the network is back. The socket maker, the timer and the
// network's state are given, so the bookkeeping is tested without a network.

export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(text: string): void;
  close(): void;
}

export interface StreamHandlers {
  message(message: any): void; // JSON from the server: each page reads the fields it knows
  down?(): void; // the connection dropped; a new one is on its way
  up?(): void; // open (again)
}

export interface StreamDeps {
  open(url: string): SocketLike;
  later(run: () => void, ms: number): unknown;
  online(): boolean;
  // Calls `changed` whenever the network goes or comes back; answers how to stop.
  watchNetwork(changed: () => void): () => void;
}

const OPEN = 1;
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 5000;

const browserDeps: StreamDeps = {
  open: (url) => new WebSocket(url) as unknown as SocketLike,
  later: (run, ms) => window.setTimeout(run, ms),
  online: () => navigator.onLine,
  watchNetwork: (changed) => {
    window.addEventListener('online', changed);
    window.addEventListener('offline', changed);
    return () => {
      window.removeEventListener('online', changed);
      window.removeEventListener('offline', changed);
    };
  },
};

export class Stream {
  private socket: SocketLike | null = null;
  private waiting: string[] = [];
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retrying = false;
  private readonly unwatch: () => void;

  constructor(
    private readonly url: () => string,
    private readonly handlers: StreamHandlers,
    private readonly deps: StreamDeps = browserDeps,
  ) {
    this.unwatch = deps.watchNetwork(() => this.networkChanged());
    this.connect();
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  // Sent now if the stream is open, else once it is.
  send(message: object): void {
    const text = JSON.stringify(message);
    if (this.socket && this.isOpen) this.socket.send(text);
    else this.waiting.push(text);
  }

  // How many messages wait for the connection.
  get queued(): number {
    return this.waiting.length;
  }

  close(): void {
    this.closed = true;
    this.unwatch();
    this.socket?.close();
  }

  private networkChanged(): void {
    if (this.closed) return;
    if (!this.deps.online()) {
      const socket = this.socket;
      if (!socket) return;
      this.socket = null; // its close event, whenever it comes, is not news any more
      socket.close();
      this.handlers.down?.();
    } else if (!this.socket && !this.retrying) {
      this.retryMs = FIRST_RETRY_MS;
      this.connect();
    }
  }

  private connect(): void {
    if (!this.deps.online()) return; // networkChanged connects when it is back
    const socket = this.deps.open(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = FIRST_RETRY_MS;
      const waiting = this.waiting;
      this.waiting = [];
      for (const text of waiting) socket.send(text);
      this.handlers.up?.();
    };
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') this.handlers.message(JSON.parse(event.data));
    };
    socket.onclose = () => {
      if (this.closed || socket !== this.socket) return;
      this.socket = null;
      this.handlers.down?.();
      this.retrying = true;
      this.deps.later(() => {
        this.retrying = false;
        if (!this.closed && !this.socket) this.connect();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
    };
  }
}
