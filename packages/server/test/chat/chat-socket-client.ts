/** A real websocket client of the chat socket for tests: frames in order, awaited by method. */
import type { AddressInfo } from 'node:net';
import { WEBSOCKET_PATH, type ServerFrame } from '@mepm/contract';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** Starts the application listening on a free local port; answers its socket's URL. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${WEBSOCKET_PATH}`;
}

export interface ChatClient {
  socket: WebSocket;
  send(frame: unknown): void;
  /** The next frame with this method (earlier frames of other methods are kept for later). */
  next<M extends ServerFrame['method']>(
    method: M,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { method: M }>>;
  /** Fails when a frame with this method arrives within `waitMs` (or is already waiting). */
  none(method: ServerFrame['method'], waitMs?: number): Promise<void>;
  /** Resolves with the close code and reason once the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export async function openChat(url: string): Promise<ChatClient> {
  const socket = new WebSocket(url);
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters.splice(0)) wake();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    async next(method, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = frames.findIndex((frame) => frame.method === method);
        if (index >= 0) {
          const [frame] = frames.splice(index, 1);
          return frame as never;
        }
        const left = deadline - Date.now();
        if (left <= 0 || socket.readyState === socket.CLOSED) {
          throw new Error(`no ${method} frame (have: ${frames.map((f) => f.method).join(', ')})`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async none(method, waitMs = 300) {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      const unexpected = frames.find((frame) => frame.method === method);
      if (unexpected !== undefined) throw new Error(`unexpected ${JSON.stringify(unexpected)}`);
    },
    closed,
    close: () => socket.close(),
  };
}

/** A client signed in with `token`, its initMessage read. */
export async function signedInChat(url: string, token: string) {
  const client = await openChat(url);
  client.send({ method: 'OnConnection', token, mobileDevice: false });
  const init = await client.next('initMessage');
  return { client, init };
}

/** Every user announced by presence frames of this method within `ms`. */
export async function presenceWithin(client: ChatClient, method: 'Online' | 'Offline', ms: number) {
  const deadline = Date.now() + ms;
  const users: string[] = [];
  // At least once: frames already waiting count, even with no time to wait.
  do {
    const frame = await client.next(method, Math.max(0, deadline - Date.now())).catch(() => {});
    users.push(...(frame?.userIds ?? []));
    if (client.socket.readyState === client.socket.CLOSED) break;
  } while (Date.now() < deadline);
  return users;
}
