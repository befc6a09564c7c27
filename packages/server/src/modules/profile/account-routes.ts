import { PROFILE_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { signedIn } from '../../plugins/auth/signed-in';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import type { CurrentUserDeps } from './deps';
import { modifyPassword } from './modify-password';

const tags = ['Profile'];

/** The caller's password, layout and language. */
export const accountRoutes: FastifyPluginAsyncTypebox<CurrentUserDeps> = async (app, deps) => {
  registerEndpoint(
    app,
    PROFILE_ENDPOINTS.modifyPassword,
    { tags, message: 'passwordChanged' },
    async (request) => {
      const signed = signedIn(request);
      await modifyPassword(deps, { ...signed, ip: request.ip }, request.body);
      deps.realtime.endSessions(signed.user.id, 'socketPasswordChanged', {
        exceptSessionId: signed.session.id,
      });
      return null;
    },
  );

  registerEndpoint(app, PROFILE_ENDPOINTS.systemTheme, { tags }, async (request) => {
    const { user } = signedIn(request);
    await deps.db.update(users).set({ theme: request.body.theme }).where(eq(users.id, user.id));
    return null;
  });

  registerEndpoint(app, PROFILE_ENDPOINTS.systemLanguage, { tags }, async (request) => {
    const { user } = signedIn(request);
    await deps.db
      .update(users)
      .set({ language: request.body.language })
      .where(eq(users.id, user.id));
    return null;
  });
};
