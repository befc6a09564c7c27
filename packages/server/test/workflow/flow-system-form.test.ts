/**
 * System forms (formType 2): a flow on the bid application (投标申请) is designed, released,
 * launched and approved like one on a designed flow form; its tender select offers, and its
 * check admits, only the enabled tenders of the BiddingProject dictionary.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  APPLY_FOR_BID_FORM,
  BIDDING_DICTIONARY,
  WORKFLOW_FLOW_ENGINE,
  WORKFLOW_SYSTEM_FORM,
  type BiddingOptions,
  type FlowEngineRecord,
  type FlowTaskInfo,
  type FormDataFieldList,
} from '@mepm/contract';
import { sql } from 'drizzle-orm';
import {
  approver,
  people,
  writes,
} from '../../src/modules/workflow/flowEngine/examples/example-nodes';
import type { Harness } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createFlow, flowAction, flowBody, flowItem, uniqueCode } from './flow-engine-support';
import { engineCalls, pendingItemOf, statusOf } from './flow-support';

const BID_FIELDS = ['biddingProject', 'tenderer', 'bidMode', 'bidAmount', 'closingDate', 'remarks'];

describe('system forms', () => {
  let h: Harness;
  let token = '';
  let applicant: Caller;
  let reviewer: Caller;
  let flowId = '';
  const open = uniqueCode('ZB');
  const closed = uniqueCode('ZBX');

  const selectBidding = async (who: string, query = '', language = 'en') => {
    const response = await call(h.app, 'GET', `${WORKFLOW_SYSTEM_FORM.selectBidding}?${query}`, {
      token: who,
      language,
    });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<BiddingOptions>(response).data.list;
  };
  const addTender = (code: string, name: string, enabled: boolean) =>
    h.db.execute(sql`
      insert into dictionary_data (id, type_id, en_code, full_name, names, enabled, sort_code)
      select gen_random_uuid()::text, t.id, ${code}, ${name},
        ${JSON.stringify({ en: `${name} (en)` })}::jsonb, ${enabled}, 1
      from dictionary_types t where t.en_code = ${BIDDING_DICTIONARY}`);
  const bid = (biddingProject: string) => ({
    biddingProject,
    tenderer: '某市轨道交通集团',
    bidMode: '1',
    bidAmount: 1250.5,
    closingDate: Date.UTC(2026, 11, 20),
    remarks: '机电安装标段',
  });

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    applicant = await createCaller(h);
    reviewer = await createCaller(h);
    await addTender(open, '地铁机电安装工程', true);
    await addTender(closed, '已截止的工程', false);
    const template = {
      type: 'start' as const,
      nodeId: 'start',
      properties: { title: '发起', fieldRules: writes(BID_FIELDS, ['bidBond', 'tenderFiles']) },
      childNode: approver(
        'review',
        {
          title: '经营部审批',
          assignee: { kind: 'fixed', people: people({ users: [reviewer.userId] }) },
        },
        null,
      ),
    };
    flowId = await createFlow(
      h,
      token,
      flowBody(uniqueCode('bid'), APPLY_FOR_BID_FORM, { formType: 2, flowTemplateJson: template }),
    );
    const released = await call(h.app, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.release, flowId), {
      token,
    });
    assert.equal(released.statusCode, 200, released.body);
  });
  after(() => h.close());

  it('is a flow form by code: named in the flow, its fields offered to the designer', async () => {
    const record = envelope<FlowEngineRecord>(
      await call(h.app, 'GET', flowItem(flowId), { token }),
    ).data;
    assert.deepEqual(
      [record.formType, record.formId, record.formName],
      [2, APPLY_FOR_BID_FORM, '投标申请'],
    );
    const fields = envelope<FormDataFieldList>(
      await call(h.app, 'GET', flowAction(WORKFLOW_FLOW_ENGINE.formDataFields, flowId), { token }),
    ).data;
    const models = fields.list.map((field) => field.vModel);
    for (const model of [...BID_FIELDS, 'tenderFiles']) assert.ok(models.includes(model), model);
  });

  it('refuses a code that names no system form', async () => {
    const response = await call(h.app, 'POST', WORKFLOW_FLOW_ENGINE.create, {
      token,
      language: 'en',
      payload: flowBody(uniqueCode('bid'), 'Wform_nothing', { formType: 2 }),
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /There is no such system form/);
  });

  it('selectBidding answers the enabled tenders in the caller language, narrowed by keyword', async () => {
    const all = await selectBidding(applicant.token);
    const mine = all.filter((option) => [open, closed].includes(option.id));
    assert.deepEqual(mine, [{ id: open, fullName: '地铁机电安装工程 (en)' }]);
    assert.deepEqual(
      (await selectBidding(applicant.token, `keyword=${open}`, 'zh')).map(
        (option) => option.fullName,
      ),
      ['地铁机电安装工程'],
    );
    assert.deepEqual(await selectBidding(applicant.token, 'keyword=100%25_'), []);
    const anonymous = await call(h.app, 'GET', WORKFLOW_SYSTEM_FORM.selectBidding);
    assert.equal(anonymous.statusCode, 401);
  });

  it('a bid is launched on an enabled tender only, and approved to the end', async () => {
    const calls = engineCalls(h, applicant.token);
    const refused = await calls.launch(flowId, bid(closed));
    assert.deepEqual([refused.status, refused.msg], [400, '表单数据有误：招标项目的取值无效']);
    const unknown = await calls.launch(flowId, bid('ZB-none'));
    assert.deepEqual([unknown.status, unknown.msg], [400, refused.msg]);
    const missing = await calls.launch(flowId, { ...bid(open), remarks: '' });
    assert.deepEqual([missing.status, missing.msg], [400, '表单数据有误：请输入投标说明']);

    const launched = await calls.launch(flowId, bid(open));
    assert.equal(launched.code, 200, launched.msg);
    const taskId = launched.data.id;
    const detail = await engineCalls(h, reviewer.token).detail(flowId, taskId);
    assert.equal(detail.code, 200, detail.msg);
    const shown = detail.data as FlowTaskInfo;
    assert.equal(shown.formData['biddingProject'], open);
    const item = await pendingItemOf(h.db, taskId, reviewer.userId);
    assert.equal((await engineCalls(h, reviewer.token).audit(item)).code, 200);
    assert.equal(await statusOf(h.db, taskId), 2);
  });
});
