import type { FlowTransferBody } from '@mepm/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { described } from '../engine/advance';
import type { EngineDeps } from '../engine/engine-deps';
import { record } from '../engine/history';
import { enabledUsers } from '../engine/people';
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
    const [target] = await enabledUsers(ctx.tx, [body.userId]);
    const open = await ctx.tx
      .select({ id: flowTaskOperators.id })
      .from(flowTaskOperators)
      .where(
        and(
          eq(flowTaskOperators.taskNodeId, row.id),
          eq(flowTaskOperators.userId, body.userId),
          inArray(flowTaskOperators.state, ['pending', 'waiting', 'approved', 'rejected']),
        ),
      );
    // Nobody decides twice at a node, an entrusted user cannot keep the giver's item, and the
    // initiator a node passes for does not become its approver by a transfer.
    const passesInitiator =
      node.properties.initiatorApproves === 'pass' && target === ctx.task.creatorUserId;
    if (
      target === undefined ||
      target === item.userId ||
      target === caller.id ||
      passesInitiator ||
      open.length > 0
    ) {
      throw badRequest('flowBadTransferUser');
    }
    await ctx.tx
      .update(flowTaskOperators)
      .set({ state: 'transferred', handledByUserId: caller.id, handledAt: ctx.at })
      .where(and(eq(flowTaskOperators.id, item.id), eq(flowTaskOperators.state, 'pending')));
    await ctx.tx.insert(flowTaskOperators).values({
      taskId: ctx.task.id,
      taskNodeId: row.id,
      nodeId: item.nodeId,
      userId: target,
      state: 'pending',
      sortCode: item.sortCode,
      kind: 'transfer',
      createdAt: ctx.at,
    });
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
