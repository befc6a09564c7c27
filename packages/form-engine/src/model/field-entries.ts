import {
  CONTAINER_KEYS,
  SUB_TABLE_KEY,
  type FieldKey,
  type FormDesign,
  type FormField,
  type FormFieldOf,
} from '@mepm/contract';

/**
 * One field of a design as the engine sees it: where it sits, which layouts hold it and, for a
 * sub-table column, its table. Built once per design by a walk that linkage, calculate and
 * submission share.
 */
export interface FieldEntry {
  field: FormField;
  key: FieldKey;
  /** `fields[2].__config__.children[0]`: how the designer and its errors find the node. */
  path: string;
  /** The layouts around the field, outermost first. */
  layouts: FormField[];
  /** The sub-table a column belongs to. */
  table?: FormFieldOf<'table'>;
}

const isLayout = (key: FieldKey): boolean => (CONTAINER_KEYS as readonly string[]).includes(key);

export const childrenOf = (field: FormField): FormField[] =>
  'children' in field.__config__ ? field.__config__.children : [];

/** Every node of a design in document order, layouts included. */
export function fieldEntries(design: FormDesign): FieldEntry[] {
  const entries: FieldEntry[] = [];
  const visit = (
    fields: FormField[],
    base: string,
    layouts: FormField[],
    table: FormFieldOf<'table'> | undefined,
  ): void => {
    fields.forEach((field, index) => {
      const key = field.__config__.wyzxKey;
      const path = `${base}[${index}]`;
      entries.push(table ? { field, key, path, layouts, table } : { field, key, path, layouts });
      const inner = `${path}.__config__.children`;
      if (key === SUB_TABLE_KEY)
        visit(childrenOf(field), inner, layouts, field as FormFieldOf<'table'>);
      else if (isLayout(key)) visit(childrenOf(field), inner, [...layouts, field], table);
    });
  };
  visit(design.fields, 'fields', [], undefined);
  return entries;
}

/** The `__vModel__` of a valued field, undefined for layouts and display fields. */
export const modelOf = (field: FormField): string | undefined =>
  '__vModel__' in field ? field.__vModel__ : undefined;

/**
 * The key a field's state and errors go by: its `__vModel__`, or `table.column` for a
 * sub-table column.
 */
export function entryName(entry: FieldEntry): string | undefined {
  const model = modelOf(entry.field);
  if (model === undefined) return undefined;
  return entry.table ? `${entry.table.__vModel__}.${model}` : model;
}

// Designs are immutable once checked; the walk is done once per design object.
const cache = new WeakMap<FormDesign, FieldEntry[]>();

/** `fieldEntries`, cached per design object (do not change a design after passing it here). */
export function entriesOf(design: FormDesign): FieldEntry[] {
  let entries = cache.get(design);
  if (!entries) {
    entries = fieldEntries(design);
    cache.set(design, entries);
  }
  return entries;
}
