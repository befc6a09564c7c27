import type { PortableType, TableColumn } from './table-access';

/** A column as MySQL's information_schema describes it. */
export interface MysqlCatalogColumn {
  name: string;
  /** `DATA_TYPE`, e.g. `int`, `varchar`. */
  dataType: string;
  /** `COLUMN_TYPE`, e.g. `tinyint(1)`, `bigint(20) unsigned`. */
  columnType: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  nullable: boolean;
}

const SIMPLE: Readonly<Record<string, PortableType>> = {
  smallint: 'smallint',
  mediumint: 'int',
  int: 'int',
  integer: 'int',
  bigint: 'bigint',
  float: 'real',
  double: 'double',
  real: 'double',
  char: 'varchar',
  varchar: 'varchar',
  date: 'date',
  time: 'time',
  datetime: 'timestamp',
  // A TIMESTAMP is an instant: it is read and written in UTC.
  timestamp: 'timestamptz',
  year: 'smallint',
  json: 'json',
  binary: 'bytes',
  varbinary: 'bytes',
  tinyblob: 'bytes',
  blob: 'bytes',
  mediumblob: 'bytes',
  longblob: 'bytes',
  bit: 'bytes',
};

/** A MySQL column's portable type; types without a portable equal (enum, set) travel as text. */
export function portableMysqlColumn(column: MysqlCatalogColumn): TableColumn {
  const { name, nullable } = column;
  const unsigned = /unsigned/i.test(column.columnType);
  const plain = { name, nullable, length: null, scale: null };
  switch (column.dataType) {
    case 'tinyint':
      // MySQL's own spelling of a boolean.
      return { ...plain, type: /^tinyint\(1\)/i.test(column.columnType) ? 'boolean' : 'smallint' };
    case 'decimal':
    case 'numeric':
      return { ...plain, type: 'decimal', length: column.precision, scale: column.scale };
  }
  if (unsigned && column.dataType === 'bigint') {
    return { ...plain, type: 'decimal', length: 20, scale: 0 };
  }
  if (unsigned && column.dataType === 'int') return { ...plain, type: 'bigint' };
  if (unsigned && column.dataType === 'smallint') return { ...plain, type: 'int' };
  const type = SIMPLE[column.dataType] ?? 'text';
  return type === 'varchar' ? { ...plain, type, length: column.length } : { ...plain, type };
}

/** The longest VARCHAR every character set allows (utf8mb4 takes four bytes a character). */
const LONGEST_VARCHAR = 16_383;

/**
 * The MySQL type a portable column is created with. A key column cannot be a TEXT or BLOB
 * without a prefix, so an unbounded key gets the longest usual key length instead.
 */
export function mysqlType(column: TableColumn, inKey: boolean): string {
  switch (column.type) {
    case 'smallint':
      return 'SMALLINT';
    case 'int':
      return 'INT';
    case 'bigint':
      return 'BIGINT';
    case 'decimal':
      return column.length === null
        ? 'DECIMAL(65,20)'
        : `DECIMAL(${Math.min(column.length, 65)},${Math.min(column.scale ?? 0, 30)})`;
    case 'real':
      return 'FLOAT';
    case 'double':
      return 'DOUBLE';
    case 'boolean':
      return 'TINYINT(1)';
    case 'varchar':
      if (column.length !== null && column.length <= LONGEST_VARCHAR) {
        return `VARCHAR(${column.length})`;
      }
      return inKey ? 'VARCHAR(255)' : 'LONGTEXT';
    case 'text':
      return inKey ? 'VARCHAR(255)' : 'LONGTEXT';
    case 'date':
      return 'DATE';
    case 'time':
      return 'TIME(6)';
    case 'timestamp':
    case 'timestamptz':
      return 'DATETIME(6)';
    case 'json':
      return 'JSON';
    case 'uuid':
      return 'CHAR(36)';
    case 'bytes':
      return inKey ? 'VARBINARY(255)' : 'LONGBLOB';
  }
}

/** A value as mysql2 reads it (dates as strings, big numbers as strings) in its portable form. */
export function fromMysqlValue(type: PortableType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return Number(value) !== 0;
  if (type === 'json' && typeof value !== 'string') return JSON.stringify(value);
  return value;
}

/** A portable value as a MySQL column takes it. */
export function toMysqlValue(type: PortableType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'json' && typeof value !== 'string') return JSON.stringify(value);
  return value;
}
