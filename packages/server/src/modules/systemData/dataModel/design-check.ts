import type { DataModelColumnDesign, DataModelTableDesign } from '@mepm/contract';
import { badRequest } from '../../../plugins/envelope/api-error';
import { quoteLiteral } from './sql-text';

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
    case 'decimal':
      if (!/^-?\d{1,30}(\.\d{1,30})?$/.test(value)) throw refuse();
      return value;
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw refuse();
      return value;
    case 'date':
      if (value === 'CURRENT_DATE') return value;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw refuse();
      return quoteLiteral(value);
    case 'timestamptz':
      if (value === 'CURRENT_TIMESTAMP') return value;
      if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(value)) {
        throw refuse();
      }
      if (Number.isNaN(Date.parse(value.replace(' ', 'T')))) throw refuse();
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
