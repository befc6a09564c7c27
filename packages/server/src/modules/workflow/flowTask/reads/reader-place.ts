import type { FlowAddedApprover, FlowTaskAction } from '@mepm/contract';
import { fieldAccess, type FieldAccess } from '@mepm/flow-engine';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { flowTaskNodes, flowTaskOperators, flowTaskRecords } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { entrustHolds } from '../engine/entrusts';
import { approverIn, startAccess, type TaskVersion } from '../engine/task-rows';
import type { TaskRelation } from './task-access';

/**
 * The caller's pending work item in the task, with its node: their own first, else one of a user
 * who entrusts them with the flow at `at`.
 */
export async function pendingItem(
  db: Db,
  task: { id: string; flowId: string },
  userId: string,
  at: Date,
) {
  const own = sql`${flowTaskOperators.userId} = ${userId}`;
  const [row] = await db
    .select({
      id: flowTaskOperators.id,
      nodeId: flowTaskNodes.nodeId,
      title: flowTaskNodes.title,
      added: sql<boolean>`${flowTaskOperators.addedByItemId} is not null`,
    })
    .from(flowTaskOperators)
    .innerJoin(flowTaskNodes, eq(flowTaskNodes.id, flowTaskOperators.taskNodeId))
    .where(
      and(
        eq(flowTaskOperators.taskId, task.id),
        or(own, entrustHolds(sql`${flowTaskOperators.userId}`, userId, sql`${task.flowId}`, at)),
        eq(flowTaskOperators.state, 'pending'),
        eq(flowTaskNodes.state, 'active'),
      ),
    )
    .orderBy(sql`${own} desc`)
    .limit(1);
  return row;
}

/**
 * The caller's approval they may still take back: the task's last step was it, at a node that
 * offers recall.
 */
export async function recallable(
  db: Db,
  version: TaskVersion,
  task: { id: string; version: number },
  userId: string,
) {
  const [row] = await db
    .select({ id: flowTaskOperators.id, nodeId: flowTaskOperators.nodeId })
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
        eq(flowTaskRecords.taskId, task.id),
        eq(flowTaskRecords.userId, userId),
        eq(flowTaskRecords.action, 'agree'),
        eq(flowTaskRecords.step, task.version),
        // A node holding added approvers is not undone (the recall refuses it).
        sql`not exists (select 1 from flow_task_operators a
          where a.task_node_id = ${flowTaskRecords.taskNodeId} and a.added_by_item_id is not null)`,
      ),
    )
    .limit(1);
  const offered = approverIn(version.template, row?.nodeId)?.properties.buttons.includes('recall');
  return row !== undefined && offered === true ? row.id : null;
}

/**
 * The node of the caller's latest work item in the task, whether they acted on it or not (a
 * sequential approver waiting for their turn, an or-sign co-approver whose item was cancelled).
 */
async function latestItemNode(db: Db, taskId: string, userId: string) {
  const [row] = await db
    .select({ nodeId: flowTaskOperators.nodeId })
    .from(flowTaskOperators)
    .where(
      and(
        eq(flowTaskOperators.taskId, taskId),
        or(eq(flowTaskOperators.userId, userId), eq(flowTaskOperators.handledByUserId, userId)),
      ),
    )
    .orderBy(desc(flowTaskOperators.createdAt), desc(flowTaskOperators.id))
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

/**
 * The caller's field access where they stand: at their pending node; the initiator under the
 * start node's rules (writing only while the task is theirs to edit); monitors read every field;
 * another approver under the rules of the node of their latest item; CC users what the
 * initiator reads.
 */
export async function accessOf(
  db: Db,
  reader: { caller: Caller; monitor: boolean; relation: TaskRelation },
  task: { id: string; status: number },
  version: TaskVersion,
  pendingNode: string | undefined,
): Promise<FieldAccess> {
  const { caller, relation } = reader;
  const pendingAt = approverIn(version.template, pendingNode);
  if (pendingAt !== undefined) return fieldAccess(pendingAt.properties.fieldRules, 'read');
  if (relation.initiator) {
    const start = startAccess(version);
    return task.status === 0 || task.status === 3 ? start : readOnly(start);
  }
  if (reader.monitor) return fieldAccess([], 'read');
  if (relation.approver) {
    const held = approverIn(version.template, await latestItemNode(db, task.id, caller.id));
    if (held !== undefined) return readOnly(fieldAccess(held.properties.fieldRules, 'read'));
  }
  // CC users read what the initiator reads: fields hidden from the start stay hidden.
  return readOnly(startAccess(version));
}

/**
 * The approvers the caller (or a user who entrusts them with the flow at `at`) added in the task
 * and who have not acted yet: the ones they may remove.
 */
export async function addedApprovers(
  db: Db,
  task: { id: string; flowId: string },
  userId: string,
  at: Date,
): Promise<FlowAddedApprover[]> {
  const rows = await db.execute<{ id: string; userName: string; kind: string }>(sql`
    select a.id, u.real_name as "userName", a.kind from flow_task_operators a
      join flow_task_operators o on o.id = a.added_by_item_id
      join flow_task_nodes n on n.id = a.task_node_id and n.state = 'active'
      join users u on u.id = a.user_id
    where a.task_id = ${task.id} and a.state in ('pending', 'waiting')
      and (o.user_id = ${userId} or ${entrustHolds(sql`o.user_id`, userId, sql`${task.flowId}`, at)})
    order by a.created_at, a.id`);
  return rows.rows.map((row) => ({
    id: row.id,
    userName: row.userName,
    mode: row.kind === 'addBefore' ? 'before' : 'after',
  }));
}

export function actionsOf(
  relation: TaskRelation,
  status: number,
  pending: { added: boolean } | undefined,
  node: { rejectTo: string; buttons: readonly string[] } | undefined,
  recallItemId: string | null,
): FlowTaskAction[] {
  const actions: FlowTaskAction[] = [];
  if (pending !== undefined && node !== undefined) {
    actions.push('audit');
    if (node.rejectTo !== 'none') actions.push('reject');
    if (node.buttons.includes('transfer')) actions.push('transfer');
    // An added approver adds nobody (their decision is part of their adder's).
    if (node.buttons.includes('addSign') && !pending.added) actions.push('addApprover');
  }
  if (recallItemId !== null) actions.push('recall');
  if (relation.initiator && status === 1) actions.push('withdraw', 'urge');
  if (relation.initiator && (status === 0 || status === 3)) actions.push('edit');
  return actions;
}
