import type { Db } from '../../db/client';
import type { TableAccess } from './tables/table-access';

/** The SQL dialects the platform's data-source drivers speak. */
export type SqlDialect = 'postgresql' | 'mysql';

/** Bounds on one statement a person wrote (a data interface, a preview). */
export interface QueryLimits {
  /** The statement is cancelled after this many milliseconds. */
  timeoutMs: number;
  /** Rows beyond this many are not read; the result says that it was cut. */
  maxRows: number;
}

export interface QueryColumn {
  name: string;
  /** The driver's name of the column's type, e.g. `int4`, `varchar`. */
  type: string;
}

export interface QueryResult {
  columns: QueryColumn[];
  rows: Record<string, unknown>[];
  /** The statement had more rows than `maxRows`. */
  truncated: boolean;
}

/**
 * An open pool to one data source: the platform's own database or an external one. Drivers
 * implement it per dialect; what runs SQL a person wrote goes through `readOnlyQuery` only.
 */
export interface SourceConnection {
  readonly dialect: SqlDialect;
  /**
   * Whether the database cancels a statement at `timeoutMs`. The embedded database cannot (its
   * engine runs one statement to the end), so SQL a person writes is best kept to PostgreSQL there.
   */
  readonly cancelsAtTimeout: boolean;
  /** The platform's own database: what reads it keeps away from the platform's private tables. */
  readonly platformDatabase: boolean;
  /** The bind placeholder of the n-th parameter, counting from 1: `$1` or `?`. */
  placeholder(index: number): string;
  /**
   * Runs one statement with bound parameters in a read-only transaction, cancelled after
   * `timeoutMs`, reading at most `maxRows` rows.
   */
  readOnlyQuery(sql: string, params: readonly unknown[], limits: QueryLimits): Promise<QueryResult>;
  /**
   * The source's tables for a copy between sources; close it when done (MySQL opens a
   * connection of its own for it).
   */
  openTables(): Promise<TableAccess>;
  /**
   * PostgreSQL sources: Drizzle over the source's pool, where the data model designs tables
   * (its DDL and catalog queries are PostgreSQL's). Absent for other dialects.
   */
  readonly postgresDb?: Db;
  /** Closes the pool; the registry does it when a source is edited or deleted. */
  close(): Promise<void>;
}

/** The id under which the platform's own database shows as a data source (the contract's). */
export { OWN_DATA_SOURCE_ID as OWN_DATABASE_SOURCE_ID } from '@mepm/contract';

/** Open connections by data-source id, made on first use and kept until the source changes. */
export interface SourceConnections {
  /** The connection of a source; a source that does not exist answers 404. */
  get(sourceId: string): Promise<SourceConnection>;
  /** Closes and forgets a source's pool (after an edit or a delete). */
  release(sourceId: string): Promise<void>;
  /** Closes every pool (server shutdown). */
  closeAll(): Promise<void>;
}
