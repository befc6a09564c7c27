import type { OnlineDevExportTask } from '@mepm/contract';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import type { Translate } from '../../../../kernel/i18n/translate';
import { ApiError } from '../../../../plugins/envelope/api-error';
import { uniqueViolationField } from '../../../../plugins/envelope/unique-violation';
import { xlsxStream } from '../../../../kernel/excel/xlsx-writer';
import type { ExportColumn } from './export-columns';
import { exportRows, type ExportRead } from './export-rows';
import { exportTasks } from './schema';

const DAY_MS = 86_400_000;
/** A task that reported no progress for this long died with its server process. */
const STALE_MS = 5 * 60_000;
const RUNNING = ['queued', 'running'];

type TaskRow = typeof exportTasks.$inferSelect;

const notFound = () => new ApiError(404, 404, 'excelExportTaskNotFound');

/** A task as its owner reads it; a task its process abandoned reads as failed. */
export function taskView(row: TaskRow, now: Date, t: Translate): OnlineDevExportTask {
  const stale = RUNNING.includes(row.state) && now.getTime() - row.updatedAt.getTime() > STALE_MS;
  const state = stale ? 'failed' : (row.state as OnlineDevExportTask['state']);
  return {
    taskId: row.id,
    state,
    written: row.written,
    total: row.total,
    ...(state === 'done' ? { fileName: row.fileName } : {}),
    ...(state === 'failed' ? { message: t('excelExportFailed') } : {}),
  };
}

/** The caller's own task, or 404 (another's task is as absent as a missing one). */
export async function ownTask(db: Db, ownerId: string, taskId: string): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(exportTasks)
    .where(and(eq(exportTasks.id, taskId), eq(exportTasks.ownerId, ownerId)));
  if (row === undefined) throw notFound();
  return row;
}

export interface TaskStart {
  db: Db;
  now: () => Date;
  ownerId: string;
  designId: string;
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn[];
  read: ExportRead;
  ids: readonly string[];
}

/**
 * Starts a background export and answers its task at once. The caller's day-old tasks and tasks
 * abandoned by a dead process are cleared first; a second running task of one owner is refused
 * (429) by the table's partial unique index, however many requests arrive at once.
 */
export async function startExportTask(start: TaskStart): Promise<TaskRow> {
  const { db, ownerId } = start;
  const now = start.now();
  await db
    .delete(exportTasks)
    .where(
      and(
        eq(exportTasks.ownerId, ownerId),
        or(
          lt(exportTasks.createdAt, new Date(now.getTime() - DAY_MS)),
          and(
            inArray(exportTasks.state, RUNNING),
            lt(exportTasks.updatedAt, new Date(now.getTime() - STALE_MS)),
          ),
        ),
      ),
    );
  let task: TaskRow | undefined;
  try {
    [task] = await db
      .insert(exportTasks)
      .values({
        ownerId,
        designId: start.designId,
        state: 'queued',
        total: start.ids.length,
        fileName: start.fileName,
      })
      .returning();
  } catch (error) {
    if (uniqueViolationField(error, new Map()) !== undefined) {
      throw new ApiError(429, 429, 'excelExportRunning');
    }
    throw error;
  }
  if (task === undefined) throw notFound();
  void runTask(start, task.id);
  return task;
}

/** Writes the file, reporting progress per batch; any error marks the task failed. */
async function runTask(start: TaskStart, taskId: string): Promise<void> {
  const { db } = start;
  const progress = async (values: Partial<TaskRow>): Promise<void> => {
    await db
      .update(exportTasks)
      .set({ ...values, updatedAt: start.now() })
      .where(eq(exportTasks.id, taskId));
  };
  try {
    await progress({ state: 'running' });
    const rows = exportRows(start.read, start.ids, (written) => progress({ written }));
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxStream({ name: start.sheetName, columns: start.columns, rows })) {
      chunks.push(chunk as Buffer);
    }
    await progress({ state: 'done', written: start.ids.length, content: Buffer.concat(chunks) });
  } catch {
    await progress({ state: 'failed', failure: 'excelExportFailed' }).catch(() => undefined);
  }
}
