import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { JobMessage } from '../../../kernel/jobs/job';
import { jobParams, type JobRegistry } from '../../../kernel/jobs/job-registry';
import { scheduleTaskRuns, scheduleTasks } from './schema';

export interface RunJobDeps {
  db: Db;
  jobs: JobRegistry;
  /** The application's clock: what the job counts as now (session expiry follows it too). */
  now: () => Date;
  signal: AbortSignal;
}

/** A failure's text in every language: a technical text, the same in each. */
function failureMessage(text: string): JobMessage {
  return { zh: text, zhtw: text, en: text };
}

/**
 * Runs a claimed run's job and records how it ended. Never throws: a job's failure, an unknown
 * job or parameters that no longer fit are the run's failure; a failure to record is logged.
 */
export async function runJob(
  deps: RunJobDeps,
  run: { runId: string; taskId: string; jobName: string; params: Record<string, number> },
  log: (error: unknown) => void,
): Promise<void> {
  const started = Date.now();
  let outcome: 'success' | 'failure' = 'success';
  let message: JobMessage | undefined;
  try {
    const job = deps.jobs.get(run.jobName);
    if (job === undefined) throw new Error(`no module offers the job ${run.jobName}`);
    const checked = jobParams(job, run.params);
    if ('invalid' in checked) throw new Error(`parameter ${checked.invalid} is out of bounds`);
    message = await job.run({
      db: deps.db,
      now: deps.now(),
      params: checked.params,
      signal: deps.signal,
    });
  } catch (error) {
    outcome = 'failure';
    message = failureMessage(error instanceof Error ? error.message : String(error));
  }
  try {
    const endedAt = new Date();
    // Task before run, as every transaction over both tables does: the data-version trigger
    // locks one counter row per table, and one order keeps two transactions from deadlocking.
    await deps.db.transaction(async (tx) => {
      await tx
        .update(scheduleTasks)
        .set({ lastOutcome: outcome })
        .where(eq(scheduleTasks.id, run.taskId));
      await tx
        .update(scheduleTaskRuns)
        .set({ endedAt, outcome, message: message ?? null, durationMs: Date.now() - started })
        .where(eq(scheduleTaskRuns.id, run.runId));
    });
  } catch (error) {
    log(error);
  }
}
