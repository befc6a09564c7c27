import type pg from 'pg';

/**
 * PostgreSQL's autovacuum keeps planner statistics and visibility maps fresh; the embedded
 * database runs no autovacuum, so a table nobody analysed keeps the planner guessing (a scoped
 * users list read and sorted all 25,000 rows of a department instead of walking its index: 37
 * instead of 110 req/s). This does autovacuum's part by its own thresholds: analyse a table once
 * 50 rows + 10 % of it changed (or it was never analysed), vacuum it once 50 + 20 % are dead.
 */
const STALE_TABLES = `
  select s.relname as name,
         quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as qualified,
         s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where c.reltuples < 0
     or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
     or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)`;

/** Analyses (and vacuums) the tables that need it; answers their names. */
export async function refreshTableStatistics(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string; qualified: string; vacuum: boolean }>(
    STALE_TABLES,
  );
  // One statement at a time: the embedded database serves one session.
  for (const { qualified, vacuum } of rows) {
    await pool.query(vacuum ? `vacuum (analyze) ${qualified}` : `analyze ${qualified}`);
  }
  return rows.map((row) => row.name);
}

/**
 * Refreshes statistics now and then every `intervalMs`, never two rounds at once; answers a
 * function that stops it. Failures are logged and the next round tries again.
 */
export function keepTableStatistics(
  pool: pg.Pool,
  intervalMs: number,
  log: { warn(message: string): void },
): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await refreshTableStatistics(pool);
    } catch (error) {
      log.warn(`refreshing table statistics failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
