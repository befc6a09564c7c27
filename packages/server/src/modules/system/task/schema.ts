import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, sortAndState, timestamptz } from '../../../db/schema/columns';
import type { JobMessage } from '../../../kernel/jobs/job';

/**
 * Scheduled tasks. A server claims a due run by moving `next_run_at` forward in one conditional
 * update (`... where next_run_at = <the due time it read>`), so exactly one server runs each due
 * time however many share the database. The same update takes the task's run lease (`run_id`,
 * `lease_until`): while a run holds an unexpired lease no other run of the task starts, and the
 * runner renews the lease while its job goes on. A lease that runs out means its server died.
 */
export const scheduleTasks = pgTable(
  'schedule_tasks',
  {
    id: idColumn(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    description: text('description').notNull().default(''),
    cron: text('cron').notNull(),
    jobName: text('job_name').notNull(),
    params: jsonb('params').$type<Record<string, number>>().notNull().default({}),
    ...sortAndState(),
    nextRunAt: timestamptz('next_run_at'),
    /** The server that claimed the latest due time. */
    leasedBy: text('leased_by'),
    /** The run holding the task's lease, while one runs. */
    runId: text('run_id'),
    /** When that lease runs out unless its runner renews it. */
    leaseUntil: timestamptz('lease_until'),
    lastRunAt: timestamptz('last_run_at'),
    lastOutcome: text('last_outcome', { enum: ['running', 'success', 'failure'] }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('schedule_tasks_en_code_unique').on(t.enCode),
    // The scheduler's poll: enabled tasks by due time.
    index('schedule_tasks_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.enabled}`),
  ],
);

/** One run of a task. A scheduled run is unique per (task, due time): recorded once. */
export const scheduleTaskRuns = pgTable(
  'schedule_task_runs',
  {
    id: idColumn(),
    taskId: text('task_id')
      .notNull()
      .references(() => scheduleTasks.id, { onDelete: 'cascade' }),
    dueAt: timestamptz('due_at'),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    outcome: text('outcome', { enum: ['running', 'success', 'failure'] }).notNull(),
    /** The job's message in every language, or the failure's text under every language. */
    message: jsonb('message').$type<JobMessage>(),
    manual: boolean('manual').notNull().default(false),
    runner: text('runner').notNull(),
    /** Milliseconds the job took, once ended. */
    durationMs: integer('duration_ms'),
  },
  (t) => [
    uniqueIndex('schedule_task_runs_due_unique').on(t.taskId, t.dueAt),
    index('schedule_task_runs_task_started_idx').on(t.taskId, t.startedAt),
    // The purge job deletes by age over every task.
    index('schedule_task_runs_started_idx').on(t.startedAt),
    // The sweep of runs whose server died reads the runs still going.
    index('schedule_task_runs_going_idx')
      .on(t.taskId)
      .where(sql`${t.endedAt} is null`),
  ],
);
