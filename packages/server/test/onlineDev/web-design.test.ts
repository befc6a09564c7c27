import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  EMPTY_COLUMN_DESIGN,
  fillPath,
  VISUALDEV_BASE,
  type CreatedId,
  type FormDataFieldList,
  type WebDesignPage,
  type WebDesignRecord,
  type WebDesignSelector,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { menus } from '../../src/db/schema';
import { webDesigns } from '../../src/modules/onlineDev/webDesign/schema';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  createDesign,
  designBody,
  expectRefusals,
  input,
  orderFields,
  uniqueCode,
  type Refusal,
} from './web-design-support';

const listDesign = {
  ...EMPTY_COLUMN_DESIGN,
  columnList: [
    { prop: 'name', label: '名称', align: 'left', width: null, sortable: true, fixed: 'none' },
  ],
} as const;

describe('function designs', () => {
  let h: Harness;
  let token = '';
  const item = (id: string) => fillPath(VISUALDEV_BASE.item, { id });
  const read = async (id: string) =>
    envelope<WebDesignRecord>(await call(h.app, 'GET', item(id), { token })).data;
  const put = (id: string, payload: object, language = 'en') =>
    call(h.app, 'PUT', item(id), { token, language, payload });
  const release = (id: string, state: 0 | 1) =>
    call(h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id }), { token, payload: { state } });

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  it('creates, reads, lists, edits and deletes a design', async () => {
    const code = uniqueCode('order');
    const id = await createDesign(h, token, designBody(code));
    const record = await read(id);
    assert.deepEqual(
      [record.enCode, record.category, record.type, record.webType, record.state, record.version],
      [code, 'office', 1, 2, 0, 0],
    );
    assert.equal(record.creatorUser, '管理员');
    assert.deepEqual(record.formData.fields, orderFields());
    assert.deepEqual(record.releasedKeys, []);

    const page = envelope<WebDesignPage>(
      await call(h.app, 'GET', `${VISUALDEV_BASE.list}?keyword=${code}&type=1&category=office`, {
        token,
      }),
    ).data;
    assert.deepEqual(
      page.list.map((row) => row.id),
      [id],
    );
    assert.equal('formData' in (page.list[0] ?? {}), false, 'rows leave the JSON out');
    const otherType = envelope<WebDesignPage>(
      await call(h.app, 'GET', `${VISUALDEV_BASE.list}?keyword=${code}&type=3`, { token }),
    ).data;
    assert.equal(otherType.list.length, 0);

    const edited = await put(id, {
      ...designBody(code, { fullName: '采购申请单', columnData: listDesign }),
      version: 0,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const after = await read(id);
    assert.deepEqual(
      [after.fullName, after.version, after.columnData],
      ['采购申请单', 1, listDesign],
    );

    const removed = await call(h.app, 'DELETE', item(id), { token });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await call(h.app, 'GET', item(id), { token })).statusCode, 404);
    assert.equal((await put(id, { ...designBody(code), version: 1 })).statusCode, 404);
    assert.equal((await call(h.app, 'DELETE', item(id), { token })).statusCode, 404);
    assert.equal((await release(id, 1)).statusCode, 404);
  });

  it('refuses bad designs with the field named in the caller language, writing nothing', async () => {
    const count = async () => (await h.db.select({ id: webDesigns.id }).from(webDesigns)).length;
    const before = await count();
    const withFields = (fields: unknown[]) =>
      designBody(uniqueCode('bad'), { formData: { formConf: {}, fields } });
    const cases: Refusal<object>[] = [
      [designBody(uniqueCode('bad'), { formData: 'x' }), /form design/i, /表单设计/],
      [designBody(uniqueCode('bad'), { formData: { fields: [] } }), /form settings/, /表单属性/],
      [
        withFields([{ __config__: { wyzxKey: 'spinner', label: '转盘', formId: 1 } }]),
        /not valid: 转盘 \(fields\[0\]\): Unknown component type spinner/,
        /表单设计有误：转盘 \(fields\[0\]\)：不支持的组件类型spinner/,
      ],
      [
        withFields([input('name', '名称', 1), input('name', '别名', 2)]),
        /别名 \(fields\[1\]\): The field name name is used twice/,
        /别名 \(fields\[1\]\)：字段名name重复/,
      ],
      [
        withFields([{ ...input('name', '名称', 1), onClick: 'alert(1)' }]),
        /not valid: 名称 \(fields\[0\]/,
        /表单设计有误：名称 \(fields\[0\]/,
      ],
      [designBody(uniqueCode('bad'), { category: 'nope' }), /no design category nope/, /nope/],
      [designBody(uniqueCode('bad'), { type: 4 }), /type/i, /类型/],
      [designBody('bad code!'), /code/i, /编码/],
      [designBody(uniqueCode('bad'), { columnData: [1] }), /list design/i, /列表设计/],
      [
        designBody(uniqueCode('bad'), { columnData: { ...EMPTY_COLUMN_DESIGN, pageSize: 30 } }),
        /page size is not one of the allowed values/,
        /每页条数/,
      ],
      [designBody(uniqueCode('bad'), { dbLinkId: 'missing' }), /data source/, /数据源/],
    ];
    await expectRefusals(cases, (payload, language) =>
      call(h.app, 'POST', VISUALDEV_BASE.create, { token, language, payload }),
    );
    const code = uniqueCode('dup');
    await createDesign(h, token, designBody(code));
    const twice = await call(h.app, 'POST', VISUALDEV_BASE.create, {
      token,
      language: 'en',
      payload: designBody(code),
    });
    assert.equal(twice.statusCode, 400);
    assert.match(envelope<null>(twice).msg, /code already exists/);
    assert.equal(await count(), before + 1);
  });

  it('refuses a stale version and writes nothing', async () => {
    const code = uniqueCode('stale');
    const id = await createDesign(h, token, designBody(code));
    const first = await put(id, { ...designBody(code, { fullName: '第一' }), version: 0 });
    assert.equal(first.statusCode, 200, first.body);
    const second = await put(id, { ...designBody(code, { fullName: '第二' }), version: 0 });
    assert.equal(second.statusCode, 400);
    assert.match(envelope<null>(second).msg, /changed this design since you opened it/);
    const zh = await put(id, { ...designBody(code, { fullName: '第二' }), version: 0 }, 'zh');
    assert.match(envelope<null>(zh).msg, /已被他人修改/);
    const record = await read(id);
    assert.deepEqual([record.fullName, record.version], ['第一', 1]);
  });

  it('lets one of two edits of the same version win', async () => {
    const code = uniqueCode('race');
    const id = await createDesign(h, token, designBody(code));
    const answers = await Promise.all(
      ['甲', '乙', '丙', '丁', '戊'].map((name) =>
        put(id, { ...designBody(code, { fullName: name }), version: 0 }),
      ),
    );
    assert.equal(answers.filter((answer) => answer.statusCode === 200).length, 1);
    assert.equal((await read(id)).version, 1);
  });

  it('keeps every released key: renaming or removing one is refused, adding is fine', async () => {
    const code = uniqueCode('rel');
    const id = await createDesign(h, token, designBody(code));
    const released = await release(id, 1);
    assert.deepEqual(envelope<{ state: number }>(released).data, { state: 1 });
    const record = await read(id);
    assert.deepEqual(record.releasedKeys, ['lines', 'lines.qty', 'name', 'remark', 'total']);
    // The release recorded the tables: an edit read before it is stale.
    assert.equal(record.version, 1);

    const renamed = orderFields().map((field) =>
      '__vModel__' in field && field.__vModel__ === 'name'
        ? { ...field, __vModel__: 'title' }
        : field,
    );
    const refused = await put(id, {
      ...designBody(code, { formData: { formConf: {}, fields: renamed } }),
      version: record.version,
    });
    assert.equal(refused.statusCode, 400);
    assert.match(envelope<null>(refused).msg, /cannot be removed or renamed: name$/);
    const withoutLines = orderFields().slice(0, 3);
    const dropped = await put(
      id,
      {
        ...designBody(code, { formData: { formConf: {}, fields: withoutLines } }),
        version: record.version,
      },
      'zh',
    );
    assert.match(envelope<null>(dropped).msg, /已发布过的字段不能删除或改名：lines, lines.qty/);

    // Back to draft, the released keys still hold: records stored under them remain.
    await release(id, 0);
    const { version } = await read(id);
    const stillRefused = await put(id, {
      ...designBody(code, { formData: { formConf: {}, fields: renamed } }),
      version,
    });
    assert.equal(stillRefused.statusCode, 400);

    const added = await put(id, {
      ...designBody(code, {
        formData: { formConf: {}, fields: [...orderFields(), input('extra', '附加', 9)] },
      }),
      version,
    });
    assert.equal(added.statusCode, 200, added.body);
    const saved = await read(id);
    assert.equal(saved.formData.fields.length, 5);
    assert.equal(saved.version, version + 1);
  });

  it('copies a design as a draft with a unique code, fifty copies at once', async () => {
    const code = uniqueCode('copy');
    const id = await createDesign(h, token, designBody(code));
    await release(id, 1);
    const copy = (language: string) =>
      call(h.app, 'POST', fillPath(VISUALDEV_BASE.copy, { id }), { token, language });
    const one = envelope<CreatedId>(await copy('zh')).data.id;
    const copied = await read(one);
    assert.deepEqual(
      [copied.fullName, copied.state, copied.releasedKeys, copied.version],
      ['采购申请副本', 0, [], 0],
    );
    assert.ok(copied.enCode.startsWith(`${code}.c`));
    assert.deepEqual(copied.formData, (await read(id)).formData);
    assert.equal(
      (await read(envelope<CreatedId>(await copy('en')).data.id)).fullName,
      '采购申请 (copy)',
    );

    const answers = await Promise.all(Array.from({ length: 50 }, () => copy('zh')));
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array.from({ length: 50 }, () => 200),
    );
    const codes = await h.db
      .select({ enCode: webDesigns.enCode })
      .from(webDesigns)
      .where(eq(webDesigns.fullName, '采购申请副本'));
    assert.equal(new Set(codes.map((row) => row.enCode)).size, codes.length);
    assert.ok(codes.length >= 51);

    const longCode = `${'x'.repeat(50 - 4)}${code.slice(-4)}`;
    const longId = await createDesign(h, token, designBody(longCode.slice(0, 50)));
    const longCopy = await read(
      envelope<CreatedId>(
        await call(h.app, 'POST', fillPath(VISUALDEV_BASE.copy, { id: longId }), { token }),
      ).data.id,
    );
    assert.ok(longCopy.enCode.length <= 50);
  });

  it('refuses to delete a design a menu entry opens', async () => {
    const code = uniqueCode('menu');
    const id = await createDesign(h, token, designBody(code));
    await h.db.insert(menus).values({
      type: 3,
      enCode: uniqueCode('m'),
      fullName: '采购菜单',
      propertyJson: JSON.stringify({ moduleId: id }),
    });
    const refused = await call(h.app, 'DELETE', item(id), { token, language: 'en' });
    assert.equal(refused.statusCode, 400);
    assert.match(envelope<null>(refused).msg, /"采购菜单" opens this design/);
    assert.equal((await call(h.app, 'GET', item(id), { token })).statusCode, 200);
    await h.db.delete(menus).where(eq(menus.fullName, '采购菜单'));
    assert.equal((await call(h.app, 'DELETE', item(id), { token })).statusCode, 200);
  });

  it('offers released designs by category and lists a design’s valued fields', async () => {
    const code = uniqueCode('sel');
    const id = await createDesign(h, token, designBody(code, { type: 3, category: 'project' }));
    const draft = await createDesign(h, token, designBody(uniqueCode('sel'), { type: 3 }));
    await release(id, 1);
    const selector = envelope<WebDesignSelector>(
      await call(h.app, 'GET', `${VISUALDEV_BASE.selector}?type=3`, { token, language: 'en' }),
    ).data;
    const project = selector.list.find((group) => group.id === 'project');
    assert.equal(project?.fullName, 'Project management');
    assert.ok(project?.children.some((design) => design.id === id));
    const ids = selector.list.flatMap((group) => group.children.map((design) => design.id));
    assert.ok(!ids.includes(draft), 'drafts are not offered');
    const webOnly = envelope<WebDesignSelector>(
      await call(h.app, 'GET', `${VISUALDEV_BASE.selector}?type=1`, { token }),
    ).data;
    assert.ok(!webOnly.list.flatMap((group) => group.children).some((d) => d.id === id));

    const fields = envelope<FormDataFieldList>(
      await call(h.app, 'GET', fillPath(VISUALDEV_BASE.formDataFields, { id }), { token }),
    ).data;
    assert.deepEqual(fields.list, [
      { vModel: 'name', label: '名称', wyzxKey: 'input' },
      { vModel: 'total', label: '金额', wyzxKey: 'amount' },
      { vModel: 'remark', label: '备注', wyzxKey: 'input' },
      { vModel: 'lines', label: '明细', wyzxKey: 'table' },
      { vModel: 'lines.qty', label: '明细-数量', wyzxKey: 'number' },
    ]);
    const missing = fillPath(VISUALDEV_BASE.formDataFields, { id: 'nope' });
    assert.equal((await call(h.app, 'GET', missing, { token })).statusCode, 404);
  });
});
