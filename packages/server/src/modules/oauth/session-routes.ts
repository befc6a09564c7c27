import {
  CurrentUserResponse,
  EmptyResponse,
  LockScreenBody,
  OAUTH,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { verifyPassword } from '../../plugins/auth/passwords';
import { revokeSession } from '../../plugins/auth/sessions';
import { signedIn } from '../../plugins/auth/signed-in';
import { badRequest } from '../../plugins/envelope/api-error';
import { ok } from '../../plugins/envelope/envelope';
import type { OauthDeps } from './deps';
import { passwordAttempt } from '../../kernel/sign-in/familiar-address';
import { menuAccess } from '../../kernel/menu/menu-access';
import { errorResponses } from '../../kernel/http/error-responses';
import { loadUserInfo } from './user-info';

/** The routes of a signed-in session: CurrentUser, Logout and LockScreen. */
export const sessionRoutes: FastifyPluginAsyncTypebox<OauthDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    OAUTH.currentUser,
    {
      schema: {
        tags: ['oauth'],
        summary: 'The signed-in user, the menu tree and the permissions per menu entry',
        querystring: TimestampQuery,
        response: { 200: CurrentUserResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { session, user } = signedIn(request);
      const userInfo = await loadUserInfo(deps.db, session, request.t);
      const access = await menuAccess(deps.db, user);
      return ok(request, { ...access, userInfo });
    },
  );

  app.get(
    OAUTH.logout,
    {
      schema: {
        tags: ['oauth'],
        summary: 'End the current session; its token is refused from now on',
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
    },
    async (request) => {
      await revokeSession(deps.db, signedIn(request).session.id, deps.now());
      return ok(request, null, 'logoutOk');
    },
  );

  app.post(
    OAUTH.lockScreen,
    {
      schema: {
        tags: ['oauth'],
        summary: "Unlock the screen with the signed-in user's password",
        querystring: TimestampQuery,
        body: LockScreenBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
    },
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
      return ok(request, null, 'unlockOk');
    },
  );
};
