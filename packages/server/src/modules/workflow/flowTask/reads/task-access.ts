import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import type { Caller } from '../../../../kernel/caller';
import { entrustHolds } from '../engine/entrusts';

/** How the caller takes part in a task. */
// A type alias, not an interface: drizzle's execute() wants a record type.
export type TaskRelation = {
  initiator: boolean;
  /** Holds or held a work item of it (or acted on one). */
  approver: boolean;
  circulated: boolean;
  /** Entrusted now with a pending item of it by its approver. */
  entrusted: boolean;
};

/** The ways a user takes part in the task `t` of a query, as SQL conditions over it. */
function takesPart(userId: string, at: Date) {
  return {
    approver: sql`exists (select 1 from flow_task_operators o where o.task_id = t.id
        and (o.user_id = ${userId} or o.handled_by_user_id = ${userId}))`,
    circulated: sql`exists (select 1 from flow_task_circulates c where c.task_id = t.id
        and c.user_id = ${userId})`,
    entrusted: sql`exists (select 1 from flow_task_operators o where o.task_id = t.id
        and o.state = 'pending' and ${entrustHolds(sql`o.user_id`, userId, sql`t.flow_id`, at)})`,
  };
}

/** The caller's relation to the task of `flowId`; undefined when there is no such task. */
export async function taskRelation(
  db: Queryable,
  caller: Caller,
  flowId: string,
  taskId: string,
  at: Date,
): Promise<TaskRelation | undefined> {
  const part = takesPart(caller.id, at);
  const result = await db.execute<TaskRelation>(
    sql`
    select t.creator_user_id = ${caller.id} as initiator, ${part.approver} as approver,
      ${part.circulated} as circulated, ${part.entrusted} as entrusted
    from flow_tasks t where t.id = ${taskId} and t.flow_id = ${flowId}`,
  );
  return result.rows[0];
}

/**
 * `mayRead` below for a user who is no administrator, as one SQL condition over the task `t` of
 * a query (for reads that start elsewhere, such as a file its history names).
 */
export function readsTask(userId: string, at: Date) {
  const part = takesPart(userId, at);
  return sql`(t.creator_user_id = ${userId} or (t.status <> 0
    and (${part.approver} or ${part.circulated} or ${part.entrusted})))`;
}

/**
 * Who may read a task: its initiator, its approvers (and who they entrust with a to-do of it), its
 * CC users and administrators; a draft
 * only its initiator (and administrators). Everyone else is told it does not exist.
 */
export function mayRead(caller: Caller, relation: TaskRelation, status: number): boolean {
  if (caller.isAdministrator || relation.initiator) return true;
  return status !== 0 && (relation.approver || relation.circulated || relation.entrusted);
}
