import { TASK_BUTTON, TASK_ENDPOINTS, TASK_PAGE, TASK_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../kernel/caller';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { requirePermission } from '../../../plugins/permission';
import { listRuns, purgeRuns } from './run-history';
import { createScheduler } from './scheduler';
import {
  createTask,
  deleteTask,
  jobList,
  listTasks,
  readTask,
  setTaskState,
  updateTask,
} from './task-service';

type TaskDeps = Pick<ModuleDeps, 'db' | 'jobs' | 'now' | 'databaseReady'>;

const menu = TASK_PAGE;
const tags = [TASK_RESOURCE.tag];

/**
 * Scheduled tasks: the page's routes, and the scheduler that runs them from the moment the
 * application is ready and its database migrated (a first start opens the embedded database while
 * the application is built) until it closes.
 */
export const taskRoutes: FastifyPluginAsyncTypebox<TaskDeps> = async (
  app,
  { db, jobs, now, databaseReady },
) => {
  const scheduler = createScheduler({ db, jobs, now, log: app.log });
  let closed = false;
  app.addHook('onReady', async () => {
    // A database that fails to open stops the server where it is opened; nothing to run then.
    void databaseReady.then(
      () => {
        if (!closed) scheduler.start();
      },
      () => undefined,
    );
  });
  app.addHook('onClose', () => {
    closed = true;
    return scheduler.stop();
  });

  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, db, {
    resource: TASK_RESOURCE,
    service: {
      list: (ctx, query) =>
        listTasks(db, jobs, ctx.caller.language, query, ctx.caller.dataVersions),
      read: (ctx, id) => readTask(db, jobs, ctx.caller.language, id),
      create: (ctx, body) =>
        ctx.write((tx) => createTask(tx, jobs, ctx.caller.language, body, new Date())),
      update: (ctx, id, body) =>
        ctx.write((tx) => updateTask(tx, jobs, ctx.caller.language, id, body, new Date())),
      remove: (ctx, id) => ctx.write((tx) => deleteTask(tx, id)),
      setState: (ctx, id, body) => ctx.write((tx) => setTaskState(tx, id, body, new Date())),
    },
  });

  registerEndpoint(
    app,
    TASK_ENDPOINTS.jobs,
    { tags, onRequest: requirePermission({ menu }) },
    async (request) => ({ list: jobList(jobs, callerOf(request).language) }),
  );

  registerEndpoint(
    app,
    TASK_ENDPOINTS.run,
    { tags, onRequest: requirePermission({ menu, button: TASK_BUTTON.run }) },
    async (request) => ({ runId: await scheduler.runNow(request.params.id) }),
  );

  registerEndpoint(
    app,
    TASK_ENDPOINTS.runs,
    { tags, onRequest: requirePermission({ menu }) },
    async (request) => {
      const caller = callerOf(request);
      return listRuns(db, caller.language, request.params.id, request.query, caller.dataVersions);
    },
  );

  registerEndpoint(
    app,
    TASK_ENDPOINTS.purgeRuns,
    { tags, onRequest: requirePermission({ menu, button: TASK_BUTTON.purgeRuns }) },
    async (request) => ({
      removed: await db.transaction((tx) => purgeRuns(tx, request.params.id)),
    }),
  );
};
