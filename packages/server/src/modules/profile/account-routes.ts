import {
  CURRENT_USER,
  EmptyResponse,
  ModifyPasswordBody,
  SystemLanguageBody,
  SystemThemeBody,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { signedIn } from '../../plugins/auth/signed-in';
import { ok } from '../../plugins/envelope/envelope';
import { errorResponses } from '../../kernel/http/error-responses';
import type { CurrentUserDeps } from './deps';
import { modifyPassword } from './modify-password';

/** The caller's password, layout and language. */
export const accountRoutes: FastifyPluginAsyncTypebox<CurrentUserDeps> = async (app, deps) => {
  app.post(
    CURRENT_USER.modifyPassword,
    {
      schema: {
        tags: ['current user'],
        summary: 'Change the password (md5 hex) and end the other sessions of this user',
        querystring: TimestampQuery,
        body: ModifyPasswordBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
    },
    async (request) => {
      await modifyPassword(deps, { ...signedIn(request), ip: request.ip }, request.body);
      return ok(request, null, 'passwordChanged');
    },
  );

  app.put(
    CURRENT_USER.systemTheme,
    {
      schema: {
        tags: ['current user'],
        summary: 'Remember the layout; Login and CurrentUser report it from now on',
        querystring: TimestampQuery,
        body: SystemThemeBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await deps.db.update(users).set({ theme: request.body.theme }).where(eq(users.id, user.id));
      return ok(request, null);
    },
  );

  app.put(
    CURRENT_USER.systemLanguage,
    {
      schema: {
        tags: ['current user'],
        summary: 'Remember the language; CurrentUser reports it from now on',
        querystring: TimestampQuery,
        body: SystemLanguageBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await deps.db
        .update(users)
        .set({ language: request.body.language })
        .where(eq(users.id, user.id));
      return ok(request, null);
    },
  );
};
