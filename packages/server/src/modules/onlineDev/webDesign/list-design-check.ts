import {
  SUB_TABLE_KEY,
  ColumnDesignSchema,
  type ColumnDesign,
  type FormDesign,
} from '@mepm/contract';
import { fieldEntries, listableFields, type ListableField } from '@mepm/form-engine';
import Value from 'typebox/value';
import { badRequest } from '../../../plugins/envelope/api-error';

/** The parts of a list design that name form fields; each is a field name in the messages. */
type ListPart = 'searchList' | 'columnList' | 'treeField' | 'groupField' | 'defaultSidx';

/** The sub-tables and their columns (`table.column`), to tell them from unknown keys. */
function subTableKeys(form: FormDesign): Set<string> {
  const keys = new Set<string>();
  for (const { field, key, table } of fieldEntries(form)) {
    if (!('__vModel__' in field)) continue;
    if (key === SUB_TABLE_KEY) keys.add(field.__vModel__);
    if (table !== undefined) keys.add(`${table.__vModel__}.${field.__vModel__}`);
  }
  return keys;
}

/**
 * Checks a list design against its form (docs/reference/online-development.md "The list
 * design"): every prop names a valued field of the record, once per list; a sortable column
 * has an order; a tree list names an option field, a grouped list its field. A refusal names
 * the list part and the prop.
 */
export function checkListDesign(list: ColumnDesign, form: FormDesign): void {
  // The very fields the list designer offers, with what each allows (sorting, a tree).
  const fields = new Map(listableFields(form).map((listable) => [listable.prop, listable]));
  const inSubTable = subTableKeys(form);
  const fieldOf = (field: ListPart, prop: string): ListableField => {
    const key = fields.get(prop);
    if (key !== undefined) return key;
    if (inSubTable.has(prop) || inSubTable.has(prop.split('.')[0] ?? '')) {
      throw badRequest('listFieldInSubTable', { field, prop });
    }
    throw badRequest('listFieldUnknown', { field, prop });
  };
  const unique = (field: ListPart, props: string[]): void => {
    const seen = new Set<string>();
    for (const prop of props) {
      fieldOf(field, prop);
      if (seen.has(prop)) throw badRequest('listFieldTwice', { field, prop });
      seen.add(prop);
    }
  };

  unique(
    'searchList',
    list.searchList.map((item) => item.prop),
  );
  unique(
    'columnList',
    list.columnList.map((column) => column.prop),
  );
  for (const column of list.columnList) {
    if (column.sortable && !fieldOf('columnList', column.prop).sortable) {
      throw badRequest('listColumnUnsortable', { prop: column.prop });
    }
  }
  if (list.defaultSidx !== '' && !fieldOf('defaultSidx', list.defaultSidx).sortable) {
    throw badRequest('listColumnUnsortable', { prop: list.defaultSidx });
  }
  if (list.type === 2) {
    if (list.treeField === undefined) throw badRequest('listPartRequired', { field: 'treeField' });
    if (!fieldOf('treeField', list.treeField).treeable) {
      throw badRequest('listTreeFieldNotOption', { prop: list.treeField });
    }
  } else if (list.treeField !== undefined) {
    fieldOf('treeField', list.treeField);
  }
  if (list.type === 3 && list.groupField === undefined) {
    throw badRequest('listPartRequired', { field: 'groupField' });
  }
  if (list.groupField !== undefined) fieldOf('groupField', list.groupField);
}

/**
 * A stored list design checked again (a release, a publish): one saved before the list design
 * had its schema is refused as malformed rather than read as if it fitted.
 */
export function checkStoredListDesign(columnData: unknown, formData: unknown): ColumnDesign | null {
  if (columnData === null || columnData === undefined) return null;
  if (!Value.Check(ColumnDesignSchema, columnData)) {
    throw badRequest('badFormat', { field: 'columnData' });
  }
  // The stored form passed the form engine's check when it was saved.
  checkListDesign(columnData, formData as FormDesign);
  return columnData;
}
