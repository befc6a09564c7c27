import type { FlowAuditBody } from '@mepm/contract';
import { fieldAccess } from '@mepm/flow-engine';
import type { Caller } from '../../../../kernel/caller';
import { valuesOf } from '../engine/action-context';
import { openAfterApprovers, settleVote } from '../engine/added-approvers';
import { mergeCandidates } from '../engine/candidates';
import { ifChanged } from '../engine/history';
import { withStates } from '../engine/work-items';
import { approverCandidateLimits } from '../engine/next-candidates';
import type { ActionDeps } from '../engine/engine-deps';
import { valuesAtNode } from '../form-values';
import { actOnPendingItem, decideItem, requireSignature } from './work-item';

/**
 * Approves a pending work item: the values of the fields writable at the node (required ones
 * filled), the candidates for chosen nodes ahead, one history row; the approvers the item added
 * after it get their turn; then the node's decision over its votes: passed moves the flow on, a
 * sequential node whose current vote is complete gives the next approver their turn.
 */
export async function auditItem(
  deps: ActionDeps,
  caller: Caller,
  itemId: string,
  body: FlowAuditBody,
): Promise<void> {
  await actOnPendingItem(deps, caller, itemId, async (pending) => {
    const { ctx, row, node } = pending;
    requireSignature(node, body);
    const before = valuesOf(ctx);
    const values = await valuesAtNode(
      {
        db: ctx.tx,
        caller,
        interfaceOptions: ctx.deps.interfaceOptions,
        design: ctx.version.form,
        access: fieldAccess(node.properties.fieldRules, 'read'),
        stored: before,
        purpose: 'approve',
      },
      body.formData ?? {},
    );
    ctx.task.formData = values;
    const acting = pending.onBehalfOf === null ? [caller.id] : [caller.id, pending.onBehalfOf];
    const chosenBefore = ctx.task.candidates;
    ctx.task.candidates = await mergeCandidates(
      ctx.tx,
      ctx.version.template,
      ctx.task.candidates,
      body.candidates,
      body.candidates === undefined
        ? undefined
        : await approverCandidateLimits(ctx, node.nodeId, acting),
    );
    await decideItem(pending, caller.id, {
      state: 'approved',
      extras: body,
      history: {
        formData: ifChanged(before, values),
        candidates: ifChanged(chosenBefore, ctx.task.candidates),
      },
    });
    const { item, nodeItems } = pending;
    const changes = new Map([[item.id, 'approved']]);
    if (item.addedByItemId === null) {
      for (const id of await openAfterApprovers(ctx, row.id, item.id, nodeItems)) {
        changes.set(id, 'pending');
      }
    }
    await settleVote(ctx, row, node, item.addedByItemId ?? item.id, withStates(nodeItems, changes));
  });
}
