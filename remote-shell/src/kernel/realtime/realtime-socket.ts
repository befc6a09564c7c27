import type { ClientFrame, ServerFrame } from '@mepm/contract';
import type { Scheduler } from '../scheduler';

/** What the socket is doing; `open` means signed in (initMessage has arrived). */
export type RealtimeStatus = 'connecting' | 'open' | 'waiting' | 'stopped';

export type ServerMethod = ServerFrame['method'];
export type FrameOf<M extends ServerMethod> = Extract<ServerFrame, { method: M }>;
/** A frame to send, without the sign-in frame, which the socket sends itself. */
export type OutgoingFrame = Exclude<ClientFrame, { method: 'OnConnection' }>;

export interface RealtimeSocketOptions {
  url: string;
  token: string;
  mobileDevice: boolean;
  scheduler: Scheduler;
  /** The server ended the session (logout frame or close 4001): the socket stays closed. */
  onSessionEnded: (msg: string) => void;
}

/** The close code with which the server ends a session's sockets (docs/reference/chat.md). */
const SESSION_ENDED_CLOSE = 4001;
/** Waits before reconnecting: doubled after each failure, from one second up to half a minute. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Frames kept while the socket is down; sent once it is signed in again. */
const OUTBOX_MAX = 100;

type Listener = (frame: ServerFrame) => void;

function parse(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' &&
      value !== null &&
      typeof Reflect.get(value, 'method') === 'string'
      ? (value as ServerFrame)
      : null;
  } catch {
    return null;
  }
}

/**
 * The shell's one connection to the server's socket: signs in with its first frame, comes back
 * after a drop (features ask for what they missed when `initMessage` arrives again), and stays
 * closed once the server ends the session or `stop` is called.
 */
export class RealtimeSocket {
  private socket: WebSocket | null = null;
  private status: RealtimeStatus = 'connecting';
  private retryMs = RETRY_FIRST_MS;
  private cancelRetry: (() => void) | null = null;
  private readonly listeners = new Map<ServerMethod, Set<Listener>>();
  private readonly statusListeners = new Set<() => void>();
  private readonly latestFrames = new Map<ServerMethod, ServerFrame>();
  private readonly outbox: OutgoingFrame[] = [];

  constructor(private readonly options: RealtimeSocketOptions) {}

  start(): void {
    if (this.status === 'stopped' || this.socket) return;
    this.connect();
  }

  /** Closes for good: leaving the shell, signing out or unmounting. */
  stop(): void {
    this.setStatus('stopped');
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.outbox.length = 0;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  /**
   * Sends now when signed in, else once signed in again (up to a hundred frames wait). Answers
   * false when the frame cannot be sent: the socket is stopped or the outbox is full.
   */
  send(frame: OutgoingFrame): boolean {
    if (this.status === 'open' && this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(frame));
      return true;
    }
    if (this.status === 'stopped' || this.outbox.length >= OUTBOX_MAX) return false;
    this.outbox.push(frame);
    return true;
  }

  on<M extends ServerMethod>(method: M, listener: (frame: FrameOf<M>) => void): () => void {
    const set = this.listeners.get(method) ?? new Set<Listener>();
    this.listeners.set(method, set);
    // Frames are dispatched by their method, so a listener only ever sees its own kind.
    const wrapped = listener as Listener;
    set.add(wrapped);
    return () => set.delete(wrapped);
  }

  /** The last frame of a kind received, e.g. initMessage's counts for a part mounted later. */
  latest<M extends ServerMethod>(method: M): FrameOf<M> | undefined {
    return this.latestFrames.get(method) as FrameOf<M> | undefined;
  }

  getStatus(): RealtimeStatus {
    return this.status;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private connect(): void {
    this.setStatus('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url);
    } catch {
      // A page's content security policy may refuse the address: try again later like a drop.
      this.retryLater();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const { token, mobileDevice } = this.options;
      socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice }));
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const frame = parse(event.data);
      if (frame) this.receive(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === SESSION_ENDED_CLOSE) this.endSession(event.reason);
      else this.retryLater();
    };
  }

  private receive(frame: ServerFrame): void {
    if (frame.method === 'logout') {
      this.endSession(frame.msg);
      return;
    }
    this.latestFrames.set(frame.method, frame);
    if (frame.method === 'initMessage') {
      this.retryMs = RETRY_FIRST_MS;
      this.setStatus('open');
      this.flushOutbox();
    }
    for (const listener of this.listeners.get(frame.method) ?? []) listener(frame);
  }

  private flushOutbox(): void {
    const waiting = this.outbox.splice(0);
    for (const frame of waiting) this.send(frame);
  }

  private endSession(msg: string): void {
    if (this.status === 'stopped') return;
    this.stop();
    this.options.onSessionEnded(msg);
  }

  private retryLater(): void {
    if (this.status === 'stopped') return;
    this.setStatus('waiting');
    // Jitter spreads a whole office's reconnects after a server restart.
    const wait = this.retryMs * (0.75 + Math.random() * 0.5);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.cancelRetry = this.options.scheduler.after(wait, () => {
      this.cancelRetry = null;
      if (this.status !== 'stopped') this.connect();
    });
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}

/** The socket's address on the API server: ws(s) for http(s). */
export function websocketUrl(apiBase: string, path: string, pageUrl: string): string {
  const url = new URL(path, apiBase || pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
