import { openEmbedded } from './embedded/open-embedded';
import { openPostgres } from './open-postgres';
import type { DatabaseHandle, DbLogger } from './types';

export type { DatabaseHandle, DbLogger } from './types';
export { DataDirInUseError } from './embedded/data-dir-lock';

/**
 * The server's database: PostgreSQL when a URL is given, otherwise the embedded PostgreSQL
 * storing its files under dataDir. Either way the caller gets a `pg` pool.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: DbLogger;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  return openEmbedded(options.dataDir, options.logger);
}
