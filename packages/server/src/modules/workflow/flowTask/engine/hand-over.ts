import type { ApproverNode } from '@mepm/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { ActionContext } from './action-context';
import type { NodeRow } from './node-rows';
import { enabledUsers } from './people';
import { tell } from './tell';

export type ItemRow = typeof flowTaskOperators.$inferSelect;

/** A work item handed to another user: by its approver (transfer) or by the monitor (assign). */
export interface HandOver {
  item: ItemRow;
  row: NodeRow;
  node: ApproverNode;
  target: string;
  /** Who the old item records as having handled it (null: nobody, it was taken away). */
  handledBy: string | null;
  kind: 'transfer' | 'assign';
  /** The refusal when the target may not take the item. */
  refused: () => Error;
}

/**
 * The item ends as transferred and the target takes its place (and its turn; told when it is a
 * to-do). The target must be another enabled user with no item at the node, open or decided
 * (nobody decides twice at a node), not the one acting (an entrusted user cannot keep the giver's
 * item, a monitor does not give itself what it may then approve), nor an initiator the node
 * passes for (who would not become its approver this way).
 */
export async function handOver(ctx: ActionContext, hand: HandOver): Promise<void> {
  const { item, row, node, target } = hand;
  const [enabled] = await enabledUsers(ctx.tx, [target]);
  const atNode = await ctx.tx
    .select({ id: flowTaskOperators.id })
    .from(flowTaskOperators)
    .where(
      and(
        eq(flowTaskOperators.taskNodeId, row.id),
        eq(flowTaskOperators.userId, target),
        inArray(flowTaskOperators.state, ['pending', 'waiting', 'approved', 'rejected']),
      ),
    );
  const passesInitiator =
    node.properties.initiatorApproves === 'pass' && target === ctx.task.creatorUserId;
  if (
    enabled === undefined ||
    target === item.userId ||
    target === ctx.actorId ||
    passesInitiator ||
    atNode.length > 0
  ) {
    throw hand.refused();
  }
  await ctx.tx
    .update(flowTaskOperators)
    .set({ state: 'transferred', handledByUserId: hand.handledBy, handledAt: ctx.at })
    .where(and(eq(flowTaskOperators.id, item.id), eq(flowTaskOperators.state, item.state)));
  await ctx.tx.insert(flowTaskOperators).values({
    taskId: ctx.task.id,
    taskNodeId: row.id,
    nodeId: item.nodeId,
    userId: target,
    state: item.state,
    sortCode: item.sortCode,
    kind: hand.kind,
    createdAt: ctx.at,
  });
  if (item.state === 'pending') await tell(ctx, 'todo', [target], row.id);
}
