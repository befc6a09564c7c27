import type { FlowMonitorCancelBody } from '@mepm/contract';
import type { Caller } from '../../../../../kernel/caller';
import { badRequest } from '../../../../../plugins/envelope/api-error';
import type { ActionDeps } from '../../engine/engine-deps';
import { endTaskEarly } from '../../engine/end-task';
import { runMonitorAction } from '../monitor-guard';

/**
 * Terminates a task (status 5, cancel): one in process, or one rejected back to its start and
 * waiting for its initiator. Every open node and item is cancelled; the history row keeps the
 * comment. A draft is deleted instead; an ended task stays as it ended.
 */
export async function cancelTask(
  deps: ActionDeps,
  caller: Caller,
  taskId: string,
  body: FlowMonitorCancelBody,
): Promise<void> {
  await runMonitorAction(deps, caller, taskId, async (ctx) => {
    if (ctx.task.status !== 1 && ctx.task.status !== 3) throw badRequest('flowMonitorNotRunning');
    await endTaskEarly(ctx, 5, { action: 'terminate', comment: body.comment ?? '' });
  });
}
