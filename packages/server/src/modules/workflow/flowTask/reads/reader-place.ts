import type { FlowTaskAction } from '@mepm/contract';
import { fieldAccess, type FieldAccess } from '@mepm/flow-engine';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { flowTaskNodes, flowTaskOperators, flowTaskRecords } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { entrustHolds } from '../engine/entrusts';
import { approverIn, type TaskVersion } from '../engine/task-rows';
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
    .select({ id: flowTaskOperators.id, nodeId: flowTaskNodes.nodeId, title: flowTaskNodes.title })
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

/** The caller's approval they may still take back: the task's last step was it. */
export async function recallable(db: Db, taskId: string, userId: string, version: number) {
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

/**
 * The caller's field access where they stand: at their pending node; the initiator under the
 * start node's rules (writing only while the task is theirs to edit); an approver who acted
 * under the rules of the node they last acted at; CC users and administrators read every field.
 */
export async function accessOf(
  db: Db,
  caller: Caller,
  relation: TaskRelation,
  task: { id: string; status: number },
  version: TaskVersion,
  pendingNode: string | undefined,
): Promise<FieldAccess> {
  const pendingAt = approverIn(version.template, pendingNode);
  if (pendingAt !== undefined) return fieldAccess(pendingAt.properties.fieldRules, 'read');
  if (relation.initiator) {
    const start = fieldAccess(version.template.properties.fieldRules, 'write');
    return task.status === 0 || task.status === 3 ? start : readOnly(start);
  }
  if (relation.approver) {
    const handled = approverIn(version.template, await lastHandledNode(db, task.id, caller.id));
    if (handled !== undefined) return readOnly(fieldAccess(handled.properties.fieldRules, 'read'));
  }
  return fieldAccess([], 'read');
}

export function actionsOf(
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
