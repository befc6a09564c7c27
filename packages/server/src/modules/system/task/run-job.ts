import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { JobFailure, type JobMessage } from '../../../kernel/jobs/job';
import { jobParams, type JobRegistry } from '../../../kernel/jobs/job-registry';
import { RUN_MESSAGES } from './run-messages';
import { scheduleTaskRuns, scheduleTasks } from './schema';

export interface RunJobDeps {
  db: Db;
  jobs: JobRegistry;
  /** The application's clock: what the job counts as now (session expiry follows it too). */
  now: () => Date;
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface ClaimedRun {
  runId: string;
  taskId: string;
  jobName: string;
  params: Record<string, number>;
}

/**
 * What the history shows of a failure. A job's own `JobFailure` and the failures the scheduler
 * explains are shown; any other error only as "failed", with the run's id to find it in the
 * server log, where it is written in full.
 */
function failureMessage(deps: RunJobDeps, run: ClaimedRun, error: unknown): JobMessage {
  if (error instanceof JobFailure) return error.text;
  if (deps.signal.aborted) return RUN_MESSAGES.stopped();
  deps.log.error(
    { err: error, taskId: run.taskId, runId: run.runId, job: run.jobName },
    'a scheduled task run failed',
  );
  return RUN_MESSAGES.failed(run.runId);
}

/**
 * Runs a claimed run's job and records how it ended. Never throws: a job's failure, an unknown
 * job or parameters that no longer fit are the run's failure; a failure to record is logged.
 * `renew` keeps the task's lease while the job goes on.
 */
export async function runJob(
  deps: RunJobDeps,
  run: ClaimedRun,
  renew: () => void,
  stopRenewing: () => void,
): Promise<void> {
  const started = Date.now();
  let outcome: 'success' | 'failure' = 'success';
  let message: JobMessage | undefined;
  renew();
  try {
    const job = deps.jobs.get(run.jobName);
    if (job === undefined) throw new JobFailure(RUN_MESSAGES.jobGone(run.jobName));
    const checked = jobParams(job, run.params);
    if ('invalid' in checked) throw new JobFailure(RUN_MESSAGES.paramOutOfBounds(checked.invalid));
    message = await job.run({
      db: deps.db,
      now: deps.now(),
      params: checked.params,
      signal: deps.signal,
    });
  } catch (error) {
    outcome = 'failure';
    message = failureMessage(deps, run, error);
  } finally {
    stopRenewing();
  }
  try {
    const endedAt = new Date();
    // Task before run, as every transaction over both tables does: the data-version trigger
    // locks one counter row per table, and one order keeps two transactions from deadlocking.
    await deps.db.transaction(async (tx) => {
      // The lease goes only if this run still holds it (a lease that ran out may have passed on);
      // the run's row gets its real end even if a sweep took it for dead meanwhile.
      await tx
        .update(scheduleTasks)
        .set({ lastOutcome: outcome, runId: null, leaseUntil: null })
        .where(and(eq(scheduleTasks.id, run.taskId), eq(scheduleTasks.runId, run.runId)));
      await tx
        .update(scheduleTaskRuns)
        .set({ endedAt, outcome, message: message ?? null, durationMs: Date.now() - started })
        .where(eq(scheduleTaskRuns.id, run.runId));
    });
  } catch (error) {
    deps.log.error({ err: error, taskId: run.taskId }, 'recording a task run failed');
  }
}
