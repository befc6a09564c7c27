import { sql, type SQL } from 'drizzle-orm';
import type { FieldColumn } from './page-layout';

/**
 * A form value as a bound parameter of its column: lists and objects as JSON, numbers and texts
 * as they are. Values only ever travel as parameters.
 */
export function columnValue(field: FieldColumn, value: unknown): SQL {
  if (value === undefined || value === null) return sql`null`;
  if (field.type === 'jsonb') return sql`${JSON.stringify(value)}::jsonb`;
  if (field.type === 'varchar' || field.type === 'text') {
    return sql`${typeof value === 'string' ? value : JSON.stringify(value)}`;
  }
  return sql`${value}`;
}

/** A stored column value as the form holds it: decimals and ms as numbers, JSON parsed. */
export function formValue(field: FieldColumn, stored: unknown): unknown {
  if (stored === null || stored === undefined) return null;
  switch (field.type) {
    case 'decimal':
    case 'bigint':
    case 'int':
      return Number(stored);
    case 'timestamptz':
      return stored instanceof Date ? stored.getTime() : new Date(String(stored)).getTime();
    default:
      return stored;
  }
}

/** A row of columns read back as values keyed by field key. */
export function formValues(
  fields: readonly FieldColumn[],
  row: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) values[field.key] = formValue(field, row[field.column]);
  return values;
}

/** The select list of some columns, each as itself. */
export function columnList(fields: readonly FieldColumn[]): SQL {
  return sql.join(
    fields.map((field) => sql.identifier(field.column)),
    sql`, `,
  );
}
