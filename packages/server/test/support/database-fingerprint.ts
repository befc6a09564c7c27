import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** The tables an administration write may touch. */
const TABLES = [
  'users',
  'user_relations',
  'grants',
  'roles',
  'positions',
  'organizations',
  'menus',
  'menu_elements',
  'data_schemes',
  'sessions',
  // The system pages' settings, overrides and scheduled tasks (the logs are written off the
  // request path, so a refused request's own log row may land at any moment: tests that guard
  // log rows compare those rows themselves).
  'system_settings',
  'text_overrides',
  'schedule_tasks',
  'schedule_task_runs',
] as const;

/**
 * A digest of every row of the administration tables: equal before and after a request means
 * the request wrote nothing (a refused write must leave no half-written row).
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const digests: string[] = [];
  for (const table of TABLES) {
    const result = await db.execute<{ digest: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
      ),
    );
    digests.push(`${table}:${result.rows[0]?.digest ?? ''}`);
  }
  return digests.join(' ');
}
