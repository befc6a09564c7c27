import type { FormField } from '@mepm/contract';
import { defaultOf } from '@mepm/form-engine';
import { modelOf } from './design-walk';

/** The form's starting values: the server starts records without a browser from the same. */
export { startValues } from '@mepm/form-engine';

/** The values a new sub-table row starts with: each column's `defaultValue`. */
export function rowDefaults(columns: readonly FormField[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    const model = modelOf(column);
    if (model) row[model] = defaultOf(column);
  }
  return row;
}
