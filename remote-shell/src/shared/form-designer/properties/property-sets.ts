import { INPUT_FIELD_KEYS, OPTION_FIELD_KEYS, SUB_TABLE_KEY, type FieldKey } from '@mepm/contract';
import { DEFAULT_KIND } from './editors/default-kinds';

/**
 * Which editors of the panel each field type shows (docs/reference/form-designer.md, "Properties
 * panel"), and which of its own properties the type-specific editor lists. Within an editor each
 * property shows only where the type's schema has it, so a type never gains a key it lacks.
 */

export type EditorName =
  | 'common'
  | 'defaultValue'
  | 'required'
  | 'rules'
  | 'limits'
  | 'options'
  | 'typeProps'
  | 'textStyle'
  | 'calculate'
  | 'billRule'
  | 'popupSelect'
  | 'code'
  | 'table'
  | 'linkage';

const among = (list: readonly string[], key: FieldKey) => list.includes(key);

/** Input fields whose default value the designer can set (a text, number, switch, option, date). */
export const DEFAULT_VALUE_KEYS = Object.keys(DEFAULT_KIND) as FieldKey[];

/** Fields whose regList the submission checks: those whose value is a text or a number. */
export const RULE_KEYS: readonly FieldKey[] = ['input', 'textarea', 'password', 'number', 'amount'];

/** The limits editor's properties (each where the type has it). */
export const LIMIT_PROPS = [
  'maxlength',
  'min',
  'max',
  'step',
  'precision',
  'rows',
  'fileSize',
  'sizeUnit',
  'limit',
  'accept',
] as const;

const LIMIT_KEYS: readonly FieldKey[] = [
  'input',
  'textarea',
  'password',
  'number',
  'amount',
  'slider',
  'rate',
  'checkbox',
  'uploadFile',
  'uploadImage',
];

const PICKER_PROPS = ['multiple', 'selectType'];
const RANGE_PROPS = ['format', 'startPlaceholder', 'endPlaceholder'];

/** The type-specific properties, beyond the common ones, limits and the dedicated editors. */
export const TYPE_PROPS: Partial<Record<FieldKey, readonly string[]>> = {
  input: ['showWordLimit', 'prefixText', 'suffixText'],
  textarea: ['showWordLimit'],
  number: ['controls', 'thousands'],
  amount: ['showChinese'],
  switch: ['activeText', 'inactiveText', 'activeValue', 'inactiveValue'],
  radio: ['direction', 'optionType'],
  checkbox: ['direction'],
  select: ['multiple', 'filterable'],
  cascader: ['multiple', 'filterable', 'showAllLevels', 'separator'],
  treeSelect: ['multiple', 'filterable'],
  date: ['type', 'format'],
  time: ['format'],
  dateRange: ['type', ...RANGE_PROPS],
  timeRange: RANGE_PROPS,
  colorPicker: ['showAlpha', 'colorFormat'],
  rate: ['allowHalf', 'showScore'],
  editor: ['height'],
  uploadFile: ['buttonText', 'tipText'],
  uploadImage: ['tipText'],
  organizeSelect: PICKER_PROPS,
  departmentSelect: PICKER_PROPS,
  positionSelect: PICKER_PROPS,
  roleSelect: PICKER_PROPS,
  userSelect: PICKER_PROPS,
  address: ['multiple', 'level'],
  relationForm: ['modelId', 'relationField', 'hasPage', 'pageSize'],
  popupSelect: ['multiple', 'popupType', 'popupTitle', 'popupWidth', 'hasPage', 'pageSize'],
  calculate: ['precision', 'thousands'],
  createTime: ['format'],
  modifyTime: ['format'],
  currOrganize: ['showLevel'],
  divider: ['content', 'contentPosition'],
  groupTitle: ['content', 'contentPosition'],
  text: ['content'],
  alert: ['title', 'type', 'description', 'showIcon', 'closable'],
  relationFormAttr: ['relationField', 'showField'],
  popupAttr: ['relationField', 'showField'],
  row: ['gutter'],
  card: ['header', 'shadow'],
  tab: ['tabPosition'],
  collapse: ['accordion'],
};

/** The editors of a field type, top to bottom. */
export function editorsOf(key: FieldKey): EditorName[] {
  const input = among(INPUT_FIELD_KEYS, key) || key === SUB_TABLE_KEY;
  const wanted: [EditorName, boolean][] = [
    ['common', true],
    ['required', input],
    ['defaultValue', among(DEFAULT_VALUE_KEYS, key)],
    ['options', among(OPTION_FIELD_KEYS, key)],
    ['rules', among(RULE_KEYS, key)],
    ['limits', among(LIMIT_KEYS, key)],
    ['typeProps', TYPE_PROPS[key] !== undefined],
    ['textStyle', key === 'text'],
    ['calculate', key === 'calculate'],
    ['billRule', key === 'billRule'],
    ['popupSelect', key === 'popupSelect'],
    ['code', key === 'qrcode' || key === 'barcode'],
    ['table', key === SUB_TABLE_KEY],
    ['linkage', key !== 'tabItem' && key !== 'collapseItem'],
  ];
  return wanted.filter(([, shown]) => shown).map(([name]) => name);
}
