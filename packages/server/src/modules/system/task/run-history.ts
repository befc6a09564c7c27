import type { Language, TaskRunPage, TaskRunQuery } from '@mepm/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import { scheduleTaskRuns, scheduleTasks } from './schema';

/** A task's runs, newest first; 404 when the task does not exist. */
export async function listRuns(
  db: Db,
  language: Language,
  taskId: string,
  query: TaskRunQuery,
  versions?: DataVersions,
): Promise<TaskRunPage> {
  found(
    await db
      .select({ id: scheduleTasks.id })
      .from(scheduleTasks)
      .where(eq(scheduleTasks.id, taskId)),
  );
  const where = eq(scheduleTaskRuns.taskId, taskId);
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: scheduleTaskRuns,
    where,
    rows: (window) =>
      db
        .select()
        .from(scheduleTaskRuns)
        .where(where)
        .orderBy(desc(scheduleTaskRuns.startedAt), desc(scheduleTaskRuns.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      dueTime: row.dueAt?.getTime() ?? null,
      startTime: row.startedAt.getTime(),
      endTime: row.endedAt?.getTime() ?? null,
      outcome: row.outcome,
      message: row.message?.[language] ?? '',
      manual: row.manual,
      runner: row.runner,
    })),
    pagination,
  };
}

/** Deletes a task's finished runs in one statement; a run still going stays. */
export async function purgeRuns(tx: Tx, taskId: string): Promise<number> {
  found(
    await tx
      .select({ id: scheduleTasks.id })
      .from(scheduleTasks)
      .where(eq(scheduleTasks.id, taskId)),
  );
  const removed = await tx
    .delete(scheduleTaskRuns)
    .where(and(eq(scheduleTaskRuns.taskId, taskId), isNotNull(scheduleTaskRuns.endedAt)))
    .returning({ id: scheduleTaskRuns.id });
  return removed.length;
}
