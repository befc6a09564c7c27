import { SUB_ROW_ID, type FormValues } from '@mepm/contract';
import type { LinkageStates } from '../linkage/evaluate-linkage';
import { modelOf, type FieldEntry } from '../model/field-entries';
import { formatText } from '../text/format';
import { checkValue, errorAt, type Checked, type Place } from './check-cell';
import { SUBMISSION_MESSAGES } from './messages';
import type { SubmissionContext, SubmissionError } from './submission-types';
import { isServerFilled } from '../model/field-kinds';
import { keptCell } from './kept-values';
import { storedRowMatcher } from './stored-rows';

/** The most rows a sub-table holds. */
export const MAX_SUB_TABLE_ROWS = 1000;

/**
 * A sub-table's rows: an array of objects, each cell checked by its column (required cells say
 * 不能为空), unknown and server-filled keys dropped, hidden columns left out (their cells kept
 * from the stored row), assigned columns set, read-only cells keeping their stored row's values
 * (stored-rows.ts, kept-values.ts), each row carrying its id (`SUB_ROW_ID`). Errors name the cell: `lines[2].qty`, 明细第3行数量.
 */
export function checkSubTable(
  table: FieldEntry,
  columns: readonly FieldEntry[],
  value: unknown,
  states: LinkageStates,
  context: SubmissionContext,
): Checked | { ok: false; errors: SubmissionError[] } {
  const tableName = modelOf(table.field) ?? '';
  const tableLabel = table.field.__config__.label;
  const place: Place = { name: tableName, label: tableLabel, cell: false };
  if (!Array.isArray(value)) return { ok: false, error: errorAt(place, 'badType', context) };
  if (value.length > MAX_SUB_TABLE_ROWS) {
    return {
      ok: false,
      error: errorAt(place, 'tooManyRows', context, { limit: MAX_SUB_TABLE_ROWS }),
    };
  }
  const errors: SubmissionError[] = [];
  const rows: FormValues[] = [];
  const matchStored = storedRowMatcher(tableName, context);
  value.forEach((row: unknown, index) => {
    const rowName = `${tableName}[${index}]`;
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      errors.push(errorAt({ name: rowName, label: tableLabel, cell: false }, 'badType', context));
      return;
    }
    const match = matchStored(row as FormValues, index);
    const cleaned: FormValues = match.id === undefined ? {} : { [SUB_ROW_ID]: match.id };
    for (const column of columns) {
      const model = modelOf(column.field) ?? '';
      const state = states[`${tableName}.${model}`];
      if (isServerFilled(column.key)) continue;
      if (state?.visible === false) {
        // Rows are written whole: a hidden cell keeps its stored row's value, as a hidden
        // field keeps its stored one.
        if (match.stored !== undefined && Object.hasOwn(match.stored, model)) {
          cleaned[model] = match.stored[model];
        }
        continue;
      }
      if (state?.assigned !== undefined) {
        cleaned[model] = state.assigned;
        continue;
      }
      if (state?.readonly) {
        cleaned[model] = keptCell(match.stored, column.field);
        continue;
      }
      const label = formatText(SUBMISSION_MESSAGES.cellLabel[context.language], {
        table: tableLabel,
        row: index + 1,
        column: column.field.__config__.label,
      });
      const cell: Place = { name: `${rowName}.${model}`, label, cell: true };
      const checked = checkValue(column.field, (row as FormValues)[model], state, cell, context);
      if (checked.ok) cleaned[model] = checked.value;
      else errors.push(checked.error);
    }
    rows.push(cleaned);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: rows };
}
