import { nextApproverNodes } from '@mepm/flow-engine';
import type { ActionContext } from './action-context';
import { walkFacts } from './advance';
import type { CandidateLimits } from './candidates';

/**
 * What an approver at `nodeId` may pick candidates for, on the values their approval leaves:
 * the `chosen` nodes the flow reaches next from there, and nobody among `acting` (who acts and
 * whom they act for). The submitter picks for every chosen node at launch; an approver only
 * for the next ones, so an approval early in the flow cannot pre-empt a later approver's pick.
 */
export async function approverCandidateLimits(
  ctx: ActionContext,
  nodeId: string,
  acting: readonly string[],
): Promise<CandidateLimits> {
  const next = nextApproverNodes(ctx.version.template, nodeId, await walkFacts(ctx));
  const chosen = next.filter((node) => node.properties.assignee.kind === 'chosen');
  return { nodeIds: new Set(chosen.map((node) => node.nodeId)), notUsers: acting };
}
