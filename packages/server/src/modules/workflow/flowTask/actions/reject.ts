import type { FlowRejectBody } from '@mepm/contract';
import { nodeDecision } from '@mepm/flow-engine';
import type { Caller } from '../../../../kernel/caller';
import { closeVote } from '../engine/added-approvers';
import type { ActionDeps } from '../engine/engine-deps';
import { rejectDestination, rejectNodeTo } from '../engine/reject-node';
import { decidingStates } from '../engine/work-items';
import { actOnPendingItem, decideItem, requireSignature } from './work-item';

/**
 * Rejects a pending work item, one history row naming where the reject goes; the vote it belongs
 * to (its adder's, or its own with the approvers it added) is rejected. Once the node's
 * decision is `rejected` (or-sign and sequential at once, countersign at its threshold) the task
 * goes back to the destination the node allows.
 */
export async function rejectItem(
  deps: ActionDeps,
  caller: Caller,
  itemId: string,
  body: FlowRejectBody,
): Promise<void> {
  await actOnPendingItem(deps, caller, itemId, async (pending) => {
    const { ctx, row, node } = pending;
    const target = await rejectDestination(ctx, row, node, body.rejectTo);
    requireSignature(node, body);
    await decideItem(pending, caller.id, { state: 'rejected', extras: body, history: { target } });
    // The whole vote is rejected: the adder's item, or the approvers it added, end with it.
    await closeVote(ctx, pending.item.addedByItemId ?? pending.item.id);
    const { signMode, countersign } = node.properties;
    if (nodeDecision(signMode, countersign, await decidingStates(ctx, row.id)) === 'rejected') {
      await rejectNodeTo(ctx, row, target);
    }
  });
}
