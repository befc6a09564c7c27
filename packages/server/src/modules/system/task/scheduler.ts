import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, notExists, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { newId } from '../../../ids';
import type { JobRegistry } from '../../../kernel/jobs/job-registry';
import { recordNotFound } from '../../../kernel/data/not-found';
import { badRequest } from '../../../plugins/envelope/api-error';
import { nextDueTime } from './cron';
import { runJob, type ClaimedRun } from './run-job';
import { RUN_MESSAGES } from './run-messages';
import { scheduleTaskRuns, scheduleTasks } from './schema';

/** How often the database is asked for due tasks; ticks fall just after each whole second. */
export const POLL_MS = 1000;
/** Due tasks claimed per tick at most; the rest wait for the next tick. */
const CLAIMS_PER_TICK = 50;
/**
 * How long a run's lease lasts unless renewed. Its runner renews it three times a lease while
 * the job goes on, so only a server that stopped (or lost the database that long) lets it run
 * out; then the run is marked failed and the task runs again at its next due time.
 */
export const LEASE_MS = 60_000;

export interface SchedulerDeps {
  db: Db;
  jobs: JobRegistry;
  now: () => Date;
  log: FastifyBaseLogger;
  /** LEASE_MS unless a test shortens it. */
  leaseMs?: number;
}

export interface Scheduler {
  readonly runnerId: string;
  start(): void;
  /** Stops polling, aborts running jobs' signals and waits for them to record their end. */
  stop(): Promise<void>;
  /**
   * Starts a manual run of a task outside its schedule; answers the run's id. Refused (400)
   * while a run of the task holds its lease.
   */
  runNow(taskId: string): Promise<string>;
}

/** The lease is free: nobody holds it, or its holder stopped renewing it. */
const leaseFree = (at: Date) => or(isNull(scheduleTasks.runId), lt(scheduleTasks.leaseUntil, at));

/**
 * Runs due tasks of every server sharing the database, each due time at most once, and never
 * two runs of one task at a time (docs/reference/scheduled-tasks.md has the rules):
 *
 * - A tick reads the enabled tasks whose `next_run_at` has passed and claims each with one
 *   conditional update that moves `next_run_at` to the next due time only if it still holds the
 *   value read, and takes the task's lease only if it is free: of two servers reading the same
 *   due time, one update matches and the other's finds nothing. The claim and the run's row are
 *   one transaction, so a claimed due time is always recorded. Jobs run after the tick, off
 *   every request.
 * - A due time that comes while the task's previous run still holds the lease is skipped: the
 *   next due time follows the time of the tick, and nothing is recorded for it.
 * - Due times missed while every server was down run once, at the first tick after a start
 *   (not once per missed time): the next due time follows the time of the claim.
 * - A run whose server died keeps its lease until it runs out (LEASE_MS); a sweep then marks
 *   the run failed and frees the task.
 */
