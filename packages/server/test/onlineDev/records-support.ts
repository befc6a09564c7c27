import assert from 'node:assert/strict';
import {
  EMPTY_COLUMN_DESIGN,
  fillPath,
  ONLINE_DEV_BUTTON,
  VISUALDEV_BASE,
  VISUALDEV_ONLINE_DEV,
  SUB_ROW_ID,
  type FormField,
} from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { dataSchemes, menuElements, menus } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { createCaller, createRole, menuId, type Caller } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createDesign, designBody, input, uniqueCode } from './web-design-support';

/**
 * A released design of a generated page with a text, a number, a dictionary select, a date, a
 * bill number and a sub-table (a quantity and a read-only approved quantity), published by hand as a menu entry of type 3 with its elements.
 */
export const recordFields = (rule: string): FormField[] => [
  {
    ...input('name', '名称', 1),
    __config__: { wyzxKey: 'input', label: '名称', formId: 1, required: true },
  } as FormField,
  {
    __config__: { wyzxKey: 'number', label: '数量', formId: 2 },
    __vModel__: 'amount',
    max: 1000,
  } as FormField,
  {
    __config__: {
      wyzxKey: 'select',
      label: '分类',
      formId: 3,
      dataType: 'dictionary',
      dictionaryType: 'visualDevCategory',
    },
    __vModel__: 'kind',
  } as FormField,
  {
    __config__: { wyzxKey: 'date', label: '日期', formId: 4 },
    __vModel__: 'day',
    type: 'date',
  } as FormField,
  {
    __config__: { wyzxKey: 'billRule', label: '单号', formId: 5, rule },
    __vModel__: 'billNo',
  } as FormField,
  input('secret', '内部备注', 6),
  {
    __config__: {
      wyzxKey: 'table',
      label: '明细',
      formId: 7,
      children: [
        { __config__: { wyzxKey: 'number', label: '数量', formId: 8 }, __vModel__: 'qty' },
        {
          __config__: { wyzxKey: 'number', label: '核定', formId: 9, defaultValue: 0 },
          __vModel__: 'approved',
          disabled: true,
        },
      ],
    },
    __vModel__: 'lines',
  } as FormField,
];

/** A tree list: the tree of `kind` on the left filters the records (equal), as a search would. */
export const columnData = {
  ...EMPTY_COLUMN_DESIGN,
  type: 2,
  treeField: 'kind',
  searchList: [
    { prop: 'name', label: '名称', match: 'like' },
    { prop: 'amount', label: '数量', match: 'between' },
  ],
  columnList: ['name', 'amount', 'kind', 'day', 'billNo'].map((prop) => ({
    prop,
    label: prop,
    align: 'left',
    width: null,
    sortable: prop !== 'kind',
    fixed: 'none',
  })),
};

export interface RecordPage {
  h: Harness;
  admin: string;
  designId: string;
  menuId: string;
  menuCode: string;
  table: string;
  /** Holds every button, the columns but `day`, the fields but `secret`, only own records. */
  clerk: Caller;
  /** The same role as the clerk: another user whose records the clerk must not reach. */
  colleague: Caller;
  /** The menu and no button. */
  viewer: Caller;
  /** Nothing of the page. */
  stranger: Caller;
}

const BUTTONS = Object.values(ONLINE_DEV_BUTTON);
const KEYS = ['name', 'amount', 'kind', 'day', 'billNo', 'secret', 'lines'];

