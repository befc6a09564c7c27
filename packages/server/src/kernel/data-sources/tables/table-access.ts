import type { SqlDialect } from '../source-connection';

/**
 * The column types a table keeps when it is copied between sources of any dialect: each dialect
 * reads its own types as one of these and creates a table from them in its own words.
 */
export type PortableType =
  | 'smallint'
  | 'int'
  | 'bigint'
  | 'decimal'
  | 'real'
  | 'double'
  | 'boolean'
  | 'varchar'
  | 'text'
  | 'date'
  | 'time'
  | 'timestamp'
  | 'timestamptz'
  | 'json'
  | 'uuid'
  | 'bytes';

export interface TableColumn {
  name: string;
  type: PortableType;
  /** varchar: its length; decimal: its precision. Null for none or unbounded. */
  length: number | null;
  /** decimal: its scale. */
  scale: number | null;
  nullable: boolean;
}

/** A column as its own database describes it, for people browsing a source's tables. */
export interface DescribedColumn extends TableColumn {
  /** The database's own spelling of the type, e.g. `character varying(50)`, `int(11) unsigned`. */
  nativeType: string;
  /** The default's expression as the database prints it; null for none. */
  defaultValue: string | null;
  comment: string;
}

/** A table (or view) of a source as a copy needs it: its columns and its primary key. */
export interface TableShape {
  name: string;
  kind: 'table' | 'view';
  columns: DescribedColumn[];
  /** The primary key's columns in key order; empty when it has none. */
  primaryKey: string[];
}

export interface TableSummary {
  name: string;
  kind: 'table' | 'view';
  comment: string;
  /** The database's estimate of its rows, when it keeps one. */
  rows: number | null;
}

/**
 * Where a batched read goes on from, as the dialect that read the batch keeps it: the last key
 * read, or the next block or offset. Callers pass it back unchanged.
 */
export interface ReadPosition {
  readonly key?: readonly unknown[];
  readonly block?: number;
  readonly offset?: number;
}

export interface RowBatch {
  /** Values in the order of the columns asked for, in the portable form (portable-values.ts). */
  rows: unknown[][];
  /** Where the next batch starts; undefined when this was the last one. */
  next: ReadPosition | undefined;
}

/** How rows reach a table when a copy is published. */
export type PublishMode = 'append' | 'overwrite';

/**
 * The tables of one source, for copies between sources: read in batches ordered by a key (no
 * connection is held between batches), written into a staging table and published in one
 * transaction, so a failed copy leaves the target as it was.
 */
export interface TableAccess {
  readonly dialect: SqlDialect;
  /** Tables and views of the source's schema (or database). */
  list(): Promise<TableSummary[]>;
  /** A table's shape, or undefined when the schema has no table or view of that name. */
  describe(table: string): Promise<TableShape | undefined>;
  count(table: string): Promise<number>;
  /** The next at most `limit` rows of `columns` after `after`, in key order. */
  readBatch(
    shape: TableShape,
    columns: readonly string[],
    after: ReadPosition | undefined,
    limit: number,
  ): Promise<RowBatch>;
  /** Creates a table of these columns (and primary key), named `table`. */
  create(
    table: string,
    columns: readonly TableColumn[],
    primaryKey: readonly string[],
  ): Promise<void>;
  /**
   * Creates `staging` with the named columns of the existing `target`, their types and nothing
   * else (no keys, no required columns: the target's own checks apply when rows reach it).
   */
  createLike(staging: string, target: string, columns: readonly string[]): Promise<void>;
  /** Inserts rows in one statement; `shape` is the table's, to write each value as its column takes it. */
  insert(shape: TableShape, columns: readonly string[], rows: readonly unknown[][]): Promise<void>;
  /**
   * In one transaction: empties `target` when overwriting, then moves the rows of `staging` into
   * it; `inTransaction` runs last, inside (the platform records what it must with the rows).
   */
  publish(
    staging: string,
    target: string,
    columns: readonly string[],
    mode: PublishMode,
    inTransaction?: TransactionStep,
  ): Promise<void>;
  /** Gives `staging` the name `target` (a copy into a table that did not exist). */
  rename(staging: string, target: string, inTransaction?: TransactionStep): Promise<void>;
  /** Drops a table if it is there. */
  drop(table: string): Promise<void>;
  /** Closes what was opened for this access (a dedicated connection); pools stay. */
  close(): Promise<void>;
}

/** A statement run by the access's own transaction, with bound parameters. */
export type TransactionStep = (
  query: (sql: string, params: readonly unknown[]) => Promise<unknown[]>,
) => Promise<void>;

/** The most bind parameters one insert carries (both dialects allow 65,535). */
export const MAX_INSERT_PARAMETERS = 60_000;

/** A shape's column by name; asking for one it lacks is a fault of the caller. */
export function columnOf(shape: TableShape, name: string): TableColumn {
  const column = shape.columns.find((candidate) => candidate.name === name);
  if (column === undefined) throw new Error(`${shape.name} has no column ${name}`);
  return column;
}
