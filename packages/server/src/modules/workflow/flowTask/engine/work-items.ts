import type { WorkItemState } from '@mepm/flow-engine';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { ActionContext } from './action-context';
import { tell } from './tell';

/** The states of a node instance's items that take part in its decision. */
export async function decidingStates(
  ctx: ActionContext,
  taskNodeId: string,
): Promise<WorkItemState[]> {
  const rows = await ctx.tx
    .select({ state: flowTaskOperators.state })
    .from(flowTaskOperators)
    .where(
      and(
        eq(flowTaskOperators.taskNodeId, taskNodeId),
        notInArray(flowTaskOperators.state, ['cancelled', 'transferred']),
      ),
    );
  // The table's check admits only these states besides the two left out.
  return rows.map((row) => row.state as WorkItemState);
}

/** A sequential node's next approver: the first waiting item becomes a to-do. */
export async function nextInTurn(ctx: ActionContext, taskNodeId: string): Promise<void> {
  const [next] = await ctx.tx
    .select({ id: flowTaskOperators.id, userId: flowTaskOperators.userId })
    .from(flowTaskOperators)
    .where(
      and(eq(flowTaskOperators.taskNodeId, taskNodeId), eq(flowTaskOperators.state, 'waiting')),
    )
    .orderBy(asc(flowTaskOperators.sortCode), asc(flowTaskOperators.id))
    .limit(1);
  if (next === undefined) return;
  await ctx.tx
    .update(flowTaskOperators)
    .set({ state: 'pending', createdAt: ctx.at })
    .where(eq(flowTaskOperators.id, next.id));
  await tell(ctx, 'todo', [next.userId], taskNodeId);
}

/** Users who approved any node of the task so far. */
export async function earlierApprovers(ctx: ActionContext): Promise<Set<string>> {
  const rows = await ctx.tx
    .select({ userId: flowTaskOperators.userId, by: flowTaskOperators.handledByUserId })
    .from(flowTaskOperators)
    .where(
      and(
        eq(flowTaskOperators.taskId, ctx.task.id),
        inArray(flowTaskOperators.state, ['approved']),
      ),
    );
  return new Set(rows.map((row) => row.by ?? row.userId));
}
