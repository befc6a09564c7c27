import {
  ADMIN_BUTTON,
  DATA_INTERFACE_BUTTON,
  DATA_INTERFACE_ENDPOINTS,
  DATA_INTERFACE_PAGE,
  DATA_INTERFACE_RESOURCE,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { signedIn } from '../../../plugins/auth/signed-in';
import { hasPermission, permissionDenied, requirePermission } from '../../../plugins/permission';
import { listCalls } from './call-log';
import { checkedDefinition } from './check-definition';
import {
  createInterface,
  deleteInterface,
  exportInterface,
  importInterface,
  interfaceSelector,
  interfaceValues,
  listInterfaces,
  readInterface,
  setInterfaceState,
  updateInterface,
} from './interface-service';
import { callOptions, callPreview, pageAskOf } from './calls';
import { runDefinition } from './run-interface';

export type DataInterfaceDeps = Pick<
  ModuleDeps,
  'db' | 'now' | 'settings' | 'dataSources' | 'config'
>;

const menu = DATA_INTERFACE_PAGE;
const tags = [DATA_INTERFACE_RESOURCE.tag];
const grant = (button?: string) => ({ tags, onRequest: requirePermission({ menu, button }) });

/**
 * Data interfaces. Managing them needs the `systemData.dataInterface` menu and its buttons;
 * running a saved one or a draft needs the preview button too (a draft also add or edit, since
 * trying SQL is writing it). The picker and the options of an enabled interface need a session
 * only: every form of every user reads its options through them (docs/reference/data-interfaces.md).
 */
export const dataInterfaceRoutes: FastifyPluginAsyncTypebox<DataInterfaceDeps> = async (
  app,
  deps,
) => {
  const { db, dataSources } = deps;
  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, db, {
    resource: DATA_INTERFACE_RESOURCE,
    service: {
      list: (ctx, query) => listInterfaces(db, query, ctx.caller.dataVersions),
      read: (_ctx, id) => readInterface(db, id),
      create: async (ctx, body) => {
        const values = await interfaceValues(body, dataSources);
        return ctx.write((tx) => createInterface(tx, values));
      },
      update: async (ctx, id, body) => {
        const values = await interfaceValues(body, dataSources);
        return ctx.write((tx) => updateInterface(tx, id, values));
      },
      remove: (ctx, id) => ctx.write((tx) => deleteInterface(tx, id)),
      setState: (ctx, id, body) => ctx.write((tx) => setInterfaceState(tx, id, body)),
    },
  });

  const e = DATA_INTERFACE_ENDPOINTS;
  registerEndpoint(app, e.selector, { tags }, async () => ({ list: await interfaceSelector(db) }));
  // Every signed-in user may load options, and each load runs the interface: a user who loads
  // more than a form's worth every second is held back, across every server with Redis.
  const optionsLimit = {
    max: deps.config.interfaceOptionsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `interface-options:${signedIn(request).user.id}`,
  };
  registerEndpoint(app, e.options, { tags, config: { rateLimit: optionsLimit } }, (request) =>
    callOptions(deps, request, request.params.id, request.body),
  );

  registerEndpoint(app, e.response, grant(DATA_INTERFACE_BUTTON.preview), (request) =>
    callPreview(deps, request, request.params.id, request.query),
  );
  registerEndpoint(
    app,
    e.test,
    {
      tags,
      onRequest: async (request) => {
        await requirePermission({ menu, button: DATA_INTERFACE_BUTTON.preview })(request);
        const writes =
          (await hasPermission(request, { menu, button: ADMIN_BUTTON.add })) ||
          (await hasPermission(request, { menu, button: ADMIN_BUTTON.edit }));
        if (!writes) throw permissionDenied();
      },
    },
    async (request) => {
      const definition = await checkedDefinition(request.body.definition, dataSources);
      return runDefinition(deps, definition, request.body.args, pageAskOf(request.body));
    },
  );
  registerEndpoint(app, e.log, grant(), (request) =>
    listCalls(db, request.params.id, request.query),
  );
  registerEndpoint(app, e.export, grant(DATA_INTERFACE_BUTTON.export), (request) =>
    exportInterface(db, request.params.id),
  );
  registerEndpoint(app, e.import, grant(DATA_INTERFACE_BUTTON.import), async (request) => {
    const values = await interfaceValues(request.body, dataSources);
    return db.transaction((tx) => importInterface(tx, values));
  });
};
