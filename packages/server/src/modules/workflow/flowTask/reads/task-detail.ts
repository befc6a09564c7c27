import type {
  ApproverNode,
  FlowAttachment,
  FlowFieldAccess,
  FlowNodeState,
  FlowRecordAction,
  FlowTaskAction,
  FlowTaskInfo,
  FlowTaskStatus,
  FlowUrgency,
} from '@mepm/contract';
import { fieldAccess, findNode, forEachNode, type FieldAccess } from '@mepm/flow-engine';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  flowEngines,
  flowTaskCirculates,
  flowTaskNodes,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
  users,
} from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { recordNotFound } from '../../../../kernel/data/not-found';
import { rejectTargets, type RejectTarget } from '../engine/reject-targets';
import { taskVersion, type TaskVersion } from '../engine/task-rows';
import { valuedFields } from '../form-values';
import { mayRead, taskRelation, type TaskRelation } from './task-access';

const time = (at: Date | null) => (at === null ? null : at.getTime());

async function history(db: Db, taskId: string) {
  const onBehalf = sql<string | null>`(select real_name from users b
    where b.id = ${flowTaskRecords.onBehalfOfUserId})`;
  const rows = await db
    .select({ row: flowTaskRecords, userName: users.realName, onBehalfOf: onBehalf })
    .from(flowTaskRecords)
    .leftJoin(users, eq(users.id, flowTaskRecords.userId))
    .where(eq(flowTaskRecords.taskId, taskId))
    .orderBy(asc(flowTaskRecords.step), asc(flowTaskRecords.createdAt), asc(flowTaskRecords.id));
  return rows.map(({ row, userName, onBehalfOf }) => ({
    id: row.id,
    nodeId: row.nodeId,
    nodeTitle: row.nodeTitle,
    // The engine writes only the contract's actions.
    action: row.action as FlowRecordAction,
    userName: userName ?? '',
    onBehalfOf,
    comment: row.comment,
    signatureFileId: row.signatureFileId,
    attachments: row.attachments as FlowAttachment[],
    target: row.target,
    createdTime: row.createdAt.getTime(),
  }));
}

/** Each template node's state in the task: its latest arrival's, `untouched` when never reached. */
async function nodeStates(db: Db, taskId: string, version: TaskVersion) {
  const rows = await db
    .selectDistinctOn([flowTaskNodes.nodeId], {
      nodeId: flowTaskNodes.nodeId,
      state: flowTaskNodes.state,
    })
    .from(flowTaskNodes)
    .where(eq(flowTaskNodes.taskId, taskId))
    .orderBy(flowTaskNodes.nodeId, desc(flowTaskNodes.enteredStep), desc(flowTaskNodes.id));
  const latest = new Map(rows.map((row) => [row.nodeId, row.state as FlowNodeState]));
  const states: { nodeId: string; state: FlowNodeState }[] = [];
  forEachNode(version.template, (node) => {
    states.push({ nodeId: node.nodeId, state: latest.get(node.nodeId) ?? 'untouched' });
  });
  return states;
}

/** The caller's pending work item in the task, with its node. */
async function pendingItem(db: Db, taskId: string, userId: string) {
  const [row] = await db
    .select({ id: flowTaskOperators.id, nodeId: flowTaskNodes.nodeId, title: flowTaskNodes.title })
    .from(flowTaskOperators)
    .innerJoin(flowTaskNodes, eq(flowTaskNodes.id, flowTaskOperators.taskNodeId))
    .where(
      and(
        eq(flowTaskOperators.taskId, taskId),
        eq(flowTaskOperators.userId, userId),
        eq(flowTaskOperators.state, 'pending'),
        eq(flowTaskNodes.state, 'active'),
      ),
    )
    .limit(1);
  return row;
}

/** The caller's approval they may still take back: the task's last step was it. */
async function recallable(db: Db, taskId: string, userId: string, version: number) {
  const [row] = await db
    .select({ id: flowTaskOperators.id })
    .from(flowTaskRecords)
    .innerJoin(
      flowTaskOperators,
      and(
        eq(flowTaskOperators.taskNodeId, flowTaskRecords.taskNodeId),
        eq(flowTaskOperators.handledByUserId, userId),
        eq(flowTaskOperators.state, 'approved'),
      ),
    )
    .where(
      and(
        eq(flowTaskRecords.taskId, taskId),
        eq(flowTaskRecords.userId, userId),
        eq(flowTaskRecords.action, 'agree'),
        eq(flowTaskRecords.step, version),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The node whose rules the caller last acted under, when they hold no pending item. */
async function lastHandledNode(db: Db, taskId: string, userId: string) {
  const [row] = await db
    .select({ nodeId: flowTaskOperators.nodeId })
    .from(flowTaskOperators)
    .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.handledByUserId, userId)))
    .orderBy(desc(flowTaskOperators.handledAt), desc(flowTaskOperators.id))
    .limit(1);
  return row?.nodeId;
}

/** Nobody writes anything outside their own turn: writable fields read as read-only. */
const readOnly = (access: FieldAccess): FieldAccess => ({
  ...access,
  of: (field) => (access.of(field) === 'write' ? 'read' : access.of(field)),
  writable: () => new Set(),
  required: [],
});

