import { SUB_TABLE_KEY, type FormDesign, type FormValues } from '@mepm/contract';
import { applyCalculations } from '../calculate/calculate-values';
import { isEmpty } from '../linkage/compare';
import { evaluateLinkage, type LinkageStates } from '../linkage/evaluate-linkage';
import { entriesOf, modelOf, type FieldEntry } from '../model/field-entries';
import { checkValue, errorAt } from './check-cell';
import { checkSubTable, MAX_SUB_TABLE_ROWS } from './check-sub-table';
import { withReadonlyKept } from './kept-values';
import { defaultOf } from '../model/start-values';
import { MAX_CHOICES } from './choice-values';
import type { SubmissionContext, SubmissionError, SubmissionResult } from './submission-types';
import { isServerFilled } from '../model/field-kinds';
import { isValues } from '../model/is-values';

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
  if (!isValues(input)) {
    return {
      ok: false,
      errors: [errorAt({ name: '', label: '', cell: false }, 'notAnObject', context)],
    };
  }
  const entries = entriesOf(design);
  const overlong = overlongLists(entries, input, context);
  if (overlong.length > 0) return { ok: false, errors: overlong };
  const { states, readonly } = linkageOf(design, entries, input, context);
  const cleaned: FormValues = {};
  const errors: SubmissionError[] = [];
  const present = (name: string) => context.mode === 'create' || Object.hasOwn(input, name);
  // Sent but not the caller's to write: a calculation reading one is not recomputed on update.
  const dropped = new Set<string>();
  for (const entry of entries) {
    const name = modelOf(entry.field);
    const state = name === undefined ? undefined : states[name];
    if (name === undefined || entry.table || isServerFilled(entry.key) || !state?.visible) continue;
    if (context.writableFields && !context.writableFields.has(name)) {
      dropped.add(name);
      continue;
    }
    if (state.assigned !== undefined) {
      cleaned[name] = state.assigned;
      continue;
    }
    if (readonly.has(name)) {
      // On update the stored value stands (the field is left out); on create the default.
      if (context.mode === 'create') cleaned[name] = defaultOf(entry.field);
      dropped.add(name);
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
  const sent = (name: string) => Object.hasOwn(input, name) && !dropped.has(name);
  return { ok: true, values: withCalculations(entries, cleaned, sent, states, context) };
}

/**
 * Linkage over what the record will hold: on update the stored values where nothing was sent,
 * read-only fields as they keep their values. A field read-only before or after that is
 * read-only: a forged value of one can neither unlock nor show another.
 */
function linkageOf(
  design: FormDesign,
  entries: readonly FieldEntry[],
  input: FormValues,
  context: SubmissionContext,
): { states: LinkageStates; readonly: ReadonlySet<string> } {
  const seen =
    context.mode === 'update' && context.stored ? { ...context.stored, ...input } : input;
  const first = evaluateLinkage(design, seen);
  const kept = withReadonlyKept(entries, seen, first, context);
  const states = kept === seen ? first : evaluateLinkage(design, kept);
  const readonly = new Set<string>();
  for (const [name, state] of Object.entries(states)) {
    if (state.readonly || first[name]?.readonly) readonly.add(name);
  }
  return { states, readonly };
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
 * those whose operands were not all sent and writable (their stored value stands).
 */
function withCalculations(
  entries: readonly FieldEntry[],
  cleaned: FormValues,
  sent: (name: string) => boolean,
  states: LinkageStates,
  context: SubmissionContext,
): FormValues {
  const computed = applyCalculations(entries, cleaned);
  const left = new Set<string>();
  for (const entry of entries) {
    if (entry.key !== 'calculate' || entry.table) continue;
    const name = modelOf(entry.field) ?? '';
    const operands = 'expression' in entry.field ? entry.field.expression : [];
    const allSent = operands.every(
      (token) => token.type !== 'field' || sent(token.field.split('.')[0] ?? ''),
    );
    if (!states[name]?.visible || (context.mode === 'update' && !allSent)) left.add(name);
  }
  if (left.size === 0) return computed;
  return Object.fromEntries(Object.entries(computed).filter(([name]) => !left.has(name)));
}
