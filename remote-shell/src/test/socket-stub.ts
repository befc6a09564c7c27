import type { ServerFrame } from '@mepm/contract';

/**
 * The browser's WebSocket in component tests, where no server runs (setup.ts installs it): a
 * socket that stays connecting unless the test plays the server. The real socket and server are
 * tested together in the server's chat tests and the browser tests.
 */
export class StubSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket the shell opened since the test began, oldest first. */
  static readonly opened: StubSocket[] = [];

  readyState = StubSocket.CONNECTING;
  /** The frames the shell sent, parsed. */
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
    StubSocket.opened.push(this);
  }

  send(data: string): void {
    if (this.readyState !== StubSocket.OPEN) throw new Error('The socket is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === StubSocket.CLOSED) return;
    this.readyState = StubSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  /** The server accepts the connection. */
  serverOpens(): void {
    this.readyState = StubSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a frame. */
  serverSends(frame: ServerFrame): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The server closes the connection. */
  serverCloses(code: number, reason = ''): void {
    this.close(code, reason);
  }
}

/** The newest socket the shell opened; fails the test when there is none. */
export function latestSocket(): StubSocket {
  const socket = StubSocket.opened.at(-1);
  if (!socket) throw new Error('The shell opened no socket');
  return socket;
}

/** Opens the newest socket and signs it in as the server would, with these counts. */
export function signInSocket(
  counts: Partial<Extract<ServerFrame, { method: 'initMessage' }>> = {},
): StubSocket {
  const socket = latestSocket();
  socket.serverOpens();
  socket.serverSends({
    method: 'initMessage',
    unreadMessageCount: 0,
    unreadNoticeCount: 0,
    unreadNums: {},
    ...counts,
  });
  return socket;
}
