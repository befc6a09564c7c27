import type { MonitorReading } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../../db/client';

/**
 * The database's size and connections. On PostgreSQL `connections` counts the backends of this
 * database (every server process and tool); the embedded database serves every connection from
 * one backend, so there it is null and only this server's pool figures tell. Which one it is,
 * the database itself says (PGlite names itself in `version()`).
 */
export async function databaseFigures(db: Db, pool: pg.Pool): Promise<MonitorReading['database']> {
  const result = await db.execute<{
    size: string;
    version: string;
    full: string;
    connections: number;
  }>(sql`
    select pg_database_size(current_database())::text as size,
           current_setting('server_version') as version,
           version() as full,
           (select count(*)::int from pg_stat_activity where datname = current_database())
             as connections`);
  const row = result.rows[0];
  const embedded = /PGlite/i.test(row?.full ?? '');
  return {
    kind: embedded ? 'embedded' : 'postgres',
    version: row?.version ?? '',
    sizeBytes: Number(row?.size ?? 0),
    connections: embedded ? null : (row?.connections ?? 0),
    poolTotal: pool.totalCount,
    poolIdle: pool.idleCount,
    poolWaiting: pool.waitingCount,
  };
}
