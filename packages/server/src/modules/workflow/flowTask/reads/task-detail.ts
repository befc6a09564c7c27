import type { FlowFieldAccess, FlowTaskInfo } from '@mepm/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { flowEngines, flowTaskCirculates, flowTasks, users } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { recordNotFound } from '../../../../kernel/data/not-found';
import { rejectTargets, type RejectTarget } from '../engine/reject-targets';
import { approverIn, taskVersion } from '../engine/task-rows';
import { valuedFields } from '../form-values';
import { accessOf, actionsOf, addedApprovers, pendingItem, recallable } from './reader-place';
import { isMonitor, mayRead, taskRelation } from './task-access';
import { history, nodeStates } from './task-progress';
import { taskSummary } from './task-summary';

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
  const at = now();
  const relation = await taskRelation(db, caller, flowId, taskId, at);
  const monitor = await isMonitor(caller);
  const [row] = await db
    .select({ task: flowTasks, flowName: flowEngines.fullName, creatorUser: users.realName })
    .from(flowTasks)
    .innerJoin(flowEngines, eq(flowEngines.id, flowTasks.flowId))
    .innerJoin(users, eq(users.id, flowTasks.creatorUserId))
    .where(eq(flowTasks.id, taskId));
  if (relation === undefined || row === undefined || !mayRead(monitor, relation, row.task.status)) {
    throw recordNotFound();
  }
  const { task } = row;
  const version = await taskVersion(db, task.versionId);
  const pending = task.status === 1 ? await pendingItem(db, task, caller.id, at) : undefined;
  const access = await accessOf(db, { caller, monitor, relation }, task, version, pending?.nodeId);
  const pendingNode = approverIn(version.template, pending?.nodeId)?.properties;
  const recallItemId = task.status === 1 ? await recallable(db, version, task, caller.id) : null;
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
      .set({ readAt: at })
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
    ...taskSummary(task, row.flowName),
    billNo: task.billNo,
    creatorUserId: task.creatorUserId,
    creatorUser: row.creatorUser,
    formDesign: version.form,
    flowTemplateJson: version.template,
    formData: access.visible(values),
    fieldAccess: Object.fromEntries(
      fields.map((field): [string, FlowFieldAccess] => [field, access.of(field)]),
    ),
    requiredFields: [...access.required],
    history: await history(db, taskId, version),
    nodes: await nodeStates(db, taskId, version),
    pendingItem:
      pending === undefined
        ? null
        : { id: pending.id, nodeId: pending.nodeId, nodeTitle: pending.title },
    recallItemId,
    actions: actionsOf(relation, task.status, pending, pendingNode, recallItemId),
    rejectTargets: targets,
    addedApprovers: task.status === 1 ? await addedApprovers(db, task, caller.id, at) : [],
    signatureRequired: pendingNode?.signatureRequired === true,
  };
}
