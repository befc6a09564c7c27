import { startEmbedded } from './embedded/open-embedded';
import { startPostgres } from './open-postgres';
import {
  CONNECTION_WAIT_MS,
  type DatabaseHandle,
  type DbLogger,
  type StartingDatabase,
} from './types';

export type { DatabaseHandle, DbLogger, StartingDatabase } from './types';
export { DataDirInUseError } from './embedded/data-dir-lock';

interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  logger: DbLogger;
  /** How long a query waits for a connection (CONNECTION_WAIT_MS unless a test says less). */
  connectionWaitMs?: number;
}

/**
 * The server's database: PostgreSQL when a URL is given, otherwise the embedded PostgreSQL
 * storing its files under dataDir. Either way the caller gets a `pg` pool.
 */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return startDatabase(options).opened;
}

/** The same, with the pool handed out before the database is open (see StartingDatabase). */
export function startDatabase(options: DatabaseOptions): StartingDatabase {
  const wait = options.connectionWaitMs ?? CONNECTION_WAIT_MS;
  if (options.databaseUrl) return startPostgres(options.databaseUrl, options.logger, wait);
  return startEmbedded(options.dataDir, options.logger, wait);
}
