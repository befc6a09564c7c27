import type pg from 'pg';

/** The part of a logger the database layer needs; a bound fastify logger satisfies it. */
export interface DbLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface DatabaseHandle {
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** Short human text for an About dialog, e.g. "PostgreSQL 15.19 (127.0.0.1:5432/test)". */
  describe: string;
  close(): Promise<void>;
  /** Called when the database becomes unusable for good (e.g. the embedded host process died). */
  onFatal(listener: (error: Error) => void): void;
}
