import { randomBytes } from 'node:crypto';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import pg from 'pg';
import type { DatabaseDumps, DatabaseHandle, DbLogger, StartingDatabase } from '../types';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import {
  dataLayout,
  initFolderFor,
  removeInitLeftovers,
  replacedFolderFor,
  type DataLayout,
} from './data-layout';
import { removeStaleSocketFolders } from './stale-socket-folders';
import { SOCKET_PORT, startPgliteHost, type PgliteHost } from './start-pglite-host';

/**
 * The embedded database: PGlite in a child process behind the PostgreSQL wire protocol, its data
 * folder guarded by a lock file.
 */
export function startEmbedded(
  dataDir: string,
  logger: DbLogger,
  connectionWaitMs: number,
): StartingDatabase {
  const layout = dataLayout(dataDir);
  // The host loads PGlite while the folder is being locked (a killed server's host may still be
  // closing it); it touches nothing in the folder before `open`.
  const host = startPgliteHost({
    pgliteDir: layout.pgliteDir,
    initDir: initFolderFor(layout),
    restoreFile: layout.restoreFile,
    replacedDir: replacedFolderFor(layout),
  });
  // It connects on its first query, once the host serves.
  const pool = createPool(host.socketDir, logger, connectionWaitMs);
  return { pool, opened: openEmbedded(layout, host, pool, logger) };
}

async function openEmbedded(
  layout: DataLayout,
  host: PgliteHost,
  pool: pg.Pool,
  logger: DbLogger,
): Promise<DatabaseHandle> {
  let lock: DataDirLock;
  try {
    lock = await acquireDataDirLock(layout, logger);
  } catch (error) {
    await pool.end();
    await host.close();
    throw error;
  }
  const fatalListeners: ((error: Error) => void)[] = [];
  let lostLock: Error | undefined;
  lock.onLost((error) => {
    lostLock = error;
    logger.error(error.message);
    host.kill();
    for (const listener of fatalListeners) listener(error);
  });
  try {
    const leftovers = await removeInitLeftovers(layout);
    if (leftovers.length > 0) {
      logger.warn(
        `Removed ${leftovers.join(', ')} left in ${layout.dataDir} by an interrupted first start.`,
      );
    }
    lock.setChild(host.pid);
    host.open(lock.livenessSocket);
    // Meanwhile the host opens the database. Only folders whose socket nobody listens on go:
    // running servers, of this data folder or another, keep theirs.
    const staleSockets = await removeStaleSocketFolders().catch((error: unknown) => {
      logger.warn(`Could not check for stale socket folders: ${String(error)}`);
      return [];
    });
    if (staleSockets.length > 0) {
      logger.info(`Removed ${staleSockets.length} socket folders of killed database processes.`);
    }
    const ready = await host.ready;
    if (lostLock) throw lostLock;
    if (ready.restore?.applied) {
      logger.warn(
        `Restored the embedded database from a backup; the data it replaced is in ${ready.restore.replacedDir}.`,
      );
    } else if (ready.restore) {
      logger.error(
        `The staged backup could not be restored (${ready.restore.message}); it was set aside as ${layout.restoreFile}.failed.`,
      );
    }
    logger.info(
      `${ready.initialised ? 'Initialised' : 'Opened'} the embedded database in ${layout.pgliteDir} ` +
        `(${ready.openMs} ms).`,
    );
    const version = await pool.query<{ version: string }>('select version() as version');
    const describe = `${describeVersion(version.rows[0]?.version ?? '')}, ${layout.dataDir}`;

    host.onUnexpectedExit((error) => {
      logger.error(error.message);
      for (const listener of fatalListeners) listener(error);
    });
    let closed: Promise<void> | undefined;
    return {
      pool,
      kind: 'embedded',
      describe,
      onFatal(listener) {
        fatalListeners.push(listener);
      },
      dumps: embeddedDumps(layout, host),
      close() {
        closed ??= (async () => {
          try {
            await pool.end();
          } finally {
            await host.close();
            await lock.release();
          }
        })();
        return closed;
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    await host.close();
    await lock.release();
    throw lostLock ?? error;
  }
}

function embeddedDumps(layout: DataLayout, host: PgliteHost): DatabaseDumps {
  return {
    kind: 'embedded',
    extension: 'tar.gz',
    async dump(file) {
      await host.dump(file);
    },
    restore: {
      async stage(file) {
        // A name of its own: two restores staged at once must not write into one file.
        const partial = `${layout.restoreFile}.${randomBytes(6).toString('hex')}.part`;
        try {
          await copyFile(file, partial);
          await rename(partial, layout.restoreFile);
        } finally {
          await rm(partial, { force: true });
        }
      },
      pending: () =>
        stat(layout.restoreFile).then(
          () => true,
          () => false,
        ),
      cancel: () => rm(layout.restoreFile, { force: true }),
    },
  };
}

function createPool(socketDir: string, logger: DbLogger, connectionWaitMs: number): pg.Pool {
  const pool = new pg.Pool({
    host: socketDir,
    port: SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    // pglite-socket serves every connection from ONE backend session: two connections would
    // interleave their transactions and overwrite each other's named prepared statements. One
    // connection makes callers queue in the pool instead, which PGlite would impose anyway since
    // it runs one query at a time.
    max: 1,
    // Keep that connection: a reconnect lands in the same session, so nothing is gained by it.
    idleTimeoutMillis: 0,
    // With one connection, a query issued outside a transaction that holds it would wait forever.
    connectionTimeoutMillis: connectionWaitMs,
    // A new connection inherits the session of the one before (after an error, say), including
    // its named prepared statements, which `pg` would then try to prepare again.
    onConnect: async (client) => {
      await client.query('DEALLOCATE ALL');
    },
  });
  pool.on('error', (error) => logger.warn(`Embedded database connection error: ${error.message}`));
  return pool;
}

/** "PostgreSQL 18.6 (PGlite 0.5.14) on wasm32..." -> "Embedded PostgreSQL 18.6 (PGlite 0.5.14)". */
function describeVersion(version: string): string {
  const match = /^PostgreSQL (\S+) \(PGlite ([^)]+)\)/.exec(version);
  return match
    ? `Embedded PostgreSQL ${match[1]} (PGlite ${match[2]})`
    : 'Embedded PostgreSQL (PGlite)';
}
