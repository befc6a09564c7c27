import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './account-routes';
import { avatarRoutes } from './avatar-routes';
import { baseInfoRoutes } from './base-info-routes';
import type { CurrentUserDeps } from './deps';
import { listingRoutes } from './listing-routes';

/** SPEC §7 Permission, "Current user": every route needs a signed-in session. */
export const currentUserRoutes: FastifyPluginAsyncTypebox<CurrentUserDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(baseInfoRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(listingRoutes, deps);
  await app.register(avatarRoutes, deps);
};
