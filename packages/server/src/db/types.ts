import type pg from 'pg';

/** The part of a logger the database layer needs; a bound fastify logger satisfies it. */
export interface DbLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** The embedded PostgreSQL (PGlite in a child process) or a PostgreSQL server. */
export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  pool: pg.Pool;
  kind: DatabaseKind;
  /** Short human text for an About dialog, e.g. "PostgreSQL 15.19 (127.0.0.1:5432/test)". */
  describe: string;
  close(): Promise<void>;
  /** Called when the database becomes unusable for good (e.g. the embedded host process died). */
  onFatal(listener: (error: Error) => void): void;
  /** Copies of the whole database (the data backup page). */
  dumps: DatabaseDumps;
}

/**
 * Backups of the database: the embedded one's data folder as a gzipped tarball, PostgreSQL's
 * SQL script from pg_dump, gzipped. Only the embedded database restores one itself, at its next
 * start (it cannot swap its files while it serves from them).
 */
export interface DatabaseDumps {
  kind: DatabaseKind;
  /** How a dump's file name ends. */
  extension: 'tar.gz' | 'sql.gz';
  /** Writes a dump of the whole database to `file` (which must not exist). */
  dump(file: string): Promise<void>;
  restore?: StagedRestore;
}

export interface StagedRestore {
  /** Copies the dump at `file` to where the next start applies it. */
  stage(file: string): Promise<void>;
  /** Whether a restore waits for the next start. */
  pending(): Promise<boolean>;
  cancel(): Promise<void>;
}

/**
 * A database being opened. Its pool exists at once, so that what only holds on to the pool (the
 * HTTP routes) can be set up meanwhile; nothing may query it before `opened` has settled.
 */
export interface StartingDatabase {
  pool: pg.Pool;
  opened: Promise<DatabaseHandle>;
}

/**
 * How long a query waits for a free connection before it fails. A transaction that, by mistake,
 * queries outside itself while holding the embedded database's only connection (or every one of
 * PostgreSQL's) would otherwise wait forever and take every later request with it; this way the
 * mistaken request fails, its transaction rolls back and the server goes on.
 */
export const CONNECTION_WAIT_MS = 30_000;
