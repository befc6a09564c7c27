import net from 'node:net';

/**
 * A unix socket as proof of life: the kernel closes a process's listening socket when the
 * process ends, however it ends, so a connection that is refused means nobody holds it any more.
 * This works across PID namespaces (containers sharing a volume) where pids cannot be looked up.
 */
export type Knock = 'answered' | 'nobody' | 'unknown';

const KNOCK_TIMEOUT_MS = 2000;

/** Listens on socketPath, or returns undefined where the folder cannot hold a unix socket. */
export async function listenForKnocks(socketPath: string): Promise<net.Server | undefined> {
  const server = net.createServer((socket) => socket.destroy());
  // The server must not keep its process alive: it lives as long as the process does anyway.
  server.unref();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return server;
  } catch {
    // Too long a path (108 bytes at most), or a file system without sockets.
    return undefined;
  }
}

/** Connects and hangs up: 'nobody' only when the kernel says no process listens there. */
export function knock(socketPath: string): Promise<Knock> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (answer: Knock): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    // A holder whose event loop is busy still gets the connection queued by the kernel; a
    // timeout here means something unusual, not absence.
    const timer = setTimeout(() => done('unknown'), KNOCK_TIMEOUT_MS);
    socket.once('connect', () => done('answered'));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' ? 'nobody' : 'unknown'),
    );
  });
}
