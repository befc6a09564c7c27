import type { Db } from '../../db/client';
import type { SeedMenuName } from '../menu/seed-menu';

/**
 * A built-in job that a scheduled task may run by name. A module offers jobs through the
 * `jobs` field of its manifest (`defineModule({ ..., jobs: [myJob] })`); the task page lists
 * them and a task names one with its parameters. Nothing else runs: no code or SQL travels in
 * a task.
 *
 *   export const purgeThings = defineJob({
 *     name: 'purgeThings',
 *     title: { zh: '清理…', zhtw: '清理…', en: 'Purge things' },
 *     params: [daysToKeep(90)],
 *     run: async ({ db, now, params }) => {
 *       const removed = await deleteOlderThan(db, now, params.days);
 *       return removedRows(removed);
 *     },
 *   });
 */
export interface JobDefinition {
  /** Unique over every module; stored in the task row, so never renamed once shipped. */
  name: string;
  /** What the task page shows in the job picker. */
  title: SeedMenuName;
  /** The whole numbers the job takes; a task's values are checked against these bounds. */
  params: readonly JobParam[];
  /**
   * Does the work and answers what the run's history shows (or nothing). A thrown error is
   * recorded as the run's failure; it never reaches the server. The history shows the message
   * of a `JobFailure` as it is; of any other error only that the job failed (its text may carry
   * internals: hosts, statements, paths), the server log has it in full. Runs outside any
   * request, so a long job should watch `signal`, which aborts when the server closes.
   */
  run(context: JobContext): Promise<JobMessage | undefined>;
}

/** One whole-number parameter: its key in the task's `params`, its label and its bounds. */
export interface JobParam {
  key: string;
  label: SeedMenuName;
  min: number;
  max: number;
  /** Used when a task leaves the parameter out. */
  default: number;
}

export interface JobContext {
  db: Db;
  /** When the run started (the application's clock). */
  now: Date;
  /** Every declared parameter, defaults filled in. */
  params: Readonly<Record<string, number>>;
  signal: AbortSignal;
}

/** A run's message in every language of the product. */
export type JobMessage = SeedMenuName;

/**
 * A failure a job explains to the administrator: the run's history shows `text` in the reader's
 * language. Other errors show only that the job failed.
 */
export class JobFailure extends Error {
  constructor(readonly text: JobMessage) {
    super(text.en);
    this.name = 'JobFailure';
  }
}

export function defineJob<const J extends JobDefinition>(job: J): J {
  return job;
}

/** The usual parameter of purge jobs: how many days of rows to keep. */
export function daysToKeep(defaultDays: number): JobParam {
  return {
    key: 'days',
    label: { zh: '保留天数', zhtw: '保留天數', en: 'Days to keep' },
    min: 1,
    max: 3650,
    default: defaultDays,
  };
}

/** The usual message of purge jobs. */
export function removedRows(count: number): JobMessage {
  return {
    zh: `已删除 ${count} 条记录`,
    zhtw: `已刪除 ${count} 筆記錄`,
    en: `Removed ${count} rows`,
  };
}

/** The moment `days` days before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
