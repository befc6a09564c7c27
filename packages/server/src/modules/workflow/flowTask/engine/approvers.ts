import type { ApproverNode, FlowAssignee } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import { enabledUsers, peopleUsers, userIdsIn } from './people';
import type { TaskRow } from './task-rows';

/** The initiator's manager `levels` steps up the chain of managers (bounded against cycles). */
async function managerAt(db: Queryable, userId: string, levels: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive chain(id, manager_id, depth) as (
      select id, manager_id, 0 from users where id = ${userId}
      union all
      select u.id, u.manager_id, chain.depth + 1 from users u
        join chain on u.id = chain.manager_id where chain.depth < ${levels}
    )
    select id from chain where depth = ${levels}`);
  return result.rows.map((row) => row.id);
}

/** The manager of the initiator's organisation. */
async function departmentHead(db: Queryable, userId: string): Promise<string[]> {
  const result = await db.execute<{ id: string | null }>(sql`
    select o.manager_id as id from users u join organizations o on o.id = u.organize_id
    where u.id = ${userId}`);
  return result.rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/** Whoever approved the latest arrival of the task at the node `nodeId`. */
async function nodeApprovers(db: Queryable, taskId: string, nodeId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select coalesce(o.handled_by_user_id, o.user_id) as id from flow_task_operators o
    where o.task_node_id = (
      select n.id from flow_task_nodes n where n.task_id = ${taskId} and n.node_id = ${nodeId}
        and n.state = 'passed' order by n.completed_step desc nulls last limit 1)
      and o.state = 'approved'
    order by o.handled_at, o.id`);
  return result.rows.map((row) => row.id);
}

/**
 * The users a node's assignee names for this task, enabled ones only, each once, in the order
 * a sequential node asks them. Nothing the caller sent decides it but the candidates picked for
 * a `chosen` node, which were checked against its `people` when they were sent.
 */
export function resolveApprovers(
  db: Queryable,
  task: TaskRow,
  values: Readonly<Record<string, unknown>>,
  node: ApproverNode,
): Promise<string[]> {
  return resolveAssignee(db, task, values, node.properties.assignee, node.nodeId);
}

/** The users an assignee of the node `nodeId` names (a sub-flow's launchers too). */
export async function resolveAssignee(
  db: Queryable,
  task: TaskRow,
  values: Readonly<Record<string, unknown>>,
  assignee: FlowAssignee,
  nodeId: string,
): Promise<string[]> {
  const initiator = task.creatorUserId;
  switch (assignee.kind) {
    case 'manager':
      return enabledUsers(db, await managerAt(db, initiator, assignee.levels));
    case 'departmentHead':
      return enabledUsers(db, await departmentHead(db, initiator));
    case 'initiator':
      return enabledUsers(db, [initiator]);
    case 'formField':
      return enabledUsers(db, userIdsIn(values[assignee.field]));
    case 'nodeApprover':
      return enabledUsers(db, await nodeApprovers(db, task.id, assignee.nodeId));
    case 'fixed':
      return peopleUsers(db, assignee.people);
    case 'chosen':
      return enabledUsers(db, task.candidates[nodeId] ?? []);
  }
}