/** The approver node of the version's template by id. */
function approverAt(version: TaskVersion, nodeId: string | undefined): ApproverNode | undefined {
  const node = nodeId === undefined ? undefined : findNode(version.template, nodeId)?.node;
  return node?.type === 'approver' ? node : undefined;
}

/**
 * The caller's field access where they stand: at their pending node; the initiator under the
 * start node's rules (writing only while the task is theirs to edit); an approver who acted
 * under the rules of the node they last acted at; CC users and administrators read every field.
 */
async function accessOf(
  db: Db,
  caller: Caller,
  relation: TaskRelation,
  task: { id: string; status: number },
  version: TaskVersion,
  pendingNode: string | undefined,
): Promise<FieldAccess> {
  const pendingAt = approverAt(version, pendingNode);
  if (pendingAt !== undefined) return fieldAccess(pendingAt.properties.fieldRules, 'read');
  if (relation.initiator) {
    const start = fieldAccess(version.template.properties.fieldRules, 'write');
    return task.status === 0 || task.status === 3 ? start : readOnly(start);
  }
  if (relation.approver) {
    const handled = approverAt(version, await lastHandledNode(db, task.id, caller.id));
    if (handled !== undefined) return readOnly(fieldAccess(handled.properties.fieldRules, 'read'));
  }
  return fieldAccess([], 'read');
}

function actionsOf(
  relation: TaskRelation,
  status: number,
  pending: boolean,
  node: { rejectTo: string; buttons: readonly string[] } | undefined,
  recallItemId: string | null,
): FlowTaskAction[] {
  const actions: FlowTaskAction[] = [];
  if (pending && node !== undefined) {
    actions.push('audit');
    if (node.rejectTo !== 'none') actions.push('reject');
    if (node.buttons.includes('transfer')) actions.push('transfer');
  }
  if (recallItemId !== null) actions.push('recall');
  if (relation.initiator && status === 1) actions.push('withdraw');
  if (relation.initiator && (status === 0 || status === 3)) actions.push('edit');
  return actions;
}

/**
 * GET .../FlowTask/:flowId/:taskId: the task for whoever takes part in it (404 for anyone else),
 * its values as the caller's field access shows them, its history, its nodes' states, and what
 * the caller may do. Opening a CC marks it read.
 */
export async function taskDetail(
  db: Db,
  now: () => Date,
  caller: Caller,
  flowId: string,
  taskId: string,
): Promise<FlowTaskInfo> {
  const relation = await taskRelation(db, caller, flowId, taskId);
  const [row] = await db
    .select({ task: flowTasks, flowName: flowEngines.fullName, creatorUser: users.realName })
    .from(flowTasks)
    .innerJoin(flowEngines, eq(flowEngines.id, flowTasks.flowId))
    .innerJoin(users, eq(users.id, flowTasks.creatorUserId))
    .where(eq(flowTasks.id, taskId));
  if (relation === undefined || row === undefined || !mayRead(caller, relation, row.task.status)) {
    throw recordNotFound();
  }
  const { task } = row;
  const version = await taskVersion(db, task.versionId);
  const pending = task.status === 1 ? await pendingItem(db, taskId, caller.id) : undefined;
  const access = await accessOf(db, caller, relation, task, version, pending?.nodeId);
  const pendingNode = approverAt(version, pending?.nodeId)?.properties;
  const recallItemId =
    task.status === 1 ? await recallable(db, taskId, caller.id, task.version) : null;
  let targets: RejectTarget[] = [];
  if (pending !== undefined && pendingNode?.rejectTo === 'chosen') {
    const start = version.template;
    targets = [
      { nodeId: start.nodeId, title: start.properties.title },
      ...(await rejectTargets(db, version.template, taskId, pending.nodeId)),
    ];
  }
  if (relation.circulated) {
    await db
      .update(flowTaskCirculates)
      .set({ readAt: now() })
      .where(
        and(
          eq(flowTaskCirculates.taskId, taskId),
          eq(flowTaskCirculates.userId, caller.id),
          isNull(flowTaskCirculates.readAt),
        ),
      );
  }
  const fields = [...valuedFields(version.form).keys()];
  const values = task.formData as Record<string, unknown>;
  return {
    id: task.id,
    flowId: task.flowId,
    flowName: row.flowName,
    fullName: task.fullName,
    billNo: task.billNo,
    urgent: task.urgent as FlowUrgency,
    status: task.status as FlowTaskStatus,
    creatorUserId: task.creatorUserId,
    creatorUser: row.creatorUser,
    currentNodes: task.currentNodes,
    createdTime: task.createdAt.getTime(),
    submittedTime: time(task.submittedAt),
    endedTime: time(task.endedAt),
    formDesign: version.form,
    flowTemplateJson: version.template,
    formData: access.visible(values),
    fieldAccess: Object.fromEntries(
      fields.map((field): [string, FlowFieldAccess] => [field, access.of(field)]),
    ),
    requiredFields: [...access.required],
    history: await history(db, taskId),
    nodes: await nodeStates(db, taskId, version),
    pendingItem:
      pending === undefined
        ? null
        : { id: pending.id, nodeId: pending.nodeId, nodeTitle: pending.title },
    recallItemId,
    actions: actionsOf(relation, task.status, pending !== undefined, pendingNode, recallItemId),
    rejectTargets: targets,
  };
}
