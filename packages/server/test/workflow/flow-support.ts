/**
 * What the workflow engine's tests share: a flow form, template builders, a released flow
 * inserted straight into flow_engines and flow_engine_versions (not through the definitions'
 * routes), and calls of the engine's endpoints as a signed-in user.
 */
import assert from 'node:assert/strict';
import {
  FLOW_TASK_ENDPOINTS as e,
  fillPath,
  type ApproverNodeProperties,
  type BranchNode,
  type BranchNodeProperties,
  type FlowNode,
  type FlowTaskInfo,
  type FlowTemplate,
  type FormDesign,
  type SubFlowNodeProperties,
} from '@mepm/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { flowEngineVersions, flowEngines, flowTaskOperators, flowTasks } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

/** days (number), reason and note (texts), secret (text), picked (user picker). */
export function flowForm(): FormDesign {
  const text = (model: string, label: string, formId: number) => ({
    __config__: { wyzxKey: 'input', label, formId },
    __vModel__: model,
    maxlength: 200,
  });
  return {
    formConf: { labelWidth: 100 },
    fields: [
      {
        __config__: { wyzxKey: 'number', label: '天数', formId: 1 },
        __vModel__: 'days',
        min: 0,
        max: 1000,
      },
      text('reason', '事由', 2),
      text('note', '备注', 3),
      text('secret', '机密', 4),
      {
        __config__: { wyzxKey: 'userSelect', label: '经办人', formId: 5 },
        __vModel__: 'picked',
        multiple: true,
      },
    ],
  } as FormDesign;
}

const noPeople = { users: [], positions: [], roles: [] };

export function approver(
  nodeId: string,
  props: Partial<ApproverNodeProperties> = {},
  childNode: FlowNode | null = null,
): FlowNode {
  return {
    type: 'approver',
    nodeId,
    childNode,
    properties: {
      title: nodeId,
      assignee: { kind: 'initiator' },
      signMode: 'or',
      fieldRules: [],
      copyTo: noPeople,
      buttons: ['transfer', 'recall'],
      rejectTo: 'start',
      timeout: null,
      noApprover: 'refuse',
      initiatorApproves: 'approve',
      repeatApprover: 'approve',
      ...props,
    },
  };
}

export const fixed = (users: string[]): ApproverNodeProperties['assignee'] => ({
  kind: 'fixed',
  people: { users, positions: [], roles: [] },
});

export const copyNode = (nodeId: string, users: string[], childNode: FlowNode | null = null) =>
  ({
    type: 'copy',
    nodeId,
    childNode,
    properties: { title: nodeId, people: { users, positions: [], roles: [] }, formField: null },
  }) satisfies FlowNode;

export const timerNode = (nodeId: string, minutes: number, childNode: FlowNode | null = null) =>
  ({ type: 'timer', nodeId, childNode, properties: { title: nodeId, minutes } }) satisfies FlowNode;

export function branch(
  nodeId: string,
  props: Partial<BranchNodeProperties>,
  childNode: FlowNode | null,
): BranchNode {
  return {
    type: 'branch',
    nodeId,
    childNode,
    properties: {
      title: nodeId,
      logic: 'and',
      rules: [],
      isDefault: false,
      priority: 0,
      ...props,
    },
  };
}

export const route = (
  type: 'condition' | 'parallel',
  nodeId: string,
  conditionNodes: BranchNode[],
  childNode: FlowNode | null = null,
): FlowNode => ({ type, nodeId, properties: { title: nodeId }, conditionNodes, childNode });

export const startWith = (
  childNode: FlowNode | null,
  fieldRules: FlowTemplate['properties']['fieldRules'] = [],
): FlowTemplate => ({
  type: 'start',
  nodeId: 'start',
  properties: { title: '发起', fieldRules },
  childNode,
});

/** A released flow on the template, as a release would leave it. */
export async function insertFlow(
  db: Db,
  template: FlowTemplate,
  options: { visibleType?: 0 | 1; state?: 0 | 1 | 2; form?: FormDesign } = {},
): Promise<string> {
  const code = unique('flow');
  const [flow] = await db
    .insert(flowEngines)
    .values({
      enCode: code,
      fullName: `流程${code}`,
      category: 'test',
      formId: 'form',
      template,
      visibleType: options.visibleType ?? 0,
      state: options.state ?? 1,
    })
    .returning({ id: flowEngines.id });
  assert.ok(flow);
  const [version] = await db
    .insert(flowEngineVersions)
    .values({ flowId: flow.id, versionNo: 1, template, formData: options.form ?? flowForm() })
    .returning({ id: flowEngineVersions.id });
  assert.ok(version);
  await db
    .update(flowEngines)
    .set({ releasedVersionId: version.id })
    .where(eq(flowEngines.id, flow.id));
  return flow.id;
}

