// A WebSocket stream that comes back: when the connection drops it says so and opens a new one
// (waiting a little longer after each failure, at most 5 s). When the browser says the network
// is gone the socket is dropped at once (a socket over a dead network can hang for minutes
// before it notices) and a new one waits until the network is back.
//
// Each request sent carries an id, and the stream keeps it until the server answers that id
// (`ack`, or `error`: docs/api.md, WebSocket streams). What was not answered when a connection
// dropped, or was sent while it was down, goes out again, in order, on the next connection, but
// only after the server's first message there (its whole state) has been handed over, and only
// what the page still wants in that state (`stillWanted`): a move the server took before the
// connection dropped shows in that state and is not sent twice. (Were it sent twice anyway, the
// move's ply would make the server refuse it.) The socket maker, the timer and the network's
// state are given, so the bookkeeping is tested without a network.

export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(text: string): void;
  close(): void;
}

// A request as the page made it, before its id.
export type Request = { op: string } & Record<string, unknown>;

export interface StreamHandlers {
  // JSON from the server (each page reads the fields it knows); for an `ack` or an `error` that
  // answers one of this stream's requests, that request too.
  message(message: any, request?: Request): void;
  down?(): void; // the connection dropped; a new one is on its way
  up?(): void; // open (again)
  // After a (re)connect, once the server's first message has been handed over: whether a request
  // that has had no answer is still to be made. Without it every such request goes out again.
  stillWanted?(request: Request): boolean;
}

export interface StreamDeps {
  open(url: string): SocketLike;
  later(run: () => void, ms: number): unknown;
  online(): boolean;
  // Calls `changed` whenever the network goes or comes back; answers how to stop.
  watchNetwork(changed: () => void): () => void;
}

interface Pending {
  id: number;
  request: Request;
  sent: boolean; // on the connection now open
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
  private pending: Pending[] = [];
  private nextId = 1;
  private holding = false; // a new connection: requests wait for the server's first message
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retrying = false;
  private connecting = false; // the address is being made (a ticket fetched)
  private readonly unwatch: () => void;

  constructor(
    // The address of each new connection; a promise when it must be fetched first (a ticket).
    private readonly url: () => string | Promise<string>,
    private readonly handlers: StreamHandlers,
    private readonly deps: StreamDeps = browserDeps,
  ) {
    this.unwatch = deps.watchNetwork(() => this.networkChanged());
    this.connect();
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  // Sent now if the stream is open, else once it is; kept until the server answers it.
  send(request: Request): void {
    const item: Pending = { id: this.nextId++, request, sent: false };
    this.pending.push(item);
    if (this.ready()) this.transmit(item);
  }

  // How many requests have had no answer yet (sent or waiting for the connection).
  get queued(): number {
    return this.pending.length;
  }

  close(): void {
    this.closed = true;
    this.unwatch();
    this.socket?.close();
  }

  private ready(): boolean {
    return this.socket !== null && this.isOpen && !this.holding;
  }

  private transmit(item: Pending): void {
    this.socket!.send(JSON.stringify({ ...item.request, id: item.id }));
    item.sent = true;
  }

  private networkChanged(): void {
    if (this.closed) return;
    if (!this.deps.online()) {
      const socket = this.socket;
      if (!socket) return;
      this.socket = null; // its close event, whenever it comes, is not news any more
      socket.close();
      this.handlers.down?.();
    } else if (!this.socket && !this.retrying && !this.connecting) {
      this.retryMs = FIRST_RETRY_MS;
      this.connect();
    }
  }

  private connect(): void {
    if (!this.deps.online()) return; // networkChanged connects when it is back
    const url = this.url();
    if (typeof url === 'string') return this.openSocket(url);
    this.connecting = true;
    url.then(
      (address) => {
        this.connecting = false;
        if (!this.closed && !this.socket) this.openSocket(address);
      },
      () => {
        this.connecting = false;
        if (!this.closed) this.retryLater();
      },
    );
  }

  private openSocket(url: string): void {
    const socket = this.deps.open(url);
    this.socket = socket;
    for (const item of this.pending) item.sent = false;
    socket.onopen = () => {
      this.retryMs = FIRST_RETRY_MS;
      this.holding = this.pending.length > 0 && this.handlers.stillWanted !== undefined;
      if (!this.holding) for (const item of this.pending) this.transmit(item);
      this.handlers.up?.();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string' || socket !== this.socket) return;
      this.received(JSON.parse(event.data));
    };
    socket.onclose = () => {
      if (this.closed || socket !== this.socket) return;
      this.socket = null;
      this.handlers.down?.();
      this.retryLater();
    };
  }

  private received(message: any): void {
    if (this.holding) {
      this.holding = false;
      this.handlers.message(message);
      const wanted = this.handlers.stillWanted!;
      this.pending = this.pending.filter((item) => wanted(item.request));
      for (const item of this.pending) if (this.ready()) this.transmit(item);
      return;
    }
    const answered = message?.type === 'ack' || message?.type === 'error';
    const index = answered ? this.pending.findIndex((item) => item.sent && item.id === message.id) : -1;
    if (index < 0) return this.handlers.message(message);
    const [item] = this.pending.splice(index, 1);
    this.handlers.message(message, item.request);
  }

  private retryLater(): void {
    this.retrying = true;
    this.deps.later(() => {
      this.retrying = false;
      if (!this.closed && !this.socket) this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}
