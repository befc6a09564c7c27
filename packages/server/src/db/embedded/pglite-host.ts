/**
 * Entry point of the PGlite host process. PGlite runs queries on the thread that calls it, so a
 * slow query would stall the server's event loop; here it runs in its own process and serves the
 * PostgreSQL wire protocol on a unix socket, and the server talks to it through `pg` as it would
 * to any PostgreSQL.
 */
import { rmSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import type net from 'node:net';
import path from 'node:path';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PGlite } from '@electric-sql/pglite';
import type { FromHost, HostSettings, ToHost } from './host-protocol';
import { openPglite } from './open-pglite';

const settings = JSON.parse(process.argv[2] ?? '{}') as HostSettings;

function send(message: FromHost): void {
  process.send?.(message);
}

let db: PGlite | undefined;
let server: PGLiteSocketServer | undefined;
let closing: Promise<void> | undefined;

function shutDown(code: number): Promise<void> {
  closing ??= (async () => {
    try {
      await server?.stop();
      await db?.close();
    } finally {
      // Gone with this process; left behind only when it is killed.
      rmSync(path.dirname(settings.socketPath), { recursive: true, force: true });
      process.exit(code);
    }
  })();
  return closing;
}

// The server process died or let go of us: nobody can reach this database any more, and staying
// alive would keep its folder busy.
process.on('disconnect', () => void shutDown(0));
let livenessSocket: net.Server | undefined;
const opening = new Promise<void>((resolve) => {
  process.on('message', (message: ToHost, handle: unknown) => {
    if (message.type === 'close') void shutDown(0);
    if (message.type === 'dump') void dump(message.id, message.file);
    if (message.type === 'open') {
      // Node hands a sent server over as a listening net.Server.
      livenessSocket = handle as net.Server | undefined;
      livenessSocket?.on('connection', (socket) => socket.destroy());
      resolve();
    }
  });
});
process.on('SIGTERM', () => void shutDown(0));
// Ctrl-C reaches the whole process group; the server decides when its database closes.
process.on('SIGINT', () => undefined);

/**
 * A gzipped tarball of the data folder. PGlite takes it between two statements, holding every
 * other one back meanwhile, so the copy is what a crash at that moment would leave: a transaction
 * still open is not in it once the copy is opened. Written beside its name, then renamed, so a
 * reader never sees half a file.
 */
async function dump(id: number, file: string): Promise<void> {
  const started = Date.now();
  const partial = `${file}.part`;
  try {
    if (db === undefined) throw new Error('The database is not open.');
    const blob = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await blob.arrayBuffer());
    await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
    await rename(partial, file);
    send({ type: 'dumped', id, bytes: bytes.length, ms: Date.now() - started });
  } catch (error) {
    await rm(partial, { force: true });
    send({
      type: 'dumpFailed',
      id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

try {
  // Started while the server locks the data folder; it may open the folder once that is done,
  // and once this process listens on the lock's socket: should the server die from then on, a
  // newcomer still finds the folder busy until this process has exited.
  await opening;
  const started = Date.now();
  const opened = await openPglite(settings);
  db = opened.db;
  server = new PGLiteSocketServer({
    db,
    path: settings.socketPath,
    // The server's pool holds one connection; a little headroom lets it reconnect while the
    // previous connection is still being torn down.
    maxConnections: 4,
  });
  await server.start();
  send({
    type: 'ready',
    initialised: opened.initialised,
    openMs: Date.now() - started,
    restore: opened.restore,
  });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  await shutDown(1);
}