/** The engine's endpoints as one signed-in user calls them. */
export function engineCalls(h: Harness, token: string) {
  const send = async <T = null>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await call(h.app, method, url, { token, payload });
    return { status: response.statusCode, ...envelope<T>(response) };
  };
  return {
    launch: (flowId: string, formData: Record<string, unknown> = {}, extra: object = {}) =>
      send<{ id: string }>('POST', e.create.path, { flowId, status: 1, formData, ...extra }),
    update: (id: string, body: object) => send('PUT', fillPath(e.update.path, { id }), body),
    remove: (id: string) => send('DELETE', fillPath(e.remove.path, { id })),
    detail: (flowId: string, taskId: string) =>
      send<FlowTaskInfo>('GET', fillPath(e.detail.path, { flowId, taskId })),
    audit: (itemId: string, body: object = {}) =>
      send('POST', fillPath(e.audit.path, { id: itemId }), body),
    reject: (itemId: string, body: object = {}) =>
      send('POST', fillPath(e.reject.path, { id: itemId }), body),
    recall: (itemId: string) => send('POST', fillPath(e.recall.path, { id: itemId }), {}),
    transfer: (itemId: string, userId: string) =>
      send('POST', fillPath(e.transfer.path, { id: itemId }), { userId }),
    withdraw: (taskId: string) => send('POST', fillPath(e.withdraw.path, { id: taskId }), {}),
    addApprover: (itemId: string, userIds: string[], mode: 'before' | 'after') =>
      send('POST', fillPath(e.addApprover.path, { id: itemId }), { userIds, mode }),
    removeApprover: (addedItemId: string) =>
      send('POST', fillPath(e.removeApprover.path, { id: addedItemId }), {}),
    urge: (taskId: string) => send('POST', fillPath(e.urge.path, { id: taskId }), {}),
    batch: (action: 'audit' | 'reject', ids: string[]) =>
      send<{ results: { id: string; done: boolean; message: string }[] }>('POST', e.batch.path, {
        action,
        ids,
      }),
    list: <T = { list: { id: string; taskId: string }[]; pagination: { total: number } }>(
      category: 'Waiting' | 'Trial' | 'Circulate',
      query = '',
    ) => send<T>('GET', `${fillPath(e.beforeList.path, { category })}?${query}`),
    mine: (query = '') =>
      send<{ list: { id: string; status: number }[]; pagination: { total: number } }>(
        'GET',
        `${e.launchList.path}?${query}`,
      ),
  };
}

/** The user's pending work item in the task. */
export async function pendingItemOf(db: Db, taskId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: flowTaskOperators.id })
    .from(flowTaskOperators)
    .where(
      and(
        eq(flowTaskOperators.taskId, taskId),
        eq(flowTaskOperators.userId, userId),
        eq(flowTaskOperators.state, 'pending'),
      ),
    );
  assert.ok(row, `no pending item of ${userId}`);
  return row.id;
}

/** The users holding a pending item of the task, sorted. */
export async function pendingUsers(db: Db, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: flowTaskOperators.userId })
    .from(flowTaskOperators)
    .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.state, 'pending')));
  return rows.map((row) => row.userId).sort();
}

/** The task's status; undefined once it is gone. */
export async function statusOf(db: Db, taskId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ status: flowTasks.status })
    .from(flowTasks)
    .where(eq(flowTasks.id, taskId));
  return row?.status;
}

/** A sub-flow node launching `flowId`, its initiator the launcher, nothing mapped by default. */
export const subFlow = (
  nodeId: string,
  props: Partial<SubFlowNodeProperties> & { flowId: string },
  childNode: FlowNode | null = null,
): FlowNode => ({
  type: 'subFlow',
  nodeId,
  childNode,
  properties: {
    title: nodeId,
    launcher: { kind: 'initiator' },
    fieldMapping: [],
    ...props,
  },
});

/** flowForm's values with nothing filled. */
export const EMPTY_FORM = { days: null, reason: null, note: null, secret: null, picked: null };

/** A task's sub-flow children, by their launcher. */
export const childTasks = (db: Db, taskId: string) =>
  db
    .select({
      id: flowTasks.id,
      status: flowTasks.status,
      creator: flowTasks.creatorUserId,
      formData: flowTasks.formData,
    })
    .from(flowTasks)
    .where(eq(flowTasks.parentTaskId, taskId))
    .orderBy(asc(flowTasks.creatorUserId));

/**
 * The engine's application (its jobs run when a test says, not by a poller) with the users alice
 * and bob and `count` more, as the sub-flow tests start it.
 */
export async function startWithPeople(count: number) {
  const { h } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 });
  const [alice, bob] = [await createCaller(h), await createCaller(h)];
  const people: Caller[] = [];
  for (let index = 0; index < count; index += 1) people.push(await createCaller(h));
  return { h, alice, bob, people };
}

/** The callers' user ids, in their order. */
export const userIdsOf = (callers: readonly Caller[]) => callers.map((caller) => caller.userId);
