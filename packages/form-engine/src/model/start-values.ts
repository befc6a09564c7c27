import { SUB_TABLE_KEY, type FormDesign, type FormField, type FormValues } from '@mepm/contract';
import { entriesOf, modelOf } from './field-entries';

/** A field's `defaultValue`, copied (null when it has none); defaults are JSON literals. */
export function defaultOf(field: FormField): unknown {
  const value = 'defaultValue' in field.__config__ ? field.__config__.defaultValue : undefined;
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * The values a new record of the design starts with, as a form opened for it shows them: each
 * field's default (null when none), sub-tables empty, then `given` over them. A start made
 * without a browser (a sub-flow's child) begins from the same values a person would see.
 */
export function startValues(design: FormDesign, given: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const { field, key, table } of entriesOf(design)) {
    const model = modelOf(field);
    if (model === undefined || table) continue;
    values[model] = key === SUB_TABLE_KEY ? [] : defaultOf(field);
  }
  return { ...values, ...given };
}
