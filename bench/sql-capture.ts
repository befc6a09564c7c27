import pg from 'pg';

export type CapturedQuery = pg.QueryConfig;

/**
 * Records every statement sent through `pool.query` while `action` runs, so that the same SQL
 * can be replayed without the HTTP and application layers around it.
 */
export async function captureQueries(
  pool: pg.Pool,
  action: () => Promise<void>,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const recording = (...args: unknown[]): Promise<unknown> => {
    const [first, second] = args;
    if (typeof first === 'string') captured.push({ text: first, values: second as unknown[] });
    else {
      // drizzle passes the statement as a config object and its values as the second argument.
      const config = first as pg.QueryConfig;
      captured.push({ ...config, values: (second as unknown[] | undefined) ?? config.values });
    }
    return original(...args);
  };
  // pg's overloads cannot be expressed for a pass-through wrapper; the recorder forwards as is.
  (pool as unknown as { query: typeof recording }).query = recording;
  try {
    await action();
  } finally {
    (pool as unknown as { query: typeof original }).query = original;
  }
  return captured;
}

/** Runs the captured statements once, in order, as the application did. */
export async function replay(pool: pg.Pool, queries: CapturedQuery[]): Promise<void> {
  for (const query of queries) await pool.query(query);
}

/**
 * Counts every statement any connection sends while `action` runs, those of transactions (which
 * run on a client taken from the pool, not through `pool.query`) included. Nothing else may use
 * the database meanwhile.
 */
export async function countStatements(action: () => Promise<void>): Promise<number> {
  let count = 0;
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function counting(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    prototype.query = original;
  }
  return count;
}
