import type { FlowCandidates, FlowTemplate } from '@mepm/contract';
import { findNode } from '@mepm/flow-engine';
import type { Queryable } from '../../../../db/client';
import { badRequest } from '../../../../plugins/envelope/api-error';
import { peopleUsers } from './people';

/**
 * The task's picked approvers with those just sent: each node named must be an approver node
 * whose assignee is `chosen`, and each user one its `people` admit (enabled). A later pick for a
 * node replaces the earlier one.
 */
export async function mergeCandidates(
  db: Queryable,
  template: FlowTemplate,
  kept: Readonly<Record<string, string[]>>,
  sent: FlowCandidates | undefined,
): Promise<Record<string, string[]>> {
  const merged = { ...kept };
  for (const [nodeId, userIds] of Object.entries(sent ?? {})) {
    const node = findNode(template, nodeId)?.node;
    if (node?.type !== 'approver' || node.properties.assignee.kind !== 'chosen') {
      throw badRequest('flowBadCandidates', { node: nodeId });
    }
    const allowed = new Set(await peopleUsers(db, node.properties.assignee.people));
    if (!userIds.every((userId) => allowed.has(userId))) {
      throw badRequest('flowBadCandidates', { node: node.properties.title });
    }
    merged[nodeId] = [...new Set(userIds)];
  }
  return merged;
}
