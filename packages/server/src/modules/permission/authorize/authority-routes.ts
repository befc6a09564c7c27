import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  AUTHORIZE,
  AuthorizeDataBody,
  AuthorizeDataParams,
  AuthorizeDataQuery,
  AuthorizeDataResponse,
  EmptyResponse,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../plugins/envelope/envelope';
import { requirePermission } from '../../../plugins/permission';
import { callerOf } from '../../../plugins/permission/delegation';
import { errorResponses } from '../../../kernel/http/error-responses';
import { authorityTree } from './authority-tree';
import type { AuthorityDeps } from './deps';
import { assertGrantObject } from './grant-object';
import { grantLimits } from './grant-limits';
import { grantedIds } from './granted-ids';
import { replaceGrants } from './replace-grants';

const menu = ADMIN_MENU.authorize;
const tags = ['authorisation'];

/**
 * Authority/Data: what can be granted and what one role, position or user holds; PUT replaces
 * the holdings. Rights are read per request (plugins/permission), so a change applies at once.
 */
export const authorityRoutes: FastifyPluginAsyncTypebox<AuthorityDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    AUTHORIZE.data,
    {
      schema: {
        tags,
        summary:
          'The assignable menu tree, the ids granted to one role, position or user, and what the caller may not change',
        params: AuthorizeDataParams,
        querystring: AuthorizeDataQuery,
        response: { 200: AuthorizeDataResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) => {
      const { objectId } = request.params;
      const { objectType } = request.query;
      await assertGrantObject(db, objectType, objectId);
      const [list, granted] = await Promise.all([
        authorityTree(db),
        grantedIds(db, objectType, objectId),
      ]);
      const object = { type: objectType, id: objectId };
      const limits = await grantLimits(db, callerOf(request), object, list);
      const readOnly =
        limits.readOnly === undefined ? {} : { readOnlyReason: request.t(limits.readOnly) };
      return ok(request, { list, ...granted, locked: limits.locked, ...readOnly });
    },
  );

  app.put(
    AUTHORIZE.data,
    {
      schema: {
        tags,
        summary: 'Replaces every grant of one role, position or user',
        params: AuthorizeDataParams,
        querystring: TimestampQuery,
        body: AuthorizeDataBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.edit }),
    },
    async (request) => {
      await replaceGrants(db, callerOf(request), request.params.objectId, request.body);
      return ok(request, null);
    },
  );
};
