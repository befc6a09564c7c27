import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { SERVER_ROOT } from '../server-root';

/** The migration history drizzle-kit generates from src/db/schema. */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

// Any fixed number will do, as long as nothing else in this database takes the same lock.
const MIGRATION_LOCK_KEY = 7_310_401;

/**
 * Brings the schema up to date. Two servers starting together on one PostgreSQL would both
 * apply the same migration, so the work runs under an advisory lock, all on one connection: the
 * lock belongs to that session, and the embedded pool has no second connection to offer.
 */
export async function runMigrations(
  pool: pg.Pool,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (await isUpToDate(pool, migrationsFolder)) return;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder });
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // After a failure the session may be unusable: dropping the connection also drops the lock,
    // and keeps an unlock error from hiding the migration's own.
    if (broken) client.release(broken);
    else {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      client.release();
    }
  }
}

/**
 * Drizzle applies the journal's migrations dated after the newest one applied. When that is the
 * journal's last, one query says there is nothing to do, which is every start but the first
 * after an upgrade; the lock, and the statements drizzle runs to make sure its table exists,
 * are then not needed.
 */
async function isUpToDate(pool: pg.Pool, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const last = journal.entries.at(-1)?.when;
  if (last === undefined) return false;
  try {
    const { rows } = await pool.query<{ newest: string | null }>(
      'select max(created_at) as newest from drizzle.__drizzle_migrations',
    );
    const newest = rows[0]?.newest;
    return newest !== null && newest !== undefined && Number(newest) >= last;
  } catch (error) {
    // pg's errors carry the SQLSTATE in `code`; 42P01, 3F000: no migration table (or schema)
    // yet, a database never migrated.
    const code = (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return false;
    throw error;
  }
}
