import mysql from 'mysql2';
import mysqlPromise from 'mysql2/promise';
import type { FieldPacket, Pool, PoolConnection } from 'mysql2';
import type { QueryLimits, QueryResult, SourceConnection } from '../source-connection';
import {
  CONNECT_TIMEOUT_MS,
  IDLE_MS,
  POOL_SIZE,
  within,
  type SourceDriver,
  type SourceSettings,
} from './driver';
import { mysqlTables } from '../tables/mysql-tables';
import { assertReadingStatement } from './mysql-statement';

/** How long past its timeout a statement may take to be cancelled before its connection is cut. */
const CANCEL_GRACE_MS = 2_000;

function connectionOptions(settings: SourceSettings, connectTimeoutMs: number) {
  return {
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    password: settings.password,
    connectTimeout: connectTimeoutMs,
    ...(settings.ssl === 'off' ? {} : { ssl: { rejectUnauthorized: settings.ssl === 'verify' } }),
    ...(settings.charset === '' ? {} : { charset: settings.charset }),
    // One statement per call: `a; drop table b` is a syntax error, not two statements.
    multipleStatements: false,
    // Each statement stays prepared on its connection; the server's count of them is shared by
    // every client, so a connection keeps only its latest few.
    maxPreparedStatements: 32,
    // Exact numbers and dates as the server wrote them, rather than rounded or shifted.
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: true,
  };
}

/** MySQL and MariaDB sources through `mysql2`: reading statements only, in a read-only transaction. */
export const mysqlDriver: SourceDriver = {
  open(settings) {
    const pool = mysql.createPool({
      ...connectionOptions(settings, CONNECT_TIMEOUT_MS),
      connectionLimit: POOL_SIZE,
      maxIdle: 0,
      idleTimeout: IDLE_MS,
    });
    // An idle connection the server drops must not take the platform down: the pool replaces it.
    pool.on('connection', (connection) => connection.on('error', () => undefined));
    // Whether the server is MariaDB, asked once per pool: the timeout setting differs.
    let mariadb: Promise<boolean> | undefined;
    const isMariadb = (connection: PoolConnection) => {
      mariadb ??= run(connection, 'select version() as version').then(
        (rows) => /mariadb/i.test((rows as { version: string }[])[0]?.version ?? ''),
        (error: unknown) => {
          mariadb = undefined;
          throw error;
        },
      );
      return mariadb;
    };
    const connection: SourceConnection = {
      dialect: 'mysql',
      cancelsAtTimeout: true,
      platformDatabase: false,
      placeholder: () => '?',
      readOnlyQuery: (sql, params, limits) => readOnlyRows(pool, isMariadb, sql, params, limits),
      // Copies hold a transaction and session settings: a connection of their own, not the pool's.
      openTables: async () =>
        mysqlTables(
          await mysqlPromise.createConnection(connectionOptions(settings, CONNECT_TIMEOUT_MS)),
        ),
      close: () => new Promise((resolve) => pool.end(() => resolve())),
    };
    return connection;
  },

  async probe(settings, timeoutMs) {
    const connection = mysql.createConnection(connectionOptions(settings, timeoutMs));
    connection.on('error', () => undefined);
    try {
      const rows = await within(
        new Promise<unknown>((resolve, reject) =>
          connection.query('select version() as version', (error, result) =>
            error ? reject(error) : resolve(result),
          ),
        ),
        timeoutMs,
      );
      return (rows as { version: string }[])[0]?.version ?? '';
    } finally {
      connection.destroy();
    }
  },
};

function take(pool: Pool): Promise<PoolConnection> {
  return new Promise((resolve, reject) =>
    pool.getConnection((error, connection) => (error ? reject(error) : resolve(connection))),
  );
}

function run(connection: PoolConnection, sql: string): Promise<unknown> {
  return new Promise((resolve, reject) =>
    connection.query(sql, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/**
 * The statement's timeout on this server: MariaDB's `max_statement_time` (seconds) stops any
 * statement, MySQL's `max_execution_time` (milliseconds) a SELECT; a cut connection stops the rest.
 */
async function setTimeoutOf(
  connection: PoolConnection,
  mariadb: boolean,
  timeoutMs: number,
): Promise<void> {
  const ms = Math.max(1, Math.floor(timeoutMs));
  await run(
    connection,
    mariadb
      ? `SET SESSION max_statement_time = ${ms / 1000}`
      : `SET SESSION max_execution_time = ${ms}`,
  );
}

async function readOnlyRows(
  pool: Pool,
  isMariadb: (connection: PoolConnection) => Promise<boolean>,
  sql: string,
  params: readonly unknown[],
  limits: QueryLimits,
): Promise<QueryResult> {
  assertReadingStatement(sql);
  const connection = await take(pool);
  let cut = false;
  try {
    await setTimeoutOf(connection, await isMariadb(connection), limits.timeoutMs);
    // The server sends no more than the cap and one row more (that one says there were more).
    await run(connection, `SET SESSION sql_select_limit = ${limits.maxRows + 1}`);
    await run(connection, 'START TRANSACTION READ ONLY');
    const reading = stream(connection, sql, params, limits, () => (cut = true));
    return await within(reading, limits.timeoutMs + CANCEL_GRACE_MS, () => (cut = true));
  } catch (error) {
    cut ||= isConnectionError(error);
    throw error;
  } finally {
    if (cut) connection.destroy();
    else {
      await run(connection, 'ROLLBACK').then(
        () => connection.release(),
        () => connection.destroy(),
      );
    }
  }
}

function isConnectionError(error: unknown): boolean {
  const fatal = (error as { fatal?: boolean } | undefined)?.fatal;
  return fatal === true;
}

/** Reads rows as they arrive and stops reading after `maxRows + 1`. */
function stream(
  connection: PoolConnection,
  sql: string,
  params: readonly unknown[],
  limits: QueryLimits,
  overflowed: () => void,
): Promise<QueryResult> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, unknown>[] = [];
    let columns: QueryResult['columns'] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve({
        columns,
        rows: rows.slice(0, limits.maxRows),
        truncated: rows.length > limits.maxRows,
      });
    };
    const command = connection.execute({ sql, values: [...params] as never[] });
    command.on('fields', (fields: FieldPacket[]) => {
      columns = fields.map((field) => ({ name: field.name, type: typeName(field.columnType) }));
    });
    command.on('result', (row: Record<string, unknown>) => {
      if (settled) return;
      // Should the server send more than sql_select_limit allows, reading stops here: the
      // connection is paused and cut rather than drained.
      if (rows.length > limits.maxRows) {
        connection.pause();
        overflowed();
        finish();
        return;
      }
      rows.push(row);
    });
    command.on('error', (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    command.on('end', finish);
  });
}

const TYPE_NAMES: Readonly<Record<number, string>> = {
  0: 'decimal',
  1: 'tinyint',
  2: 'smallint',
  3: 'int',
  4: 'float',
  5: 'double',
  7: 'timestamp',
  8: 'bigint',
  9: 'mediumint',
  10: 'date',
  11: 'time',
  12: 'datetime',
  13: 'year',
  15: 'varchar',
  16: 'bit',
  245: 'json',
  246: 'decimal',
  247: 'enum',
  248: 'set',
  252: 'blob',
  253: 'varchar',
  254: 'char',
};

function typeName(columnType: number | undefined): string {
  return columnType === undefined ? '' : (TYPE_NAMES[columnType] ?? String(columnType));
}
