import type { FieldKey } from '@mepm/contract';

/**
 * The palette's groups in the order the platform family shows them. Tab and collapse items are
 * not offered: a tab or collapse brings its own, and its properties add more.
 */
export const PALETTE_GROUPS = [
  {
    name: 'basic',
    keys: [
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
    ],
  },
  {
    name: 'advanced',
    keys: [
      'organizeSelect',
      'departmentSelect',
      'positionSelect',
      'roleSelect',
      'userSelect',
      'address',
      'billRule',
      'table',
      'relationForm',
      'relationFormAttr',
      'popupSelect',
      'popupAttr',
      'calculate',
      'signature',
      'qrcode',
      'barcode',
    ],
  },
  {
    name: 'system',
    keys: [
      'createUser',
      'createTime',
      'modifyUser',
      'modifyTime',
      'currOrganize',
      'currDepartment',
      'currPosition',
    ],
  },
  {
    name: 'layout',
    keys: ['groupTitle', 'divider', 'text', 'alert', 'row', 'card', 'tab', 'collapse'],
  },
] as const satisfies readonly { name: string; keys: readonly FieldKey[] }[];

export type PaletteGroupName = (typeof PALETTE_GROUPS)[number]['name'];
