import { voteStates, type NodeItem, type WorkItemState } from '@mepm/flow-engine';
import { and, asc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { ActionContext } from './action-context';
import { tell } from './tell';

/** Every work item of a node instance, as its decision reads them. */
export function nodeItems(ctx: ActionContext, taskNodeId: string): Promise<NodeItem[]> {
  return ctx.tx
    .select({
      id: flowTaskOperators.id,
      state: flowTaskOperators.state,
      addedBy: flowTaskOperators.addedByItemId,
    })
    .from(flowTaskOperators)
    .where(eq(flowTaskOperators.taskNodeId, taskNodeId));
}

/**
 * The same items as a column of another statement (the node instance's id column given), so that
 * an approval reads them with its own item instead of in a statement of their own.
 */
export function nodeItemsColumn(taskNodeId: AnyColumn) {
  return sql<NodeItem[]>`(select coalesce(json_agg(json_build_object('id', o.id, 'state', o.state,
    'addedBy', o.added_by_item_id)), '[]'::json) from flow_task_operators o
    where o.task_node_id = ${taskNodeId})`;
}

/** The items with the states given by id changed: what the node holds after this action's writes. */
export function withStates(
  items: readonly NodeItem[],
  changes: ReadonlyMap<string, string>,
): NodeItem[] {
  return items.map((item) => ({ ...item, state: changes.get(item.id) ?? item.state }));
}

/**
 * The votes that take part in a node instance's decision: one per approver of the node (cancelled
 * and transferred items left out), the approvers each one added folded in (`voteStates`).
 */
export async function decidingStates(
  ctx: ActionContext,
  taskNodeId: string,
): Promise<WorkItemState[]> {
  return voteStates(await nodeItems(ctx, taskNodeId));
}

/**
 * A sequential node's next approver: the first waiting item of the node's own approvers becomes
 * a to-do (added approvers wait for their adder, not for a turn).
 */
export async function nextInTurn(ctx: ActionContext, taskNodeId: string): Promise<void> {
  const [next] = await ctx.tx
    .select({ id: flowTaskOperators.id, userId: flowTaskOperators.userId })
    .from(flowTaskOperators)
    .where(
      and(
        eq(flowTaskOperators.taskNodeId, taskNodeId),
        eq(flowTaskOperators.state, 'waiting'),
        isNull(flowTaskOperators.addedByItemId),
      ),
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
