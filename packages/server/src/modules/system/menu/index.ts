import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SystemMenuDeps } from './deps';
import { elementRoutes } from './element-routes';
import { menuRoutes } from './menu-routes';
import { schemeRoutes } from './scheme-routes';

/** Menu management (system → menu): entries, their elements and data schemes. */
export const systemMenuRoutes: FastifyPluginAsyncTypebox<SystemMenuDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(menuRoutes, deps);
  await app.register(elementRoutes, deps);
  await app.register(schemeRoutes, deps);
};
