import {
  FLOW_MONITOR_BUTTON as B,
  FLOW_MONITOR_ENDPOINTS as e,
  FLOW_MONITOR_PAGE,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../../kernel/caller';
import { registerEndpoint } from '../../../../kernel/http/endpoint-route';
import { requirePermission } from '../../../../plugins/permission';
import type { ActionDeps } from '../engine/engine-deps';
import { assignItem } from './actions/assign';
import { cancelTask } from './actions/cancel';
import { jumpTask } from './actions/jump';
import { removeDrafts } from './actions/remove-drafts';
import { monitorItems } from './monitor-items';
import { monitorList } from './monitor-list';

const tags = ['FlowMonitor'];
const grant = (button?: string) => ({
  tags,
  onRequest: requirePermission({ menu: FLOW_MONITOR_PAGE, button }),
});

/**
 * The flow monitor (docs/reference/workflow.md "Monitor"): the `workFlow.flowMonitor` page lists
 * every task, each action needs its button; a delegated administrator's reach is bounded by
 * monitor-guard.ts.
 */
export const flowMonitorRoutes: FastifyPluginAsyncTypebox<ActionDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);

  registerEndpoint(app, e.list, grant(), (request) => monitorList(deps.db, request.query));

  registerEndpoint(app, e.items, grant(), (request) => monitorItems(deps.db, request.params.id));

  registerEndpoint(app, e.remove, grant(B.remove), async (request) => {
    await removeDrafts(deps, callerOf(request), request.body.ids);
    return null;
  });

  registerEndpoint(app, e.cancel, grant(B.cancel), async (request) => {
    await cancelTask(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.assign, grant(B.assign), async (request) => {
    await assignItem(deps, callerOf(request), request.params.id, request.body);
    return null;
  });

  registerEndpoint(app, e.jump, grant(B.jump), async (request) => {
    await jumpTask(deps, callerOf(request), request.params.id, request.body);
    return null;
  });
};
