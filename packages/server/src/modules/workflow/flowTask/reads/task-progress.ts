import type { FlowAttachment, FlowNodeState, FlowRecordAction } from '@mepm/contract';
import { forEachNode } from '@mepm/flow-engine';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { flowTaskNodes, flowTaskRecords, users } from '../../../../db/schema';
import type { TaskVersion } from '../engine/task-rows';

/** The task's history in the order it happened, with who acted and for whom. */
export async function history(db: Db, taskId: string) {
  const onBehalf = sql<string | null>`(select real_name from users b
    where b.id = ${flowTaskRecords.onBehalfOfUserId})`;
  const signatureName = sql<string | null>`(select f.name from files f
    where f.id = ${flowTaskRecords.signatureFileId})`;
  const rows = await db
    .select({ row: flowTaskRecords, userName: users.realName, onBehalfOf: onBehalf, signatureName })
    .from(flowTaskRecords)
    .leftJoin(users, eq(users.id, flowTaskRecords.userId))
    .where(eq(flowTaskRecords.taskId, taskId))
    .orderBy(asc(flowTaskRecords.step), asc(flowTaskRecords.createdAt), asc(flowTaskRecords.id));
  return rows.map(({ row, userName, onBehalfOf, signatureName }) => ({
    id: row.id,
    nodeId: row.nodeId,
    nodeTitle: row.nodeTitle,
    // The engine writes only the contract's actions.
    action: row.action as FlowRecordAction,
    userName: userName ?? '',
    onBehalfOf,
    comment: row.comment,
    signatureFileId: row.signatureFileId,
    signatureName,
    attachments: row.attachments as FlowAttachment[],
    target: row.target,
    createdTime: row.createdAt.getTime(),
  }));
}

/** Each template node's state in the task: its latest arrival's, `untouched` when never reached. */
export async function nodeStates(db: Db, taskId: string, version: TaskVersion) {
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
