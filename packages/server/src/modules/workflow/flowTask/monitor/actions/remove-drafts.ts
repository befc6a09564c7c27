import { asc, inArray } from 'drizzle-orm';
import { flowTasks } from '../../../../../db/schema';
import type { Caller } from '../../../../../kernel/caller';
import { recordNotFound } from '../../../../../kernel/data/not-found';
import { badRequest } from '../../../../../plugins/envelope/api-error';
import type { ActionDeps } from '../../engine/engine-deps';
import { assertMayMonitor } from '../monitor-guard';

/**
 * Deletes drafts, all or none: the rows are locked (in id order, so that two deletes never wait
 * for each other), and one that is gone, not a draft or not the caller's to touch refuses the
 * whole request. Ended tasks stay: their history is the record of what was decided.
 */
export async function removeDrafts(
  deps: ActionDeps,
  caller: Caller,
  ids: readonly string[],
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: flowTasks.id,
        status: flowTasks.status,
        creatorUserId: flowTasks.creatorUserId,
      })
      .from(flowTasks)
      .where(inArray(flowTasks.id, [...ids]))
      .orderBy(asc(flowTasks.id))
      .for('update');
    if (rows.length !== ids.length) throw recordNotFound();
    for (const row of rows) {
      if (row.status !== 0) throw badRequest('flowNotDraft');
      await assertMayMonitor(tx, caller, row);
    }
    await tx.delete(flowTasks).where(inArray(flowTasks.id, [...ids]));
  });
}
