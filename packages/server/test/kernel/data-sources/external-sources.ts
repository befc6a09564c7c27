/**
 * The machine's database servers as external data sources for tests: PostgreSQL at
 * 127.0.0.1:5432 (always there in CI) and MariaDB at 127.0.0.1:3306 (root, no password), each
 * with a database of the test's own, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { SourceSettings } from '../../../src/kernel/data-sources/drivers';

const POSTGRES_URL = 'postgres://root@127.0.0.1:5432/test';

export interface ExternalDatabase {
  settings: SourceSettings;
  /** Runs administrative SQL (setting up tables) in the test's database. */
  admin(sql: string): Promise<void>;
  /** Reads rows with the driver's own reading of values. */
  rows(sql: string): Promise<Record<string, unknown>[]>;
  drop(): Promise<void>;
}

const freshName = () => `ds_test_${randomBytes(6).toString('hex')}`;

export async function postgresDatabase(): Promise<ExternalDatabase> {
  const name = freshName();
  const server = new pg.Client({ connectionString: POSTGRES_URL });
  await server.connect();
  await server.query(`create database "${name}"`);
  const inside = new pg.Client({ connectionString: POSTGRES_URL.replace(/\/test$/, `/${name}`) });
  await inside.connect();
  return {
    settings: {
      kind: 'postgresql',
      host: '127.0.0.1',
      port: 5432,
      database: name,
      schema: '',
      user: 'root',
      password: '',
      ssl: 'off',
      charset: '',
    },
    admin: async (sql) => void (await inside.query(sql)),
    rows: async (sql) => (await inside.query<Record<string, unknown>>(sql)).rows,
    async drop() {
      await inside.end();
      await server.query(`drop database if exists "${name}" with (force)`);
      await server.end();
    },
  };
}

/** MariaDB's database, or the reason it cannot be reached. */
export async function mariadbDatabase(): Promise<ExternalDatabase | string> {
  let server: mysql.Connection;
  try {
    server = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
  } catch (error) {
    return `MariaDB at 127.0.0.1:3306 cannot be reached: ${(error as Error).message}`;
  }
  const name = freshName();
  await server.query(`create database ${name}`);
  const inside = await mysql.createConnection({
    host: '127.0.0.1',
    port: 3306,
    user: 'root',
    database: name,
    // Read back exactly: big numbers and dates as the server spells them.
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: true,
  });
  return {
    settings: {
      kind: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      database: name,
      schema: '',
      user: 'root',
      password: '',
      ssl: 'off',
      charset: '',
    },
    admin: async (sql) => void (await inside.query(sql)),
    rows: async (sql) => (await inside.query(sql))[0] as Record<string, unknown>[],
    async drop() {
      await inside.end();
      await server.query(`drop database if exists ${name}`);
      await server.end();
    },
  };
}

/** A port on this machine where nothing listens. */
export const CLOSED_PORT = 1;
