import pg from 'pg';
import { createDb } from '../../../db/client';
import type { SourceConnection } from '../source-connection';
import {
  CONNECT_TIMEOUT_MS,
  IDLE_MS,
  POOL_SIZE,
  within,
  type SourceDriver,
  type SourceSettings,
} from './driver';
import { postgresqlTables } from '../tables/postgresql-tables';
import { readOnlyCursor } from './postgresql-cursor';

function clientConfig(settings: SourceSettings, connectTimeoutMs: number): pg.ClientConfig {
  return {
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    password: settings.password,
    ssl: settings.ssl === 'off' ? false : { rejectUnauthorized: settings.ssl === 'verify' },
    connectionTimeoutMillis: connectTimeoutMs,
    application_name: 'mepm data source',
    // Unqualified names resolve in the source's schema; the name passed the contract's pattern.
    ...(settings.schema === '' ? {} : { options: `-c search_path=${settings.schema}` }),
  };
}

/** PostgreSQL sources through `pg`: statements run as read-only cursors. */
export const postgresqlDriver: SourceDriver = {
  open(settings) {
    const pool = new pg.Pool({
      ...clientConfig(settings, CONNECT_TIMEOUT_MS),
      max: POOL_SIZE,
      idleTimeoutMillis: IDLE_MS,
    });
    // An idle connection the server drops must not take the platform down: the pool replaces it.
    pool.on('error', () => undefined);
    const connection: SourceConnection = {
      dialect: 'postgresql',
      cancelsAtTimeout: true,
      platformDatabase: false,
      placeholder: (index) => `$${index}`,
      readOnlyQuery: (sql, params, limits) => readOnlyCursor(pool, sql, params, limits),
      openTables: async () => postgresqlTables(pool),
      postgresDb: createDb(pool),
      close: () => pool.end(),
    };
    return connection;
  },

  async probe(settings, timeoutMs) {
    const client = new pg.Client(clientConfig(settings, timeoutMs));
    client.on('error', () => undefined);
    const connectAndAsk = async () => {
      await client.connect();
      const { rows } = await client.query<{ version: string }>('select version() as version');
      return rows[0]?.version ?? '';
    };
    try {
      // One bound for the whole probe, however long name lookup, connection and answer take.
      return await within(connectAndAsk(), timeoutMs);
    } finally {
      await client.end().catch(() => undefined);
    }
  },
};
