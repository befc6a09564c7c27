import { DATA_MODEL_NAME_PATTERN, OWN_DATA_SOURCE_ID } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { TransactionStep } from '../../../kernel/data-sources/tables/table-access';

/**
 * Whether a table of the platform's own database is one the platform made for people (the data
 * model designed it, or a copy created it): only those are written into. The registry keeps the
 * table's oid, so a look-alike made by other means under the same name is not one.
 */
export async function isDesignedTable(db: Db, table: string): Promise<boolean> {
  const { rows } = await db.execute<{ designed: boolean }>(sql`
    select exists (
      select 1 from data_model_tables d
      join pg_class c on c.oid = d.table_oid and c.relname = d.table_name
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      where d.source_id = ${OWN_DATA_SOURCE_ID} and d.table_name = ${table}
    ) as designed`);
  return rows[0]?.designed === true;
}

const designable = new RegExp(DATA_MODEL_NAME_PATTERN);

/** A new table on the platform's own database is named as the data model names tables. */
export function isDesignableName(table: string): boolean {
  return designable.test(table) && !table.startsWith('pg_');
}

/**
 * Records a table a copy created on the platform's own database in the data model's registry,
 * inside the transaction that gives the table its name: it is then designed like any other.
 */
export function registerCreatedTable(table: string, userId: string): TransactionStep {
  return async (query) => {
    await query(
      `insert into data_model_tables (source_id, table_name, table_oid, created_by)
       select $1, c.relname, c.oid, $3 from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relname = $2
       on conflict (source_id, table_name) do update
         set table_oid = excluded.table_oid, created_by = excluded.created_by, created_at = now()`,
      [OWN_DATA_SOURCE_ID, table, userId],
    );
  };
}
