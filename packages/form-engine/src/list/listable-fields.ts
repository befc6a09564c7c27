import {
  SUB_TABLE_KEY,
  TREE_FIELD_KEYS,
  UNSORTABLE_FIELD_KEYS,
  type FieldKey,
  type FormDesign,
  type SearchMatch,
} from '@mepm/contract';
import { fieldEntries } from '../model/field-entries';
import { columnTypeOf } from '../tables/column-of-field';

/** A field of the form the list may show as a column or search by, with what it allows. */
export interface ListableField {
  /** The field's `__vModel__`: what a column's or a search's `prop` names. */
  prop: string;
  label: string;
  key: FieldKey;
  /** Stored as one short scalar (not JSON, not long content), so the list can order and group by it. */
  sortable: boolean;
  /** The search matches it offers, the first the default; none: it cannot be searched. */
  matches: readonly SearchMatch[];
  /** An option field whose values a tree on the list's left can show (list type 2). */
  treeable: boolean;
}

const NUMBER_KEYS: readonly FieldKey[] = ['number', 'amount', 'slider', 'rate', 'calculate'];
const DATE_KEYS: readonly FieldKey[] = ['date', 'createTime', 'modifyTime'];
const TEXT_KEYS: readonly FieldKey[] = ['input', 'textarea', 'billRule'];
// A file, a drawing, rich text or a secret is not something a search form can ask for.
const UNSEARCHABLE_KEYS: readonly FieldKey[] = [
  'uploadFile',
  'uploadImage',
  'signature',
  'editor',
  'password',
];
const UNSORTABLE_KEYS: readonly FieldKey[] = UNSORTABLE_FIELD_KEYS;
const TREE_KEYS: readonly FieldKey[] = TREE_FIELD_KEYS;

function matchesOf(key: FieldKey): readonly SearchMatch[] {
  if (NUMBER_KEYS.includes(key) || DATE_KEYS.includes(key)) return ['equal', 'between'];
  if (TEXT_KEYS.includes(key)) return ['like', 'equal'];
  return UNSEARCHABLE_KEYS.includes(key) ? [] : ['equal'];
}

/**
 * The fields a list design may name: the valued fields of the main form, layouts looked into
 * (a field in a row or a card is still the main table's), sub-tables and their columns left
 * out (a row of the list is one record of the main table), display-only fields too. The list
 * designer offers what this answers and the server's design check refuses anything else, so
 * the two cannot disagree.
 */
export function listableFields(design: FormDesign): ListableField[] {
  return fieldEntries(design).flatMap(({ field, key, table }) => {
    if (table || key === SUB_TABLE_KEY || !('__vModel__' in field)) return [];
    return [
      {
        prop: field.__vModel__,
        label: field.__config__.label,
        key,
        sortable: columnTypeOf(field).type !== 'jsonb' && !UNSORTABLE_KEYS.includes(key),
        matches: matchesOf(key),
        treeable: TREE_KEYS.includes(key),
      },
    ];
  });
}
