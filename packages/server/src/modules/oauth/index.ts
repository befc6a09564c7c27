import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OauthDeps } from './deps';
import { sessionRoutes } from './session-routes';
import { signInRoutes } from './sign-in-routes';

/** SPEC §7 Authentication. */
export const oauthRoutes: FastifyPluginAsyncTypebox<OauthDeps> = async (app, deps) => {
  await app.register(signInRoutes, deps);
  await app.register(sessionRoutes, deps);
};
