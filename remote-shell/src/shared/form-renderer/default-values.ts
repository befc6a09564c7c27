import type { FormDesign, FormField, FormValues } from '@mepm/contract';
import { walkFields, modelOf, isSubTable } from './design-walk';

const defaultOf = (field: FormField): unknown =>
  'defaultValue' in field.__config__ ? field.__config__.defaultValue : undefined;

/** The values a new sub-table row starts with: each column's `defaultValue`. */
export function rowDefaults(columns: readonly FormField[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    const model = modelOf(column);
    if (model) row[model] = structuredClone(defaultOf(column)) ?? null;
  }
  return row;
}

/**
 * The form's starting values: each field's `defaultValue` (null when none, so that every field
 * is controlled from the start), sub-tables empty, then the given values over them.
 */
export function startValues(design: FormDesign, given: FormValues | undefined): FormValues {
  const values: FormValues = {};
  for (const { field } of walkFields(design.fields)) {
    const model = modelOf(field);
    if (!model) continue;
    values[model] = isSubTable(field) ? [] : (structuredClone(defaultOf(field)) ?? null);
  }
  return { ...values, ...given };
}
