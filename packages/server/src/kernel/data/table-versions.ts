import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * Tables whose every write statement raises their version (a trigger named `<table>_data_version`,
 * migrations `data_version_triggers` and after): something computed from them can be kept until
 * their versions change, which one read tells, in every server process.
 */
const versioned = new WeakMap<object, Promise<ReadonlySet<string>>>();

/** The versioned tables of a database, looked up once per database handle. */
export function versionedTables(db: Queryable): Promise<ReadonlySet<string>> {
  let tables = versioned.get(db);
  if (tables === undefined) {
    tables = db
      .execute<{ name: string }>(
        sql`select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
            where t.tgname = c.relname || '_data_version'`,
      )
      .then((result) => new Set(result.rows.map((row) => row.name)));
    versioned.set(db, tables);
  }
  return tables;
}

/**
 * The tables' versions as one text, for a select list. A table not written since its trigger
 * came has no version yet; its first write changes the text as any other would.
 */
export function versionsOf(names: readonly string[]): SQL<string> {
  return sql<string>`(select coalesce(string_agg(name || '=' || version, ',' order by name), '')
    from data_versions where name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}))`;
}

/** A small map that forgets its oldest entry beyond `size`. */
export class KeptValues<V> {
  private readonly values = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    return this.values.get(key);
  }
  set(key: string, value: V): void {
    if (this.values.size >= this.size) this.values.delete(this.values.keys().next().value ?? '');
    this.values.set(key, value);
  }
  delete(key: string): void {
    this.values.delete(key);
  }
}
