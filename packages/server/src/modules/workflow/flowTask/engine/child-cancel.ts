import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  flowTaskNodes,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
} from '../../../../db/schema';
import type { ActionContext } from './action-context';

/**
 * The sub-flow node instances `nodeIds` ended without passing (the parent was rejected,
 * withdrawn or cancelled): their child tasks still open (draft, in process, rejected to their
 * start) are cancelled (status 5) with everything open in them, and so on down their own
 * sub-flows. The parent's lock is held, and the children are locked after it in id order, as
 * every transaction takes them (task-rows.ts).
 */
export async function cancelChildTasks(
  ctx: ActionContext,
  nodeIds: readonly string[],
): Promise<void> {
  let waiting = [...nodeIds];
  while (waiting.length > 0) {
    const children = await ctx.tx
      .select({ id: flowTasks.id })
      .from(flowTasks)
      .where(
        and(inArray(flowTasks.parentTaskNodeId, waiting), inArray(flowTasks.status, [0, 1, 3])),
      )
      .orderBy(asc(flowTasks.id))
      .for('update');
    if (children.length === 0) return;
    const ids = children.map((child) => child.id);
    await ctx.tx
      .update(flowTasks)
      .set({
        status: 5,
        endedAt: ctx.at,
        currentNodes: '',
        version: sql`${flowTasks.version} + 1`,
        updatedAt: ctx.at,
      })
      .where(inArray(flowTasks.id, ids));
    const ended = await ctx.tx
      .update(flowTaskNodes)
      .set({ state: 'cancelled', completedAt: ctx.at })
      .where(and(inArray(flowTaskNodes.taskId, ids), eq(flowTaskNodes.state, 'active')))
      .returning({ id: flowTaskNodes.id, nodeType: flowTaskNodes.nodeType });
    await ctx.tx
      .update(flowTaskOperators)
      .set({ state: 'cancelled', handledAt: ctx.at })
      .where(
        and(
          inArray(flowTaskOperators.taskId, ids),
          inArray(flowTaskOperators.state, ['pending', 'waiting']),
        ),
      );
    await ctx.tx.insert(flowTaskRecords).values(
      ids.map((taskId) => ({
        taskId,
        action: 'cancel' as const,
        userId: ctx.actorId,
        // The step the cancel raised the child's version to.
        step: sql<number>`(select version from flow_tasks where id = ${taskId})`,
        createdAt: ctx.at,
      })),
    );
    waiting = ended.filter((row) => row.nodeType === 'subFlow').map((row) => row.id);
  }
}
