import type { ApproverNode } from '@mepm/contract';
import { nodeDecision, voteOf, voteStates, type NodeItem } from '@mepm/flow-engine';
import { and, eq, inArray } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { ActionContext } from './action-context';
import { passNode } from './advance';
import type { NodeRow } from './node-rows';
import { tell } from './tell';
import { nextInTurn, nodeItems } from './work-items';

/**
 * Added approvers (加签, docs/reference/workflow.md "Added approvers"): each added work item
 * names the item that added it (`added_by_item_id`) and is part of that item's vote. `addBefore`
 * items are to-dos at once while their adder's item waits; `addAfter` items wait until their
 * adder approves.
 */

const open = inArray(flowTaskOperators.state, ['pending', 'waiting']);
const isOpen = (state: string) => state === 'pending' || state === 'waiting';

/**
 * The adder approved: the approvers they added after them get their to-dos. Returns the opened
 * items' ids. `items` (the node's items as read under the lock) spare the statement when
 * the adder added nobody who waits: only an added-after approver waits for its adder.
 */
export async function openAfterApprovers(
  ctx: ActionContext,
  taskNodeId: string,
  itemId: string,
  items: readonly NodeItem[],
): Promise<string[]> {
  if (!items.some((item) => item.addedBy === itemId && item.state === 'waiting')) return [];
  const opened = await ctx.tx
    .update(flowTaskOperators)
    .set({ state: 'pending', createdAt: ctx.at })
    .where(
      and(
        eq(flowTaskOperators.addedByItemId, itemId),
        eq(flowTaskOperators.kind, 'addAfter'),
        eq(flowTaskOperators.state, 'waiting'),
      ),
    )
    .returning({ id: flowTaskOperators.id, userId: flowTaskOperators.userId });
  await tell(
    ctx,
    'todo',
    opened.map((row) => row.userId),
    taskNodeId,
  );
  return opened.map((row) => row.id);
}

/**
 * After an approval or a removal in the vote of `voteItemId`: an adder whose approvers added
 * before them all decided gets their item back; then the node's decision over its votes is run
 * again under the task's lock, so it passes exactly once, and a sequential node whose current
 * vote is complete gives the next approver their turn. `items` are the node's items as they are
 * now, this action's writes included (read under the lock, see `withStates`).
 */
export async function settleVote(
  ctx: ActionContext,
  row: NodeRow,
  node: ApproverNode,
  voteItemId: string,
  current: readonly NodeItem[],
): Promise<void> {
  const items = current.map((item) => ({ ...item }));
  const adder = items.find((item) => item.id === voteItemId);
  // Only an adder waits while it added someone: added-after approvers leave it pending, and a
  // sequential approver waiting for their turn cannot add anybody.
  const added = items.filter((item) => item.addedBy === voteItemId);
  if (adder?.state === 'waiting' && added.length > 0 && !added.some((i) => isOpen(i.state))) {
    const [back] = await ctx.tx
      .update(flowTaskOperators)
      .set({ state: 'pending', createdAt: ctx.at })
      .where(and(eq(flowTaskOperators.id, voteItemId), eq(flowTaskOperators.state, 'waiting')))
      .returning({ userId: flowTaskOperators.userId });
    if (back !== undefined) {
      adder.state = 'pending';
      await tell(ctx, 'todo', [back.userId], row.id);
    }
  }
  const { signMode, countersign } = node.properties;
  const decision = nodeDecision(signMode, countersign, voteStates(items));
  if (decision === 'passed') await passNode(ctx, row, node);
  else if (signMode === 'sequential' && voteOf(items, voteItemId) === 'approved') {
    await nextInTurn(ctx, row.id);
  }
}

/**
 * A vote was rejected (its owner or one they added rejected): the approvers still open in it
 * are cancelled, and its owner's item, when still open, ends as rejected with it.
 */
export async function closeVote(ctx: ActionContext, voteItemId: string): Promise<void> {
  await ctx.tx
    .update(flowTaskOperators)
    .set({ state: 'cancelled', handledAt: ctx.at })
    .where(and(eq(flowTaskOperators.addedByItemId, voteItemId), open));
  await ctx.tx
    .update(flowTaskOperators)
    .set({ state: 'rejected', handledAt: ctx.at })
    .where(and(eq(flowTaskOperators.id, voteItemId), open));
}

/** Whether the node instance holds added approvers (a recall cannot undo around them). */
export async function hasAddedApprovers(ctx: ActionContext, taskNodeId: string): Promise<boolean> {
  const items = await nodeItems(ctx, taskNodeId);
  return items.some((item) => item.addedBy !== null);
}
