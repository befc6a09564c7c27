import { FLOW_TASK_LIMITS, type FlowCommentBody } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { flowTaskNodes, flowTaskOperators, flowTasks } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { recordNotFound } from '../../../../kernel/data/not-found';
import { ApiError, badRequest } from '../../../../plugins/envelope/api-error';
import { runAction } from '../engine/action-context';
import type { ActionDeps } from '../engine/engine-deps';
import { record } from '../engine/history';
import { tell } from '../engine/tell';

const MINUTE = 60_000;

/**
 * 催办: the initiator of a task in process reminds its current approvers (a to-do message each,
 * like a time limit's reminder), at most once every `urgeIntervalMinutes`. Under the task's lock
 * the last urge's time is read and set, so of fifty urges at once one sends its messages and the
 * others answer 429. The task's step does not move (an urge is no step of the flow).
 */
export async function urgeTask(
  deps: ActionDeps,
  caller: Caller,
  taskId: string,
  body: FlowCommentBody,
): Promise<void> {
  await runAction(
    deps,
    taskId,
    caller.id,
    recordNotFound,
    async (ctx) => {
      const { task } = ctx;
      if (task.creatorUserId !== caller.id) throw recordNotFound();
      if (task.status !== 1) throw badRequest('flowNotInProcess');
      const minutes = FLOW_TASK_LIMITS.urgeIntervalMinutes;
      const last = task.lastUrgedAt?.getTime();
      if (last !== undefined && ctx.at.getTime() - last < minutes * MINUTE) {
        throw new ApiError(429, 429, 'flowUrgedRecently', { minutes });
      }
      const pending = await ctx.tx
        .select({ userId: flowTaskOperators.userId, taskNodeId: flowTaskOperators.taskNodeId })
        .from(flowTaskOperators)
        .innerJoin(flowTaskNodes, eq(flowTaskNodes.id, flowTaskOperators.taskNodeId))
        .where(
          and(
            eq(flowTaskOperators.taskId, task.id),
            eq(flowTaskOperators.state, 'pending'),
            eq(flowTaskNodes.state, 'active'),
          ),
        );
      if (pending.length === 0) throw badRequest('flowNobodyToUrge');
      await ctx.tx.update(flowTasks).set({ lastUrgedAt: ctx.at }).where(eq(flowTasks.id, task.id));
      const users = [...new Set(pending.map((item) => item.userId))];
      await tell(ctx, 'todo', users, pending[0]?.taskNodeId);
      await record(ctx, { action: 'urge', comment: body.comment ?? '' });
    },
    'beside',
  );
}
