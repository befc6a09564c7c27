import { SUB_TABLE_KEY, type FormDesign, type FormValues } from '@mepm/contract';
import { applyCalculations } from '../calculate/calculate-values';
import { isEmpty } from '../linkage/compare';
import { evaluateLinkage } from '../linkage/evaluate-linkage';
import { entriesOf, modelOf, type FieldEntry } from '../model/field-entries';
import { checkValue, errorAt } from './check-cell';
import { checkSubTable, MAX_SUB_TABLE_ROWS } from './check-sub-table';
import { MAX_CHOICES } from './choice-values';
import type { SubmissionContext, SubmissionError, SubmissionResult } from './submission-types';
import { isServerFilled } from '../model/field-kinds';

const isRecord = (value: unknown): value is FormValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks what a caller submits for a design (the server on every write, the shell before
 * submit) and returns the values to store: the fields the caller may write and linkage shows,
 * each checked by type, required, rules and options; unknown, hidden, ungranted and
 * server-filled keys dropped; calculate fields recomputed; assignments applied. Errors name each
 * field by its label in the caller's language.
 */
export function validateSubmission(
  design: FormDesign,
  input: unknown,
  context: SubmissionContext,
): SubmissionResult {
  if (!isRecord(input)) {
    return {
      ok: false,
      errors: [errorAt({ name: '', label: '', cell: false }, 'notAnObject', context)],
    };
  }
  const entries = entriesOf(design);
  const overlong = overlongLists(entries, input, context);
  if (overlong.length > 0) return { ok: false, errors: overlong };
  const states = evaluateLinkage(design, input);
  const cleaned: FormValues = {};
  const errors: SubmissionError[] = [];
  const present = (name: string) => context.mode === 'create' || Object.hasOwn(input, name);
  for (const entry of entries) {
    const name = modelOf(entry.field);
    const state = name === undefined ? undefined : states[name];
    if (name === undefined || entry.table || isServerFilled(entry.key) || !state?.visible) continue;
    if (context.writableFields && !context.writableFields.has(name)) continue;
    if (state.assigned !== undefined) {
      cleaned[name] = state.assigned;
      continue;
    }
    if (!present(name)) continue;
    const place = { name, label: entry.field.__config__.label, cell: false };
    const value = input[name];
    const checked =
      entry.key === SUB_TABLE_KEY && !isEmpty(value)
        ? checkSubTable(entry, columnsOf(entries, entry), value, states, context)
        : checkValue(entry.field, value, state, place, context);
    if (checked.ok) cleaned[name] = checked.value;
    else errors.push(...('errors' in checked ? checked.errors : [checked.error]));
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, values: withCalculations(entries, cleaned, input, states, context) };
}

/**
 * Lists longer than any field takes (sub-table rows, choices), refused before linkage reads
 * them: conditions compare the raw values, and a giant list would multiply their cost.
 */
function overlongLists(
  entries: readonly FieldEntry[],
  input: FormValues,
  context: SubmissionContext,
): SubmissionError[] {
  return entries.flatMap((entry): SubmissionError[] => {
    const name = modelOf(entry.field);
    if (name === undefined || entry.table || !Object.hasOwn(input, name)) return [];
    const value = input[name];
    const table = entry.key === SUB_TABLE_KEY;
    const limit = table ? MAX_SUB_TABLE_ROWS : MAX_CHOICES;
    if (!Array.isArray(value) || value.length <= limit) return [];
    const place = { name, label: entry.field.__config__.label, cell: false };
    return [errorAt(place, table ? 'tooManyRows' : 'tooManyChoices', context, { limit })];
  });
}

const columnsOf = (entries: readonly FieldEntry[], table: FieldEntry): FieldEntry[] =>
  entries.filter((entry) => entry.table === table.field);

/**
 * The calculate fields, recomputed over the cleaned values; hidden ones left out, and on update
 * those whose operands were not all sent (their stored value stands).
 */
function withCalculations(
  entries: readonly FieldEntry[],
  cleaned: FormValues,
  input: FormValues,
  states: ReturnType<typeof evaluateLinkage>,
  context: SubmissionContext,
): FormValues {
  const computed = applyCalculations(entries, cleaned);
  const left = new Set<string>();
  for (const entry of entries) {
    if (entry.key !== 'calculate' || entry.table) continue;
    const name = modelOf(entry.field) ?? '';
    const operands = 'expression' in entry.field ? entry.field.expression : [];
    const sent = operands.every(
      (token) => token.type !== 'field' || Object.hasOwn(input, token.field.split('.')[0] ?? ''),
    );
    if (!states[name]?.visible || (context.mode === 'update' && !sent)) left.add(name);
  }
  if (left.size === 0) return computed;
  return Object.fromEntries(Object.entries(computed).filter(([name]) => !left.has(name)));
}
