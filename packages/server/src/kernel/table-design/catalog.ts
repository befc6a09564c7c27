import type { DataModelIndex } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** A table or view of the database's current schema, as its catalog describes it. */
export interface CatalogTable {
  name: string;
  kind: 'table' | 'view';
  comment: string;
  rows: number | null;
}

/** A column as the catalog has it, before the page's reading of its type and default. */
export interface CatalogColumn {
  name: string;
  /** `format_type`'s spelling, e.g. `character varying(50)`, `numeric(10,2)`. */
  type: string;
  nullable: boolean;
  primaryKey: boolean;
  /** The default's expression as PostgreSQL prints it, e.g. `'a'::character varying`. */
  defaultExpression: string | null;
  comment: string;
}

/**
 * Tables and views of the current schema (where the platform and its designed tables live). The
 * row count is the planner's estimate, else the statistics' live rows: counting every table of a
 * large database for a list would cost more than the list is worth.
 */
export async function catalogTables(db: Queryable, keyword?: string): Promise<CatalogTable[]> {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
  const { rows } = await db.execute<{
    name: string;
    kind: string;
    comment: string | null;
    rows: string | null;
  }>(sql`
    select c.relname as name, c.relkind as kind, obj_description(c.oid, 'pg_class') as comment,
      case when c.relkind = 'r' then
        coalesce(nullif(greatest(c.reltuples, -1), -1)::bigint, s.n_live_tup)
      end as rows
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      and c.relname ilike ${like}
    order by c.relname`);
  return rows.map((row) => ({
    name: row.name,
    kind: row.kind === 'v' ? 'view' : 'table',
    comment: row.comment ?? '',
    rows: row.rows === null ? null : Number(row.rows),
  }));
}

/** A table of the catalog with what identifies it: its oid and its schema. */
export interface CatalogTableOf extends CatalogTable {
  oid: number;
  schema: string;
}

/** One table or view of the current schema, or undefined when there is none by that name. */
export async function catalogTable(
  db: Queryable,
  name: string,
): Promise<CatalogTableOf | undefined> {
  const { rows } = await db.execute<{
    oid: string;
    schema: string;
    kind: string;
    comment: string | null;
    rows: string | null;
  }>(sql`
    select c.oid, n.nspname as schema, c.relkind as kind,
      obj_description(c.oid, 'pg_class') as comment,
      case when c.relkind = 'r' then
        coalesce(nullif(greatest(c.reltuples, -1), -1)::bigint, s.n_live_tup)
      end as rows
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and c.relname = ${name}`);
  const [row] = rows;
  if (row === undefined) return undefined;
  return {
    name,
    oid: Number(row.oid),
    schema: row.schema,
    kind: row.kind === 'v' ? 'view' : 'table',
    comment: row.comment ?? '',
    rows: row.rows === null ? null : Number(row.rows),
  };
}

/** The schema designed tables are made in: the connection's current one. */
export async function currentSchema(db: Queryable): Promise<string> {
  const { rows } = await db.execute<{ schema: string }>(sql`select current_schema() as schema`);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('the connection has no current schema');
  return schema;
}

/** A table's columns in their order. */
export async function catalogColumns(db: Queryable, table: string): Promise<CatalogColumn[]> {
  const { rows } = await db.execute<{
    name: string;
    type: string;
    not_null: boolean;
    primary_key: boolean;
    default_expression: string | null;
    comment: string | null;
  }>(sql`
    select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      a.attnotnull as not_null,
      exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary
        and a.attnum = any(i.indkey)) as primary_key,
      pg_get_expr(d.adbin, d.adrelid) as default_expression,
      col_description(c.oid, a.attnum) as comment
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where n.nspname = current_schema() and c.relname = ${table}
    order by a.attnum`);
  return rows.map((row) => ({
    name: row.name,
    type: row.type,
    nullable: !row.not_null,
    primaryKey: row.primary_key,
    defaultExpression: row.default_expression,
    comment: row.comment ?? '',
  }));
}

/** A table's indexes with their columns in key order (expressions show as their text). */
export async function catalogIndexes(db: Queryable, table: string): Promise<DataModelIndex[]> {
  const { rows } = await db.execute<{
    name: string;
    columns: string[];
    unique: boolean;
    primary: boolean;
  }>(sql`
    select ic.relname as name, i.indisunique as unique, i.indisprimary as primary,
      array(select pg_get_indexdef(i.indexrelid, k, true)
        from generate_series(1, i.indnkeyatts) k) as columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class ic on ic.oid = i.indexrelid
    where n.nspname = current_schema() and c.relname = ${table}
    order by i.indisprimary desc, ic.relname`);
  return rows.map((row) => ({ ...row, columns: [...row.columns] }));
}

/** The primary key constraint's name, to drop it when the key changes. */
export async function primaryKeyName(db: Queryable, table: string): Promise<string | undefined> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select con.conname as name from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = ${table} and con.contype = 'p'`);
  return rows[0]?.name;
}
