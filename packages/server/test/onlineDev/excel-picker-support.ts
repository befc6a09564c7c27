import assert from 'node:assert/strict';
import { EMPTY_COLUMN_DESIGN, fillPath, VISUALDEV_BASE, type FormField } from '@mepm/contract';
import { organizations, positions, roles, users } from '../../src/db/schema';
import { call } from '../support/requests';
import type { RecordPage } from './records-support';
import { createDesign, designBody, input, uniqueCode } from './web-design-support';

let formId = 100;
/** A field labelled by its key; static options set `dataType` as the designer does. */
const field = (key: string, wyzxKey: string, props: object = {}): FormField =>
  ({
    __config__: {
      wyzxKey,
      label: key,
      formId: formId++,
      ...('__slot__' in props ? { dataType: 'static' } : {}),
    },
    __vModel__: key,
    ...props,
  }) as FormField;

const staticOptions = (options: object[]) => ({ __slot__: { options } });

/** Cascader options: China/Zhejiang/Hangzhou and USA/California. */
const AREAS = staticOptions([
  {
    id: 'cn',
    fullName: 'China',
    children: [{ id: 'zj', fullName: 'Zhejiang', children: [{ id: 'hz', fullName: 'Hangzhou' }] }],
  },
  { id: 'us', fullName: 'USA', children: [{ id: 'ca', fullName: 'California' }] },
]);
/** Tree select options: `Misc` under both roots, so only its path names one. */
const NODES = staticOptions([
  {
    id: 'tools',
    fullName: 'Tools',
    children: [
      { id: 'pens', fullName: 'Pens' },
      { id: 'tools-misc', fullName: 'Misc' },
    ],
  },
  { id: 'food', fullName: 'Food', children: [{ id: 'food-misc', fullName: 'Misc' }] },
]);

/**
 * A form of every picker, cascade and range kind the import reads, keys as the labels; `lead`
 * may hold only the users `leads` lists.
 */
export const pickerFields = (leads: string[] = []): FormField[] => [
  input('name', 'name', 1),
  field('owner', 'userSelect'),
  field('helpers', 'userSelect', { multiple: true }),
  field('dept', 'departmentSelect'),
  field('org', 'organizeSelect'),
  field('post', 'positionSelect'),
  field('role', 'roleSelect', { multiple: true }),
  field('area', 'cascader', AREAS),
  field('areas', 'cascader', { ...AREAS, multiple: true }),
  field('node', 'treeSelect', NODES),
  field('period', 'dateRange', { type: 'daterange', format: 'yyyy-MM-dd' }),
  field('hours', 'timeRange'),
  field('lead', 'userSelect', { selectType: 'custom', ableIds: leads }),
];

export const PICKER_KEYS = pickerFields().map((one) => (one as { __vModel__: string }).__vModel__);

/** Publishes the picker form beside `page` and answers its design id and table. */
export async function startPickerDesign(
  page: RecordPage,
  leads: string[],
): Promise<{ id: string; table: string }> {
  const code = uniqueCode('pick');
  const columnData = {
    ...EMPTY_COLUMN_DESIGN,
    columnList: PICKER_KEYS.map((prop) => ({
      prop,
      label: prop,
      align: 'left',
      width: null,
      sortable: false,
      fixed: 'none',
    })),
  };
  const body = designBody(code, {
    formData: { formConf: { labelWidth: 100 }, fields: pickerFields(leads) },
    columnData,
  });
  const id = await createDesign(page.h, page.admin, body);
  const released = await call(page.h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id }), {
    token: page.admin,
    payload: { state: 1 },
  });
  assert.equal(released.statusCode, 200, released.body);
  return { id, table: `wyzx_${code.toLowerCase()}` };
}

/**
 * People and organisation rows whose names the cells give: `same` is the real name of two users,
 * of two departments, of two positions and of two roles; `sales` names a department and a
 * company. Every name carries `tag`, so that other tests' rows never share it.
 */
export async function pickerPeople(page: RecordPage) {
  const tag = uniqueCode('');
  const db = page.h.db;
  const user = async (account: string, realName: string) => {
    const [row] = await db
      .insert(users)
      .values({ account: `${account}${tag}`, realName: `${realName}${tag}`, passwordHash: 'x' })
      .returning({ id: users.id });
    assert.ok(row);
    return row.id;
  };
  const organize = async (code: string, name: string, category: 'company' | 'department') => {
    const [row] = await db
      .insert(organizations)
      .values({ enCode: `${code}${tag}`, fullName: `${name}${tag}`, category })
      .returning({ id: organizations.id });
    assert.ok(row);
    return row.id;
  };
  const named = async (table: typeof positions | typeof roles, code: string, name: string) => {
    const [row] = await db
      .insert(table)
      .values({ enCode: `${code}${tag}`, fullName: `${name}${tag}` })
      .returning({ id: table.id });
    assert.ok(row);
    return row.id;
  };
  return {
    tag,
    ann: await user('ann', 'Ann'),
    bob: await user('bob', 'Bob'),
    same1: await user('same1', 'Same'),
    same2: await user('same2', 'Same'),
    head: await organize('head', 'Head', 'company'),
    salesCompany: await organize('salesco', 'Sales', 'company'),
    sales: await organize('sales', 'Sales', 'department'),
    ops1: await organize('ops1', 'Same', 'department'),
    ops2: await organize('ops2', 'Same', 'department'),
    clerk: await named(positions, 'clerk', 'Clerk'),
    post1: await named(positions, 'post1', 'Same'),
    post2: await named(positions, 'post2', 'Same'),
    editor: await named(roles, 'editor', 'Editor'),
    reader: await named(roles, 'reader', 'Reader'),
    role1: await named(roles, 'role1', 'Same'),
    role2: await named(roles, 'role2', 'Same'),
  };
}
