import type pg from 'pg';
import type { QueryLimits, QueryResult } from '../source-connection';

/**
 * Runs one statement as a cursor inside a read-only transaction with a statement timeout:
 * PostgreSQL refuses writes in it (a data-modifying WITH too), a cursor takes only SELECT and
 * VALUES, and only `maxRows + 1` rows are ever fetched.
 */
export async function readOnlyCursor(
  pool: pg.Pool,
  sql: string,
  params: readonly unknown[],
  limits: QueryLimits,
): Promise<QueryResult> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(
      `SET LOCAL statement_timeout = ${Math.max(1, Math.floor(limits.timeoutMs))}`,
    );
    await client.query(`DECLARE person_query NO SCROLL CURSOR FOR ${sql}`, [...params]);
    const fetched = await client.query(`FETCH ${limits.maxRows + 1} FROM person_query`);
    const rows = fetched.rows as Record<string, unknown>[];
    return {
      columns: fetched.fields.map((field) => ({
        name: field.name,
        type: typeName(field.dataTypeID),
      })),
      rows: rows.slice(0, limits.maxRows),
      truncated: rows.length > limits.maxRows,
    };
  } finally {
    // A connection that cannot even roll back is dropped rather than handed to the next request.
    await client.query('ROLLBACK').catch((error: unknown) => {
      broken = error instanceof Error ? error : new Error(String(error));
    });
    client.release(broken);
  }
}

/** The common types by oid; others show as their oid, which a person can still look up. */
const typeNames: Readonly<Record<number, string>> = {
  16: 'bool',
  20: 'int8',
  21: 'int2',
  23: 'int4',
  25: 'text',
  700: 'float4',
  701: 'float8',
  1043: 'varchar',
  1082: 'date',
  1114: 'timestamp',
  1184: 'timestamptz',
  1700: 'numeric',
  2950: 'uuid',
  3802: 'jsonb',
  114: 'json',
};

function typeName(oid: number): string {
  return typeNames[oid] ?? String(oid);
}
