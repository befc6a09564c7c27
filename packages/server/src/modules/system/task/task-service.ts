import type {
  Language,
  StateBody,
  StateResult,
  TaskBody,
  TaskJob,
  TaskListQuery,
  TaskPage,
  TaskRecord,
} from '@mepm/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { codedRecordFields } from '../../../kernel/data/coded-record';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import type { JobRegistry } from '../../../kernel/jobs/job-registry';
import { nextDueTime } from './cron';
import { scheduleTasks } from './schema';
import { taskValues } from './task-values';

type TaskRow = typeof scheduleTasks.$inferSelect;

function toTaskRecord(row: TaskRow, jobs: JobRegistry, language: Language): TaskRecord {
  return {
    id: row.id,
    ...codedRecordFields(row),
    cron: row.cron,
    jobName: row.jobName,
    jobTitle: jobs.get(row.jobName)?.title[language] ?? row.jobName,
    params: row.params,
    nextRunTime: row.enabled && row.nextRunAt ? row.nextRunAt.getTime() : null,
    lastRunTime: row.lastRunAt?.getTime() ?? null,
    lastOutcome: row.lastOutcome ?? null,
  };
}

export async function listTasks(
  db: Db,
  jobs: JobRegistry,
  language: Language,
  query: TaskListQuery,
  versions?: DataVersions,
): Promise<TaskPage> {
  const keyword = keywordOf(query);
  const where =
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [scheduleTasks.enCode, scheduleTasks.fullName]);
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: scheduleTasks,
    where,
    rows: (window) =>
      db
        .select()
        .from(scheduleTasks)
        .where(where)
        .orderBy(asc(scheduleTasks.sortCode), asc(scheduleTasks.enCode))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: rows.map((row) => toTaskRecord(row, jobs, language)), pagination };
}

export async function readTask(
  db: Db,
  jobs: JobRegistry,
  language: Language,
  id: string,
): Promise<TaskRecord> {
  const row = found(await db.select().from(scheduleTasks).where(eq(scheduleTasks.id, id)));
  return toTaskRecord(row, jobs, language);
}

/** A new task is due at the first time its expression names after now. */
export async function createTask(
  tx: Tx,
  jobs: JobRegistry,
  language: Language,
  body: TaskBody,
  at: Date,
): Promise<string> {
  const values = taskValues(body, jobs, language);
  const [row] = await tx
    .insert(scheduleTasks)
    .values({ ...values, nextRunAt: nextDueTime(values.cron, at) })
    .returning({ id: scheduleTasks.id });
  return found(row === undefined ? [] : [row]).id;
}

/** An edit moves the due time to the new expression's next one (a claimed run is not undone). */
export async function updateTask(
  tx: Tx,
  jobs: JobRegistry,
  language: Language,
  id: string,
  body: TaskBody,
  at: Date,
): Promise<void> {
  const values = taskValues(body, jobs, language);
  found(
    await tx
      .select({ id: scheduleTasks.id })
      .from(scheduleTasks)
      .where(eq(scheduleTasks.id, id))
      .for('update'),
  );
  await tx
    .update(scheduleTasks)
    .set({ ...values, nextRunAt: nextDueTime(values.cron, at) })
    .where(eq(scheduleTasks.id, id));
}

/** Deletes the task; its runs go with it (a run still going finishes and writes nothing). */
export async function deleteTask(tx: Tx, id: string): Promise<void> {
  const removed = await tx
    .delete(scheduleTasks)
    .where(eq(scheduleTasks.id, id))
    .returning({ id: scheduleTasks.id });
  found(removed);
}

/**
 * Enables or disables (flips without a body), in one locked transaction. Enabling sets the next
 * due time from now, so a task disabled for a week does not run the week's missed times.
 */
export async function setTaskState(
  tx: Tx,
  id: string,
  body: StateBody,
  at: Date,
): Promise<StateResult> {
  const current = found(
    await tx
      .select({ enabled: scheduleTasks.enabled, cron: scheduleTasks.cron })
      .from(scheduleTasks)
      .where(eq(scheduleTasks.id, id))
      .for('update'),
  );
  const enabled = body.enabled ?? !current.enabled;
  await tx
    .update(scheduleTasks)
    .set(enabled ? { enabled, nextRunAt: nextDueTime(current.cron, at) } : { enabled })
    .where(eq(scheduleTasks.id, id));
  return { enabled };
}

/** The built-in jobs in the caller's language, by title. */
export function jobList(jobs: JobRegistry, language: Language): TaskJob[] {
  return [...jobs.values()]
    .map((job) => ({
      name: job.name,
      title: job.title[language],
      params: job.params.map((param) => ({
        key: param.key,
        label: param.label[language],
        min: param.min,
        max: param.max,
        default: param.default,
      })),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}
