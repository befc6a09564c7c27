import type { FlowCountersign, FlowSignMode } from '@mepm/contract';

/** A work item's part in its node's decision. */
export type WorkItemState = 'waiting' | 'pending' | 'approved' | 'rejected';

/** Whether a node's approvers have decided it yet. */
export type NodeDecision = 'open' | 'passed' | 'rejected';

/** How many of `total` a threshold asks for: a percentage rounds up; never more than there are. */
export function thresholdCount(
  unit: FlowCountersign['unit'],
  value: number,
  total: number,
): number {
  const wanted = unit === 'percent' ? Math.ceil((total * value) / 100) : value;
  return Math.max(1, Math.min(wanted, total));
}

/**
 * A node's decision from its work items (cancelled and transferred ones left out): or-sign, the
 * first decision; sequential, every approver in turn, one reject rejects; countersign, passed once
 * approvals reach `pass`, rejected once rejections reach `reject` or `pass` is out of reach.
 * A node without items is passed (nobody was left to ask).
 */
export function nodeDecision(
  signMode: FlowSignMode,
  countersign: FlowCountersign | undefined,
  items: readonly WorkItemState[],
): NodeDecision {
  const total = items.length;
  if (total === 0) return 'passed';
  const approved = items.filter((state) => state === 'approved').length;
  const rejected = items.filter((state) => state === 'rejected').length;
  if (signMode === 'or') return rejected > 0 ? 'rejected' : approved > 0 ? 'passed' : 'open';
  if (signMode === 'sequential' || countersign === undefined) {
    return rejected > 0 ? 'rejected' : approved === total ? 'passed' : 'open';
  }
  const pass = thresholdCount(countersign.unit, countersign.pass, total);
  const reject = thresholdCount(countersign.unit, countersign.reject, total);
  if (approved >= pass) return 'passed';
  const undecided = total - approved - rejected;
  if (rejected >= reject || approved + undecided < pass) return 'rejected';
  return 'open';
}
