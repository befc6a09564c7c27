import type { SourceConnection, SqlDialect } from '../source-connection';

/** Connection settings of an external source, its password already opened. */
export interface SourceSettings {
  kind: SqlDialect;
  host: string;
  port: number;
  database: string;
  /** PostgreSQL: the schema unqualified names resolve in; '' for the server's default. */
  schema: string;
  user: string;
  password: string;
  /** TLS: off, require (encrypted) or verify (a trusted certificate too). */
  ssl: 'off' | 'require' | 'verify';
  /** MySQL/MariaDB: the connection's character set; '' for the driver's default. */
  charset: string;
}

/** What a database kind offers the platform: pools that run read-only statements, and a probe. */
export interface SourceDriver {
  /** A small pool (a few connections, closed when idle); it connects on first use. */
  open(settings: SourceSettings): SourceConnection;
  /**
   * Connects once, within `timeoutMs`, and answers the server's version; rejects with the
   * driver's error (see `connectionFailure` for what a person is told).
   */
  probe(settings: SourceSettings, timeoutMs: number): Promise<string>;
}

/** Connections per external source: data interfaces are light readers. */
export const POOL_SIZE = 3;
/** An idle connection is closed after this long. */
export const IDLE_MS = 30_000;
/** Opening a connection gives up after this long. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Rejects with a timeout error when `work` takes longer than `ms`. */
export function within<T>(work: Promise<T>, ms: number, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(Object.assign(new Error(`timed out after ${ms} ms`), { code: 'ETIMEDOUT' }));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
