import type { FlowConditionSymbol, FormDataField } from '@mepm/contract';
import { FLOW_CONDITION_SYMBOLS } from '@mepm/contract';

/**
 * The form's fields a template may name: a sub-table's columns (`table.column`) are not
 * single values a node's rules or a branch's conditions can hold.
 */
export const namableFields = (fields: readonly FormDataField[]) =>
  fields.filter((field) => /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(field.vModel));

/** Fields holding users: approvers or CC targets may be read from them. */
export const userFields = (fields: readonly FormDataField[]) =>
  namableFields(fields).filter((field) => field.wyzxKey === 'userSelect');

const NUMERIC = new Set(['number', 'amount', 'calculate', 'rate', 'slider']);
const DATED = new Set(['date', 'time', 'createTime', 'modifyTime']);
const CHOSEN = new Set([
  'switch',
  'radio',
  'select',
  'checkbox',
  'cascader',
  'treeSelect',
  'userSelect',
  'organizeSelect',
  'departmentSelect',
  'positionSelect',
  'roleSelect',
]);

const ORDERED: readonly FlowConditionSymbol[] = ['==', '<>', '>', '>=', '<', '<='];
const TEXTUAL: readonly FlowConditionSymbol[] = ['==', '<>', 'like', 'notLike'];
const EQUALITY: readonly FlowConditionSymbol[] = ['==', '<>'];

/**
 * The comparisons that make sense for a field's type: order for numbers and dates, equality for
 * chosen values, equality and "contains" for text (and any type not known here).
 */
export function symbolsFor(wyzxKey: string | undefined): readonly FlowConditionSymbol[] {
  if (wyzxKey === undefined) return FLOW_CONDITION_SYMBOLS;
  if (NUMERIC.has(wyzxKey) || DATED.has(wyzxKey)) return ORDERED;
  if (CHOSEN.has(wyzxKey)) return EQUALITY;
  return TEXTUAL;
}

/** A number field compares with a number, anything else with the text typed. */
export const isNumeric = (wyzxKey: string | undefined) =>
  wyzxKey !== undefined && NUMERIC.has(wyzxKey);
