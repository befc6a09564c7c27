import type { FlowAuditBody } from '@mepm/contract';
import { fieldAccess, nodeDecision } from '@mepm/flow-engine';
import type { Caller } from '../../../../kernel/caller';
import { valuesOf } from '../engine/action-context';
import { passNode } from '../engine/advance';
import { mergeCandidates } from '../engine/candidates';
import { approverCandidateLimits } from '../engine/next-candidates';
import type { EngineDeps } from '../engine/engine-deps';
import { decidingStates, nextInTurn } from '../engine/work-items';
import { valuesAtNode } from '../form-values';
import { actOnPendingItem, decideItem } from './work-item';

/**
 * Approves a pending work item: the values of the fields writable at the node (required ones
 * filled), the candidates for chosen nodes ahead, one history row; then the node's decision:
 * passed moves the flow on, a sequential node gives the next approver their turn.
 */
export async function auditItem(
  deps: EngineDeps,
  caller: Caller,
  itemId: string,
  body: FlowAuditBody,
): Promise<void> {
  await actOnPendingItem(deps, caller, itemId, async (pending) => {
    const { ctx, row, node } = pending;
    const before = valuesOf(ctx);
    const values = await valuesAtNode(
      {
        db: ctx.tx,
        caller,
        interfaceOptions: deps.interfaceOptions,
        design: ctx.version.form,
        access: fieldAccess(node.properties.fieldRules, 'read'),
        stored: before,
        purpose: 'approve',
      },
      body.formData ?? {},
    );
    const changed = JSON.stringify(values) !== JSON.stringify(before);
    ctx.task.formData = values;
    const acting = pending.onBehalfOf === null ? [caller.id] : [caller.id, pending.onBehalfOf];
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
      history: { formData: changed ? values : null },
    });
    const { signMode, countersign } = node.properties;
    // Or-sign: this approval is the node's first decision (an earlier one would have ended the
    // node), so the node's other items need not be read.
    const states = signMode === 'or' ? ['approved' as const] : await decidingStates(ctx, row.id);
    const decision = nodeDecision(signMode, countersign, states);
    if (decision === 'passed') await passNode(ctx, row, node);
    else if (signMode === 'sequential') await nextInTurn(ctx, row.id);
  });
}
