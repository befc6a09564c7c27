import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  WORKFLOW_FLOW_ENGINE,
  type CreatedId,
  type FlowEngineCategories,
  type FlowEngineExport,
  type FlowEnginePage,
  type FlowEngineRecord,
  type FlowEngineStateAnswer,
  type FormDataFieldList,
} from '@mepm/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { flowEngineVersions } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  copiedLeaveForm,
  createFlow,
  designId,
  flowAction,
  flowBody,
  flowItem,
  insertTask,
  simpleTemplate,
  uniqueCode,
} from './flow-engine-support';

describe('flow definitions', () => {
  let h: Harness;
  let token = '';
  let leaveForm = '';
  let adminId = '';
  const read = async (id: string) =>
    envelope<FlowEngineRecord>(await call(h.app, 'GET', flowItem(id), { token })).data;
  const put = (id: string, payload: object, language = 'en') =>
    call(h.app, 'PUT', flowItem(id), { token, language, payload });
  const post = (path: string, id: string, language = 'en') =>
    call(h.app, 'POST', flowAction(path, id), { token, language });
  const release = (id: string, language = 'en') => post(WORKFLOW_FLOW_ENGINE.release, id, language);
  const refusal = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answered = await response;
    assert.equal(answered.statusCode, 400, answered.body);
    return (JSON.parse(answered.body) as { msg: string }).msg;
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    leaveForm = await designId(h, 'wfLeaveForm');
    const admin = await h.db.execute<{ id: string }>(
      sql`select id from users where account = 'admin'`,
    );
    adminId = admin.rows[0]?.id ?? '';
  });
  after(() => h.close());

  it('creates, reads, lists, edits and deletes a flow', async () => {
    const code = uniqueCode('exp');
    const id = await createFlow(h, token, flowBody(code, leaveForm));
    const record = await read(id);
    assert.deepEqual(
      [record.enCode, record.state, record.releasedVersion, record.version, record.formName],
      [code, 0, 0, 0, '请假申请单'],
    );
    assert.equal(record.creatorUser, '管理员');
    assert.deepEqual(record.flowTemplateJson, simpleTemplate());

    const page = envelope<FlowEnginePage>(
      await call(h.app, 'GET', `${WORKFLOW_FLOW_ENGINE.list}?keyword=${code}&category=finance`, {
        token,
      }),
    ).data;
    assert.deepEqual(
      page.list.map((row) => row.id),
      [id],
    );
    const released = envelope<FlowEnginePage>(
      await call(h.app, 'GET', `${WORKFLOW_FLOW_ENGINE.list}?keyword=${code}&state=1`, { token }),
    ).data;
    assert.equal(released.list.length, 0);

    const edited = await put(id, { ...flowBody(code, leaveForm), fullName: '报销2', version: 0 });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await read(id)).fullName, '报销2');
    assert.match(
      await refusal(put(id, { ...flowBody(code, leaveForm), version: 0 })),
      /Someone changed this flow/,
    );
    assert.equal((await call(h.app, 'DELETE', flowItem(id), { token })).statusCode, 200);
    assert.equal((await call(h.app, 'GET', flowItem(id), { token })).statusCode, 404);
  });

  it('saves one of 50 edits of one version and refuses the others', async () => {
    const code = uniqueCode('race');
    const id = await createFlow(h, token, flowBody(code, leaveForm));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        put(id, { ...flowBody(code, leaveForm), fullName: `名${index}`, version: 0 }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(codes, [200, ...Array.from({ length: 49 }, () => 400)]);
    assert.equal((await read(id)).version, 1);
  });

  it('answers 400, never 500, to any template and writes nothing', async () => {
    const before = await h.db.execute(sql`select count(*)::int as n from flow_engines`);
    const node = fc.record(
      {
        type: fc.constantFrom('start', 'approver', 'copy', 'branch', 'condition', 'parallel', 'x'),
        nodeId: fc.oneof(fc.constantFrom('a', 'b', 'start'), fc.string()),
        properties: fc.oneof(fc.object({ maxDepth: 1 }), fc.constant({ title: 't' })),
        childNode: fc.constant(null),
        conditionNodes: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }),
      },
      { requiredKeys: ['type', 'nodeId'] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(node, fc.anything({ maxDepth: 3 })), async (childNode) => {
        const body = flowBody(uniqueCode('fuzz'), leaveForm, {
          flowTemplateJson: { ...simpleTemplate(), childNode } as never,
        });
        const answer = await call(h.app, 'POST', WORKFLOW_FLOW_ENGINE.create, {
          token,
          payload: body,
        });
        assert.equal(answer.statusCode, 400, answer.body);
      }),
      { numRuns: 150 },
    );
    const after = await h.db.execute(sql`select count(*)::int as n from flow_engines`);
    assert.deepEqual(after.rows, before.rows);
  });

  it('refuses a template with problems, naming the node by its title', async () => {
    const template = simpleTemplate();
    const approver = template.childNode;
    assert.ok(approver?.type === 'approver');
    approver.properties.assignee = { kind: 'formField', field: 'reason' };
    const body = flowBody(uniqueCode('bad'), leaveForm, { flowTemplateJson: template });
    const send = (language: string) =>
      call(h.app, 'POST', WORKFLOW_FLOW_ENGINE.create, { token, language, payload: body });
    assert.equal(
      await refusal(send('en')),
      'The flow design is not valid: Node "主管审批": The field reason is not a user picker',
    );
    assert.equal(
      await refusal(send('zh')),
      '流程设计有误：节点“主管审批”：字段reason不是用户选择字段',
    );
    const shapeless = { ...body, flowTemplateJson: { ...simpleTemplate(), childNode: { a: 1 } } };
    assert.match(
      await refusal(
        call(h.app, 'POST', WORKFLOW_FLOW_ENGINE.create, {
          token,
          language: 'en',
          payload: shapeless,
        }),
      ),
      /The setting childNode\.type is not valid/,
    );
  });

  it('refuses unknown categories, forms that are not released flow forms and unknown launchers', async () => {
    const create = (extra: object) =>
      call(h.app, 'POST', WORKFLOW_FLOW_ENGINE.create, {
        token,
        language: 'en',
        payload: flowBody(uniqueCode('ref'), leaveForm, extra),
      });
    assert.match(await refusal(create({ category: 'nope' })), /no flow category nope/);
    assert.match(await refusal(create({ formType: 2 })), /There is no such system form/);
    assert.match(
      await refusal(create({ formId: 'missing' })),
      /must be a released function design/,
    );
    const draft = await copiedLeaveForm(h);
    await h.db.execute(sql`update visualdev_designs set state = 0 where id = ${draft}`);
    assert.match(await refusal(create({ formId: draft })), /must be a released function design/);
    const webForm = await copiedLeaveForm(h);
    await h.db.execute(sql`update visualdev_designs set type = 1 where id = ${webForm}`);
    assert.match(await refusal(create({ formId: webForm })), /must be a released function design/);
    assert.match(
      await refusal(
        create({ visibleType: 1, launchers: [{ objectType: 'role', objectId: 'ghost' }] }),
      ),
      /The launcher role ghost does not exist/,
    );
    assert.match(await refusal(create({ visibleType: 1, launchers: [] })), /Choose who may launch/);
    const rows = await h.db.execute(sql`select 1 from flow_engines where en_code like 'ref%'`);
    assert.equal(rows.rows.length, 0);
  });

  it('releases numbered versions of the template and the form as released then', async () => {
    const form = await copiedLeaveForm(h);
    const code = uniqueCode('rel');
    const id = await createFlow(h, token, flowBody(code, form));
    const first = await release(id);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(envelope<FlowEngineStateAnswer>(first).data, {
      state: 1,
      releasedVersion: 1,
    });
    // An edit of a released flow stays a draft of the next version until it is released.
    const template = simpleTemplate();
    template.properties.title = '申请人';
    const edit = await put(id, {
      ...flowBody(code, form, { flowTemplateJson: template }),
      version: 0,
    });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.deepEqual([(await read(id)).state, (await read(id)).releasedVersion], [1, 1]);
    assert.deepEqual(envelope<FlowEngineStateAnswer>(await release(id)).data, {
      state: 1,
      releasedVersion: 2,
    });
    const versions = await h.db
      .select({ no: flowEngineVersions.versionNo, template: flowEngineVersions.template })
      .from(flowEngineVersions)
      .where(eq(flowEngineVersions.flowId, id))
      .orderBy(flowEngineVersions.versionNo);
    assert.deepEqual(
      versions.map((v) => [
        v.no,
        (v.template as { properties: { title: string } }).properties.title,
      ]),
      [
        [1, '发起'],
        [2, '申请人'],
      ],
    );

    // The form drops the field the start node writes: the next release is refused, naming it.
    await h.db.execute(sql`
      update visualdev_designs
      set released_design = jsonb_set(released_design, '{formData,fields}',
        (select jsonb_agg(f) from jsonb_array_elements(released_design -> 'formData' -> 'fields') f
         where f ->> '__vModel__' <> 'days'))
      where id = ${form}`);
    assert.equal(
      await refusal(release(id, 'en')),
      'The flow design is not valid: Node "申请人": The form has no field days',
    );
    assert.equal((await read(id)).releasedVersion, 2);
  });

  it('numbers 50 releases of one flow at once 1 to 50 without an error', async () => {
    const id = await createFlow(h, token, flowBody(uniqueCode('many'), leaveForm));
    const answers = await Promise.all(Array.from({ length: 50 }, () => release(id)));
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array.from({ length: 50 }, () => 200),
    );
    const numbers = answers
      .map((answer) => envelope<FlowEngineStateAnswer>(answer).data.releasedVersion)
      .sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    assert.equal((await read(id)).releasedVersion, 50);
  });

  it('stops a released flow only; its running tasks keep their version', async () => {
    const id = await createFlow(h, token, flowBody(uniqueCode('stop'), leaveForm));
    assert.match(await refusal(post(WORKFLOW_FLOW_ENGINE.stop, id)), /Only a released flow/);
    await release(id);
    const task = await insertTask(h, id, adminId);
    await release(id);
    const stopped = await post(WORKFLOW_FLOW_ENGINE.stop, id);
    assert.deepEqual(envelope<FlowEngineStateAnswer>(stopped).data, {
      state: 2,
      releasedVersion: 2,
    });
    const kept = await h.db.execute<{ no: number }>(sql`
      select v.version_no as no from flow_tasks t join flow_engine_versions v on v.id = t.version_id
      where t.id = ${task}`);
    assert.equal(kept.rows[0]?.no, 1);
    assert.equal(
      (await call(h.app, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.stop, 'nope'), { token }))
        .statusCode,
      404,
    );
  });

  it('refuses to delete a flow a task was launched on, and deletes its versions otherwise', async () => {
    const used = await createFlow(h, token, flowBody(uniqueCode('used'), leaveForm));
    await release(used);
    await insertTask(h, used, adminId);
    assert.match(
      await refusal(call(h.app, 'DELETE', flowItem(used), { token, language: 'en' })),
      /Tasks were launched on this flow/,
    );
    assert.ok(await read(used));
    const unused = await createFlow(
      h,
      token,
      flowBody(uniqueCode('free'), leaveForm, {
        visibleType: 1,
        launchers: [{ objectType: 'user', objectId: adminId }],
      }),
    );
    await release(unused);
    assert.equal((await call(h.app, 'DELETE', flowItem(unused), { token })).statusCode, 200);
    const left = await h.db.execute(sql`
      select 1 from flow_engine_versions where flow_id = ${unused}
      union all select 1 from flow_engine_launchers where flow_id = ${unused}`);
    assert.equal(left.rows.length, 0);
  });

  it('copies a flow 50 times at once under 50 codes, unreleased, with its launchers', async () => {
    const code = uniqueCode('orig');
    const id = await createFlow(
      h,
      token,
      flowBody(code, leaveForm, {
        visibleType: 1,
        launchers: [{ objectType: 'user', objectId: adminId }],
      }),
    );
    await release(id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(WORKFLOW_FLOW_ENGINE.copy, id, 'zh')),
    );
    const ids = answers.map((answer) => {
      assert.equal(answer.statusCode, 200, answer.body);
      return envelope<CreatedId>(answer).data.id;
    });
    const copies = await Promise.all(ids.slice(0, 3).map(read));
    for (const copy of copies) {
      assert.deepEqual(
        [copy.fullName, copy.state, copy.releasedVersion, copy.launchers],
        ['报销副本', 0, 0, [{ objectType: 'user', objectId: adminId }]],
      );
      assert.ok(copy.enCode.startsWith(`${code}.c`));
    }
    const codes = await h.db.execute<{ n: number }>(
      sql`select count(distinct en_code)::int as n from flow_engines where en_code like ${`${code}.c%`}`,
    );
    assert.equal(codes.rows[0]?.n, 50);
  });

  it('exports a flow and imports the file as a new unreleased flow', async () => {
    const code = uniqueCode('out');
    const id = await createFlow(h, token, flowBody(code, leaveForm));
    const file = envelope<FlowEngineExport>(
      await call(h.app, 'GET', flowAction(WORKFLOW_FLOW_ENGINE.exportData, id), { token }),
    ).data;
    assert.deepEqual(file.flowTemplateJson, simpleTemplate());
    assert.equal(file.enCode, code);
    const duplicate = await call(h.app, 'POST', WORKFLOW_FLOW_ENGINE.importData, {
      token,
      language: 'en',
      payload: file,
    });
    assert.equal(duplicate.statusCode, 400, duplicate.body);
    const imported = await call(h.app, 'POST', WORKFLOW_FLOW_ENGINE.importData, {
      token,
      payload: { ...file, enCode: `${code}in` },
    });
    assert.equal(imported.statusCode, 200, imported.body);
    const copy = await read(envelope<CreatedId>(imported).data.id);
    assert.deepEqual(
      [copy.state, copy.fullName, copy.visibleType, copy.flowTemplateJson],
      [0, file.fullName, 0, file.flowTemplateJson],
    );
    const broken = { ...file, enCode: `${code}bad`, flowTemplateJson: { type: 'start' } };
    assert.equal(
      (await call(h.app, 'POST', WORKFLOW_FLOW_ENGINE.importData, { token, payload: broken }))
        .statusCode,
      400,
    );
  });

  it("lists the flow form's fields and the released flows by category", async () => {
    const id = await createFlow(h, token, flowBody(uniqueCode('fld'), leaveForm));
    const fields = envelope<FormDataFieldList>(
      await call(h.app, 'GET', flowAction(WORKFLOW_FLOW_ENGINE.formDataFields, id), { token }),
    ).data.list;
    assert.deepEqual(
      fields.map((field) => [field.vModel, field.wyzxKey]),
      [
        ['leaveType', 'select'],
        ['startDate', 'date'],
        ['endDate', 'date'],
        ['days', 'number'],
        ['reason', 'textarea'],
      ],
    );
    const generated = await createFlow(
      h,
      token,
      flowBody(uniqueCode('gen'), leaveForm, { type: 1 }),
    );
    await release(generated);
    const selector = envelope<FlowEngineCategories>(
      await call(h.app, 'GET', `${WORKFLOW_FLOW_ENGINE.selector}?type=1`, { token }),
    ).data.list;
    assert.deepEqual(
      selector.flatMap((group) => group.children.map((flow) => flow.id)),
      [generated],
    );
    const launchable = envelope<FlowEngineCategories>(
      await call(h.app, 'GET', WORKFLOW_FLOW_ENGINE.listAll, { token }),
    ).data.list.flatMap((group) => group.children.map((flow) => flow.id));
    assert.ok(!launchable.includes(generated), 'a generated-page flow is not on the launch page');
  });
});
