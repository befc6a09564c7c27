import type { FieldKey, FormDesign, FormField } from '@mepm/contract';
import { fieldEntries } from '@mepm/form-engine';

/**
 * The fields a workbook can fill: main-table fields whose value a person types as text, a number,
 * a date, a range of dates or times, an option's name or path (cascader, tree select), or the
 * name, account or code of a user, organisation, department, position or role (as the export
 * writes them, so an export imports back). Uploads, signatures, rich text, sub-tables and the
 * fields the server fills are left to the form.
 */
export const IMPORTABLE_FIELD_KEYS: readonly FieldKey[] = [
  'input',
  'textarea',
  'number',
  'amount',
  'slider',
  'rate',
  'switch',
  'radio',
  'checkbox',
  'select',
  'date',
  'time',
  'colorPicker',
  'cascader',
  'treeSelect',
  'dateRange',
  'timeRange',
  'userSelect',
  'organizeSelect',
  'departmentSelect',
  'positionSelect',
  'roleSelect',
];

export interface ImportField {
  /** `__vModel__`: the key of the form values. */
  key: string;
  label: string;
  field: FormField;
}

/** The design's importable fields in document order; `writable` narrows them to the granted. */
export function importFields(design: FormDesign, writable?: ReadonlySet<string>): ImportField[] {
  const fields: ImportField[] = [];
  for (const entry of fieldEntries(design)) {
    const { field } = entry;
    if (entry.table || !('__vModel__' in field) || !field.__vModel__) continue;
    if (!IMPORTABLE_FIELD_KEYS.includes(field.__config__.wyzxKey)) continue;
    if (writable && !writable.has(field.__vModel__)) continue;
    fields.push({
      key: field.__vModel__,
      label: field.__config__.label || field.__vModel__,
      field,
    });
  }
  return fields;
}

export interface HeaderMap {
  /** Per column of the sheet, the field it fills, or undefined for a column not read. */
  columns: (ImportField | undefined)[];
  /** Headers that named no importable field. */
  ignored: string[];
}

const normal = (text: string) =>
  text
    .trim()
    .replace(/\s*\*$/, '')
    .toLowerCase();

/**
 * Which field each column fills: a header names a field by its label (as the template writes
 * it) or by its key. Two columns naming one field are refused: which would win is a guess.
 */
export function mapHeaders(
  headers: readonly string[],
  fields: readonly ImportField[],
): HeaderMap | { duplicate: string } {
  const byName = new Map<string, ImportField>();
  // Keys first, so that a label equal to another field's key names the labelled field.
  for (const field of fields) byName.set(normal(field.key), field);
  for (const field of fields) byName.set(normal(field.label), field);
  const taken = new Set<ImportField>();
  const columns: (ImportField | undefined)[] = [];
  const ignored: string[] = [];
  for (const header of headers) {
    const field = header.trim() === '' ? undefined : byName.get(normal(header));
    if (field && taken.has(field)) return { duplicate: header };
    if (field) taken.add(field);
    else if (header.trim() !== '') ignored.push(header);
    columns.push(field);
  }
  return { columns, ignored };
}
