import pg from 'pg';
import { pgDumpTo } from './pg-dump';
import type { DatabaseHandle, DbLogger, StartingDatabase } from './types';

/** A pool on a PostgreSQL server named by a connection URL. */
export function startPostgres(
  databaseUrl: string,
  logger: DbLogger,
  connectionWaitMs: number,
): StartingDatabase {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: connectionWaitMs,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => logger.warn(`PostgreSQL connection error: ${error.message}`));
  return { pool, opened: openPostgres(databaseUrl, pool) };
}

async function openPostgres(databaseUrl: string, pool: pg.Pool): Promise<DatabaseHandle> {
  let version: string;
  try {
    const result = await pool.query<{ server_version: string }>('show server_version');
    version = result.rows[0]?.server_version.split(' ')[0] ?? '';
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    pool,
    kind: 'postgres',
    describe: `PostgreSQL ${version} (${whereIs(databaseUrl)})`,
    // A server that goes away is reported per query and the pool reconnects when it is back:
    // nothing here is fatal for good.
    onFatal() {},
    // Restoring into a server is psql's job, done by its administrator.
    dumps: { kind: 'postgres', extension: 'sql.gz', dump: (file) => pgDumpTo(databaseUrl, file) },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}

/** host:port/database, leaving out user and password. */
function whereIs(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
