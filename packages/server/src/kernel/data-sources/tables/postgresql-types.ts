import type { PortableType, TableColumn } from './table-access';

const PORTABLE: Readonly<Record<string, PortableType>> = {
  int2: 'smallint',
  int4: 'int',
  int8: 'bigint',
  numeric: 'decimal',
  float4: 'real',
  float8: 'double',
  bool: 'boolean',
  varchar: 'varchar',
  bpchar: 'varchar',
  text: 'text',
  date: 'date',
  time: 'time',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  json: 'json',
  jsonb: 'json',
  uuid: 'uuid',
  bytea: 'bytes',
};

/**
 * A PostgreSQL column's portable type from its type's name and modifier. Types without a
 * portable equal (arrays, ranges, enums, domains) travel as their text.
 */
export function portableColumn(
  name: string,
  typeName: string,
  typmod: number,
  nullable: boolean,
): TableColumn {
  const type = PORTABLE[typeName] ?? 'text';
  const modifier = typmod >= 4 ? typmod - 4 : null;
  if (type === 'varchar') return { name, type, length: modifier, scale: null, nullable };
  if (type === 'decimal' && modifier !== null) {
    return { name, type, length: (modifier >> 16) & 0xffff, scale: modifier & 0xffff, nullable };
  }
  return { name, type, length: null, scale: null, nullable };
}

/** The PostgreSQL type a portable column is created with. */
export function postgresqlType(column: TableColumn): string {
  switch (column.type) {
    case 'int':
      return 'integer';
    case 'double':
      return 'double precision';
    case 'decimal':
      return column.length === null ? 'numeric' : `numeric(${column.length},${column.scale ?? 0})`;
    case 'varchar':
      return column.length === null ? 'varchar' : `varchar(${column.length})`;
    case 'json':
      return 'jsonb';
    case 'bytes':
      return 'bytea';
    default:
      return column.type;
  }
}

/** A value as PostgreSQL printed it (the raw text a batch reads) in its portable form. */
export function fromPostgresqlText(type: PortableType, text: string | null): unknown {
  if (text === null) return null;
  if (type === 'boolean') return text === 't';
  if (type === 'bytes') return Buffer.from(text.slice(2), 'hex');
  return text;
}

/** A date and time without an offset, as portable instants travel. */
const LOCAL_TIME = /^\d{4}-\d\d-\d\d( \d\d:\d\d(:\d\d(\.\d+)?)?)?$/;

/**
 * A portable value as a PostgreSQL column takes it. Instants travel in UTC without an offset
 * (MySQL keeps none), so a column with a time zone is told so.
 */
export function toPostgresqlValue(type: PortableType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'timestamptz' && typeof value === 'string' && LOCAL_TIME.test(value)) {
    return `${value}+00`;
  }
  if (type === 'json' && typeof value !== 'string') return JSON.stringify(value);
  return value;
}
