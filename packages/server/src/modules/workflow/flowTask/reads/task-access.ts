import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import type { Caller } from '../../../../kernel/caller';

/** How the caller takes part in a task. */
export interface TaskRelation {
  initiator: boolean;
  /** Holds or held a work item of it (or acted on one). */
  approver: boolean;
  circulated: boolean;
}

/** The caller's relation to the task of `flowId`; undefined when there is no such task. */
export async function taskRelation(
  db: Queryable,
  caller: Caller,
  flowId: string,
  taskId: string,
): Promise<TaskRelation | undefined> {
  const result = await db.execute<{ initiator: boolean; approver: boolean; circulated: boolean }>(
    sql`
    select t.creator_user_id = ${caller.id} as initiator,
      exists (select 1 from flow_task_operators o where o.task_id = t.id
        and (o.user_id = ${caller.id} or o.handled_by_user_id = ${caller.id})) as approver,
      exists (select 1 from flow_task_circulates c where c.task_id = t.id
        and c.user_id = ${caller.id}) as circulated
    from flow_tasks t where t.id = ${taskId} and t.flow_id = ${flowId}`,
  );
  return result.rows[0];
}

/**
 * Who may read a task: its initiator, its approvers, its CC users and administrators; a draft
 * only its initiator (and administrators). Everyone else is told it does not exist.
 */
export function mayRead(caller: Caller, relation: TaskRelation, status: number): boolean {
  if (caller.isAdministrator || relation.initiator) return true;
  return status !== 0 && (relation.approver || relation.circulated);
}
