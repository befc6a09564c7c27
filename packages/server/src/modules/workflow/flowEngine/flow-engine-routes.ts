import {
  FLOW_ENGINE_BUTTON,
  FLOW_ENGINE_ENDPOINTS,
  FLOW_ENGINE_PAGE,
  FLOW_ENGINE_RESOURCE,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../kernel/caller';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { requirePermission } from '../../../plugins/permission';
import { assertMayChangeFlow } from './admin-flows';
import { copyFlow } from './flow-copy';
import { flowSelector, launchableFlows } from './flow-launchable';
import { listFlows, readFlow } from './flow-reads';
import { flowFieldData } from './flow-field-data';
import { flowForm } from './flow-form';
import { launchForm } from './flow-launch-form';
import { releaseFlow, stopFlow } from './flow-release';
import { exportFlow, importedBody } from './flow-transfer';
import { flowValues } from './flow-values';
import { createFlow, deleteFlow, updateFlow } from './flow-writes';

export type FlowEngineDeps = Pick<ModuleDeps, 'db'>;

const menu = FLOW_ENGINE_PAGE;
const tags = [FLOW_ENGINE_RESOURCE.tag];
const grant = (button?: string) => ({ tags, onRequest: requirePermission({ menu, button }) });

/**
 * Flow definitions. Managing them needs the `workFlow.flowEngine` menu and its buttons (add,
 * edit, delete; design changes the template, release releases and stops, copy, export, import).
 * The launch page's list and a flow's launch form need a session only: every staff member
 * launches flows (the flow's launchers decide which).
 */
export const flowEngineRoutes: FastifyPluginAsyncTypebox<FlowEngineDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, db, {
    resource: FLOW_ENGINE_RESOURCE,
    service: {
      list: (_ctx, query) => listFlows(db, query),
      read: (_ctx, id) => readFlow(db, id),
      create: async (ctx, body) => {
        const values = await flowValues(db, body, ctx.caller.language);
        return ctx.write((tx) => createFlow(tx, ctx.caller.id, values));
      },
      update: async (ctx, id, body) => {
        await assertMayChangeFlow(db, ctx.caller, id);
        const values = await flowValues(db, body, ctx.caller.language);
        const access = await ctx.caller.access();
        const mayDesign =
          access === 'all' || (access.get(menu)?.buttons.has(FLOW_ENGINE_BUTTON.design) ?? false);
        return ctx.write((tx) =>
          updateFlow(tx, ctx.caller.id, id, body.version, values, mayDesign),
        );
      },
      remove: async (ctx, id) => {
        await assertMayChangeFlow(db, ctx.caller, id);
        return ctx.write((tx) => deleteFlow(tx, id));
      },
    },
  });

  const e = FLOW_ENGINE_ENDPOINTS;
  registerEndpoint(app, e.copy, grant(FLOW_ENGINE_BUTTON.copy), async (request) => ({
    id: await db.transaction((tx) =>
      copyFlow(tx, callerOf(request).id, request.params.id, (name) =>
        request.t('flowCopyName', { name }),
      ),
    ),
  }));
  registerEndpoint(app, e.exportData, grant(FLOW_ENGINE_BUTTON.exportData), (request) =>
    exportFlow(db, request.params.id),
  );
  registerEndpoint(app, e.importData, grant(FLOW_ENGINE_BUTTON.importData), async (request) => {
    const caller = callerOf(request);
    const values = await flowValues(db, importedBody(request.body), caller.language);
    return { id: await db.transaction((tx) => createFlow(tx, caller.id, values)) };
  });
  registerEndpoint(app, e.release, grant(FLOW_ENGINE_BUTTON.release), async (request) => {
    const caller = callerOf(request);
    await assertMayChangeFlow(db, caller, request.params.id);
    return releaseFlow(db, caller.id, request.params.id, caller.language);
  });
  registerEndpoint(app, e.stop, grant(FLOW_ENGINE_BUTTON.release), async (request) => {
    const caller = callerOf(request);
    await assertMayChangeFlow(db, caller, request.params.id);
    return stopFlow(db, caller.id, request.params.id);
  });
  registerEndpoint(app, e.listAll, { tags }, (request) => launchableFlows(db, callerOf(request)));
  registerEndpoint(app, e.fieldDataSelect, { tags }, (request) =>
    flowFieldData(db, callerOf(request), request.params.id, request.query),
  );
  registerEndpoint(app, e.launchForm, { tags }, (request) =>
    launchForm(db, callerOf(request), request.params.id),
  );
  registerEndpoint(app, e.selector, grant(), (request) =>
    flowSelector(db, request.query.type, request.language),
  );
  registerEndpoint(app, e.formDataFields, grant(), async (request) => {
    const flow = await readFlow(db, request.params.id);
    const form = await flowForm(db, flow.formType, flow.formId);
    return { list: [...form.facts.fields] };
  });
};
