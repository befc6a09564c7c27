import { FLOW_TASK_ENDPOINTS as e } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../kernel/caller';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { addApprovers } from './actions/add-approver';
import { auditItem } from './actions/audit';
import { batchItems } from './actions/batch';
import { createTask, deleteDraft, updateTask } from './actions/launch';
import { recallItem } from './actions/recall';
import { rejectItem } from './actions/reject';
import { removeApprover } from './actions/remove-approver';
import { transferItem } from './actions/transfer';
import { urgeTask } from './actions/urge';
import { withdrawTask } from './actions/withdraw';
import type { ActionDeps } from './engine/engine-deps';
import { flowJobRunner } from './jobs/job-runner';
import { beforeList } from './reads/before-list';
import { launchList } from './reads/launch-list';
import { taskDetail } from './reads/task-detail';

type FlowTaskDeps = ActionDeps & Pick<ModuleDeps, 'config' | 'databaseReady'>;

const tags = ['FlowTask'];

/**
 * The workflow engine's routes (docs/reference/workflow.md "Engine"). Any signed-in user may call
 * them: no menu grant opens a task, the caller's part in it does (initiator, approver of the work
 * item, CC user, administrator), checked by each service. Also runs the timer jobs from the
 * moment the database is ready until the application closes.
 */
export const flowTaskRoutes: FastifyPluginAsyncTypebox<FlowTaskDeps> = async (app, deps) => {
  const { db, now } = deps;
  const { flowJobPollMs, flowJobLeaseMs } = deps.config;
  const runner = flowJobRunner(deps, { pollMs: flowJobPollMs, leaseMs: flowJobLeaseMs }, app.log);
  let closed = false;
  app.addHook('onReady', async () => {
    void deps.databaseReady.then(
      () => {
        if (!closed) runner.start();
      },
      () => undefined,
    );
  });
  app.addHook('onClose', () => {
    closed = true;
    return runner.stop();
  });

  app.addHook('onRequest', app.authenticate);

  registerEndpoint(app, e.create, { tags }, async (request) => ({
    id: await createTask(deps, callerOf(request), request.body),
  }));

  registerEndpoint(app, e.update, { tags }, async (request) => {
    await updateTask(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.remove, { tags }, async (request) => {
    await deleteDraft(deps, callerOf(request), request.params.id);
    return null;
  });

  registerEndpoint(app, e.detail, { tags }, (request) =>
    taskDetail(db, now, callerOf(request), request.params.flowId, request.params.taskId),
  );

  registerEndpoint(app, e.beforeList, { tags }, (request) =>
    beforeList(db, now(), callerOf(request), request.params.category, request.query),
  );

  registerEndpoint(app, e.audit, { tags }, async (request) => {
    await auditItem(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.reject, { tags }, async (request) => {
    await rejectItem(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.recall, { tags }, async (request) => {
    await recallItem(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.transfer, { tags }, async (request) => {
    await transferItem(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.addApprover, { tags }, async (request) => {
    await addApprovers(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.removeApprover, { tags }, async (request) => {
    await removeApprover(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.batch, { tags }, (request) =>
    batchItems(deps, callerOf(request), request.body, request.t, (error) =>
      request.log.error(error),
    ),
  );

  registerEndpoint(app, e.launchList, { tags }, (request) =>
    launchList(db, callerOf(request), request.query),
  );

  registerEndpoint(app, e.withdraw, { tags }, async (request) => {
    await withdrawTask(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.urge, { tags }, async (request) => {
    await urgeTask(deps, callerOf(request), request.params.id, request.body);
    return null;
  });
};
