import type { WorkItemState } from './node-decision';

/** A work item of a node instance as the decision reads it. */
export interface NodeItem {
  id: string;
  /** Any state the table holds, `cancelled` and `transferred` included. */
  state: string;
  /** The item that added this approver (加签); null for the node's own approvers. */
  addedBy: string | null;
}

/**
 * One vote per approver of the node (its own items, not cancelled nor transferred), with the
 * approvers each one added folded into it: a vote is rejected when its owner or one of those
 * they added rejected, approved when the owner and everyone they added (still there) approved,
 * open otherwise. Added approvers never change how many votes a node counts, so or-sign,
 * countersign thresholds and sequential turns read the same as without them.
 */
export function voteStates(items: readonly NodeItem[]): WorkItemState[] {
  const added = new Map<string, string[]>();
  for (const item of items) {
    if (item.addedBy === null || item.state === 'cancelled') continue;
    added.set(item.addedBy, [...(added.get(item.addedBy) ?? []), item.state]);
  }
  return items
    .filter((item) => item.addedBy === null && !isEnded(item.state))
    .map((item): WorkItemState => {
      const theirs = added.get(item.id) ?? [];
      if (item.state === 'rejected' || theirs.includes('rejected')) return 'rejected';
      if (item.state !== 'approved') return item.state === 'waiting' ? 'waiting' : 'pending';
      return theirs.every((state) => state === 'approved') ? 'approved' : 'pending';
    });
}

/** States that take no part in a decision. */
function isEnded(state: string): boolean {
  return state === 'cancelled' || state === 'transferred';
}

/** The vote of the node's own item `itemId` with its added approvers; undefined once it ended. */
export function voteOf(items: readonly NodeItem[], itemId: string): WorkItemState | undefined {
  const own = items.filter((item) => item.id === itemId || item.addedBy === itemId);
  return voteStates(own)[0];
}
