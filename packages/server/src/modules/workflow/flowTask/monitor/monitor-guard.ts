import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import type { Caller } from '../../../../kernel/caller';
import { recordNotFound } from '../../../../kernel/data/not-found';
import { refused } from '../../../../plugins/permission/delegation';
import { runAction, type ActionContext } from '../engine/action-context';
import type { ActionDeps } from '../engine/engine-deps';

/**
 * What a delegated administrator (a user granted the monitor page, not an administrator) may not
 * act on, checked under the task's lock: a task they launched (their own requests go through
 * their approvers, not around them), and a task an administrator launched or holds an open work
 * item of (administrators are managed only by administrators). Administrators act on any task.
 */
export async function assertMayMonitor(
  db: Queryable,
  caller: Caller,
  task: { id: string; creatorUserId: string },
): Promise<void> {
  if (caller.isAdministrator) return;
  if (task.creatorUserId === caller.id) throw refused('flowMonitorOwnTask');
  const result = await db.execute<{ admin: boolean }>(sql`
    select exists (select 1 from users u where u.id = ${task.creatorUserId} and u.is_administrator)
      or exists (select 1 from flow_task_operators o join users u on u.id = o.user_id
        where o.task_id = ${task.id} and o.state in ('pending', 'waiting') and u.is_administrator)
      as admin`);
  if (result.rows[0]?.admin === true) throw refused('flowMonitorAdminTask');
}

/**
 * Runs a monitor's action on a task like every engine action (one transaction, the task row
 * locked first); the caller's right to act on this task is checked under the lock. A task that
 * does not exist is a 404.
 */
export function runMonitorAction(
  deps: ActionDeps,
  caller: Caller,
  taskId: string,
  act: (ctx: ActionContext) => Promise<void>,
): Promise<void> {
  return runAction(deps, taskId, caller.id, recordNotFound, async (ctx) => {
    await assertMayMonitor(ctx.tx, caller, ctx.task);
    await act(ctx);
  });
}
