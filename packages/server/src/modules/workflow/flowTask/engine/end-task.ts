import type { ActionContext } from './action-context';
import { record, type HistoryEntry } from './history';
import { cancelAllActive } from './node-rows';

/**
 * The task ends before its flow does: withdrawn by its initiator (4) or terminated by a monitor
 * (5). Every open node and work item is cancelled (their timers then fire without effect), and
 * one history row says why.
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
}