/** Starts the application with the page set up; `close` with `page.h.close()`. */
export async function startRecordPage(): Promise<RecordPage> {
  const { h, token: admin } = await startAppAsAdmin();
  const rule = uniqueCode('r');
  await h.db.execute(sql`insert into bill_rules (id, en_code, full_name, prefix, digits)
    values (${rule}, ${rule}, ${rule}, 'NO', 5)`);
  const code = uniqueCode('rec');
  const body = designBody(code, {
    formData: { formConf: { labelWidth: 100 }, fields: recordFields(rule) },
    columnData,
  });
  const designId = await createDesign(h, admin, body);
  const released = await call(h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id: designId }), {
    token: admin,
    payload: { state: 1 },
  });
  assert.equal(released.statusCode, 200, released.body);

  const menuCode = `page.${code}`;
  const [menu] = await h.db
    .insert(menus)
    .values({
      parentId: await menuId(h.db, 'onlineDev'),
      type: 3,
      enCode: menuCode,
      fullName: code,
      propertyJson: JSON.stringify({ moduleId: designId }),
    })
    .returning();
  assert.ok(menu);
  const element = (kind: 'button' | 'column' | 'form', enCode: string) => ({
    menuId: menu.id,
    kind,
    enCode,
    fullName: enCode,
  });
  await h.db
    .insert(menuElements)
    .values([
      ...BUTTONS.map((b) => element('button', b)),
      ...['name', 'amount', 'kind', 'day', 'billNo'].map((c) => element('column', c)),
      ...KEYS.map((f) => element('form', f)),
    ]);
  const [scheme] = await h.db
    .insert(dataSchemes)
    .values({
      menuId: menu.id,
      enCode: 'own',
      fullName: '本人',
      conditions: {
        logic: 'and',
        groups: [
          { logic: 'and', conditions: [{ field: 'creatorUserId', op: '==', value: '@userId' }] },
        ],
      },
    })
    .returning();
  assert.ok(scheme);
  const role = await createRole(h.db, {
    menus: [menuCode],
    buttons: BUTTONS.map((b): [string, string] => [menuCode, b]),
    columns: ['name', 'amount', 'kind', 'billNo'].map((c): [string, string] => [menuCode, c]),
    forms: KEYS.filter((k) => k !== 'secret').map((f): [string, string] => [menuCode, f]),
    resources: [scheme.id],
  });
  const clerk = await createCaller(h, { roles: [role] });
  const colleague = await createCaller(h, { roles: [role] });
  const viewer = await createCaller(h, {
    roles: [await createRole(h.db, { menus: [menuCode], resources: [scheme.id] })],
  });
  const stranger = await createCaller(h, {});
  return {
    h,
    admin,
    designId,
    menuId: menu.id,
    menuCode,
    table: `wyzx_${code.toLowerCase()}`,
    clerk,
    colleague,
    viewer,
    stranger,
  };
}

const withMenu = (url: string, menu: string | undefined) =>
  menu === undefined ? url : `${url}?menuId=${menu}`;

/** The page's calls as `token`, through `menu` (the page's entry unless named; null: none). */
export function pageCalls(page: RecordPage, token: string, menu: string | null = page.menuId) {
  const m = menu ?? undefined;
  const id = page.designId;
  const at = (recordId: string) => fillPath(VISUALDEV_ONLINE_DEV.record, { id, recordId });
  return {
    config: () =>
      call(page.h.app, 'GET', withMenu(fillPath(VISUALDEV_ONLINE_DEV.config, { id }), m), {
        token,
      }),
    list: (body: object = {}) =>
      call(page.h.app, 'POST', fillPath(VISUALDEV_ONLINE_DEV.list, { id }), {
        token,
        payload: { ...body, ...(m === undefined ? {} : { menuId: m }) },
      }),
    create: (data: object) =>
      call(page.h.app, 'POST', withMenu(fillPath(VISUALDEV_ONLINE_DEV.create, { id }), m), {
        token,
        payload: { data },
      }),
    read: (recordId: string) => call(page.h.app, 'GET', withMenu(at(recordId), m), { token }),
    update: (recordId: string, data: object, version: number) =>
      call(page.h.app, 'PUT', withMenu(at(recordId), m), { token, payload: { data, version } }),
    remove: (recordId: string) => call(page.h.app, 'DELETE', withMenu(at(recordId), m), { token }),
    detail: (recordId: string) =>
      call(
        page.h.app,
        'GET',
        withMenu(fillPath(VISUALDEV_ONLINE_DEV.dataChange, { id, recordId }), m),
        { token },
      ),
    batchDelete: (ids: string[]) =>
      call(page.h.app, 'POST', withMenu(fillPath(VISUALDEV_ONLINE_DEV.batchDelete, { id }), m), {
        token,
        payload: { ids },
      }),
  };
}

/** Creates a record as `token` and answers its id. */
export async function createdId(
  calls: ReturnType<typeof pageCalls>,
  data: object,
): Promise<string> {
  const response = await calls.create(data);
  assert.equal(response.statusCode, 200, response.body);
  return envelope<{ id: string }>(response).data.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A record's sub-table rows without their ids, each row checked to carry a stored row's id. */
export function rowCells(rows: unknown): Record<string, unknown>[] {
  assert.ok(Array.isArray(rows), 'the sub-table holds rows');
  return rows.map((row: Record<string, unknown>) => {
    const { [SUB_ROW_ID]: id, ...cells } = row;
    assert.match(String(id), UUID);
    return cells;
  });
}
