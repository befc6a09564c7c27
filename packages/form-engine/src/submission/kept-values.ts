import type { FormField, FormValues } from '@mepm/contract';
import type { LinkageStates } from '../linkage/evaluate-linkage';
import { modelOf, type FieldEntry } from '../model/field-entries';
import { isServerFilled } from '../model/field-kinds';
import { defaultOf } from '../model/start-values';
import type { SubmissionContext } from './submission-types';

/**
 * A read-only field (statically, by `formConf.disabled` or by linkage) is not the caller's to
 * write: whatever is sent for it is replaced by the value it keeps, its default on create, its
 * stored value on update.
 */

/**
 * What a read-only cell keeps: its stored row's cell (`storedRowMatcher` says which row that
 * is; a new row has none), else the column's default.
 */
export function keptCell(stored: FormValues | undefined, column: FormField): unknown {
  const model = modelOf(column) ?? '';
  if (stored !== undefined && Object.hasOwn(stored, model)) return stored[model] ?? null;
  return defaultOf(column);
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

/**
 * The values linkage should read once read-only top-level fields hold what they keep (so that a
 * forged value of one cannot show or unlock another field), or `values` itself when nothing
 * changes. On update without the stored values the sent ones stand: only the server decides.
 */
export function withReadonlyKept(
  entries: readonly FieldEntry[],
  values: FormValues,
  states: LinkageStates,
  context: SubmissionContext,
): FormValues {
  if (context.mode === 'update' && context.stored === undefined) return values;
  let kept: FormValues | undefined;
  for (const entry of entries) {
    const name = modelOf(entry.field);
    if (name === undefined || entry.table || isServerFilled(entry.key)) continue;
    if (!states[name]?.readonly) continue;
    // On update an absent key is the stored value, already in `values`; on create it is the default.
    if (context.mode === 'update' && !Object.hasOwn(values, name)) continue;
    const keep =
      context.mode === 'create' ? defaultOf(entry.field) : (context.stored?.[name] ?? null);
    if (sameValue(values[name], keep)) continue;
    kept ??= { ...values };
    kept[name] = keep;
  }
  return kept ?? values;
}
