import type { DataModelColumnDesign, DataModelTableDesign } from '@mepm/contract';
import { badRequest } from '../../plugins/envelope/api-error';
import { quoteLiteral } from './sql-text';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIMESTAMP =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/**
 * The SQL of a column's default, checked against its type: a literal of the type, or for dates
 * and times the database's clock. Anything else (an expression, a function call) is refused:
 * a default is data a person typed, never code.
 */
export function defaultSql(column: DataModelColumnDesign): string | null {
  const value = column.defaultValue;
  if (value === undefined || value === null) return null;
  const refuse = () =>
    badRequest('dataModelBadDefault', { column: column.name, type: column.type });
  switch (column.type) {
    case 'varchar':
    case 'text':
      if (value.includes('\u0000')) throw refuse();
      if (column.type === 'varchar' && [...value].length > (column.length ?? 255)) throw refuse();
      return quoteLiteral(value);
    case 'int':
    case 'bigint': {
      if (!/^-?\d{1,19}$/.test(value)) throw refuse();
      const limit = column.type === 'int' ? 2n ** 31n : 2n ** 63n;
      if (BigInt(value) >= limit || BigInt(value) < -limit) throw refuse();
      return value;
    }
    case 'decimal': {
      const number = /^-?(\d{1,30})(\.\d{1,30})?$/.exec(value);
      if (number === null) throw refuse();
      // More whole digits than precision minus scale leaves room for would overflow every insert.
      const whole = (number[1] ?? '').replace(/^0+(?=\d)/, '');
      const precision = column.length ?? 18;
      const scale = column.scale ?? (column.length === undefined ? 2 : 0);
      if (whole !== '0' && whole.length > precision - scale) throw refuse();
      return value;
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw refuse();
      return value;
    case 'date':
      if (value === 'CURRENT_DATE') return value;
      if (!DATE.test(value)) throw refuse();
      return quoteLiteral(value);
    case 'timestamptz':
      if (value === 'CURRENT_TIMESTAMP') return value;
      // The forms a person types and the one PostgreSQL prints back (`2024-01-01 10:00:00+00`);
      // the database itself refuses an impossible date when the statement runs.
      if (!TIMESTAMP.test(value)) throw refuse();
      return quoteLiteral(value);
    case 'jsonb':
      try {
        JSON.parse(value);
      } catch {
        throw refuse();
      }
      return `${quoteLiteral(value)}::jsonb`;
  }
}

/** Refuses a design whose columns repeat a name or an original, or whose scale passes its precision. */
export function checkDesign(design: DataModelTableDesign): void {
  // PostgreSQL searches pg_catalog first and reserves the prefix for its own objects.
  if (design.name.startsWith('pg_'))
    throw badRequest('dataModelReservedName', { name: design.name });
  const names = new Set<string>();
  const originals = new Set<string>();
  for (const column of design.columns) {
    if (names.has(column.name))
      throw badRequest('dataModelDuplicateColumn', { column: column.name });
    names.add(column.name);
    if (column.originalName !== undefined) {
      if (originals.has(column.originalName)) {
        throw badRequest('dataModelDuplicateColumn', { column: column.originalName });
      }
      originals.add(column.originalName);
    }
    if (column.type === 'decimal' && (column.scale ?? 0) > (column.length ?? 18)) {
      throw badRequest('dataModelBadScale', { column: column.name });
    }
    defaultSql(column);
  }
}
