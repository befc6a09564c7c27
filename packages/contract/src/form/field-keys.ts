/**
 * The field types of a form design (docs/reference/form-design.md), by the `wyzxKey` each field
 * carries in its `__config__`. Grouped by what the form engine does with them: a value the user
 * enters, a value the server fills, something only shown, a container of other fields.
 */

/** Fields whose value the person filling the form enters. */
export const INPUT_FIELD_KEYS = [
  'input',
  'textarea',
  'number',
  'amount',
  'password',
  'switch',
  'radio',
  'checkbox',
  'select',
  'cascader',
  'treeSelect',
  'date',
  'time',
  'dateRange',
  'timeRange',
  'colorPicker',
  'rate',
  'slider',
  'editor',
  'uploadFile',
  'uploadImage',
  'organizeSelect',
  'departmentSelect',
  'positionSelect',
  'roleSelect',
  'userSelect',
  'address',
  'relationForm',
  'popupSelect',
  'signature',
] as const;

/**
 * Fields whose value the server sets and stores: the bill number on create, the calculated
 * value (recomputed, never trusted from the caller), who and when, the creator's organisation.
 */
export const SERVER_FIELD_KEYS = [
  'billRule',
  'calculate',
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currDepartment',
  'currPosition',
] as const;

/** Fields that show something and store nothing of their own. */
export const DISPLAY_FIELD_KEYS = [
  'divider',
  'text',
  'alert',
  'groupTitle',
  'relationFormAttr',
  'popupAttr',
  'qrcode',
  'barcode',
] as const;

/** The sub-table: rows of the input fields in its `children`. */
export const SUB_TABLE_KEY = 'table';

/** Layouts holding other fields in `__config__.children`; tabs hold tab items, collapses items. */
export const CONTAINER_KEYS = [
  'row',
  'card',
  'tab',
  'tabItem',
  'collapse',
  'collapseItem',
] as const;

export const FIELD_KEYS = [
  ...INPUT_FIELD_KEYS,
  ...SERVER_FIELD_KEYS,
  ...DISPLAY_FIELD_KEYS,
  SUB_TABLE_KEY,
  ...CONTAINER_KEYS,
] as const;

export type InputFieldKey = (typeof INPUT_FIELD_KEYS)[number];
export type ServerFieldKey = (typeof SERVER_FIELD_KEYS)[number];
export type DisplayFieldKey = (typeof DISPLAY_FIELD_KEYS)[number];
export type ContainerKey = (typeof CONTAINER_KEYS)[number];
export type FieldKey = (typeof FIELD_KEYS)[number];

/** Fields that carry a `__vModel__` and a stored value. */
export type ValuedFieldKey = InputFieldKey | ServerFieldKey | typeof SUB_TABLE_KEY;

/** Columns a sub-table may hold: input fields and calculations over the row. */
export const SUB_TABLE_COLUMN_KEYS = [
  ...INPUT_FIELD_KEYS.filter((key) => key !== 'editor' && key !== 'signature'),
  'calculate',
  'billRule',
] as const satisfies readonly ValuedFieldKey[];

/** Columns summed under 合计 when the sub-table shows totals (SPEC §5). */
export const SUMMABLE_FIELD_KEYS = ['number', 'amount', 'slider', 'calculate'] as const;

/** Options of these fields come from `__slot__.options`, a dictionary or a data interface. */
export const OPTION_FIELD_KEYS = ['radio', 'checkbox', 'select', 'cascader', 'treeSelect'] as const;
