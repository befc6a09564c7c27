import { FLOW_MONITOR_PAGE } from '@mepm/contract';
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

/** The caller's relation to the task of `flowId`; undefined when there is no such task. */
export async function taskRelation(
  db: Queryable,
  caller: Caller,
  flowId: string,
  taskId: string,
  at: Date,
): Promise<TaskRelation | undefined> {
  const result = await db.execute<TaskRelation>(
    sql`
    select t.creator_user_id = ${caller.id} as initiator,
      exists (select 1 from flow_task_operators o where o.task_id = t.id
        and (o.user_id = ${caller.id} or o.handled_by_user_id = ${caller.id})) as approver,
      exists (select 1 from flow_task_circulates c where c.task_id = t.id
        and c.user_id = ${caller.id}) as circulated,
      exists (select 1 from flow_task_operators o where o.task_id = t.id and o.state = 'pending'
        and ${entrustHolds(sql`o.user_id`, caller.id, sql`t.flow_id`, at)}) as entrusted
    from flow_tasks t where t.id = ${taskId} and t.flow_id = ${flowId}`,
  );
  return result.rows[0];
}

/**
 * Whether the caller holds the flow monitor's page (administrators hold every page): a monitor
 * reads any task, every value shown, nothing writable.
 */
export async function isMonitor(caller: Caller): Promise<boolean> {
  const access = await caller.access();
  return access === 'all' || access.has(FLOW_MONITOR_PAGE);
}

/**
 * Who may read a task: its initiator, its approvers (and who they entrust with a to-do of it), its
 * CC users and monitors (administrators and holders of the monitor's page); a draft only its
 * initiator (and monitors). Everyone else is told it does not exist.
 */
export function mayRead(monitor: boolean, relation: TaskRelation, status: number): boolean {
  if (monitor || relation.initiator) return true;
  return status !== 0 && (relation.approver || relation.circulated || relation.entrusted);
}
