import type { FlowCandidates, FlowTemplate } from '@mepm/contract';
import { findNode } from '@mepm/flow-engine';
import type { Queryable } from '../../../../db/client';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { peopleUsers } from './people';

/**
 * What an approver (not the submitter) may pick: only the nodes the flow reaches next from their
 * node, and never themselves or the user they act for (they would decide the next node too).
 */
export interface CandidateLimits {
  nodeIds: ReadonlySet<string>;
  notUsers: readonly string[];
}

/**
 * The task's picked approvers with those just sent: each node named must be an approver node
 * whose assignee is `chosen` (and, for an approver, within `limits`), and each user one its
 * `people` admit (enabled). A later pick for a node replaces the earlier one.
 */
export async function mergeCandidates(
  db: Queryable,
  template: FlowTemplate,
  kept: Readonly<Record<string, string[]>>,
  sent: FlowCandidates | undefined,
  limits?: CandidateLimits,
): Promise<Record<string, string[]>> {
  const merged = { ...kept };
  for (const [nodeId, userIds] of Object.entries(sent ?? {})) {
    const node = findNode(template, nodeId)?.node;
    if (
      node?.type !== 'approver' ||
      node.properties.assignee.kind !== 'chosen' ||
      (limits !== undefined && !limits.nodeIds.has(nodeId))
    ) {
      throw badRequest('flowBadCandidates', { node: nodeId });
    }
    if (limits?.notUsers.some((userId) => userIds.includes(userId))) {
      throw badRequest('flowSelfCandidate', { node: node.properties.title });
    }
    const allowed = new Set(await peopleUsers(db, node.properties.assignee.people));
    if (!userIds.every((userId) => allowed.has(userId))) {
      throw badRequest('flowBadCandidates', { node: node.properties.title });
    }
    merged[nodeId] = [...new Set(userIds)];
  }
  return merged;
}
