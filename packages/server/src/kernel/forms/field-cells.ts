import type { FormValues, Language } from '@mepm/contract';
import { SUBMISSION_MESSAGES, formatText, isValues, type FieldEntry } from '@mepm/form-engine';

/** A field's value in a submission, or one cell's of a sub-table, named as the engine names it. */
export interface FieldCell {
  entry: FieldEntry;
  /** The value's path: the key, or `table[row].column`. */
  field: string;
  label: string;
  value: unknown;
}

/**
 * The values of the fields whose type is among `keys`, main fields and every row's cells, with
 * the path and label a submission error names them by in `language`.
 */
export function fieldCells(
  entries: readonly FieldEntry[],
  values: FormValues,
  language: Language,
  keys: ReadonlySet<string>,
): FieldCell[] {
  const cells: FieldCell[] = [];
  for (const entry of entries) {
    if (!keys.has(entry.key) || !('__vModel__' in entry.field)) continue;
    const model = entry.field.__vModel__;
    const label = entry.field.__config__.label;
    if (!entry.table) {
      cells.push({ entry, field: model, label, value: values[model] });
      continue;
    }
    const { __vModel__: table, __config__: tableConfig } = entry.table;
    const rows = values[table];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row: unknown, index) => {
      if (!isValues(row)) return;
      cells.push({
        entry,
        field: `${table}[${index}].${model}`,
        label: formatText(SUBMISSION_MESSAGES.cellLabel[language], {
          table: tableConfig.label,
          row: index + 1,
          column: label,
        }),
        value: row[model],
      });
    });
  }
  return cells;
}
