import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** A transaction handle, for helpers that run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either: helpers that only read work inside and outside a transaction. */
export type Queryable = Db | Tx;

/** Drizzle over the pool; the same code serves embedded PGlite (via its socket) and PostgreSQL. */
export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}