export function createScheduler(deps: SchedulerDeps): Scheduler {
  const { db, log } = deps;
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const runnerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const controller = new AbortController();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;
  let sweptAt = 0;

  const leaseFrom = (at: Date) => new Date(at.getTime() + leaseMs);

  /** Renews the run's lease every third of a lease until the job ends. */
  const keepLease = (run: ClaimedRun) => {
    let renewal: NodeJS.Timeout | undefined;
    const renew = async () => {
      const renewed = await db
        .update(scheduleTasks)
        .set({ leaseUntil: leaseFrom(new Date()) })
        .where(and(eq(scheduleTasks.id, run.taskId), eq(scheduleTasks.runId, run.runId)))
        .returning({ id: scheduleTasks.id });
      if (renewed.length === 0) log.warn({ taskId: run.taskId, runId: run.runId }, 'lease lost');
    };
    const every = Math.max(Math.floor(leaseMs / 3), 50);
    return {
      start: () => {
        renewal = setInterval(() => {
          renew().catch((error: unknown) =>
            log.error({ err: error, taskId: run.taskId }, 'renewing a task lease failed'),
          );
        }, every);
        renewal.unref();
      },
      stop: () => clearInterval(renewal),
    };
  };

  const execute = (run: ClaimedRun) => {
    const lease = keepLease(run);
    const done = runJob(
      { ...deps, signal: controller.signal },
      run,
      lease.start,
      lease.stop,
    ).finally(() => running.delete(done));
    running.add(done);
  };

  const claim = async (task: { id: string; cron: string; dueAt: Date }, at: Date) => {
    const next = nextDueTime(task.cron, at);
    const runId = newId(at.getTime());
    const due = and(
      eq(scheduleTasks.id, task.id),
      eq(scheduleTasks.enabled, true),
      eq(scheduleTasks.nextRunAt, task.dueAt),
    );
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(scheduleTasks)
        .set({
          nextRunAt: next,
          leasedBy: runnerId,
          lastRunAt: at,
          lastOutcome: 'running',
          runId,
          leaseUntil: leaseFrom(at),
        })
        .where(and(due, leaseFree(at)))
        .returning({ jobName: scheduleTasks.jobName, params: scheduleTasks.params });
      if (claimed === undefined) {
        // The previous run still goes: this due time is skipped (unless another server took it).
        await tx.update(scheduleTasks).set({ nextRunAt: next }).where(due);
        return undefined;
      }
      await tx.insert(scheduleTaskRuns).values({
        id: runId,
        taskId: task.id,
        dueAt: task.dueAt,
        startedAt: at,
        outcome: 'running',
        runner: runnerId,
      });
      return { runId, taskId: task.id, ...claimed };
    });
  };

  /**
   * Frees the tasks whose lease ran out and marks the runs no lease holds as failed: their
   * server stopped without recording their end. Task before run, as every transaction over both
   * tables does (the data-version trigger's counters are locked in one order).
   */
  const sweep = async (at: Date) => {
    const abandoned = RUN_MESSAGES.abandoned();
    await db.transaction(async (tx) => {
      await tx
        .update(scheduleTasks)
        .set({ runId: null, leaseUntil: null, lastOutcome: 'failure' })
        .where(and(isNotNull(scheduleTasks.runId), lt(scheduleTasks.leaseUntil, at)));
      await tx
        .update(scheduleTaskRuns)
        .set({ endedAt: at, outcome: 'failure', message: abandoned })
        .where(
          and(
            isNull(scheduleTaskRuns.endedAt),
            notExists(
              tx
                .select({ id: scheduleTasks.id })
                .from(scheduleTasks)
                .where(
                  and(
                    eq(scheduleTasks.id, scheduleTaskRuns.taskId),
                    eq(scheduleTasks.runId, scheduleTaskRuns.id),
                    gte(scheduleTasks.leaseUntil, at),
                  ),
                ),
            ),
          ),
        );
    });
  };

  const tick = async () => {
    const at = new Date();
    if (at.getTime() - sweptAt >= leaseMs / 3) {
      sweptAt = at.getTime();
      await sweep(at).catch((error: unknown) =>
        log.error({ err: error }, 'sweeping abandoned task runs failed'),
      );
    }
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
      const runId = newId(at.getTime());
      const run = await db.transaction(async (tx) => {
        const [task] = await tx
          .update(scheduleTasks)
          .set({
            lastRunAt: at,
            lastOutcome: 'running',
            leasedBy: runnerId,
            runId,
            leaseUntil: leaseFrom(at),
          })
          .where(and(eq(scheduleTasks.id, taskId), leaseFree(at)))
          .returning({ jobName: scheduleTasks.jobName, params: scheduleTasks.params });
        if (task === undefined) {
          const [exists] = await tx
            .select({ id: scheduleTasks.id })
            .from(scheduleTasks)
            .where(eq(scheduleTasks.id, taskId));
          throw exists === undefined ? recordNotFound() : badRequest('taskRunning');
        }
        await tx.insert(scheduleTaskRuns).values({
          id: runId,
          taskId,
          startedAt: at,
          outcome: 'running',
          manual: true,
          runner: runnerId,
        });
        return { runId, taskId, ...task };
      });
      execute(run);
      return run.runId;
    },
  };
}
