import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { JobRegistry } from '../../../kernel/jobs/job-registry';
import { recordNotFound } from '../../../kernel/data/not-found';
import { nextDueTime } from './cron';
import { runJob } from './run-job';
import { scheduleTaskRuns, scheduleTasks } from './schema';

/** How often the database is asked for due tasks; ticks fall just after each whole second. */
export const POLL_MS = 1000;
/** Due tasks claimed per tick at most; the rest wait for the next tick. */
const CLAIMS_PER_TICK = 50;

export interface SchedulerDeps {
  db: Db;
  jobs: JobRegistry;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface Scheduler {
  readonly runnerId: string;
  start(): void;
  /** Stops polling, aborts running jobs' signals and waits for them to record their end. */
  stop(): Promise<void>;
  /** Starts a manual run of a task outside its schedule; answers the run's id. */
  runNow(taskId: string): Promise<string>;
}

/**
 * Runs due tasks of every server sharing the database, each due time exactly once. A tick reads
 * the enabled tasks whose `next_run_at` has passed, and claims each with one conditional update
 * that moves `next_run_at` to the next due time only if it still holds the value read: of two
 * servers reading the same due time, one update matches and the other's finds nothing. The
 * claim and the run's row are one transaction, so a claimed due time is always recorded. Jobs
 * run after the tick, off every request. Missed due times (the server was down) are not caught
 * up: the next one follows the time of the claim.
 */
export function createScheduler(deps: SchedulerDeps): Scheduler {
  const { db, log } = deps;
  const runnerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const controller = new AbortController();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  const execute = (run: Parameters<typeof runJob>[1]) => {
    const done = runJob({ ...deps, signal: controller.signal }, run, (error) =>
      log.error({ err: error, taskId: run.taskId }, 'recording a task run failed'),
    ).finally(() => running.delete(done));
    running.add(done);
  };

  const claim = async (task: { id: string; cron: string; dueAt: Date }, at: Date) => {
    const next = nextDueTime(task.cron, at);
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(scheduleTasks)
        .set({ nextRunAt: next, leasedBy: runnerId, lastRunAt: at, lastOutcome: 'running' })
        .where(
          and(
            eq(scheduleTasks.id, task.id),
            eq(scheduleTasks.enabled, true),
            eq(scheduleTasks.nextRunAt, task.dueAt),
          ),
        )
        .returning({ jobName: scheduleTasks.jobName, params: scheduleTasks.params });
      if (claimed === undefined) return undefined;
      const [run] = await tx
        .insert(scheduleTaskRuns)
        .values({
          taskId: task.id,
          dueAt: task.dueAt,
          startedAt: at,
          outcome: 'running',
          runner: runnerId,
        })
        .returning({ id: scheduleTaskRuns.id });
      return run === undefined ? undefined : { runId: run.id, taskId: task.id, ...claimed };
    });
  };

  const tick = async () => {
    const at = new Date();
    const due = await db
      .select({ id: scheduleTasks.id, cron: scheduleTasks.cron, dueAt: scheduleTasks.nextRunAt })
      .from(scheduleTasks)
      .where(and(eq(scheduleTasks.enabled, true), lte(scheduleTasks.nextRunAt, at)))
      .orderBy(asc(scheduleTasks.nextRunAt))
      .limit(CLAIMS_PER_TICK);
    for (const task of due) {
      if (stopped || task.dueAt === null) continue;
      try {
        const run = await claim({ id: task.id, cron: task.cron, dueAt: task.dueAt }, at);
        if (run !== undefined) execute(run);
      } catch (error) {
        log.error({ err: error, taskId: task.id }, 'claiming a scheduled task failed');
      }
    }
  };

  const schedule = () => {
    if (stopped) return;
    // Just after the next whole second, where per-second expressions fall due.
    const wait = POLL_MS - (Date.now() % POLL_MS) + 20;
    timer = setTimeout(() => {
      ticking = tick()
        .catch((error: unknown) => log.error({ err: error }, 'the task scheduler tick failed'))
        .finally(() => {
          ticking = undefined;
          schedule();
        });
    }, wait);
    timer.unref();
  };

  return {
    runnerId,
    start() {
      if (timer === undefined && !stopped) schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      await ticking;
      await Promise.all([...running]);
    },
    async runNow(taskId) {
      const at = new Date();
      const run = await db.transaction(async (tx) => {
        const [task] = await tx
          .update(scheduleTasks)
          .set({ lastRunAt: at, lastOutcome: 'running' })
          .where(eq(scheduleTasks.id, taskId))
          .returning({ jobName: scheduleTasks.jobName, params: scheduleTasks.params });
        if (task === undefined) throw recordNotFound();
        const [row] = await tx
          .insert(scheduleTaskRuns)
          .values({ taskId, startedAt: at, outcome: 'running', manual: true, runner: runnerId })
          .returning({ id: scheduleTaskRuns.id });
        if (row === undefined) throw recordNotFound();
        return { runId: row.id, taskId, ...task };
      });
      execute(run);
      return run.runId;
    },
  };
}
