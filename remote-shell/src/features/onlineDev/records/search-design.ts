import type { FormDesign, FormField, FormValues, ListSearchField } from '@mepm/contract';
import { isDateField, isNumberField, propOf, typeOf } from './design-fields';

/**
 * The search form of a generated page, drawn by the form renderer from a design built here out
 * of the list design's `searchList`: each search field as the form's field without its rules,
 * defaults and linkage (an option field offers its options, a picker picks one), a text box for
 * free text, and for `between` a date range or two number boxes.
 */

/** Option and picker fields: searched by the value they store, one at a time. */
const CHOOSERS = new Set([
  'radio',
  'checkbox',
  'select',
  'cascader',
  'treeSelect',
  'organizeSelect',
  'departmentSelect',
  'positionSelect',
  'roleSelect',
  'userSelect',
]);
/** Radios and checkboxes search as a select: one of their options, or none. */
const AS_SELECT = new Set(['radio', 'checkbox']);

/** The keys of a number range's two boxes in the search form's values. */
export const rangeKeys = (prop: string) => [`${prop}__from`, `${prop}__to`] as const;

interface Built {
  wyzxKey: string;
  label: string;
  model: string;
  span: number;
  base?: FormField;
  extra?: Record<string, unknown>;
}

function node({ wyzxKey, label, model, span, base, extra }: Built): FormField {
  const config = (base?.__config__ ?? {}) as Record<string, unknown>;
  const built = {
    ...base,
    __config__: {
      wyzxKey,
      label,
      formId: `search-${model}`,
      span,
      // The option sources stay; rules, defaults and linkage do not belong to a search.
      ...pick(config, ['dataType', 'dictionaryType', 'propsUrl', 'props']),
    },
    __vModel__: model,
    ...extra,
  };
  // Built from a field the design check accepted, keeping only what a search field needs; the
  // renderer reads it as that field type.
  return built as unknown as FormField;
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}

function searchNodes(search: ListSearchField, field: FormField | undefined): FormField[] {
  const label = search.label || field?.__config__.label || search.prop;
  const type = typeOf(field);
  const plain = { label, model: search.prop, span: 6 };
  if (search.match === 'between' && isDateField(field)) {
    const withTime = propOf(field, 'type') === 'datetime' || type.endsWith('Time');
    const rangeType = withTime ? 'datetimerange' : 'daterange';
    return [node({ ...plain, span: 8, wyzxKey: 'dateRange', extra: { type: rangeType } })];
  }
  if (search.match === 'between' && isNumberField(field)) {
    const [from, to] = rangeKeys(search.prop);
    return [
      node({ ...plain, model: from, wyzxKey: 'number', extra: { placeholder: '≥' } }),
      node({ ...plain, model: to, wyzxKey: 'number', extra: { placeholder: '≤' } }),
    ];
  }
  if (field !== undefined && CHOOSERS.has(type)) {
    const wyzxKey = AS_SELECT.has(type) ? 'select' : type;
    return [
      node({
        ...plain,
        wyzxKey,
        base: field,
        extra: { multiple: false, filterable: true, disabled: false, readonly: false },
      }),
    ];
  }
  return [node({ ...plain, wyzxKey: 'input', extra: { clearable: true } })];
}

export function searchDesign(
  searchList: readonly ListSearchField[],
  fields: ReadonlyMap<string, FormField>,
): FormDesign {
  return {
    formConf: { labelPosition: 'top', gutter: 16, size: 'small' },
    fields: searchList.flatMap((search) => searchNodes(search, fields.get(search.prop))),
  };
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The list's `json` from the search form's values: one value per filled field, `[from, to]` for
 * a `between` (either may be null); undefined when nothing is filled.
 */
export function searchJson(
  searchList: readonly ListSearchField[],
  values: FormValues,
): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const { prop, match } of searchList) {
    const [from, to] = rangeKeys(prop);
    const value =
      match === 'between' && (from in values || to in values)
        ? [values[from] ?? null, values[to] ?? null]
        : values[prop];
    const blank = Array.isArray(value) ? value.every(isEmpty) : isEmpty(value);
    if (!blank) json[prop] = value;
  }
  return json;
}
