import type { ApproverNode } from '@mepm/contract';
import { and, eq } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { ActionContext } from './action-context';
import type { NodeRow } from './node-rows';
import { mayJoinNode } from './newcomers';
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
 * to-do). The target must be one who may join the node (`mayJoinNode`), and neither the item's
 * owner nor the one acting: an entrusted user cannot keep the giver's item, a monitor does not give
 * itself what it may then approve. An added approver's item stays in its adder's vote, and the
 * approvers the item added follow it.
 */
export async function handOver(ctx: ActionContext, hand: HandOver): Promise<void> {
  const { item, row, node, target } = hand;
  if (
    !(await mayJoinNode(
      ctx,
      row,
      node,
      [target],
      ctx.actorId === null ? [item.userId] : [item.userId, ctx.actorId],
    ))
  ) {
    throw hand.refused();
  }
  await ctx.tx
    .update(flowTaskOperators)
    .set({ state: 'transferred', handledByUserId: hand.handledBy, handledAt: ctx.at })
    .where(and(eq(flowTaskOperators.id, item.id), eq(flowTaskOperators.state, item.state)));
  const [moved] = await ctx.tx
    .insert(flowTaskOperators)
    .values({
      taskId: ctx.task.id,
      taskNodeId: row.id,
      nodeId: item.nodeId,
      userId: target,
      state: item.state,
      sortCode: item.sortCode,
      kind: item.addedByItemId === null ? hand.kind : item.kind,
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
  if (item.state === 'pending') await tell(ctx, 'todo', [target], row.id);
}
