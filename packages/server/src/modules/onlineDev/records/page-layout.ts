import {
  SUB_TABLE_KEY,
  type DataModelColumnType,
  type FieldKey,
  type FormDesign,
  type FormField,
} from '@mepm/contract';
import { designTables, fieldEntries, snakeCase } from '@mepm/form-engine';

/** A valued field of a generated page and the column that holds it. */
export interface FieldColumn {
  key: string;
  kind: FieldKey;
  field: FormField;
  column: string;
  type: DataModelColumnType;
}

/** A sub-table: its key, its table and its columns. */
export interface SubTableLayout {
  key: string;
  label: string;
  table: string;
  columns: FieldColumn[];
}

/** Where a released design keeps its records: the main table's fields and the sub-tables. */
export interface PageLayout {
  table: string;
  fields: FieldColumn[];
  subTables: SubTableLayout[];
  /** The main table's columns by field key, system columns excluded. */
  byKey: ReadonlyMap<string, FieldColumn>;
}

/**
 * The tables of a release as `designTables` made them, with each valued field's column. Column
 * names come only from here: a request names fields by key, never a column.
 */
export function pageLayout(
  formData: FormDesign,
  naming: { enCode: string; fullName: string; tables: readonly object[] | null },
): PageLayout | undefined {
  const mapped = designTables(formData, naming);
  if (!mapped.ok) return undefined;
  const [main, ...subs] = mapped.tables;
  if (main === undefined) return undefined;
  const typeOf = (columns: readonly { name: string; type: DataModelColumnType }[], name: string) =>
    columns.find((column) => column.name === name)?.type;
  const fields: FieldColumn[] = [];
  const subTables = new Map<string, SubTableLayout>();
  for (const sub of subs) {
    subTables.set(sub.entry.tableField, {
      key: sub.entry.tableField,
      label: sub.design.comment ?? '',
      table: sub.entry.table,
      columns: [],
    });
  }
  for (const entry of fieldEntries(formData)) {
    if (!('__vModel__' in entry.field) || entry.key === SUB_TABLE_KEY) continue;
    const key = entry.field.__vModel__;
    const column = snakeCase(key);
    const holder = entry.table ? subTables.get(entry.table.__vModel__) : undefined;
    const design = holder ? subs.find((sub) => sub.entry.tableField === holder.key) : main;
    const type = design ? typeOf(design.design.columns, column) : undefined;
    if (type === undefined) continue;
    const found: FieldColumn = { key, kind: entry.key, field: entry.field, column, type };
    if (entry.table === undefined) fields.push(found);
    else holder?.columns.push(found);
  }
  return {
    table: main.entry.table,
    fields,
    subTables: [...subTables.values()],
    byKey: new Map(fields.map((field) => [field.key, field])),
  };
}
