import type { FlowTransferBody } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { described } from '../engine/advance';
import type { EngineDeps } from '../engine/engine-deps';
import { record } from '../engine/history';
import { mayJoinNode } from '../engine/newcomers';
import { tell } from '../engine/tell';
import { actOnPendingItem } from './work-item';

/**
 * Hands a pending work item to another enabled user with no item at the node, open or decided
 * (nor the one acting, nor an initiator the node passes for): the item ends as transferred, the
 * new one takes its place (and its turn), one history row.
 */
export async function transferItem(
  deps: EngineDeps,
  caller: Caller,
  itemId: string,
  body: FlowTransferBody,
): Promise<void> {
  await actOnPendingItem(deps, caller, itemId, async ({ ctx, item, row, node, onBehalfOf }) => {
    if (!node.properties.buttons.includes('transfer')) throw badRequest('flowTransferNotAllowed');
    const target = body.userId;
    if (!(await mayJoinNode(ctx, row, node, [target], [item.userId, caller.id]))) {
      throw badRequest('flowBadTransferUser');
    }
    await ctx.tx
      .update(flowTaskOperators)
      .set({ state: 'transferred', handledByUserId: caller.id, handledAt: ctx.at })
      .where(and(eq(flowTaskOperators.id, item.id), eq(flowTaskOperators.state, 'pending')));
    // An added approver's item stays in its adder's vote; the approvers an item added follow it.
    const [moved] = await ctx.tx
      .insert(flowTaskOperators)
      .values({
        taskId: ctx.task.id,
        taskNodeId: row.id,
        nodeId: item.nodeId,
        userId: target,
        state: 'pending',
        sortCode: item.sortCode,
        kind: item.addedByItemId === null ? 'transfer' : item.kind,
        addedByItemId: item.addedByItemId,
        createdAt: ctx.at,
      })
      .returning({ id: flowTaskOperators.id });
    if (moved !== undefined) {
      await ctx.tx
        .update(flowTaskOperators)
        .set({ addedByItemId: moved.id })
        .where(eq(flowTaskOperators.addedByItemId, item.id));
    }
    await record(ctx, {
      action: 'transfer',
      node: described(row),
      onBehalfOfUserId: onBehalfOf,
      comment: body.comment ?? '',
      target,
    });
    await tell(ctx, 'todo', [target], row.id);
  });
}
