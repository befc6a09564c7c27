import { OAUTH_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { verifyPassword } from '../../plugins/auth/passwords';
import { revokeSession } from '../../plugins/auth/sessions';
import { signedIn } from '../../plugins/auth/signed-in';
import { badRequest } from '../../plugins/envelope/api-error';
import type { OauthDeps } from './deps';
import { passwordAttempt } from '../../kernel/sign-in/familiar-address';
import { menuAccess } from '../../kernel/menu/menu-access';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import { loadUserInfo } from './user-info';

const tags = ['OAuth'];

/** The routes of a signed-in session: CurrentUser, Logout and LockScreen. */
export const sessionRoutes: FastifyPluginAsyncTypebox<OauthDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);

  registerEndpoint(app, OAUTH_ENDPOINTS.currentUser, { tags }, async (request) => {
    const { session, user } = signedIn(request);
    const userInfo = await loadUserInfo(deps.db, session, request.t);
    const access = await menuAccess(deps.db, user);
    const feedbackEmail = await deps.settings.feedbackEmail();
    // The role id itself stays on the server (SPEC §6): the shell is told only the outcome.
    const subcontractorRole = deps.config.subcontractorRoleId;
    const subcontractor = userInfo.roleIds.some((role) => role.id === subcontractorRole);
    return {
      ...access,
      userInfo,
      ...(feedbackEmail === undefined ? {} : { feedbackEmail }),
      ...(subcontractor ? { subcontractor } : {}),
    };
  });

  registerEndpoint(app, OAUTH_ENDPOINTS.logout, { tags, message: 'logoutOk' }, async (request) => {
    const { session, user } = signedIn(request);
    await revokeSession(deps.db, session.id, deps.now(), 'socketSignedOut');
    deps.realtime.endSessions(user.id, 'socketSignedOut', { sessionId: session.id });
    return null;
  });

  registerEndpoint(
    app,
    OAUTH_ENDPOINTS.lockScreen,
    { tags, message: 'unlockOk' },
    async (request) => {
      const { user } = signedIn(request);
      if (request.body.account.trim() !== user.account) throw badRequest('lockWrongAccount');
      const now = deps.now();
      // Unlocking is a password check too: it shares the sign-in failure limits.
      const attempt = await passwordAttempt(
        deps.db,
        { ip: request.ip, account: user.account, userId: user.id },
        now,
      );
      const reservation = await deps.failures.reserve(attempt, now);
      const [row] = await deps.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!(await verifyPassword(row?.passwordHash, request.body.password))) {
        throw badRequest('lockWrongPassword');
      }
      await deps.failures.forgive(reservation);
      return null;
    },
  );
};
