import type { FieldOption, FormField, FormValues, ImportCell } from '@mepm/contract';
import { fieldEntries, OPTIONS_UNAVAILABLE, validateSubmission } from '@mepm/form-engine';
import type { Queryable } from '../../../../db/client';
import type { Caller } from '../../../../kernel/caller';
import { cellText, cellValue } from '../../../../kernel/excel/cell-values';
import type { HeaderMap, ImportField } from '../../../../kernel/excel/import-fields';
import type { PickerOf } from '../../../../kernel/excel/picker-cells';
import type { ReadCell, SheetRow } from '../../../../kernel/excel/sheet-rows';
import type { TreeOf } from '../../../../kernel/excel/tree-cells';
import type { InterfaceOptions } from '../../../../kernel/forms/interface-options';
import { serverOptions } from '../../../../kernel/forms/server-options';
import type { Translate } from '../../../../kernel/i18n/translate';
import type { PageAccess } from '../page-access';
import type { PageDesign } from '../released-design';

export type OptionsOf = (
  field: FormField,
) => readonly FieldOption[] | typeof OPTIONS_UNAVAILABLE | undefined;

/**
 * The dictionary and data-interface options of every importable option field, read once for the
 * whole file (the form engine's server check would read them again for each row).
 */
export async function importOptions(
  db: Queryable,
  caller: Caller,
  interfaceOptions: InterfaceOptions,
  design: PageDesign,
  fields: readonly ImportField[],
): Promise<OptionsOf> {
  // A value for every field, so that each field's source is read.
  const every = Object.fromEntries(fields.map((field) => [field.key, 'x']));
  const entries = fieldEntries(design.formData);
  return serverOptions(db, caller, interfaceOptions, entries, every);
}

/**
 * Options a cell's name is looked up in: the server's (dictionary items also by each of their
 * names), else the design's static ones. Each field's list is built once.
 */
export function lookupOptions(
  optionsOf: OptionsOf,
  itemNames: (field: FormField, option: FieldOption) => string[],
) {
  const built = new Map<FormField, readonly FieldOption[] | undefined>();
  const build = (field: FormField): readonly FieldOption[] | undefined => {
    const resolved = optionsOf(field);
    if (resolved === OPTIONS_UNAVAILABLE) return undefined;
    if (resolved === undefined) {
      return (field as { __slot__?: { options?: FieldOption[] } }).__slot__?.options;
    }
    return resolved.flatMap((option) => [
      ...itemNames(field, option).map((name) => ({ id: option.id, fullName: name })),
      option,
    ]);
  };
  return (field: FormField): readonly FieldOption[] | undefined => {
    if (!built.has(field)) built.set(field, build(field));
    return built.get(field);
  };
}

/**
 * A cascader's or tree select's option tree as a cell names it: the server's options (a
 * dictionary item also by each of its names), else the design's static ones.
 */
export function treeLookup(
  optionsOf: OptionsOf,
  itemNames: (field: FormField, option: FieldOption) => string[],
): TreeOf {
  return (field) => {
    const resolved = optionsOf(field);
    if (resolved === OPTIONS_UNAVAILABLE) return undefined;
    const options =
      resolved ?? (field as { __slot__?: { options?: FieldOption[] } }).__slot__?.options ?? [];
    return { options, names: (option) => itemNames(field, option) };
  };
}

export interface RowProblem {
  column: string;
  message: string;
}

export type CheckedRow =
  { row: number; values: FormValues } | { row: number; problems: RowProblem[] };

export interface RowChecker {
  check(row: SheetRow): CheckedRow;
}

/**
 * Each row as a submission: its cells converted by their columns' fields, then the form engine's
 * check of a create (required fields, lengths, patterns, ranges, option membership), in the
 * caller's language. A problem names the column by the workbook's own header.
 */
export function rowChecker(
  design: PageDesign,
  access: PageAccess,
  headers: readonly string[],
  map: HeaderMap,
  optionsOf: OptionsOf,
  lookup: (field: FormField) => readonly FieldOption[] | undefined,
  context: {
    timeZone: string;
    t: Translate;
    language: Caller['language'];
    treeOf: TreeOf;
    pickerOf: PickerOf;
  },
): RowChecker {
  const granted = access.rights.formFields;
  const headerOf = new Map<string, string>();
  map.columns.forEach((field, index) => {
    if (field) headerOf.set(field.key, headers[index] ?? field.label);
  });
  return {
    check({ row, cells }) {
      const values: FormValues = {};
      const problems: RowProblem[] = [];
      map.columns.forEach((field, index) => {
        if (!field) return;
        const converted = cellValue(field.field, cells[index] ?? null, {
          timeZone: context.timeZone,
          optionsOf: lookup,
          treeOf: context.treeOf,
          pickerOf: context.pickerOf,
        });
        if ('problem' in converted) {
          const { key, params } = converted.problem;
          problems.push({ column: headers[index] ?? field.label, message: context.t(key, params) });
        } else if (converted.value !== undefined) values[field.key] = converted.value;
      });
      if (problems.length > 0) return { row, problems };
      const checked = validateSubmission(design.formData, values, {
        language: context.language,
        mode: 'create',
        optionsOf,
        ...(granted === null ? {} : { writableFields: new Set(granted) }),
      });
      if (checked.ok) return { row, values: checked.values };
      return {
        row,
        problems: checked.errors.map((error) => ({
          column: headerOf.get(error.field) ?? error.label,
          message: error.message,
        })),
      };
    },
  };
}

/** A read cell as a report carries it: dates as the text they showed. */
export const reportCell = (cell: ReadCell | undefined): ImportCell =>
  cell === undefined || cell === null ? null : typeof cell === 'object' ? cellText(cell) : cell;
