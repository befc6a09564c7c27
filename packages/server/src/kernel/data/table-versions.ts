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

/** Each versioned table's version, by table name; a table not yet written has none. */
export type DataVersions = Readonly<Record<string, string>>;

/**
 * Every table's version, as a select-list column: the session's statement reads them, so that
 * what a request keeps is checked against the moment it began without another statement.
 */
export function allVersions(): SQL<DataVersions> {
  return sql<DataVersions>`(select coalesce(json_object_agg(name, version::text), '{}'::json)
    from data_versions)`;
}

/** The versions of some tables as one key; a table's first write changes it as any other would. */
export function versionsKey(versions: DataVersions, names: readonly string[]): string {
  return [...names]
    .sort()
    .map((name) => `${name}=${versions[name] ?? ''}`)
    .join(',');
}

/** A small map that forgets its oldest entry beyond `size`. */
export class KeptValues<V> {
  private readonly values = new Map<string, { value: V; storedAt: number }>();
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    return this.values.get(key)?.value;
  }
  set(key: string, value: V): void {
    if (this.values.size >= this.size) this.values.delete(this.values.keys().next().value ?? '');
    this.values.set(key, { value, storedAt: Date.now() });
  }
  delete(key: string): void {
    this.values.delete(key);
  }
  /** How many values are kept. */
  get count(): number {
    return this.values.size;
  }
  /** When the oldest kept value was stored (the map keeps insertion order). */
  get oldestAt(): Date | undefined {
    const first = this.values.values().next().value;
    return first === undefined ? undefined : new Date(first.storedAt);
  }
  /** The characters of the keys: a lower bound of the memory the map holds. */
  get keyBytes(): number {
    let bytes = 0;
    for (const key of this.values.keys()) bytes += key.length * 2;
    return bytes;
  }
  /** Forgets everything; answers how many values went. */
  clear(): number {
    const count = this.values.size;
    this.values.clear();
    return count;
  }
}

/** Forgets the versioned tables of a database: the next list reads them again. */
export function forgetVersionedTables(db: Queryable): number {
  return versioned.delete(db) ? 1 : 0;
}

/** Whether the versioned tables of a database are known. */
export function versionedTablesKnown(db: Queryable): boolean {
  return versioned.has(db);
}
