import type { Db } from '../../db/client';
import { sql } from 'drizzle-orm';

/**
 * What tells one PostgreSQL database from every other: its server's start time (to the
 * microsecond), its name and its oid there. Any user may read all three.
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const { rows } = await db.execute<{ fingerprint: string }>(sql`
    select concat_ws('/', pg_postmaster_start_time()::text, d.datname, d.oid::text) as fingerprint
    from pg_database d where d.datname = current_database()`);
  const fingerprint = rows[0]?.fingerprint;
  if (!fingerprint) throw new Error('the database has no fingerprint');
  return fingerprint;
}
