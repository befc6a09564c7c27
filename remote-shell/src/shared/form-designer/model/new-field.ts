import {
  CONTAINER_KEYS,
  DISPLAY_FIELD_KEYS,
  OPTION_FIELD_KEYS,
  SUB_TABLE_KEY,
  type FieldKey,
  type FormField,
} from '@mepm/contract';

/** The texts a new node starts with, in the designer's language. */
export interface NewFieldTexts {
  /** The type's name (单行输入…), the node's first label. */
  label: string;
  /** The n-th default option or tab (选项1, 标签1…), n from 1. */
  item(n: number): string;
}

type Props = Record<string, unknown>;

const staticOptions = (texts: NewFieldTexts) => ({
  options: [1, 2].map((n) => ({ id: String(n), fullName: texts.item(n) })),
});

/** What a type adds to a new node besides its config: the props its schema requires, and sensible starts. */
function propsOf(key: FieldKey, texts: NewFieldTexts): Props {
  switch (key) {
    case 'input':
    case 'textarea':
    case 'password':
    case 'select':
    case 'cascader':
    case 'treeSelect':
      return { clearable: true };
    case 'number':
      return { controls: true };
    case 'amount':
      return { precision: 2 };
    case 'date':
      return { type: 'date' };
    case 'dateRange':
      return { type: 'daterange' };
    case 'time':
    case 'timeRange':
      return { format: 'HH:mm:ss' };
    case 'rate':
      return { max: 5 };
    case 'slider':
      return { min: 0, max: 100, step: 1 };
    case 'uploadFile':
    case 'uploadImage':
      return { fileSize: 10, sizeUnit: 'MB', limit: 9 };
    case 'address':
      return { level: 2 };
    case 'relationForm':
      return { modelId: '', relationField: 'fullName', hasPage: true, pageSize: '20' };
    case 'popupSelect':
      return { interfaceId: '', propsValue: 'id', relationField: 'fullName', popupWidth: 700 };
    case 'calculate':
      return { expression: [{ type: 'number', value: 0 }], precision: 2 };
    case 'text':
      return { content: texts.label };
    case 'alert':
      return { title: texts.label, type: 'info', showIcon: true };
    case 'groupTitle':
      return { content: texts.label };
    case 'qrcode':
    case 'barcode':
      return { dataType: 'static', staticText: '' };
    case 'table':
      return { showSummary: false };
    default:
      return {};
  }
}

const inList = (list: readonly string[]) => new Set<string>(list);
const UNVALUED = inList([...DISPLAY_FIELD_KEYS, ...CONTAINER_KEYS]);
const OPTION_KEYS = inList(OPTION_FIELD_KEYS);
const HOLDERS = inList([...CONTAINER_KEYS, SUB_TABLE_KEY]);

/**
 * A new node of type `key` with designer id `formId`; a valued node's key is the type and the id
 * (`input12`), unique in the design because ids are. Tabs start with two tab items and collapses
 * with one item, numbered after `formId`; `nextFormId` says which id comes next.
 */
export function newField(
  key: FieldKey,
  formId: number,
  texts: NewFieldTexts,
): { node: FormField; nextFormId: number } {
  const config: Props = { wyzxKey: key, label: texts.label, formId, span: 24 };
  if (HOLDERS.has(key)) config.children = [];
  if (OPTION_KEYS.has(key)) config.dataType = 'static';
  if (key === 'billRule') config.rule = '';
  const node: Props = { __config__: config, ...propsOf(key, texts) };
  if (!UNVALUED.has(key)) node.__vModel__ = `${key}${formId}`;
  if (OPTION_KEYS.has(key)) node.__slot__ = staticOptions(texts);
  let next = formId + 1;
  const itemKey = key === 'tab' ? 'tabItem' : key === 'collapse' ? 'collapseItem' : undefined;
  if (itemKey) {
    const count = key === 'tab' ? 2 : 1;
    config.children = Array.from({ length: count }, (_, i) => ({
      __config__: { wyzxKey: itemKey, label: texts.item(i + 1), formId: next + i, children: [] },
    }));
    next += count;
  }
  // Built per type above from the contract's own keys; the design check holds it to the schema.
  return { node: node as unknown as FormField, nextFormId: next };
}
