import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminDeps } from '../../../kernel/module-deps';
import { userActionRoutes } from './action-routes';
import { userAdminRoutes } from './admin-routes';
import { userPickerRoutes } from './picker-routes';

/** SPEC §7 Permission, Users (not Current): every route needs a signed-in session. */
export const usersAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(userAdminRoutes, deps);
  await app.register(userActionRoutes, deps);
  await app.register(userPickerRoutes, deps);
};
