import type { FormField } from '@mepm/contract';
import { isMultiple, problem, splitNames, type CellResult } from './cell-basics';

/** What one name or code in a picker's cell stands for. */
export type PickerMatch = { id: string } | { missing: 'unknown' | 'ambiguous' };

/** The match of `name` for a picker field; undefined when the field's kind has no lookup. */
export type PickerOf = (field: FormField, name: string) => PickerMatch | undefined;

/** The names or codes a picker's cell gives, as `toPicker` reads them. */
export const pickerNames = (field: FormField, text: string): string[] =>
  isMultiple(field) ? splitNames(text) : [text.trim()];

/**
 * A user, organisation, department, position or role picker's cell as the ids it names: each name
 * or code by `pickerOf`, several separated as the export joins them. A name that matches nothing,
 * or several, refuses the cell with the same message wherever else such a name may exist.
 */
export function toPicker(
  field: FormField,
  text: string,
  pickerOf: PickerOf | undefined,
): CellResult {
  const ids: string[] = [];
  for (const name of pickerNames(field, text)) {
    const match = pickerOf?.(field, name) ?? { missing: 'unknown' };
    if ('missing' in match) {
      return problem(match.missing === 'unknown' ? 'excelUnknownName' : 'excelAmbiguousName', name);
    }
    ids.push(match.id);
  }
  return { value: isMultiple(field) ? ids : ids[0] };
}
