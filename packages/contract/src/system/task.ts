import Type from 'typebox';
import { TASK_ENDPOINT_ROUTES, TASK_RESOURCE_ROUTES } from '../routes-system';
import { IdParams } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { PagedList, PageQuery } from '../kit/paging';
import { defineResource } from '../kit/resource';
import { codedBodyFields, codedRecordFields } from '../permission/coded';

/** How a run ended; `running` while it runs. */
export const TASK_RUN_OUTCOMES = ['running', 'success', 'failure'] as const;
export type TaskRunOutcome = (typeof TASK_RUN_OUTCOMES)[number];
export const TaskRunOutcome = literalUnion(TASK_RUN_OUTCOMES);

/** A job's whole-number parameters by key (days to keep, ...); the job declares the keys. */
export const TaskParams = Type.Record(Type.String({ maxLength: 50 }), Type.Integer(), {
  maxProperties: 20,
});
export type TaskParams = Type.Static<typeof TaskParams>;

/** A scheduled task as its list row and edit form read it. Times in ms since the epoch. */
export const TaskRecord = Type.Object({
  id: Type.String(),
  ...codedRecordFields,
  /** Five fields (minute first) or six (second first), as cron-parser reads them. */
  cron: Type.String(),
  jobName: Type.String(),
  /** The job's title in the caller's language; the name itself when no module offers it. */
  jobTitle: Type.String(),
  params: TaskParams,
  /** The next due time while enabled; null while disabled. */
  nextRunTime: Type.Union([Type.Integer(), Type.Null()]),
  lastRunTime: Type.Union([Type.Integer(), Type.Null()]),
  lastOutcome: Type.Union([TaskRunOutcome, Type.Null()]),
});
export type TaskRecord = Type.Static<typeof TaskRecord>;

/** GET /api/system/ScheduleTask: keyword over code and name, by sort code then code. */
export const TaskListQuery = KeywordPageQuery();
export type TaskListQuery = Type.Static<typeof TaskListQuery>;
export const TaskPage = PagedList(TaskRecord);
export type TaskPage = Type.Static<typeof TaskPage>;

/** POST and PUT .../ScheduleTask: the cron expression and the job are checked by the server. */
export const TaskBody = Type.Object({
  ...codedBodyFields,
  cron: Type.String({ minLength: 1, maxLength: 120 }),
  jobName: Type.String({ minLength: 1, maxLength: 100 }),
  params: Type.Optional(TaskParams),
});
export type TaskBody = Type.Static<typeof TaskBody>;

/** A built-in job a task may run, in the caller's language. */
export const TaskJob = Type.Object({
  name: Type.String(),
  title: Type.String(),
  params: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      min: Type.Integer(),
      max: Type.Integer(),
      default: Type.Integer(),
    }),
  ),
});
export type TaskJob = Type.Static<typeof TaskJob>;
export const TaskJobList = Type.Object({ list: Type.Array(TaskJob) });
export type TaskJobList = Type.Static<typeof TaskJobList>;

/** One run of a task: scheduled (with its due time) or started by "run now". */
export const TaskRun = Type.Object({
  id: Type.String(),
  /** The due time a scheduled run was claimed for; null for a manual run. */
  dueTime: Type.Union([Type.Integer(), Type.Null()]),
  startTime: Type.Integer(),
  endTime: Type.Union([Type.Integer(), Type.Null()]),
  outcome: TaskRunOutcome,
  /** What the job reported, in the caller's language, or the failure's text. */
  message: Type.String(),
  manual: Type.Boolean(),
  /** The server process that ran it. */
  runner: Type.String(),
});
export type TaskRun = Type.Static<typeof TaskRun>;
export const TaskRunQuery = Type.Object({ ...TimestampQuery.properties, ...PageQuery });
export type TaskRunQuery = Type.Static<typeof TaskRunQuery>;
export const TaskRunPage = PagedList(TaskRun);
export type TaskRunPage = Type.Static<typeof TaskRunPage>;

export const TaskRunStarted = Type.Object({ runId: Type.String() });
export type TaskRunStarted = Type.Static<typeof TaskRunStarted>;
export const TaskRunsPurged = Type.Object({ removed: Type.Integer() });
export type TaskRunsPurged = Type.Static<typeof TaskRunsPurged>;

/** The scheduled tasks page: list, create, read, edit, delete and the state toggle. */
export const TASK_RESOURCE = defineResource({
  routes: TASK_RESOURCE_ROUTES,
  schemas: { listQuery: TaskListQuery, page: TaskPage, record: TaskRecord, body: TaskBody },
  summaries: {
    list: 'Scheduled tasks by sort code, paged; keyword over code and name',
    create: 'Create a scheduled task running a built-in job',
    read: 'One scheduled task',
    update: 'Edit a scheduled task (its next due time follows the new cron expression)',
    remove: 'Delete a scheduled task with its run history',
    state: 'Enable or disable a scheduled task (flip without a body)',
  },
});

/** Beside the page: the job picker, run now and the run history. */
export const TASK_ENDPOINTS = {
  jobs: endpointAt(TASK_ENDPOINT_ROUTES.jobs, 'The built-in jobs a task may run', {
    query: TimestampQuery,
    data: TaskJobList,
  }),
  run: endpointAt(TASK_ENDPOINT_ROUTES.run, 'Run a task now, outside its schedule', {
    params: IdParams,
    query: TimestampQuery,
    data: TaskRunStarted,
  }),
  runs: endpointAt(TASK_ENDPOINT_ROUTES.runs, "A task's runs, newest first, paged", {
    params: IdParams,
    query: TaskRunQuery,
    data: TaskRunPage,
  }),
  purgeRuns: endpointAt(TASK_ENDPOINT_ROUTES.purgeRuns, "Purge a task's finished runs", {
    params: IdParams,
    query: TimestampQuery,
    data: TaskRunsPurged,
  }),
};
