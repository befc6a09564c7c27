import type { FlowRejectBody } from '@mepm/contract';
import { nodeDecision } from '@mepm/flow-engine';
import { and, eq } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { described } from '../engine/advance';
import type { EngineDeps } from '../engine/engine-deps';
import { record } from '../engine/history';
import { rejectDestination, rejectNodeTo } from '../engine/reject-node';
import { decidingStates } from '../engine/work-items';
import { actOnPendingItem, checkOwnFiles } from './work-item';

/**
 * Rejects a pending work item, one history row naming where the reject goes. Once the node's
 * decision is `rejected` (or-sign and sequential at once, countersign at its threshold) the task
 * goes back to the destination the node allows.
 */
export async function rejectItem(
  deps: EngineDeps,
  caller: Caller,
  itemId: string,
  body: FlowRejectBody,
): Promise<void> {
  await actOnPendingItem(deps, caller, itemId, async ({ ctx, item, row, node }) => {
    await checkOwnFiles(ctx.tx, caller.id, body);
    const target = await rejectDestination(ctx, row, node, body.rejectTo);
    await ctx.tx
      .update(flowTaskOperators)
      .set({ state: 'rejected', handledByUserId: caller.id, handledAt: ctx.at })
      .where(and(eq(flowTaskOperators.id, item.id), eq(flowTaskOperators.state, 'pending')));
    await record(ctx, {
      action: 'reject',
      node: described(row),
      comment: body.comment ?? '',
      signatureFileId: body.signatureFileId ?? null,
      attachments: body.attachments ?? [],
      target,
    });
    const { signMode, countersign } = node.properties;
    if (nodeDecision(signMode, countersign, await decidingStates(ctx, row.id)) === 'rejected') {
      await rejectNodeTo(ctx, row, target);
    }
  });
}
