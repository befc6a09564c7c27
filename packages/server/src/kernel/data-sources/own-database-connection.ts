import type pg from 'pg';
import { createDb, type Db } from '../../db/client';
import type { DatabaseKind } from '../../db/types';
import { readOnlyCursor } from './drivers/postgresql-cursor';
import type { SourceConnection } from './source-connection';
import { postgresqlTables } from './tables/postgresql-tables';

/**
 * The platform's own database as a data source, over the server's pool. The statement runs as a
 * read-only cursor (drivers/postgresql-cursor.ts), as on an external PostgreSQL source.
 */
export function ownDatabaseConnection(
  pool: pg.Pool,
  kind: DatabaseKind,
): SourceConnection & { postgresDb: Db } {
  return {
    dialect: 'postgresql',
    cancelsAtTimeout: kind === 'postgres',
    platformDatabase: true,
    placeholder: (index) => `$${index}`,
    readOnlyQuery: (sql, params, limits) => readOnlyCursor(pool, sql, params, limits),
    openTables: async () => postgresqlTables(pool),
    postgresDb: createDb(pool),
    // The server's pool belongs to the server: it closes it at shutdown.
    close: async () => undefined,
  };
}
