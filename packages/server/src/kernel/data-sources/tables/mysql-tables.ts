import type { Connection } from 'mysql2/promise';
import { keysetRead } from './keyset-read';
import { fromMysqlValue, mysqlType, portableMysqlColumn, toMysqlValue } from './mysql-types';
import {
  columnOf,
  type ReadPosition,
  type RowBatch,
  type TableAccess,
  type TableColumn,
  type TableShape,
  type TableSummary,
  type TransactionStep,
} from './table-access';

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;
const MYSQL = { quote, placeholder: () => '?' };

/**
 * The tables of a MySQL or MariaDB database over one connection of their own, opened for this
 * access: its session reads and writes instants in UTC and holds the publishing transaction.
 */
export async function mysqlTables(connection: Connection): Promise<TableAccess> {
  await connection.query("SET time_zone = '+00:00'");

  const rowsOf = async <T>(sql: string, values: readonly unknown[] = []) =>
    (await connection.query(sql, [...values]))[0] as T[];

  async function list(): Promise<TableSummary[]> {
    const rows = await rowsOf<{
      name: string;
      kind: string;
      comment: string | null;
      rows: number | string | null;
    }>(
      `SELECT TABLE_NAME AS name, TABLE_TYPE AS kind, TABLE_COMMENT AS comment,
         TABLE_ROWS AS \`rows\`
       FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME`,
    );
    return rows.map((row) => ({
      name: row.name,
      kind: row.kind === 'VIEW' ? 'view' : 'table',
      // A view's comment is MySQL's word "VIEW", not a person's.
      comment: row.kind === 'VIEW' ? '' : (row.comment ?? ''),
      rows: row.rows === null ? null : Number(row.rows),
    }));
  }

  async function describe(name: string): Promise<TableShape | undefined> {
    const [relation] = await rowsOf<{ kind: string }>(
      `SELECT TABLE_TYPE AS kind FROM information_schema.TABLES
       WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?`,
      [name],
    );
    if (relation === undefined) return undefined;
    const columns = await rowsOf<{
      name: string;
      dataType: string;
      columnType: string;
      length: number | string | null;
      precision: number | string | null;
      scale: number | string | null;
      nullable: string;
      defaultValue: string | null;
      comment: string;
    }>(
      `SELECT COLUMN_NAME AS name, DATA_TYPE AS dataType, COLUMN_TYPE AS columnType,
         CHARACTER_MAXIMUM_LENGTH AS length, NUMERIC_PRECISION AS \`precision\`,
         NUMERIC_SCALE AS scale, IS_NULLABLE AS nullable, COLUMN_DEFAULT AS defaultValue,
         COLUMN_COMMENT AS comment
       FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?
       ORDER BY ORDINAL_POSITION`,
      [name],
    );
    const key = await rowsOf<{ name: string }>(
      `SELECT COLUMN_NAME AS name FROM information_schema.KEY_COLUMN_USAGE
       WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND CONSTRAINT_NAME = 'PRIMARY'
       ORDER BY ORDINAL_POSITION`,
      [name],
    );
    const json = await jsonColumns(name);
    const number = (value: number | string | null) => (value === null ? null : Number(value));
    return {
      name,
      kind: relation.kind === 'VIEW' ? 'view' : 'table',
      columns: columns.map((column) => ({
        ...portableMysqlColumn({
          name: column.name,
          dataType: json.has(column.name) ? 'json' : column.dataType.toLowerCase(),
          columnType: column.columnType,
          length: number(column.length),
          precision: number(column.precision),
          scale: number(column.scale),
          nullable: column.nullable === 'YES',
        }),
        nativeType: column.columnType,
        defaultValue: column.defaultValue,
        comment: column.comment,
      })),
      primaryKey: key.map((row) => row.name),
    };
  }

  /**
   * MariaDB's JSON is a LONGTEXT that a check keeps valid: such a column is JSON. MySQL's own
   * JSON type needs no check, and its catalog lacks the table's name there, so it answers none.
   */
  async function jsonColumns(name: string): Promise<Set<string>> {
    try {
      const checks = await rowsOf<{ name: string; clause: string }>(
        `SELECT CONSTRAINT_NAME AS name, CHECK_CLAUSE AS clause
         FROM information_schema.CHECK_CONSTRAINTS
         WHERE CONSTRAINT_SCHEMA = DATABASE() AND TABLE_NAME = ?`,
        [name],
      );
      return new Set(
        checks.flatMap((check) => {
          const column = /^json_valid\(`((?:[^`]|``)+)`\)$/i.exec(check.clause.trim())?.[1];
          return column === undefined ? [] : [column.replace(/``/g, '`')];
        }),
      );
    } catch {
      return new Set();
    }
  }

  async function count(name: string): Promise<number> {
    const [row] = await rowsOf<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${quote(name)}`);
    return Number(row?.n ?? 0);
  }

  /** In key order after the last key; a table without a key, in its stored order by offset. */
  async function readBatch(
    shape: TableShape,
    columns: readonly string[],
    after: ReadPosition | undefined,
    limit: number,
  ): Promise<RowBatch> {
    const types = columns.map((name) => columnOf(shape, name).type);
    const key = shape.primaryKey;
    const selected = columns.map(quote);
    const from = quote(shape.name);
    let sql: string;
    let values: unknown[] = [];
    if (key.length > 0) {
      ({ sql, values } = keysetRead(MYSQL, { selected, from, key, after: after?.key, limit }));
    } else {
      sql = `SELECT ${selected.join(', ')} FROM ${from} LIMIT ${limit} OFFSET ${after?.offset ?? 0}`;
    }
    const [result] = await connection.query({ sql, values, rowsAsArray: true });
    const read = result as unknown[][];
    const rows = read.map((row) => types.map((type, index) => fromMysqlValue(type, row[index])));
    if (read.length < limit) return { rows, next: undefined };
    if (key.length > 0) return { rows, next: { key: read.at(-1)?.slice(columns.length) } };
    return { rows, next: { offset: (after?.offset ?? 0) + read.length } };
  }

  async function create(
    name: string,
    columns: readonly TableColumn[],
    primaryKey: readonly string[],
  ): Promise<void> {
    const definitions = columns.map(
      (column) =>
        `${quote(column.name)} ${mysqlType(column, primaryKey.includes(column.name))}` +
        (column.nullable ? ' NULL' : ' NOT NULL'),
    );
    if (primaryKey.length > 0)
      definitions.push(`PRIMARY KEY (${primaryKey.map(quote).join(', ')})`);
    await connection.query(`CREATE TABLE ${quote(name)} (${definitions.join(', ')})`);
  }

  async function createLike(staging: string, target: string, columns: readonly string[]) {
    await connection.query(
      `CREATE TABLE ${quote(staging)} AS
       SELECT ${columns.map(quote).join(', ')} FROM ${quote(target)} LIMIT 0`,
    );
  }

  async function insert(
    shape: TableShape,
    columns: readonly string[],
    rows: readonly unknown[][],
  ): Promise<void> {
    if (rows.length === 0) return;
    const types = columns.map((name) => columnOf(shape, name).type);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const values = rows.flatMap((row) =>
      types.map((type, index) => toMysqlValue(type, row[index])),
    );
    await connection.query(
      `INSERT INTO ${quote(shape.name)} (${columns.map(quote).join(', ')})
       VALUES ${rows.map(() => tuple).join(', ')}`,
      values,
    );
  }

  async function inTransaction(work: () => Promise<void>, step?: TransactionStep): Promise<void> {
    await connection.query('START TRANSACTION');
    try {
      await work();
      await step?.((sql, params) => rowsOf<unknown>(sql, params));
      await connection.query('COMMIT');
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  async function publish(
    staging: string,
    target: string,
    columns: readonly string[],
    mode: 'append' | 'overwrite',
    step?: TransactionStep,
  ): Promise<void> {
    const list = columns.map(quote).join(', ');
    await inTransaction(async () => {
      // DELETE rather than TRUNCATE: TRUNCATE commits at once, and a failed copy must not empty.
      if (mode === 'overwrite') await connection.query(`DELETE FROM ${quote(target)}`);
      await connection.query(
        `INSERT INTO ${quote(target)} (${list}) SELECT ${list} FROM ${quote(staging)}`,
      );
    }, step);
    await drop(staging);
  }

  async function rename(staging: string, target: string, step?: TransactionStep): Promise<void> {
    // RENAME TABLE is atomic but commits by itself: what must go with it follows right after.
    await connection.query(`RENAME TABLE ${quote(staging)} TO ${quote(target)}`);
    if (step !== undefined) await inTransaction(async () => undefined, step);
  }

  async function drop(name: string): Promise<void> {
    await connection.query(`DROP TABLE IF EXISTS ${quote(name)}`);
  }

  return {
    dialect: 'mysql',
    list,
    describe,
    count,
    readBatch,
    create,
    createLike,
    insert,
    publish,
    rename,
    drop,
    close: () => connection.end(),
  };
}
