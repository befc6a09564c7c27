import type { FlowAttachment, FlowNodeState, FlowRecordAction } from '@mepm/contract';
import { findNode, forEachNode } from '@mepm/flow-engine';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { flowTaskNodes, flowTaskRecords, users } from '../../../../db/schema';
import type { TaskVersion } from '../engine/task-rows';

/** The actions whose `target` is a user (the others name a node). */
const USER_TARGETS: readonly FlowRecordAction[] = [
  'transfer',
  'assign',
  'addApprover',
  'removeApprover',
];

/**
 * The task's history in the order it happened, with who acted and for whom, and where it went
 * by name (a node of the task's version, a user).
 */
export async function history(db: Db, taskId: string, version: TaskVersion) {
  const onBehalf = sql<string | null>`(select real_name from users b
    where b.id = ${flowTaskRecords.onBehalfOfUserId})`;
  const targetUser = sql<string | null>`(select real_name from users g
    where g.id = ${flowTaskRecords.target})`;
  const nodeTitle = (nodeId: string) => findNode(version.template, nodeId)?.node.properties.title;
  const signatureName = sql<string | null>`(select f.name from files f
    where f.id = ${flowTaskRecords.signatureFileId})`;
  const rows = await db
    .select({
      row: flowTaskRecords,
      userName: users.realName,
      onBehalfOf: onBehalf,
      signatureName,
      targetUser,
    })
    .from(flowTaskRecords)
    .leftJoin(users, eq(users.id, flowTaskRecords.userId))
    .where(eq(flowTaskRecords.taskId, taskId))
    .orderBy(asc(flowTaskRecords.step), asc(flowTaskRecords.createdAt), asc(flowTaskRecords.id));
  return rows.map(({ row, userName, onBehalfOf, signatureName, targetUser }) => {
    // The engine writes only the contract's actions.
    const action = row.action as FlowRecordAction;
    const byUser = USER_TARGETS.includes(action);
    return {
      id: row.id,
      nodeId: row.nodeId,
      nodeTitle: row.nodeTitle,
      action,
      userName: userName ?? '',
      onBehalfOf,
      comment: row.comment,
      signatureFileId: row.signatureFileId,
      signatureName,
      attachments: row.attachments as FlowAttachment[],
      target: row.target,
      targetName:
        row.target === null ? null : ((byUser ? targetUser : nodeTitle(row.target)) ?? row.target),
      createdTime: row.createdAt.getTime(),
    };
  });
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
