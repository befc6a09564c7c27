/**
 * What a release checks of a flow's sub-flows, beside the template check: each names another
 * flow released now whose form has the mapped child fields, with every field the child's start
 * always requires mapped (unless a default fills it), and no chain of sub-flows through
 * released versions leads back to the flow released.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  WORKFLOW_FLOW_ENGINE,
  type FlowEngineRecord,
  type FlowNode,
  type FormDesign,
  type SubFlowNodeProperties,
} from '@mepm/contract';
import { fieldEntries } from '@mepm/form-engine';
import { eq } from 'drizzle-orm';
import { flowEngineVersions, flowEngines } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  createFlow,
  designId,
  flowAction,
  flowBody,
  flowItem,
  simpleTemplate,
  uniqueCode,
} from './flow-engine-support';
import { subFlow } from './flow-support';
import { writes } from '../../src/modules/workflow/flowEngine/examples/example-nodes';

/** Each field the leave form requires, from the same field of the parent's leave form. */
const LEAVE_MAPPING = ['leaveType', 'startDate', 'endDate', 'days', 'reason'].map((field) => ({
  parentField: field,
  childField: field,
}));

describe('workflow definitions: releasing sub-flows', () => {
  let h: Harness;
  let adminToken = '';
  before(async () => {
    ({ h, token: adminToken } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
  });
  after(() => h.close());

  it('a release refuses itself, an unreleased flow, unknown child fields and cycles', async () => {
    const form = await designId(h, 'wfLeaveForm');
    const release = (id: string) =>
      call(h.app, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.release, id), {
        token: adminToken,
        language: 'en',
      });
    const withSub = (props: Partial<SubFlowNodeProperties> & { flowId: string }) => {
      const template = simpleTemplate();
      const boss = template.childNode as FlowNode;
      boss.childNode = subFlow('sub', { title: '子流程', fieldMapping: LEAVE_MAPPING, ...props });
      return template;
    };
    const b = await createFlow(h, adminToken, flowBody(uniqueCode('b'), form));
    const msgOf = async (id: string) => (await release(id)).json<{ msg: string }>().msg;
    const a = await createFlow(
      h,
      adminToken,
      flowBody(uniqueCode('a'), form, { flowTemplateJson: withSub({ flowId: b }) }),
    );
    assert.match(await msgOf(a), /must name another released flow/);
    assert.equal((await release(b)).statusCode, 200);
    const badField = await createFlow(
      h,
      adminToken,
      flowBody(uniqueCode('f'), form, {
        flowTemplateJson: withSub({
          flowId: b,
          fieldMapping: [{ parentField: 'days', childField: 'nope' }],
        }),
      }),
    );
    assert.match(await msgOf(badField), /has no field nope/);
    // The leave form requires its five fields; a start rule may require more.
    const unmapped = await createFlow(
      h,
      adminToken,
      flowBody(uniqueCode('u'), form, {
        flowTemplateJson: withSub({ flowId: b, fieldMapping: LEAVE_MAPPING.slice(0, 3) }),
      }),
    );
    assert.match(await msgOf(unmapped), /"子流程" cannot start without 请假天数, 请假事由;/);
    assert.equal((await release(a)).statusCode, 200, 'a → b');
    // b → a closes a cycle.
    const read = envelope<FlowEngineRecord>(
      await call(h.app, 'GET', flowItem(b), { token: adminToken }),
    ).data;
    const code = read.enCode;
    const edited = await call(h.app, 'PUT', flowItem(b), {
      token: adminToken,
      payload: {
        ...flowBody(code, form, { flowTemplateJson: withSub({ flowId: a }) }),
        version: read.version,
      },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.match(await msgOf(b), /cannot lead back/);
    const self = await createFlow(h, adminToken, flowBody(uniqueCode('s'), form));
    const selfRead = envelope<FlowEngineRecord>(
      await call(h.app, 'GET', flowItem(self), { token: adminToken }),
    ).data;
    await call(h.app, 'PUT', flowItem(self), {
      token: adminToken,
      payload: {
        ...flowBody(selfRead.enCode, form, { flowTemplateJson: withSub({ flowId: self }) }),
        version: selfRead.version,
      },
    });
    assert.match(await msgOf(self), /must name another released flow/);
  });

  it('a release refuses a sub-flow leaving out a field the child’s start rules require', async () => {
    const release = (id: string) =>
      call(h.app, 'POST', flowAction(WORKFLOW_FLOW_ENGINE.release, id), { token: adminToken });
    const purchaseForm = await designId(h, 'wfPurchaseForm');
    const childTemplate = simpleTemplate();
    // 采购说明 is optional in the form; the child's start requires it.
    childTemplate.properties = { title: '发起', fieldRules: writes(['remark']) };
    const child = await createFlow(
      h,
      adminToken,
      flowBody(uniqueCode('p'), purchaseForm, { flowTemplateJson: childTemplate }),
    );
    assert.equal((await release(child)).statusCode, 200);
    const parentWith = async (fieldMapping: SubFlowNodeProperties['fieldMapping']) => {
      const template = simpleTemplate();
      (template.childNode as FlowNode).childNode = subFlow('sub', {
        title: '采购',
        flowId: child,
        fieldMapping,
      });
      const leaveForm = await designId(h, 'wfLeaveForm');
      return createFlow(
        h,
        adminToken,
        flowBody(uniqueCode('q'), leaveForm, { flowTemplateJson: template }),
      );
    };
    const required = [
      { parentField: 'reason', childField: 'subject' },
      { parentField: 'days', childField: 'total' },
    ];
    const refused = await release(await parentWith(required));
    assert.equal(refused.statusCode, 400);
    assert.equal(
      refused.json<{ msg: string }>().msg,
      '子流程“采购”发起时必须填写采购说明，请在字段映射中为其赋值',
    );
    const mapped = [...required, { parentField: 'reason', childField: 'remark' }];
    assert.equal((await release(await parentWith(mapped))).statusCode, 200);
    // A child starts from its form's defaults: a required field a default fills needs no mapping.
    const [version] = await h.db
      .select({ id: flowEngineVersions.id, form: flowEngineVersions.formData })
      .from(flowEngineVersions)
      .innerJoin(flowEngines, eq(flowEngines.releasedVersionId, flowEngineVersions.id))
      .where(eq(flowEngines.id, child));
    assert.ok(version);
    const form = version.form as FormDesign;
    const remark = fieldEntries(form).find(
      ({ field }) => '__vModel__' in field && field.__vModel__ === 'remark',
    );
    assert.ok(remark);
    (remark.field.__config__ as { defaultValue?: unknown }).defaultValue = '按计划采购';
    await h.db
      .update(flowEngineVersions)
      .set({ formData: form })
      .where(eq(flowEngineVersions.id, version.id));
    assert.equal((await release(await parentWith(required))).statusCode, 200);
  });
});
