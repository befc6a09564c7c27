import { HOME_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../kernel/caller';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import type { ModuleDeps } from '../../kernel/module';
import { administratorsOnly } from '../../plugins/permission/require-permission';
import { homeFigures } from './figures';
import { readShortcuts, saveShortcuts } from './shortcuts';
import { recordVisit } from './visits';

const tags = ['Home'];

/** The home page and the default portal: figures, shortcuts and visits (docs/reference/home.md). */
export const homeRoutes: FastifyPluginAsyncTypebox<Pick<ModuleDeps, 'db' | 'now'>> = async (
  app,
  { db, now },
) => {
  app.addHook('onRequest', app.authenticate);

  // The figures are company-wide, so only administrators see them: a holder of the users page may
  // be bounded by a data scheme, and a whole-company count would tell it more than its own list.
  registerEndpoint(app, HOME_ENDPOINTS.figures, { tags, onRequest: administratorsOnly }, async () =>
    homeFigures(db, now()),
  );

  registerEndpoint(app, HOME_ENDPOINTS.shortcuts, { tags }, async (request) =>
    readShortcuts(db, callerOf(request)),
  );

  registerEndpoint(app, HOME_ENDPOINTS.saveShortcuts, { tags }, async (request) => {
    await saveShortcuts(db, callerOf(request), request.body.menuIds, now());
    return null;
  });

  registerEndpoint(app, HOME_ENDPOINTS.visit, { tags }, async (request) => {
    await recordVisit(db, callerOf(request), request.params.menuId, now());
    return null;
  });
};
