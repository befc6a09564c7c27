/**
 * What a release checks of a flow's sub-flows, beside the template check: each names another
 * flow released now whose form has the mapped child fields, and no chain of sub-flows through
 * released versions leads back to the flow released.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  WORKFLOW_FLOW_ENGINE,
  type FlowEngineRecord,
  type FlowNode,
  type SubFlowNodeProperties,
} from '@mepm/contract';
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
      boss.childNode = subFlow('sub', { title: '子流程', ...props });
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
});
