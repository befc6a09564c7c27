import { FLOW_TASK_LIMITS, type FlowAddApproverBody } from '@mepm/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { badRequest } from '../../../../plugins/envelope/api-error';
import type { ActionContext } from '../engine/action-context';
import { described } from '../engine/advance';
import type { ActionDeps } from '../engine/engine-deps';
import { record } from '../engine/history';
import { mayJoinNode } from '../engine/newcomers';
import { tell } from '../engine/tell';
import { actOnPendingItem } from './work-item';

/** How many approvers the item added that have not decided nor been removed. */
async function openAdded(ctx: ActionContext, itemId: string): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(flowTaskOperators)
    .where(
      and(
        eq(flowTaskOperators.addedByItemId, itemId),
        inArray(flowTaskOperators.state, ['pending', 'waiting']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * 加签: the approver of a pending work item, where the node offers it (`addSign`), adds users
 * who decide before them (their item waits until those decided: `before`) or after their
 * approval (`after`). The added users are part of the item's vote (docs/reference/workflow.md
 * "Added approvers"); an added approver adds nobody. One history row per added user.
 */
export async function addApprovers(
  deps: ActionDeps,
  caller: Caller,
  itemId: string,
  body: FlowAddApproverBody,
): Promise<void> {
  await actOnPendingItem(deps, caller, itemId, async ({ ctx, item, row, node, onBehalfOf }) => {
    if (!node.properties.buttons.includes('addSign') || item.addedByItemId !== null) {
      throw badRequest('flowAddApproverNotAllowed');
    }
    if (!(await mayJoinNode(ctx, row, node, body.userIds, [item.userId, caller.id]))) {
      throw badRequest('flowBadAddedApprover');
    }
    const max = FLOW_TASK_LIMITS.addedApprovers;
    if ((await openAdded(ctx, item.id)) + body.userIds.length > max) {
      throw badRequest('flowTooManyAddedApprovers', { max });
    }
    const before = body.mode === 'before';
    await ctx.tx.insert(flowTaskOperators).values(
      body.userIds.map((userId) => ({
        taskId: ctx.task.id,
        taskNodeId: row.id,
        nodeId: item.nodeId,
        userId,
        state: before ? 'pending' : 'waiting',
        sortCode: item.sortCode,
        kind: before ? 'addBefore' : 'addAfter',
        addedByItemId: item.id,
        createdAt: ctx.at,
      })),
    );
    if (before) {
      await ctx.tx
        .update(flowTaskOperators)
        .set({ state: 'waiting' })
        .where(eq(flowTaskOperators.id, item.id));
      await tell(ctx, 'todo', body.userIds, row.id);
    }
    for (const userId of body.userIds) {
      await record(ctx, {
        action: 'addApprover',
        node: described(row),
        onBehalfOfUserId: onBehalfOf,
        comment: body.comment ?? '',
        target: userId,
      });
    }
  });
}
