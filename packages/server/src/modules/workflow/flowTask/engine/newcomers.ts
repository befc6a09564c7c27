import type { ApproverNode } from '@mepm/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { flowTaskOperators } from '../../../../db/schema';
import type { ActionContext } from './action-context';
import type { NodeRow } from './node-rows';
import { enabledUsers } from './people';

/**
 * Whether every one of `userIds` may join a node instance as a new approver (a transfer's target,
 * added approvers): an enabled user with no item at the node, open or decided (nobody decides
 * twice at a node), none of `excluded` (the one acting, the item's owner: an entrusted user cannot
 * keep the giver's item), nor an initiator the node passes for.
 */
export async function mayJoinNode(
  ctx: ActionContext,
  row: NodeRow,
  node: ApproverNode,
  userIds: readonly string[],
  excluded: readonly string[],
): Promise<boolean> {
  const enabled = new Set(await enabledUsers(ctx.tx, userIds));
  const present = await ctx.tx
    .select({ userId: flowTaskOperators.userId })
    .from(flowTaskOperators)
    .where(
      and(
        eq(flowTaskOperators.taskNodeId, row.id),
        inArray(flowTaskOperators.userId, [...userIds]),
        inArray(flowTaskOperators.state, ['pending', 'waiting', 'approved', 'rejected']),
      ),
    );
  const passesInitiator = node.properties.initiatorApproves === 'pass';
  return userIds.every(
    (userId) =>
      enabled.has(userId) &&
      !excluded.includes(userId) &&
      !(passesInitiator && userId === ctx.task.creatorUserId) &&
      !present.some((item) => item.userId === userId),
  );
}
