import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** Drizzle over the pool; the same code serves embedded PGlite (via its socket) and PostgreSQL. */
export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}
