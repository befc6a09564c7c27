import assert from 'node:assert/strict';
import {
  WORKFLOW_FLOW_ENGINE,
  fillPath,
  type CreatedId,
  type FlowEngineBody,
  type FlowTemplate,
} from '@mepm/contract';
import { sql } from 'drizzle-orm';
import { approver, writes } from '../../src/modules/workflow/flowEngine/examples/example-nodes';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { uniqueCode } from '../onlineDev/web-design-support';

export { uniqueCode } from '../onlineDev/web-design-support';

export const flowItem = (id: string) => fillPath(WORKFLOW_FLOW_ENGINE.item, { id });
export const flowAction = (path: string, id: string) => fillPath(path, { id });

/** The id of a seeded function design by its code. */
export async function designId(h: Harness, enCode: string): Promise<string> {
  const found = await h.db.execute<{ id: string }>(
    sql`select id from visualdev_designs where en_code = ${enCode}`,
  );
  const id = found.rows[0]?.id;
  assert.ok(id, `no design ${enCode}`);
  return id;
}

/**
 * A released flow form of its own, copied from the seeded leave form (fields leaveType,
 * startDate, endDate, days, reason), for tests that change what its release holds.
 */
export async function copiedLeaveForm(h: Harness): Promise<string> {
  const code = uniqueCode('form');
  const copied = await h.db.execute<{ id: string }>(sql`
    insert into visualdev_designs (id, en_code, full_name, category, type, web_type, state,
      form_data, field_keys, released_keys, released_design)
    select gen_random_uuid()::text, ${code}, full_name, category, type, web_type, state,
      form_data, field_keys, released_keys, released_design
    from visualdev_designs where en_code = 'wfLeaveForm'
    returning id`);
  const id = copied.rows[0]?.id;
  assert.ok(id);
  return id;
}

/** start (fills days and reason) → one approver (the initiator, titled 主管审批). */
export const simpleTemplate = (): FlowTemplate => ({
  type: 'start',
  nodeId: 'start',
  properties: { title: '发起', fieldRules: writes(['days'], ['reason']) },
  childNode: approver(
    'boss',
    { title: '主管审批', assignee: { kind: 'initiator' }, buttons: [], repeatApprover: 'approve' },
    null,
  ),
});

export const flowBody = (
  enCode: string,
  formId: string,
  extra: Partial<FlowEngineBody> = {},
): FlowEngineBody => ({
  fullName: '报销',
  enCode,
  category: 'finance',
  type: 0,
  icon: 'icon-ym icon-ym-flow',
  iconBackground: '#123456',
  formType: 1,
  formId,
  visibleType: 0,
  launchers: [],
  flowTemplateJson: simpleTemplate(),
  sortCode: 3,
  description: '费用报销',
  ...extra,
});

/** Creates a flow as `token`'s user and answers its id. */
export async function createFlow(h: Harness, token: string, body: object): Promise<string> {
  const response = await call(h.app, 'POST', WORKFLOW_FLOW_ENGINE.create, { token, payload: body });
  assert.equal(response.statusCode, 200, response.body);
  return envelope<CreatedId>(response).data.id;
}

/** A task on the flow's released version, written directly (the engine is another module). */
export async function insertTask(h: Harness, flowId: string, userId: string): Promise<string> {
  const inserted = await h.db.execute<{ id: string }>(sql`
    insert into flow_tasks (id, flow_id, version_id, full_name, status, creator_user_id, form_data)
    select gen_random_uuid()::text, id, released_version_id, full_name, 1, ${userId}, '{}'::jsonb
    from flow_engines where id = ${flowId}
    returning id`);
  const id = inserted.rows[0]?.id;
  assert.ok(id);
  return id;
}
