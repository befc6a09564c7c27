import type { ActionContext } from './action-context';
import { walkOn } from './advance';
import { record, type HistoryEntry } from './history';
import { cancelAllActive } from './node-rows';
import { childEnded } from './sub-flows';

/**
 * The task ends before its flow does: withdrawn by its initiator (4) or terminated by a monitor
 * (5). Every open node and work item is cancelled (their timers then fire without effect, the open
 * child tasks of its sub-flows end too), and one history row says why. A sub-flow's child ended
 * this way rejects its parent's node (sub-flows.ts).
 */
export async function endTaskEarly(
  ctx: ActionContext,
  status: 4 | 5,
  entry: HistoryEntry,
): Promise<void> {
  await cancelAllActive(ctx);
  ctx.task.status = status;
  ctx.task.endedAt = ctx.at;
  await record(ctx, entry);
  await childEnded(ctx, walkOn);
}
