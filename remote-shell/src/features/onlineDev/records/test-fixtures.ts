import type { ColumnDesign, OnlineDevConfig, OnlineDevRow } from '@mepm/contract';
import { EMPTY_COLUMN_DESIGN } from '@mepm/contract';
import { ONLINE_DEV_BUTTON } from '@mepm/contract/paths';
import { design, node } from '../../../shared/form-renderer/test-kit';

/** A design of the generated page's tests: an equipment register. */

export const PAGE_PATH = '/api/visualdev/OnlineDev/d1';
export const CONFIG = `GET ${PAGE_PATH}/Config`;
export const LIST = `POST ${PAGE_PATH}/List`;
export const CREATE = `POST ${PAGE_PATH}`;
export const READ = `GET ${PAGE_PATH}/r1`;
export const UPDATE = `PUT ${PAGE_PATH}/r1`;
export const REMOVE = `DELETE ${PAGE_PATH}/r1`;
export const DETAIL = `GET ${PAGE_PATH}/r1/DataChange`;
export const BATCH_DELETE = 'POST /api/visualdev/OnlineDev/batchDelete/d1';

export const formData = () =>
  design([
    node('input', '名称', { model: 'name' }, { required: true }),
    node('number', '数量', { model: 'qty' }),
    node('date', '购入日期', { model: 'day', type: 'date', format: 'yyyy/MM/dd' }),
    node(
      'select',
      '类别',
      {
        model: 'kind',
        __slot__: {
          options: [
            { id: 'pump', fullName: '水泵' },
            { id: 'fan', fullName: '风机' },
          ],
        },
      },
      { dataType: 'static' },
    ),
    node(
      'table',
      '配件',
      { model: 'parts' },
      { children: [node('input', '配件名', { model: 'part' })] },
    ),
  ]);

const column = (
  prop: string,
  label: string,
  extra: Partial<ColumnDesign['columnList'][number]> = {},
) => ({
  prop,
  label,
  align: 'left' as const,
  width: null,
  sortable: false,
  fixed: 'none' as const,
  ...extra,
});

export function config(
  over: Partial<ColumnDesign> = {},
  rights: Partial<OnlineDevConfig['rights']> = {},
): OnlineDevConfig {
  return {
    id: 'd1',
    fullName: '设备台账',
    enCode: 'equipment',
    type: 1,
    webType: 2,
    formData: formData(),
    columnData: {
      ...EMPTY_COLUMN_DESIGN,
      searchList: [
        { prop: 'name', label: '名称', match: 'like' },
        { prop: 'qty', label: '数量', match: 'between' },
      ],
      columnList: [
        column('name', '名称', { sortable: true }),
        column('qty', '数量', { align: 'right' }),
        column('day', '购入日期'),
        column('kind', '类别'),
      ],
      ...over,
    },
    rights: {
      buttons: Object.values(ONLINE_DEV_BUTTON),
      columns: null,
      formFields: null,
      ...rights,
    },
  };
}

/** 2026-03-05 local noon. */
const DAY = new Date(2026, 2, 5, 12).getTime();

export const ROWS: OnlineDevRow[] = [
  { id: 'r1', data: { name: '一号泵', qty: 3, day: DAY, kind: '水泵' } },
  { id: 'r2', data: { name: '二号风机', qty: 1, day: null, kind: '风机' } },
];
