import type { FlowCommentBody } from '@mepm/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { settleVote } from '../engine/added-approvers';
import { runAction } from '../engine/action-context';
import { approverNode, described } from '../engine/advance';
import type { ActionDeps } from '../engine/engine-deps';
import { actsFor } from '../engine/entrusts';
import { record } from '../engine/history';
import { withStates } from '../engine/work-items';
import { alreadyHandled, itemWithNode } from './work-item';

/**
 * 减签: whoever holds the item that added an approver (its owner, or the user they entrust with
 * the flow now) removes that approver while they have not acted. Under the task's lock the added
 * item is cancelled and the vote settled again: an adder waiting for nobody any more gets their
 * item back, a node whose last open approver went passes, once. Anything else is "already handled".
 */
export async function removeApprover(
  deps: ActionDeps,
  caller: Caller,
  addedItemId: string,
  body: FlowCommentBody,
): Promise<void> {
  await runAction(deps, { ofItem: addedItemId }, caller.id, alreadyHandled, async (ctx) => {
    const found = await itemWithNode(ctx, addedItemId);
    const adderId = found?.item.addedByItemId ?? null;
    if (
      ctx.task.status !== 1 ||
      found === undefined ||
      adderId === null ||
      !['pending', 'waiting'].includes(found.item.state) ||
      found.node.state !== 'active'
    ) {
      throw alreadyHandled();
    }
    const [adder] = await ctx.tx
      .select({ userId: flowTaskOperators.userId })
      .from(flowTaskOperators)
      .where(eq(flowTaskOperators.id, adderId));
    const holds =
      adder !== undefined &&
      (adder.userId === caller.id ||
        (await actsFor(ctx.tx, adder.userId, caller.id, ctx.task.flowId, ctx.at)));
    const node = approverNode(ctx, found.item.nodeId);
    if (!holds || node === undefined) throw alreadyHandled();
    await ctx.tx
      .update(flowTaskOperators)
      .set({ state: 'cancelled', handledAt: ctx.at })
      .where(
        and(
          eq(flowTaskOperators.id, addedItemId),
          inArray(flowTaskOperators.state, ['pending', 'waiting']),
        ),
      );
    await record(ctx, {
      action: 'removeApprover',
      node: described(found.node),
      onBehalfOfUserId: adder.userId === caller.id ? null : adder.userId,
      comment: body.comment ?? '',
      target: found.item.userId,
    });
    const items = withStates(found.nodeItems, new Map([[addedItemId, 'cancelled']]));
    await settleVote(ctx, found.node, node, adderId, items);
  });
}
