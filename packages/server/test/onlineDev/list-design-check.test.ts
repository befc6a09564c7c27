import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  EMPTY_COLUMN_DESIGN,
  fillPath,
  VISUALDEV_BASE,
  type ColumnDesign,
  type FormField,
  type ListColumn,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { webDesigns } from '../../src/modules/onlineDev/webDesign/schema';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  createDesign,
  designBody,
  expectRefusals,
  orderFields,
  uniqueCode,
  type Refusal,
} from './web-design-support';

const column = (prop: string, sortable = false): ListColumn => ({
  prop,
  label: prop,
  align: 'left',
  width: null,
  sortable,
  fixed: 'none',
});

/** The order form with a select (kind) and an upload (files) beside its fields. */
const fields = (): FormField[] => [
  ...orderFields(),
  {
    __config__: { wyzxKey: 'select', label: '类别', formId: 7, dataType: 'static' },
    __slot__: { options: [{ fullName: '甲', id: 'a' }] },
    __vModel__: 'kind',
  } as FormField,
  { __config__: { wyzxKey: 'uploadFile', label: '附件', formId: 8 }, __vModel__: 'files' },
];

const withList = (list: Partial<ColumnDesign>) =>
  designBody(uniqueCode('list'), {
    formData: { formConf: {}, fields: fields() },
    columnData: { ...EMPTY_COLUMN_DESIGN, ...list },
  });

describe('the list design check', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  it('accepts columns, searches, a tree and a group of the form’s own fields', async () => {
    const ok = [
      withList({ columnList: [column('name', true), column('remark'), column('files')] }),
      withList({
        type: 2,
        treeField: 'kind',
        searchList: [{ prop: 'name', label: '', match: 'like' }],
      }),
      withList({ type: 3, groupField: 'total', defaultSidx: 'total' }),
    ];
    for (const payload of ok) {
      const response = await call(h.app, 'POST', VISUALDEV_BASE.create, { token, payload });
      assert.equal(response.statusCode, 200, response.body);
    }
  });

  it('refuses a list design its form cannot serve, naming the list part and the field', async () => {
    const cases: Refusal<object>[] = [
      [
        withList({ columnList: [column('missing')] }),
        /list columns names missing, which is not a field of the form/,
        /列表设计的列表字段中的missing不是表单的字段/,
      ],
      [
        withList({ searchList: [{ prop: 'lines', label: '', match: 'equal' }] }),
        /search fields cannot use the sub-table field lines/,
        /查询字段不能使用子表或子表中的字段lines/,
      ],
      [
        withList({ columnList: [column('lines.qty')] }),
        /list columns cannot use the sub-table field lines\.qty/,
        /列表字段不能使用子表或子表中的字段lines\.qty/,
      ],
      [
        withList({ columnList: [column('name'), column('name')] }),
        /list columns names name twice/,
        /列表字段中name重复/,
      ],
      [
        withList({ columnList: [column('files', true)] }),
        /field files is of a type that cannot be sorted/,
        /字段files的类型不能排序/,
      ],
      [
        withList({ defaultSidx: 'files' }),
        /field files is of a type that cannot be sorted/,
        /字段files的类型不能排序/,
      ],
      [withList({ type: 2 }), /needs its tree field/, /列表设计缺少树字段/],
      [
        withList({ type: 2, treeField: 'name' }),
        /tree field name of a tree list must be an option/,
        /树字段name必须是选项或组织字段/,
      ],
      [withList({ type: 3 }), /needs its group field/, /列表设计缺少分组字段/],
      [
        withList({ type: 3, groupField: 'nope' }),
        /group field names nope/,
        /分组字段中的nope不是表单的字段/,
      ],
    ];
    await expectRefusals(cases, (payload, language) =>
      call(h.app, 'POST', VISUALDEV_BASE.create, { token, language, payload }),
    );
  });

  it('checks a stored list design again when the design is released', async () => {
    const id = await createDesign(h, token, withList({ columnList: [column('name')] }));
    // A list design stored before it had its schema, as an older server would have kept it.
    await h.db
      .update(webDesigns)
      .set({ columnData: { columns: [] } })
      .where(eq(webDesigns.id, id));
    const refused = await call(h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id }), {
      token,
      language: 'en',
      payload: { state: 1 },
    });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.match(envelope<null>(refused).msg, /list design/);
    const [row] = await h.db
      .select({ state: webDesigns.state })
      .from(webDesigns)
      .where(eq(webDesigns.id, id));
    assert.equal(row?.state, 0);
  });
});
