import { FLOW_DELEGATE_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../kernel/caller';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../../kernel/module';
import { listDelegates, readDelegate } from './delegate-reads';
import { createDelegate, deleteDelegate, updateDelegate } from './delegate-writes';

export type FlowDelegateDeps = Pick<ModuleDeps, 'db' | 'now'>;

const tags = ['FlowDelegate'];

/**
 * Entrusts. Every signed-in user manages the entrusts they gave and reads the ones they
 * received; nobody else's, administrators included (the monitor is where they act on tasks).
 */
export const flowDelegateRoutes: FastifyPluginAsyncTypebox<FlowDelegateDeps> = async (
  app,
  { db, now },
) => {
  app.addHook('onRequest', app.authenticate);
  const e = FLOW_DELEGATE_ENDPOINTS;
  registerEndpoint(app, e.list, { tags }, (request) =>
    listDelegates(db, callerOf(request).id, request.query),
  );
  registerEndpoint(app, e.read, { tags }, (request) =>
    readDelegate(db, callerOf(request).id, request.params.id),
  );
  registerEndpoint(app, e.create, { tags }, async (request) => ({
    id: await db.transaction((tx) => createDelegate(tx, callerOf(request).id, request.body, now())),
  }));
  registerEndpoint(app, e.update, { tags }, async (request) => {
    await db.transaction((tx) =>
      updateDelegate(tx, callerOf(request).id, request.params.id, request.body, now()),
    );
    return null;
  });
  registerEndpoint(app, e.remove, { tags }, async (request) => {
    await db.transaction((tx) => deleteDelegate(tx, callerOf(request).id, request.params.id));
    return null;
  });
};
